import type { PublicReport } from '@ailab/core/contract/research/research.schemas';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router-dom';
import { QueryView } from '../../../components/list/query-view';
import { LazyMarkdown } from '../../../components/markdown/lazy-markdown';
import { Alert } from '../../../components/ui/alert';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { ScreenContainer } from '../../../components/ui/screen-container';
import { useDocumentTitle } from '../../../hooks/use-document-title';
import { usePublicReport } from '../api/public-research-api';
import { formatDay } from './format-day';
import { SourceList } from './source-list';

function ShareLinks({ report }: { report: PublicReport }) {
  const { t } = useTranslation('research');
  const url = typeof window === 'undefined' ? '' : window.location.href;
  const text = encodeURIComponent(report.title);
  const link = encodeURIComponent(url);
  const anchor = 'text-sm text-brand-700 underline hover:no-underline dark:text-brand-300';
  return (
    <nav aria-label={t('web.report.share')} className="flex flex-wrap items-center gap-3 print:hidden">
      <span className="text-sm text-ink-muted">{t('web.report.share')}</span>
      <a
        className={anchor}
        href={`https://www.linkedin.com/sharing/share-offsite/?url=${link}`}
        target="_blank"
        rel="noopener noreferrer"
      >
        LinkedIn
      </a>
      <a
        className={anchor}
        href={`https://x.com/intent/post?text=${text}&url=${link}`}
        target="_blank"
        rel="noopener noreferrer"
      >
        X
      </a>
      <a className={anchor} href={`mailto:?subject=${text}&body=${link}`}>
        {t('web.report.email')}
      </a>
      <Button variant="ghost" onClick={() => void navigator.clipboard?.writeText(url)}>
        {t('web.report.copyLink')}
      </Button>
      <Button variant="ghost" onClick={() => window.print()}>
        {t('web.report.print')}
      </Button>
    </nav>
  );
}

function ReportBody({ report }: { report: PublicReport }) {
  const { t, i18n } = useTranslation('research');
  useDocumentTitle(report.title);
  return (
    <article className="report-print space-y-8">
      {report.preview ? <Alert tone="info">{t('web.report.preview')}</Alert> : null}
      <header className="space-y-3">
        <p className="text-sm text-ink-subtle">
          <Link to="/industry-reports" className="hover:underline print:hidden">
            {t('web.collections.title')}
          </Link>
        </p>
        <h1 className="text-3xl font-semibold tracking-tight text-balance text-ink">{report.title}</h1>
        <p className="text-lg text-ink-muted">{report.summary}</p>
        <p className="text-sm text-ink-subtle">
          {report.published_at
            ? t('web.report.byline', {
                author: report.author_name,
                date: formatDay(report.published_at, i18n.language),
              })
            : report.author_name}
        </p>
        <div className="flex flex-wrap gap-2">
          {report.industries.map((industry) => (
            <Badge key={industry.slug} tone="brand">
              {industry.name}
            </Badge>
          ))}
          {report.tags.map((tag) => (
            <Badge key={tag}>#{tag}</Badge>
          ))}
        </div>
        <ShareLinks report={report} />
        {report.cover_url ? (
          <img
            src={report.cover_url}
            alt=""
            className="aspect-[1.91/1] w-full rounded-card border border-line object-cover"
          />
        ) : null}
      </header>
      {report.sections.length > 1 ? (
        <nav aria-labelledby="toc-title" className="rounded-card border border-line p-4 print:hidden">
          <h2 id="toc-title" className="text-sm font-semibold text-ink">
            {t('web.report.contents')}
          </h2>
          <ol className="mt-2 list-decimal space-y-1 pl-5 text-sm">
            {report.sections.map((section) => (
              <li key={section.key}>
                <a
                  className="text-brand-700 hover:underline dark:text-brand-300"
                  href={`#section-${section.key}`}
                >
                  {section.title}
                </a>
              </li>
            ))}
          </ol>
        </nav>
      ) : null}
      {report.sections.map((section) => (
        <section
          key={section.key}
          id={`section-${section.key}`}
          aria-labelledby={`heading-${section.key}`}
          className="space-y-3"
        >
          <h2 id={`heading-${section.key}`} className="text-xl font-semibold text-ink">
            {section.title}
          </h2>
          <LazyMarkdown source={section.body} className="max-w-prose leading-relaxed" />
        </section>
      ))}
      {report.sources.length > 0 ? (
        <section aria-labelledby="sources-title" className="space-y-2">
          <h2 id="sources-title" className="text-xl font-semibold text-ink">
            {t('web.report.sources')}
          </h2>
          <SourceList sources={report.sources} ordered />
        </section>
      ) : null}
    </article>
  );
}

/** /industry-reports/report?slug=…: the public report page (readable, with contents, sources, sharing and print). */
export function ReportPageScreen() {
  const [params] = useSearchParams();
  const slug = params.get('slug') ?? '';
  const report = usePublicReport(slug);
  return (
    <ScreenContainer width="narrow" className="py-8">
      <QueryView query={slug ? report : { ...report, status: 'success', data: null }}>
        {(data) => <ReportBody report={data} />}
      </QueryView>
    </ScreenContainer>
  );
}
