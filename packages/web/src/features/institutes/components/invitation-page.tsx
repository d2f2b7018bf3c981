import type { InvitationRef } from '@ailab/core/contract/institutes/supervisors.schemas';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { FormError } from '../../../components/form-error';
import { QueryView } from '../../../components/list/query-view';
import { Alert } from '../../../components/ui/alert';
import { Button, buttonClasses } from '../../../components/ui/button';
import { PageHeader } from '../../../components/ui/page-header';
import { ScreenContainer } from '../../../components/ui/screen-container';
import { paths } from '../../../config/paths';
import { useAuth } from '../../../hooks/use-auth';
import { formatDate } from '../../../lib/format';
import { useAnswerInvitation, useInvitation } from '../api/institutes-api';
import { InstituteLogo } from './institute-logo';
import { InvitationSignUpForm } from './invitation-sign-up-form';

/**
 * The emailed supervisor invitation (by its link's `token`), or one the signed-in invitee was notified of
 * (by `invitationId`): what accepting grants, then accept (signed in) or decline.
 */
export function InvitationPage({ token, invitationId }: { token: string; invitationId: string }) {
  const { t, i18n } = useTranslation('institutes');
  const { authenticated } = useAuth();
  const ref: InvitationRef = token ? { token } : { invitation_id: invitationId };
  const invitation = useInvitation(ref);
  const answer = useAnswerInvitation();
  const usable = token ? token.length >= 16 : invitationId !== '' && authenticated;
  return (
    <ScreenContainer width="compact" className="space-y-5">
      <PageHeader title={t('web.invitation.title')} />
      {!usable ? (
        <Alert tone="error">{t('web.invitation.broken')}</Alert>
      ) : (
        <QueryView query={invitation}>
          {(view) => (
            <div className="space-y-4">
              <div className="flex items-center gap-3">
                <InstituteLogo
                  institute={{ logo_url: view.institute_logo_url }}
                  size="lg"
                  label={t('web.invitation.logo', { institute: view.institute_name })}
                />
                <p className="min-w-0 text-ink">
                  {t('web.invitation.offer', {
                    institute: view.institute_name,
                    scope: view.team_names.length
                      ? view.team_names.join(', ')
                      : t('web.supervisors.wholeInstitute'),
                  })}
                </p>
              </div>
              <p className="text-sm text-ink-muted">{t('web.invitation.grants')}</p>
              <p className="text-sm text-ink-muted">
                {t('web.invitation.forAddress', {
                  email: view.email,
                  date: formatDate(view.expires_at, i18n.language),
                })}
              </p>
              <FormError error={answer.error} />
              {answer.data ? (
                <Alert tone={answer.data.status === 'accepted' ? 'success' : 'info'}>
                  {t(`web.invitation.done.${answer.data.status === 'accepted' ? 'accepted' : 'declined'}`, {
                    institute: answer.data.institute_name,
                  })}
                </Alert>
              ) : view.status !== 'pending' ? (
                <Alert tone="info">
                  {t('web.invitation.closed', { status: t(`invitation.status.${view.status}`) })}
                </Alert>
              ) : (
                <div className="flex flex-wrap gap-2">
                  {authenticated ? (
                    <Button loading={answer.isPending} onClick={() => answer.mutate({ ref, accept: true })}>
                      {t('web.invitation.accept')}
                    </Button>
                  ) : view.has_account ? (
                    <Link className={buttonClasses('primary')} to={paths.login}>
                      {t('web.invitation.signInToAccept')}
                    </Link>
                  ) : null}
                  <Button
                    variant="ghost"
                    loading={answer.isPending}
                    onClick={() => answer.mutate({ ref, accept: false })}
                  >
                    {t('web.invitation.decline')}
                  </Button>
                </div>
              )}
              {token && !authenticated && !view.has_account && view.status === 'pending' && !answer.data ? (
                <InvitationSignUpForm token={token} />
              ) : null}
              {answer.data?.status === 'accepted' ? (
                <Link className={buttonClasses('secondary')} to={paths.institutes.supervisor}>
                  {t('web.invitation.open')}
                </Link>
              ) : null}
            </div>
          )}
        </QueryView>
      )}
    </ScreenContainer>
  );
}
