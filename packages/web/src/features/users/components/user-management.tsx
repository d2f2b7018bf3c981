import type { AdminUser } from '@ailab/core/contract/schemas/admin';
import { ALL_ROLES, type RoleNumber } from '@ailab/core/roles/roles';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DataTable } from '../../../components/data-table/data-table';
import type { DataTableColumn } from '../../../components/data-table/data-table-types';
import { TextField } from '../../../components/ui/text-field';
import { useDebouncedValue } from '../../../hooks/use-debounced-value';
import { useDocumentTitle } from '../../../hooks/use-document-title';
import { formatDate } from '../../../lib/format';
import { type UserTableFilters, useUserList } from '../api/list-users';
import { BulkActions } from './bulk-actions';
import { SelectField } from './select-field';
import { UserImportDialog } from './user-import-dialog';
import { UserSheet } from './user-sheet';
import { UserStatusBadge } from './user-status';

type StatusFilter = '' | 'active' | 'disabled' | 'unverified';

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
  const { t, i18n } = useTranslation('admin');
  useDocumentTitle(t('users.title'));
  const [text, setText] = useState('');
  const [role, setRole] = useState('');
  const [status, setStatus] = useState<StatusFilter>('');
  const [sort, setSort] = useState('-createdAt');
  const [openUser, setOpenUser] = useState<string | null>(null);
  const query = useDebouncedValue(text.trim());
  const list = useUserList(filtersFrom(query, role, status, sort));

  const columns: DataTableColumn<AdminUser>[] = [
    {
      id: 'name',
      header: t('users.columns.name'),
      sortKey: 'name',
      cell: (user) => (
        <button
          type="button"
          className="text-left font-medium text-brand-700 hover:underline dark:text-brand-300"
          onClick={() => setOpenUser(user.id)}
        >
          {`${user.first_name} ${user.last_name}`.trim() || user.user_name}
        </button>
      ),
    },
    { id: 'email', header: t('users.columns.email'), sortKey: 'email', cell: (user) => user.email },
    { id: 'roles', header: t('users.columns.roles'), cell: (user) => user.roles.join(', ') || '—' },
    { id: 'status', header: t('users.columns.status'), cell: (user) => <UserStatusBadge user={user} /> },
    {
      id: 'createdAt',
      header: t('users.columns.created'),
      sortKey: 'createdAt',
      cell: (user) => formatDate(user.created_at, i18n.language),
    },
  ];

  return (
    <div className="mx-auto w-full max-w-6xl space-y-4 px-4 py-6 sm:px-6 sm:py-8 2xl:max-w-7xl">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-semibold text-slate-900 dark:text-white">{t('users.title')}</h1>
        <UserImportDialog />
      </div>
      <div className="grid grid-cols-1 gap-3 sm:grid-cols-[minmax(0,2fr)_minmax(0,1fr)_minmax(0,1fr)]">
        <TextField
          label={t('users.search')}
          type="search"
          placeholder={t('users.searchPlaceholder')}
          value={text}
          onChange={(event) => setText(event.target.value)}
        />
        <SelectField
          label={t('users.filters.role')}
          value={role}
          onChange={(event) => setRole(event.target.value)}
          options={[
            { value: '', label: t('users.filters.anyRole') },
            ...ALL_ROLES.map((value) => ({
              value: String(value),
              label: t('users.roleOption', { role: value }),
            })),
          ]}
        />
        <SelectField
          label={t('users.filters.status')}
          value={status}
          onChange={(event) => setStatus(event.target.value as StatusFilter)}
          options={(['', 'active', 'disabled', 'unverified'] as const).map((value) => ({
            value,
            label: t(`users.filters.statuses.${value || 'any'}`),
          }))}
        />
      </div>
      <DataTable
        label={t('users.title')}
        columns={columns}
        rows={list.items}
        getRowId={(user) => user.id}
        status={list.query.status}
        error={list.query.error}
        onRetry={() => list.query.refetch()}
        sort={sort}
        onSortChange={setSort}
        pagination={list.pagination}
        bulkActions={(selected, clear) => <BulkActions selected={selected} onDone={clear} />}
      />
      <UserSheet userId={openUser} onClose={() => setOpenUser(null)} />
    </div>
  );
}
