import { ailabNews } from '@ailab/core/contract/news/ailab-news';
import { useQuery } from '@tanstack/react-query';
import { Newspaper } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { ListView } from '../../../components/list/list-view';
import { Card } from '../../../components/ui/card';
import { type Area, paths } from '../../../config/paths';
import { useServices } from '../../../hooks/use-services';
import { formatDate } from '../../../lib/format';
import { newsKeys } from '../api/news-query-keys';

const LATEST = 3;

/**
 * The home's latest news for the member's interests: the newest articles tagged with what they follow
 * (industries, sign-up interests), then the newest (docs/decisions.md).
 */
export function LatestNewsCard({ area }: { area: Area }): ReactNode {
  const { t, i18n } = useTranslation('notifications');
  const { api } = useServices();
  const query = useQuery({
    queryKey: newsKeys.latest(),
    queryFn: () => api.call(ailabNews.forMe, { limit: LATEST }),
  });
  const newsPath = paths.area(area, 'news');
  return (
    <Card
      id="latest-news"
      title={t('home.news.title')}
      className="mt-6"
      actions={
        <Link
          to={newsPath}
          className="text-sm font-semibold text-brand-600 hover:text-brand-700 dark:text-brand-400"
        >
          {t('home.news.all')}
        </Link>
      }
    >
      <ListView
        query={query}
        items={query.data?.items ?? []}
        skeleton="rows"
        skeletonCount={1}
        empty={{ title: t('home.news.empty'), icon: <Newspaper aria-hidden="true" className="size-6" /> }}
      >
        {(articles) => (
          <ul className="space-y-3" data-testid="latest-news">
            {articles.map((article) => (
              <li key={article.id} className="min-w-0">
                <a
                  href={article.url}
                  target="_blank"
                  rel="noopener noreferrer"
                  className="font-medium break-words text-ink hover:text-brand-700 dark:hover:text-brand-400"
                >
                  {article.title}
                </a>
                <p className="text-xs text-ink-subtle">
                  {article.source_name} · {formatDate(article.published_at, i18n.language)}
                  {article.matched ? ` · ${t('home.news.forYou')}` : ''}
                </p>
              </li>
            ))}
          </ul>
        )}
      </ListView>
    </Card>
  );
}
