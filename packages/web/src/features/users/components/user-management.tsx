import type { AdminUser } from '@ailab/core/contract/users/users.schemas';
import { roleLabel, roleLabels } from '@ailab/core/roles/role-label';
import { ALL_ROLES, type RoleNumber } from '@ailab/core/roles/roles';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DataTable } from '../../../components/data-table/data-table';
import type { DataTableColumn } from '../../../components/data-table/data-table-types';
import { listTableProps } from '../../../components/data-table/list-table-props';
import { ListToolbar } from '../../../components/list/list-toolbar';
import { PageHeader } from '../../../components/ui/page-header';
import { ScreenContainer } from '../../../components/ui/screen-container';
import { SelectField } from '../../../components/ui/select-field';
import { useDocumentTitle } from '../../../hooks/use-document-title';
import { formatDate } from '../../../lib/format';
import { useListSearchParams } from '../../../lib/list-query';
import { type UserTableFilters, useUserList } from '../api/list-users';
import { BulkActions } from './bulk-actions';
import { UserImportDialog } from './user-import-dialog';
import { UserSheet } from './user-sheet';
import { UserStatusBadge } from './user-status';

type StatusFilter = '' | 'active' | 'disabled' | 'unverified';

/** The list's search, filters and sort, kept in the URL. */
const LIST_PARAMS = { q: 'string', role: 'string', status: 'string', sort: 'string' } as const;

function filtersFrom(query: string, role: string, status: StatusFilter, sort: string): UserTableFilters {
  return {
    ...(query ? { query } : {}),
    ...(role ? { role: Number(role) as RoleNumber } : {}),
    ...(status === 'active' ? { disabled: false } : {}),
    ...(status === 'disabled' ? { disabled: true } : {}),
    ...(status === 'unverified' ? { verified: false } : {}),
    sort: sort as UserTableFilters['sort'],
  };
}

/** `/admin/user-management`: search, filter, sort and select users; change roles; open one user's sheet. */
export function UserManagement() {
  const { t, i18n } = useTranslation('users');
  useDocumentTitle(t('users.title'));
  const [params, setParams] = useListSearchParams(LIST_PARAMS);
  const query = params.q ?? '';
  const role = params.role ?? '';
  const status = (params.status ?? '') as StatusFilter;
  const sort = params.sort ?? '-created_at';
  const [openUser, setOpenUser] = useState<string | null>(null);
  const list = useUserList(filtersFrom(query, role, status, sort));

  const columns: DataTableColumn<AdminUser>[] = [
    {
      id: 'name',
      header: t('users.columns.name'),
      sortKey: 'name',
      cell: (user) => (
        <button
          type="button"
          className="text-left font-medium text-link hover:underline"
          onClick={() => setOpenUser(user.id)}
        >
          {`${user.first_name} ${user.last_name}`.trim() || user.user_name}
        </button>
      ),
    },
    { id: 'email', header: t('users.columns.email'), sortKey: 'email', cell: (user) => user.email },
    { id: 'roles', header: t('users.columns.roles'), cell: (user) => roleLabels(user.roles, t) || '—' },
    { id: 'status', header: t('users.columns.status'), cell: (user) => <UserStatusBadge user={user} /> },
    {
      id: 'createdAt',
      header: t('users.columns.created'),
      sortKey: 'created_at',
      cell: (user) => formatDate(user.created_at, i18n.language),
    },
  ];

  return (
    <ScreenContainer className="space-y-4">
      <PageHeader title={t('users.title')} actions={<UserImportDialog />} />
      <ListToolbar
        search={{
          label: t('users.search'),
          placeholder: t('users.searchPlaceholder'),
          value: query,
          onSearch: (q) => setParams({ q }),
        }}
        filters={
          <>
            <SelectField
              label={t('users.filters.role')}
              hideLabel
              value={role}
              onValueChange={(value) => setParams({ role: value })}
              options={[
                { value: '', label: t('users.filters.anyRole') },
                ...ALL_ROLES.map((value) => ({
                  value: String(value),
                  label: roleLabel(value, t),
                })),
              ]}
            />
            <SelectField
              label={t('users.filters.status')}
              hideLabel
              value={status}
              onValueChange={(value) => setParams({ status: value })}
              options={(['', 'active', 'disabled', 'unverified'] as const).map((value) => ({
                value,
                label: t(`users.filters.statuses.${value || 'any'}`),
              }))}
            />
          </>
        }
      />
      <DataTable
        label={t('users.title')}
        columns={columns}
        getRowId={(user) => user.id}
        {...listTableProps(list)}
        sort={sort}
        onSortChange={(next) => setParams({ sort: next })}
        bulkActions={(selected, clear) => <BulkActions selected={selected} onDone={clear} />}
      />
      <UserSheet userId={openUser} onClose={() => setOpenUser(null)} />
    </ScreenContainer>
  );
}
