import { roleLabels } from '@ailab/core/roles/role-label';
import { ShieldOff } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { ScreenContainer } from '../../../components/ui/screen-container';
import { useDocumentTitle } from '../../../hooks/use-document-title';

interface NoAccessProps {
  /** The roles that open the page. */
  roles: readonly number[];
  /** The page is in the admin area, which also needs the admin area. */
  adminArea?: boolean;
  /** Where "Go to your dashboard" leads. */
  home: string;
}

/**
 * The one answer for a page outside one's roles, /admin/* and /ailab/* alike (issue 25 item 11):
 * which roles open it and who can grant them; no "Try again", since trying again changes nothing.
 */
export function NoAccess({ roles, adminArea = false, home }: NoAccessProps) {
  const { t } = useTranslation('account');
  useDocumentTitle(t('noAccess.title'));
  return (
    <ScreenContainer>
      <section
        data-testid="no-access"
        className="mx-auto mt-8 max-w-xl space-y-4 rounded-xl border border-line bg-surface p-6 text-ink"
      >
        <ShieldOff aria-hidden className="size-8 text-ink-subtle" />
        <h1 className="text-xl font-semibold">{t('noAccess.title')}</h1>
        <p className="text-ink-muted">{t('noAccess.body', { roles: roleLabels(roles, t) })}</p>
        {adminArea ? <p className="text-ink-muted">{t('noAccess.adminArea')}</p> : null}
        <p className="text-ink-muted">{t('noAccess.grant')}</p>
        <Link to={home} className="inline-block font-semibold text-link hover:underline">
          {t('noAccess.home')}
        </Link>
      </section>
    </ScreenContainer>
  );
}
