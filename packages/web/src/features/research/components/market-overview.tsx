import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { QueryView } from '../../../components/list/query-view';
import { LazyMarkdown } from '../../../components/markdown/lazy-markdown';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { PageHeader } from '../../../components/ui/page-header';
import { useMarket } from '../api/industries-api';
import { FollowButton } from './follow-button';
import { formatDay } from './format-day';
import { MarketSectionEditor } from './market-section-editor';
import { ReportCard } from './report-card';
import { SourceList } from './source-list';

/** One industry's market overview: its sections with sources and last-reviewed dates, its latest reports, follow. */
export function MarketOverview({
  slug,
  backTo,
  editable = false,
}: {
  slug: string;
  backTo: string;
  /** Administrators (the admin twin of the catalogue) edit each section in place. */
  editable?: boolean;
}) {
  const { t, i18n } = useTranslation('research');
  const market = useMarket(slug);
  const [editing, setEditing] = useState<string | null>(null);
  return (
    <QueryView query={market}>
      {(data) => (
        <div className="space-y-6">
          <p className="text-sm">
            <Link className="text-brand-700 hover:underline dark:text-brand-300" to={backTo}>
              {t('web.industries.back')}
            </Link>
          </p>
          <PageHeader
            title={data.industry.name}
            description={`${data.industry.group.name} · ${data.industry.summary}`}
            actions={
              <FollowButton
                slug={data.industry.slug}
                name={data.industry.name}
                followed={data.industry.followed}
              />
            }
          />
          {data.sections.map((section) => (
            <Card
              key={section.key}
              id={`market-${section.key}`}
              title={section.title}
              description={t('web.industries.lastReviewed', {
                date: formatDay(section.last_reviewed, i18n.language),
              })}
              actions={
                editable && editing !== section.key ? (
                  <Button variant="secondary" onClick={() => setEditing(section.key)}>
                    {t('web.sectionEditor.editShort')}
                    <span className="sr-only"> {section.title}</span>
                  </Button>
                ) : null
              }
            >
              {editing === section.key ? (
                <MarketSectionEditor industry={slug} section={section} onDone={() => setEditing(null)} />
              ) : (
                <LazyMarkdown source={section.body} />
              )}
              {editing !== section.key && section.sources.length > 0 ? (
                <div className="mt-4 border-t border-line pt-3">
                  <h3 className="text-xs font-semibold uppercase tracking-wide text-ink-subtle">
                    {t('web.report.sources')}
                  </h3>
                  <SourceList sources={section.sources} />
                </div>
              ) : null}
            </Card>
          ))}
          <section aria-labelledby="latest-reports" className="space-y-3">
            <h2 id="latest-reports" className="text-lg font-semibold text-ink">
              {t('web.industries.latestReports')}
            </h2>
            {data.latest_reports.length === 0 ? (
              <p className="text-sm text-ink-muted">{t('web.industries.noReports')}</p>
            ) : (
              <ul className="space-y-3">
                {data.latest_reports.map((report) => (
                  <ReportCard key={report.slug} report={report} language={i18n.language} />
                ))}
              </ul>
            )}
          </section>
        </div>
      )}
    </QueryView>
  );
}
