import type { AccessRequestStatus } from '@ailab/core/contract/users/access-request.schemas';
import { useTranslation } from 'react-i18next';
import { Badge } from '../../../components/ui/badge';

const TONES = { pending: 'warning', approved: 'success', declined: 'neutral' } as const;

/** Where an access request stands, as a translated badge. */
export function AccessStatusBadge({ status }: { status: AccessRequestStatus }) {
  const { t } = useTranslation('users');
  return <Badge tone={TONES[status]}>{t(`access.status.${status}`)}</Badge>;
}
