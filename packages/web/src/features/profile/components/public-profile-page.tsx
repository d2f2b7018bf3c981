import { UserRoundX } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router-dom';
import { QueryView } from '../../../components/list/query-view';
import { EmptyState } from '../../../components/states/empty-state';
import { Avatar } from '../../../components/ui/avatar';
import { buttonClasses } from '../../../components/ui/button';
import { ScreenContainer } from '../../../components/ui/screen-container';
import { paths } from '../../../config/paths';
import { useDocumentTitle } from '../../../hooks/use-document-title';
import { usePublicProfile } from '../api/public-profile';

/** `/{name}`: a member's public profile page, showing only what its owner chose; a designed not-found otherwise. */
export function Component() {
  const { t } = useTranslation('account');
  const { name = '' } = useParams();
  const query = usePublicProfile(name);
  const profile = query.data;
  const fullName = profile
    ? `${profile.first_name} ${profile.last_name}`.trim() || profile.user_name
    : undefined;
  useDocumentTitle(query.status === 'success' ? (fullName ?? t('publicProfile.notFound')) : undefined);
  return (
    <ScreenContainer width="compact">
      <QueryView
        query={query}
        notFound={
          <div data-testid="profile-not-found">
            <h1 className="sr-only">{t('publicProfile.notFound')}</h1>
            <EmptyState
              icon={<UserRoundX aria-hidden="true" className="size-6" />}
              title={t('publicProfile.notFound')}
              description={t('publicProfile.notFoundBody', { name })}
              action={
                <Link to={paths.home} className={buttonClasses('secondary')}>
                  {t('publicProfile.home')}
                </Link>
              }
            />
          </div>
        }
      >
        {(shown) => (
          <article data-testid="public-profile" className="flex flex-col items-center gap-3 py-8 text-center">
            <Avatar photoUrl={shown.photo_url} name={fullName ?? null} className="size-28 text-3xl" />
            <h1 className="text-2xl font-semibold text-ink sm:text-3xl">{fullName}</h1>
            <p className="text-sm font-medium text-brand-700 dark:text-brand-300">@{shown.user_name}</p>
            {shown.role ? (
              <p className="rounded-full bg-brand-50 px-3 py-1 text-xs font-semibold text-brand-700 dark:bg-brand-500/15 dark:text-brand-200">
                {shown.role}
              </p>
            ) : null}
            {shown.function && shown.function.length > 0 ? (
              <ul aria-label={t('publicProfile.functions')} className="flex flex-wrap justify-center gap-1.5">
                {shown.function.map((tag) => (
                  <li key={tag} className="rounded-md bg-surface-muted px-2 py-0.5 text-xs text-ink-muted">
                    {tag}
                  </li>
                ))}
              </ul>
            ) : null}
          </article>
        )}
      </QueryView>
    </ScreenContainer>
  );
}
