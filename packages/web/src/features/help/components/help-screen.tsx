import { useTranslation } from 'react-i18next';
import { NavLink, useParams } from 'react-router-dom';
import { LazyMarkdown } from '../../../components/markdown/lazy-markdown';
import { EmptyState } from '../../../components/states/empty-state';
import { ErrorState } from '../../../components/states/error-state';
import { LoadingSkeleton } from '../../../components/states/loading-skeleton';
import { Card } from '../../../components/ui/card';
import { cn } from '../../../components/ui/cn';
import { PageHeader } from '../../../components/ui/page-header';
import { ScreenContainer } from '../../../components/ui/screen-container';
import { paths } from '../../../config/paths';
import { useDocumentTitle } from '../../../hooks/use-document-title';
import { useHelpPage, useHelpToc } from '../api/help';

function Topic({ slug }: { slug: string }) {
  const page = useHelpPage(slug);
  if (page.isPending) return <LoadingSkeleton variant="rows" />;
  if (page.isError) return <ErrorState error={page.error} onRetry={() => page.refetch()} />;
  return (
    <article lang={page.data.language} data-testid="help-topic">
      <LazyMarkdown source={page.data.markdown} />
    </article>
  );
}

/** `/ailab/help` and `/ailab/help/:slug`: the help topics and one topic, rendered by the shared Markdown component. */
export function HelpScreen() {
  const { t } = useTranslation('users');
  useDocumentTitle(t('help.title'));
  const { slug } = useParams();
  const toc = useHelpToc();
  const topics = toc.data?.topics ?? [];
  const current = slug ?? topics[0]?.slug;
  return (
    <ScreenContainer className="space-y-4">
      <PageHeader title={t('help.title')} />
      <div className="grid grid-cols-1 items-start gap-6 md:grid-cols-[16rem_minmax(0,1fr)]">
        <nav aria-label={t('help.topics')}>
          {toc.isPending ? <LoadingSkeleton variant="rows" /> : null}
          {toc.isError ? <ErrorState error={toc.error} onRetry={() => toc.refetch()} /> : null}
          {toc.data ? (
            <ul className="flex flex-col gap-1">
              {topics.map((topic) => (
                <li key={topic.slug}>
                  <NavLink
                    to={paths.ailab.help(topic.slug)}
                    aria-current={topic.slug === current ? 'page' : undefined}
                    className={cn(
                      'block rounded-lg px-3 py-2 text-sm font-medium hover:bg-surface-muted',
                      topic.slug === current
                        ? 'bg-brand-50 text-brand-700 dark:bg-brand-500/15 dark:text-brand-200'
                        : 'text-ink',
                    )}
                  >
                    {topic.title}
                  </NavLink>
                </li>
              ))}
            </ul>
          ) : null}
        </nav>
        <Card>
          {current ? <Topic slug={current} /> : toc.data ? <EmptyState title={t('help.empty')} /> : null}
        </Card>
      </div>
    </ScreenContainer>
  );
}
