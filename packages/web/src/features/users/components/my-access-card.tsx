import { roleName } from '@ailab/core/roles/roles';
import { useTranslation } from 'react-i18next';
import { Card } from '../../../components/ui/card';
import { formatDateTime } from '../../../lib/format';
import { useMyAccessRequests } from '../api/access-requests';
import { AccessStatusBadge } from './access-status-badge';
import { RequestAccessButton } from './request-access-dialog';

/** Profile settings: the areas one has asked for and what was decided, and "Request access". */
export function MyAccessCard() {
  const { t, i18n } = useTranslation(['users', 'auth']);
  const mine = useMyAccessRequests();
  const items = mine.data ?? [];
  return (
    <Card id="access" title={t('users:access.card.title')} description={t('users:access.card.description')}>
      {items.length > 0 ? (
        <ul className="mb-4 divide-y divide-line" data-testid="my-access-requests">
          {items.map((request) => (
            <li key={request.id} className="flex flex-wrap items-center justify-between gap-2 py-2 text-sm">
              <span className="font-medium text-ink">
                {t(`auth:roles.${roleName(request.role) ?? 'member'}`)}
              </span>
              <span className="flex items-center gap-2 text-ink-subtle">
                {formatDateTime(request.created_at, i18n.language)}
                <AccessStatusBadge status={request.status} />
              </span>
              {request.note ? <p className="w-full text-xs text-ink-muted">{request.note}</p> : null}
            </li>
          ))}
        </ul>
      ) : null}
      <RequestAccessButton variant="secondary" />
    </Card>
  );
}
