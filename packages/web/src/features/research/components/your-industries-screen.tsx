import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { QueryView } from '../../../components/list/query-view';
import { EmptyState } from '../../../components/states/empty-state';
import { Card } from '../../../components/ui/card';
import { PageHeader } from '../../../components/ui/page-header';
import { ScreenContainer } from '../../../components/ui/screen-container';
import { useScreenTitle } from '../../../hooks/use-screen-title';
import { useTodayBrief, useYourIndustries } from '../api/industries-api';
import { FollowButton } from './follow-button';
import { ReportCard } from './report-card';

function DailyBrief({ slug, name }: { slug: string; name: string }) {
  const { t, i18n } = useTranslation('research');
  const brief = useTodayBrief(slug);
  return (
    <Card
      title={name}
      actions={
        <>
          <Link
            className="text-sm text-brand-700 hover:underline dark:text-brand-300"
            to={`../../industries/all-industries?industry=${slug}`}
            relative="path"
          >
            {t('web.brief.overview')}
          </Link>
          <FollowButton slug={slug} name={name} followed />
        </>
      }
    >
      <QueryView query={brief}>
        {(data) => (
          <div className="space-y-4 text-sm">
            <div>
              <h3 className="font-semibold text-ink">{t('web.brief.research')}</h3>
              {data.new_research.length === 0 ? (
                <p className="text-ink-muted">{t('web.brief.none')}</p>
              ) : (
                <ul className="mt-2 space-y-2">
                  {data.new_research.map((report) => (
                    <ReportCard key={report.slug} report={report} language={i18n.language} />
                  ))}
                </ul>
              )}
            </div>
            <div>
              <h3 className="font-semibold text-ink">{t('web.brief.news')}</h3>
              {data.news.length === 0 ? (
                <p className="text-ink-muted">{t('web.brief.none')}</p>
              ) : (
                <ul className="mt-1 list-disc space-y-1 pl-5">
                  {data.news.map((item) => (
                    <li key={item.url}>
                      <a
                        className="text-brand-700 underline dark:text-brand-300"
                        href={item.url}
                        target="_blank"
                        rel="noopener noreferrer"
                      >
                        {item.title}
                      </a>{' '}
                      <span className="text-ink-subtle">({item.source})</span>
                    </li>
                  ))}
                </ul>
              )}
            </div>
            <div>
              <h3 className="font-semibold text-ink">{t('web.brief.changed')}</h3>
              {data.changed_sections.length === 0 ? (
                <p className="text-ink-muted">{t('web.brief.none')}</p>
              ) : (
                <ul className="mt-1 list-disc pl-5">
                  {data.changed_sections.map((section) => (
                    <li key={section.key}>{section.title}</li>
                  ))}
                </ul>
              )}
            </div>
          </div>
        )}
      </QueryView>
    </Card>
  );
}

/** /ailab/founders/your-industries: the followed industries, each with today's brief. */
export function YourIndustriesScreen() {
  const title = useScreenTitle('yourIndustries');
  const { t } = useTranslation('research');
  const mine = useYourIndustries();
  return (
    <ScreenContainer width="medium" className="space-y-6">
      <PageHeader title={title} description={t('web.brief.intro')} />
      <QueryView query={mine}>
        {(data) =>
          data.items.length === 0 ? (
            <EmptyState title={t('web.brief.emptyTitle')} description={t('web.brief.emptyBody')} />
          ) : (
            <div className="space-y-4">
              {data.items.map((industry) => (
                <DailyBrief key={industry.slug} slug={industry.slug} name={industry.name} />
              ))}
            </div>
          )
        }
      </QueryView>
    </ScreenContainer>
  );
}
