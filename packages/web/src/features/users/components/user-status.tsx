import type { AdminUser } from '@ailab/core/contract/users/users.schemas';
import { useTranslation } from 'react-i18next';
import { Badge, type BadgeTone } from '../../../components/ui/badge';

/** An account's state: active, invited (no password yet) or disabled. */
export function statusOf(
  user: Pick<AdminUser, 'disabled' | 'password_set'>,
): 'active' | 'invited' | 'disabled' {
  if (user.disabled) return 'disabled';
  return user.password_set ? 'active' : 'invited';
}

const tones: Record<ReturnType<typeof statusOf>, BadgeTone> = {
  active: 'success',
  invited: 'warning',
  disabled: 'neutral',
};

/** A small badge with the account's state. */
export function UserStatusBadge({ user }: { user: Pick<AdminUser, 'disabled' | 'password_set'> }) {
  const { t } = useTranslation('users');
  const status = statusOf(user);
  return <Badge tone={tones[status]}>{t(`users.status.${status}`)}</Badge>;
}
