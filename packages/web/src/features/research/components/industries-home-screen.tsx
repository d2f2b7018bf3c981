import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { QueryView } from '../../../components/list/query-view';
import { PageHeader } from '../../../components/ui/page-header';
import { ScreenContainer } from '../../../components/ui/screen-container';
import { useDocumentTitle } from '../../../hooks/use-document-title';
import { usePublicIndustries } from '../api/public-research-api';

/** /industries: the public industries home, groups and industries with their latest report. */
export function IndustriesHomeScreen() {
  const { t } = useTranslation('research');
  useDocumentTitle(t('web.home.title'));
  const home = usePublicIndustries();
  return (
    <ScreenContainer width="wide" className="space-y-8">
      <PageHeader title={t('web.home.title')} description={t('web.home.intro')} />
      <QueryView query={home}>
        {(data) => (
          <div className="space-y-10">
            {data.groups.map((group) => (
              <section key={group.slug} aria-labelledby={`group-${group.slug}`} className="space-y-3">
                <h2 id={`group-${group.slug}`} className="text-xl font-semibold text-ink">
                  {group.name}
                </h2>
                <p className="text-sm text-ink-muted">{group.description}</p>
                <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
                  {group.industries.map((industry) => (
                    <li
                      key={industry.slug}
                      className="rounded-card border border-line bg-surface p-4 shadow-card"
                    >
                      <h3 className="font-semibold text-ink">
                        <Link className="hover:underline" to={`/industry-reports?industry=${industry.slug}`}>
                          {industry.name}
                        </Link>
                      </h3>
                      <p className="mt-1 text-sm text-ink-muted">{industry.summary}</p>
                      <p className="mt-2 text-xs text-ink-subtle">
                        {t('web.home.reports', { count: industry.report_count })}
                      </p>
                      {industry.latest_report ? (
                        <p className="mt-1 text-sm">
                          <Link
                            className="text-brand-700 hover:underline dark:text-brand-300"
                            to={`/industry-reports/report?slug=${industry.latest_report.slug}`}
                          >
                            {industry.latest_report.title}
                          </Link>
                        </p>
                      ) : null}
                    </li>
                  ))}
                </ul>
              </section>
            ))}
          </div>
        )}
      </QueryView>
    </ScreenContainer>
  );
}
