import type { ReportCard as ReportCardData } from '@ailab/core/contract/research/industries.schemas';
import type { Snippet } from '@ailab/core/contract/schemas/snippet';
import { Link } from 'react-router-dom';
import { Badge } from '../../../components/ui/badge';
import { SnippetText } from '../../../components/ui/snippet-text';
import { formatDay } from './format-day';

/**
 * One published report in a list: title (linking to its public page), summary, industries, date and,
 * in search results, the highlighted excerpt that matched.
 */
export function ReportCard({
  report,
  language,
  headingLevel = 3,
}: {
  report: ReportCardData & { snippet?: Snippet | null };
  language: string;
  /** 2 when the list sits straight under the page's h1; 3 (the default) under a section's h2. */
  headingLevel?: 2 | 3;
}) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <li className="rounded-card border border-line bg-surface p-4 shadow-card">
      {report.cover_url ? (
        <img
          src={report.cover_url}
          alt=""
          loading="lazy"
          className="mb-3 aspect-[1.91/1] w-full rounded-card object-cover"
        />
      ) : null}
      <Heading className="text-base font-semibold text-ink">
        <Link
          className="hover:underline"
          to={`/industry-reports/report?slug=${encodeURIComponent(report.slug)}`}
        >
          {report.title}
        </Link>
      </Heading>
      <p className="mt-1 text-sm text-ink-muted">{report.summary}</p>
      {report.snippet ? <SnippetText snippet={report.snippet} className="mt-2" /> : null}
      <div className="mt-3 flex flex-wrap items-center gap-2 text-xs text-ink-subtle">
        {report.industries.map((industry) => (
          <Badge key={industry.slug} tone="brand">
            {industry.name}
          </Badge>
        ))}
        <span>
          {report.author_name} · {formatDay(report.published_at, language)}
        </span>
      </div>
    </li>
  );
}
