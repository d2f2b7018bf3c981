import type { AdminUser } from '@ailab/core/contract/schemas/admin';
import { ALL_ROLES, type RoleNumber } from '@ailab/core/roles/roles';
import * as Dialog from '@radix-ui/react-dialog';
import { X } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormError } from '../../../components/form-error';
import { ErrorState } from '../../../components/states/error-state';
import { LoadingSkeleton } from '../../../components/states/loading-skeleton';
import { Button } from '../../../components/ui/button';
import { IconButton } from '../../../components/ui/icon-button';
import { formatDateTime } from '../../../lib/format';
import { type AccountAction, useAccountAction } from '../api/account-action';
import { useChangeRoles } from '../api/change-roles';
import { useUserDetail } from '../api/user-detail';
import { UserStatusBadge } from './user-status';

function RoleToggles({ user }: { user: AdminUser }) {
  const { t } = useTranslation('admin');
  const changeRoles = useChangeRoles();
  const toggle = (role: RoleNumber, held: boolean) =>
    changeRoles.mutate({ userIds: [user.id], role, change: held ? 'revoke' : 'grant' });
  return (
    <fieldset className="space-y-2">
      <legend className="mb-2 text-sm font-semibold text-slate-900 dark:text-white">
        {t('users.sheet.roles')}
      </legend>
      <div className="grid grid-cols-3 gap-2">
        {ALL_ROLES.map((role) => {
          const held = user.roles.includes(role);
          return (
            <label key={role} className="flex items-center gap-2 text-sm text-slate-700 dark:text-slate-200">
              <input
                type="checkbox"
                checked={held}
                disabled={changeRoles.isPending}
                onChange={() => toggle(role, held)}
                className="size-4 accent-brand-600"
              />
              {t('users.roleOption', { role })}
            </label>
          );
        })}
      </div>
      <FormError error={changeRoles.error} />
    </fieldset>
  );
}

function AccountActions({ user }: { user: AdminUser }) {
  const { t } = useTranslation('admin');
  const action = useAccountAction();
  const [confirming, setConfirming] = useState<AccountAction | null>(null);
  const actions: AccountAction[] = [
    user.disabled ? 'enable' : 'disable',
    'signOutEverywhere',
    'forcePasswordReset',
  ];
  return (
    <div className="space-y-2">
      <div className="flex flex-wrap gap-2">
        {actions.map((name) =>
          confirming === name ? (
            <Button
              key={name}
              variant="danger"
              loading={action.isPending}
              onClick={() =>
                action.mutate({ action: name, userIds: [user.id] }, { onSettled: () => setConfirming(null) })
              }
            >
              {t('users.sheet.confirm', { action: t(`users.actions.${name}`) })}
            </Button>
          ) : (
            <Button key={name} variant="secondary" onClick={() => setConfirming(name)}>
              {t(`users.actions.${name}`)}
            </Button>
          ),
        )}
      </div>
      {action.data?.[0] ? (
        <p className="text-sm text-emerald-700 dark:text-emerald-300">{action.data[0].message}</p>
      ) : null}
      <FormError error={action.error} />
    </div>
  );
}

/** The side sheet of one user: details, roles, sessions and account actions. */
export function UserSheet({ userId, onClose }: { userId: string | null; onClose: () => void }) {
  const { t, i18n } = useTranslation('admin');
  const detail = useUserDetail(userId);
  const user = detail.data?.user;
  return (
    <Dialog.Root open={userId !== null} onOpenChange={(open) => (open ? undefined : onClose())}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-slate-950/40" />
        <Dialog.Content
          data-testid="user-sheet"
          className="fixed inset-y-0 right-0 z-50 flex w-full max-w-md flex-col overflow-y-auto border-l border-slate-200 bg-white p-6 shadow-2xl outline-none dark:border-slate-800 dark:bg-slate-900"
        >
          <div className="mb-4 flex items-start justify-between gap-2">
            <Dialog.Title className="text-lg font-semibold text-slate-900 dark:text-white">
              {user ? `${user.first_name} ${user.last_name}`.trim() : t('users.sheet.title')}
            </Dialog.Title>
            <Dialog.Close asChild>
              <IconButton label={t('users.sheet.close')}>
                <X aria-hidden="true" className="size-5" />
              </IconButton>
            </Dialog.Close>
          </div>
          <Dialog.Description className="sr-only">{t('users.sheet.description')}</Dialog.Description>
          {detail.status === 'pending' ? <LoadingSkeleton variant="rows" /> : null}
          {detail.status === 'error' ? (
            <ErrorState error={detail.error} onRetry={() => detail.refetch()} />
          ) : null}
          {user ? (
            <div className="space-y-6">
              <dl className="grid grid-cols-[8rem_1fr] gap-x-3 gap-y-2 text-sm">
                <dt className="text-slate-500 dark:text-slate-400">{t('users.columns.email')}</dt>
                <dd className="break-all text-slate-900 dark:text-white">{user.email}</dd>
                <dt className="text-slate-500 dark:text-slate-400">{t('users.columns.userName')}</dt>
                <dd className="text-slate-900 dark:text-white">{user.user_name}</dd>
                <dt className="text-slate-500 dark:text-slate-400">{t('users.columns.status')}</dt>
                <dd>
                  <UserStatusBadge user={user} />
                </dd>
                <dt className="text-slate-500 dark:text-slate-400">{t('users.sheet.area')}</dt>
                <dd className="text-slate-900 dark:text-white">{user.area_code || '—'}</dd>
                <dt className="text-slate-500 dark:text-slate-400">{t('users.columns.lastLogin')}</dt>
                <dd className="text-slate-900 dark:text-white">
                  {user.last_login_at ? formatDateTime(user.last_login_at, i18n.language) : '—'}
                </dd>
              </dl>
              <RoleToggles user={user} />
              <section>
                <h3 className="mb-2 text-sm font-semibold text-slate-900 dark:text-white">
                  {t('users.sheet.sessions')}
                </h3>
                {detail.data?.sessions.length ? (
                  <ul className="space-y-1 text-sm text-slate-700 dark:text-slate-200">
                    {detail.data.sessions.map((session) => (
                      <li key={session.id}>
                        {session.kind === 'api' ? session.name : t('users.sheet.session')} ·{' '}
                        {formatDateTime(session.last_used_at ?? session.created_at, i18n.language)}
                      </li>
                    ))}
                  </ul>
                ) : (
                  <p className="text-sm text-slate-500 dark:text-slate-400">{t('users.sheet.noSessions')}</p>
                )}
              </section>
              <AccountActions user={user} />
            </div>
          ) : null}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
