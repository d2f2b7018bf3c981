import type { Repository } from '@ailab/core/contract/repositories/repositories.schemas';
import { Archive, GitFork, Star } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { RelativeTime } from '../../../components/relative-time';
import { languageColour } from './language-colour';

/** One repository as a card: name, description, language, stars, forks, topics and last push. */
export function RepositoryCard({
  repository,
  onTopic,
}: {
  repository: Repository;
  onTopic(topic: string): void;
}) {
  const { t, i18n } = useTranslation('news');
  const number = new Intl.NumberFormat(i18n.language, { notation: 'compact' });
  return (
    <article className="flex h-full flex-col gap-2 rounded-card border border-line bg-surface p-4 shadow-card">
      <h2 className="text-base font-semibold text-ink">
        <a href={repository.url} target="_blank" rel="noopener noreferrer" className="hover:underline">
          {repository.full_name}
        </a>
      </h2>
      {repository.archived ? (
        <p className="flex items-center gap-1 text-xs text-warning">
          <Archive aria-hidden="true" className="size-3.5" /> {t('repos.archived')}
        </p>
      ) : null}
      {repository.description ? <p className="text-sm text-ink-muted">{repository.description}</p> : null}
      {repository.topics.length > 0 ? (
        <ul className="flex flex-wrap gap-1.5" aria-label={t('repos.topics')}>
          {repository.topics.map((topic) => (
            <li key={topic}>
              <button
                type="button"
                onClick={() => onTopic(topic)}
                className="rounded-full bg-info-soft px-2 py-0.5 text-xs font-medium text-info hover:bg-info-line"
              >
                {topic}
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      <p className="mt-auto flex flex-wrap items-center gap-x-4 gap-y-1 pt-2 text-xs text-ink-muted">
        {repository.language ? (
          <span className="flex items-center gap-1">
            <span
              aria-hidden="true"
              className="size-2.5 rounded-full"
              style={{ backgroundColor: languageColour(repository.language) }}
            />
            {repository.language}
          </span>
        ) : null}
        <span className="flex items-center gap-1" title={t('repos.stars')}>
          <Star aria-hidden="true" className="size-3.5" />
          <span className="sr-only">{t('repos.stars')}</span>
          {number.format(repository.stars)}
        </span>
        <span className="flex items-center gap-1" title={t('repos.forks')}>
          <GitFork aria-hidden="true" className="size-3.5" />
          <span className="sr-only">{t('repos.forks')}</span>
          {number.format(repository.forks)}
        </span>
        {repository.latest_release ? <span>{repository.latest_release.tag}</span> : null}
        {repository.pushed_at ? (
          <span>
            {t('repos.pushed')} <RelativeTime value={repository.pushed_at} language={i18n.language} />
          </span>
        ) : null}
      </p>
    </article>
  );
}
