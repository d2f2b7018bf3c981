import type { NewsArticle } from '@ailab/core/contract/news/news.schemas';
import { ExternalLink } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { RelativeTime } from '../../../components/relative-time';
import { SnippetText } from '../../../components/ui/snippet-text';

interface ArticleCardProps {
  article: NewsArticle;
  language: string;
  isNew: boolean;
}

/** One search result: the headline opens the source in a new tab; matches in the snippet are marked. */
export function ArticleCard({ article, language, isNew }: ArticleCardProps) {
  const { t } = useTranslation('news');
  return (
    <article className="rounded-card border border-line bg-surface p-4 shadow-card sm:p-5">
      <div className="mb-1 flex flex-wrap items-center gap-x-2 gap-y-1 text-xs text-ink-muted">
        <span className="font-semibold text-ink">{article.source.name}</span>
        <span aria-hidden="true">·</span>
        <RelativeTime value={article.published_at} language={language} />
        {article.author ? (
          <>
            <span aria-hidden="true">·</span>
            <span>{article.author}</span>
          </>
        ) : null}
        {isNew ? (
          <span className="rounded-full bg-primary px-2 py-0.5 text-[0.7rem] font-semibold text-on-primary">
            {t('web.new')}
          </span>
        ) : null}
      </div>
      <h2 className="text-base font-semibold text-ink">
        <a
          href={article.url}
          target="_blank"
          rel="noopener noreferrer"
          className="inline-flex items-start gap-1.5 hover:underline focus-visible:underline"
        >
          {article.title}
          <ExternalLink aria-hidden="true" className="mt-1 size-3.5 shrink-0" />
          <span className="sr-only">{t('web.opensInNewTab')}</span>
        </a>
      </h2>
      <SnippetText snippet={article.snippet} className="mt-2" />
      {article.also_covered_by.length > 0 ? (
        <p className="mt-2 text-xs text-ink-muted">
          {t('web.alsoCoveredBy')}{' '}
          {article.also_covered_by.map((other, index) => (
            <span key={other.id}>
              {index > 0 ? ', ' : null}
              <a href={other.url} target="_blank" rel="noopener noreferrer" className="underline">
                {other.source_name}
              </a>
            </span>
          ))}
        </p>
      ) : null}
      {article.tags.length > 0 ? (
        <ul className="mt-3 flex flex-wrap gap-1.5" aria-label={t('web.tags')}>
          {article.tags.map((tag) => (
            <li key={tag} className="rounded-full bg-surface-muted px-2 py-0.5 text-xs text-ink-muted">
              {tag}
            </li>
          ))}
        </ul>
      ) : null}
    </article>
  );
}
