import {
  ACCESS_REQUEST_STATUSES,
  type AccessRequest,
  type AccessRequestStatus,
} from '@ailab/core/contract/users/access-request.schemas';
import { ALL_ROLES, roleName } from '@ailab/core/roles/roles';
import { SIGN_UP_GRANTABLE_ROLES } from '@ailab/core/roles/sign-up-roles';
import { Inbox } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { DataTable } from '../../../components/data-table/data-table';
import type { DataTableColumn } from '../../../components/data-table/data-table-types';
import { listTableProps } from '../../../components/data-table/list-table-props';
import { FormError } from '../../../components/form-error';
import { ListToolbar } from '../../../components/list/list-toolbar';
import { EmptyState } from '../../../components/states/empty-state';
import { Button } from '../../../components/ui/button';
import { PageHeader } from '../../../components/ui/page-header';
import { ScreenContainer } from '../../../components/ui/screen-container';
import { SelectField } from '../../../components/ui/select-field';
import { useDocumentTitle } from '../../../hooks/use-document-title';
import { formatDateTime } from '../../../lib/format';
import { useListSearchParams } from '../../../lib/list-query';
import { type AccessQueueFilters, useAccessQueue, useDecideAccessRequest } from '../api/access-requests';
import { AccessStatusBadge } from './access-status-badge';

/** The filters, kept in the URL: search, status (pending by default; `any` for every status), role. */
const LIST_PARAMS = { q: 'string', status: 'string', role: 'string' } as const;

function isStatus(value: string | undefined): value is AccessRequestStatus {
  return (ACCESS_REQUEST_STATUSES as readonly string[]).includes(value ?? '');
}

/**
 * `/admin/access-requests`: members' requests for an area, newest first, pending ones by default;
 * approve (the role is granted at once) or decline, each answered to the person by e-mail and in-app.
 */
export function Component() {
  const { t, i18n } = useTranslation(['users', 'auth']);
  useDocumentTitle(t('users:access.queue.title'));
  const [params, setParams] = useListSearchParams(LIST_PARAMS);
  const query = params.q ?? '';
  const status: AccessRequestStatus | 'any' =
    params.status === 'any' ? 'any' : isStatus(params.status) ? params.status : 'pending';
  // A role the platform knows, or no role filter (a hand-edited address is not sent on as a refused filter).
  const role = ALL_ROLES.find((known) => known === Number(params.role ?? ''));
  const filters: AccessQueueFilters = {
    ...(query ? { query } : {}),
    ...(status === 'any' ? {} : { status }),
    ...(role ? { role } : {}),
  };
  const list = useAccessQueue(filters);
  const decide = useDecideAccessRequest();
  const roleLabel = (value: number) => t(`auth:roles.${roleName(value) ?? 'member'}`);

  const columns: DataTableColumn<AccessRequest>[] = [
    {
      id: 'person',
      header: t('users:access.queue.columns.person'),
      cell: (request) => (
        <span className="block min-w-0">
          <span className="block font-medium text-ink">{request.user_name}</span>
          <span className="block text-xs break-all text-ink-subtle">{request.email}</span>
        </span>
      ),
    },
    { id: 'role', header: t('users:access.queue.columns.role'), cell: (request) => roleLabel(request.role) },
    {
      id: 'reason',
      header: t('users:access.queue.columns.reason'),
      cell: (request) =>
        request.reason ? (
          <span className="block max-w-prose text-sm break-words whitespace-pre-line">{request.reason}</span>
        ) : (
          <span className="text-ink-subtle">—</span>
        ),
    },
    {
      id: 'created_at',
      header: t('users:access.queue.columns.asked'),
      className: 'whitespace-nowrap tabular-nums',
      cell: (request) => formatDateTime(request.created_at, i18n.language),
    },
    {
      id: 'status',
      header: t('users:access.queue.columns.status'),
      cell: (request) => (
        <span className="flex flex-col gap-1">
          <AccessStatusBadge status={request.status} />
          {request.decided_by_name ? (
            <span className="text-xs text-ink-subtle">
              {t('users:access.queue.decidedBy', { name: request.decided_by_name })}
            </span>
          ) : null}
        </span>
      ),
    },
    {
      id: 'actions',
      actions: true,
      header: t('users:access.queue.columns.actions'),
      className: 'text-right',
      cell: (request) =>
        request.status === 'pending' ? (
          <span className="flex flex-wrap justify-end gap-2">
            <Button
              loading={
                decide.isPending &&
                decide.variables?.id === request.id &&
                decide.variables.decision === 'approve'
              }
              disabled={decide.isPending}
              onClick={() => decide.mutate({ id: request.id, decision: 'approve' })}
              aria-label={t('users:access.queue.approveFor', {
                name: request.user_name,
                role: roleLabel(request.role),
              })}
            >
              {t('users:access.queue.approve')}
            </Button>
            <Button
              variant="secondary"
              loading={
                decide.isPending &&
                decide.variables?.id === request.id &&
                decide.variables.decision === 'decline'
              }
              disabled={decide.isPending}
              onClick={() => decide.mutate({ id: request.id, decision: 'decline' })}
              aria-label={t('users:access.queue.declineFor', {
                name: request.user_name,
                role: roleLabel(request.role),
              })}
            >
              {t('users:access.queue.decline')}
            </Button>
          </span>
        ) : null,
    },
  ];

  return (
    <ScreenContainer className="space-y-6">
      <PageHeader title={t('users:access.queue.title')} description={t('users:access.queue.intro')} />
      <ListToolbar
        search={{
          label: t('users:access.queue.search'),
          placeholder: t('users:access.queue.searchPlaceholder'),
          value: query,
          onSearch: (q) => setParams({ q }),
        }}
        filters={
          <>
            <SelectField
              label={t('users:access.queue.statusFilter')}
              hideLabel
              value={status}
              onValueChange={(value) => setParams({ status: value === 'pending' ? '' : value })}
              options={[
                ...ACCESS_REQUEST_STATUSES.map((value) => ({
                  value,
                  label: t(`users:access.status.${value}`),
                })),
                { value: 'any' as const, label: t('users:access.queue.anyStatus') },
              ]}
            />
            <SelectField
              label={t('users:access.queue.roleFilter')}
              hideLabel
              value={role ? String(role) : ''}
              onValueChange={(value) => setParams({ role: value })}
              options={[
                { value: '', label: t('users:access.queue.anyRole') },
                ...SIGN_UP_GRANTABLE_ROLES.map((value) => ({
                  value: String(value),
                  label: roleLabel(value),
                })),
              ]}
            />
          </>
        }
      />
      <FormError error={decide.error} />
      <DataTable
        label={t('users:access.queue.title')}
        columns={columns}
        getRowId={(request) => request.id}
        {...listTableProps(list)}
        empty={
          <EmptyState
            icon={<Inbox aria-hidden="true" className="size-6" />}
            title={status === 'pending' && !query && !role ? t('users:access.queue.empty') : undefined}
          />
        }
      />
    </ScreenContainer>
  );
}
