import type { AdminUser } from '@ailab/core/contract/schemas/admin';
import { useTranslation } from 'react-i18next';
import { cn } from '../../../components/ui/cn';

/** An account's state: active, invited (no password yet) or disabled. */
export function statusOf(
  user: Pick<AdminUser, 'disabled' | 'password_set'>,
): 'active' | 'invited' | 'disabled' {
  if (user.disabled) return 'disabled';
  return user.password_set ? 'active' : 'invited';
}

const tones = {
  active: 'bg-emerald-100 text-emerald-800 dark:bg-emerald-900/40 dark:text-emerald-200',
  invited: 'bg-amber-100 text-amber-800 dark:bg-amber-900/40 dark:text-amber-200',
  disabled: 'bg-slate-200 text-slate-700 dark:bg-slate-800 dark:text-slate-300',
};

/** A small badge with the account's state. */
export function UserStatusBadge({ user }: { user: Pick<AdminUser, 'disabled' | 'password_set'> }) {
  const { t } = useTranslation('admin');
  const status = statusOf(user);
  return (
    <span className={cn('inline-flex rounded-full px-2 py-0.5 text-xs font-medium', tones[status])}>
      {t(`users.status.${status}`)}
    </span>
  );
}
