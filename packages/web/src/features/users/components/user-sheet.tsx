import type { AdminUser } from '@ailab/core/contract/users/users.schemas';
import { areaFor } from '@ailab/core/menu/visible-menu';
import { roleLabel } from '@ailab/core/roles/role-label';
import { ALL_ROLES, type RoleNumber } from '@ailab/core/roles/roles';
import { useTranslation } from 'react-i18next';
import { FormError } from '../../../components/form-error';
import { ErrorState } from '../../../components/states/error-state';
import { LoadingSkeleton } from '../../../components/states/loading-skeleton';
import { Button } from '../../../components/ui/button';
import { CheckboxField } from '../../../components/ui/checkbox-field';
import { useConfirm } from '../../../components/ui/confirm-dialog';
import { Sheet } from '../../../components/ui/sheet';
import { formatDateTime } from '../../../lib/format';
import { type AccountAction, useAccountAction } from '../api/account-action';
import { useChangeRoles } from '../api/change-roles';
import { useUserDetail } from '../api/user-detail';
import { UserStatusBadge } from './user-status';

function RoleToggles({ user }: { user: AdminUser }) {
  const { t } = useTranslation('users');
  const changeRoles = useChangeRoles();
  const toggle = (role: RoleNumber, held: boolean) =>
    changeRoles.mutate({ userIds: [user.id], role, change: held ? 'revoke' : 'grant' });
  return (
    <fieldset className="space-y-2">
      <legend className="mb-2 text-sm font-semibold text-ink">{t('users.sheet.roles')}</legend>
      <div className="grid grid-cols-3 gap-2">
        {ALL_ROLES.map((role) => {
          const held = user.roles.includes(role);
          return (
            <CheckboxField
              key={role}
              checked={held}
              disabled={changeRoles.isPending}
              onChange={() => toggle(role, held)}
              className="text-ink-muted"
            >
              {roleLabel(role, t)}
            </CheckboxField>
          );
        })}
      </div>
      <FormError error={changeRoles.error} />
    </fieldset>
  );
}

function AccountActions({ user }: { user: AdminUser }) {
  const { t } = useTranslation('users');
  const action = useAccountAction();
  const { ask, dialog } = useConfirm();
  const actions: AccountAction[] = [
    user.disabled ? 'enable' : 'disable',
    'signOutEverywhere',
    'forcePasswordReset',
  ];
  return (
    <div className="space-y-2">
      <div className="flex flex-wrap gap-2">
        {actions.map((name) => (
          <Button
            key={name}
            variant="secondary"
            loading={action.isPending && action.variables?.action === name}
            onClick={async () => {
              const confirmed = await ask({
                title: t('users.sheet.confirm', { action: t(`users.actions.${name}`) }),
                confirmLabel: t(`users.actions.${name}`),
                tone: 'danger',
              });
              if (confirmed) action.mutate({ action: name, userIds: [user.id] });
            }}
          >
            {t(`users.actions.${name}`)}
          </Button>
        ))}
      </div>
      {action.data?.[0] ? <p className="text-sm text-success">{action.data[0].message}</p> : null}
      <FormError error={action.error} />
      {dialog}
    </div>
  );
}

/** The side sheet of one user: details, roles, sessions and account actions. */
export function UserSheet({ userId, onClose }: { userId: string | null; onClose: () => void }) {
  const { t, i18n } = useTranslation('users');
  const detail = useUserDetail(userId);
  const user = detail.data?.user;
  return (
    <Sheet
      open={userId !== null}
      onOpenChange={(open) => (open ? undefined : onClose())}
      data-testid="user-sheet"
      title={user ? `${user.first_name} ${user.last_name}`.trim() : t('users.sheet.title')}
      description={t('users.sheet.description')}
    >
      {detail.status === 'pending' ? <LoadingSkeleton variant="rows" /> : null}
      {detail.status === 'error' ? (
        <ErrorState error={detail.error} onRetry={() => detail.refetch()} />
      ) : null}
      {user ? (
        <div className="space-y-6">
          <dl className="grid grid-cols-[8rem_1fr] gap-x-3 gap-y-2 text-sm">
            <dt className="text-ink-subtle">{t('users.columns.email')}</dt>
            <dd className="break-all text-ink">{user.email}</dd>
            <dt className="text-ink-subtle">{t('users.columns.userName')}</dt>
            <dd className="text-ink">{user.user_name}</dd>
            <dt className="text-ink-subtle">{t('users.columns.status')}</dt>
            <dd>
              <UserStatusBadge user={user} />
            </dd>
            <dt className="text-ink-subtle">{t('users.sheet.area')}</dt>
            <dd className="text-ink">{t(`users.sheet.areas.${areaFor(user.area_code)}`)}</dd>
            <dt className="text-ink-subtle">{t('users.columns.lastLogin')}</dt>
            <dd className="text-ink">
              {user.last_login_at ? formatDateTime(user.last_login_at, i18n.language) : '—'}
            </dd>
          </dl>
          <RoleToggles user={user} />
          <section>
            <h3 className="mb-2 text-sm font-semibold text-ink">{t('users.sheet.sessions')}</h3>
            {detail.data?.sessions.length ? (
              <ul className="space-y-1 text-sm text-ink-muted">
                {detail.data.sessions.map((session) => (
                  <li key={session.id}>
                    {session.kind === 'api' ? session.name : t('users.sheet.session')} ·{' '}
                    {formatDateTime(session.last_used_at ?? session.created_at, i18n.language)}
                  </li>
                ))}
              </ul>
            ) : (
              <p className="text-sm text-ink-subtle">{t('users.sheet.noSessions')}</p>
            )}
          </section>
          <AccountActions user={user} />
        </div>
      ) : null}
    </Sheet>
  );
}
