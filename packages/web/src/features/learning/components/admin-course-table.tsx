import { contract } from '@ailab/core/contract/index';
import type { AdminCourse } from '@ailab/core/contract/learning/course.schemas';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { DataTable } from '../../../components/data-table/data-table';
import type { DataTableColumn } from '../../../components/data-table/data-table-types';
import { paths } from '../../../config/paths';
import { useDebouncedValue } from '../../../hooks/use-debounced-value';
import { useServices } from '../../../hooks/use-services';
import { formatDate } from '../../../lib/format';
import { endpointFetcher, usePagedList } from '../../../lib/list-query';
import { queryKeys } from '../../../lib/query-keys';

const percent = (value: number | null) => (value === null ? '—' : `${value}%`);

/** Every course with its state, enrolment, completion rate and average score; search, state filter, sort. */
export function AdminCourseTable() {
  const { t, i18n } = useTranslation('learning');
  const { api } = useServices();
  const [text, setText] = useState('');
  const [state, setState] = useState<'' | 'draft' | 'published' | 'archived'>('');
  const [sort, setSort] = useState('-updated_at');
  const query = useDebouncedValue(text.trim());
  const list = usePagedList({
    queryKey: queryKeys.learning.admin.courses({}),
    fetchPage: endpointFetcher(api, contract.adminCourses.listing),
    filters: { ...(query ? { query } : {}), ...(state ? { state } : {}), sort: sort as '-updated_at' },
  });
  const columns: DataTableColumn<AdminCourse>[] = [
    {
      id: 'title',
      header: t('web.admin.columns.title'),
      sortKey: 'title',
      cell: (course) => (
        <Link
          to={paths.learning.adminCourse(course.id)}
          className="font-medium text-brand-700 underline-offset-2 hover:underline dark:text-brand-300"
        >
          {course.title}
        </Link>
      ),
    },
    { id: 'state', header: t('web.admin.columns.state'), cell: (course) => t(`states.${course.state}`) },
    {
      id: 'enrolled',
      header: t('web.admin.columns.enrolled'),
      sortKey: 'enrolled',
      className: 'text-right tabular-nums',
      cell: (course) => course.enrolled_count,
    },
    {
      id: 'completionRate',
      header: t('web.admin.columns.completionRate'),
      sortKey: 'completion_rate',
      className: 'text-right tabular-nums',
      cell: (course) => percent(course.completion_rate),
    },
    {
      id: 'averageScore',
      header: t('web.admin.columns.averageScore'),
      className: 'text-right tabular-nums',
      cell: (course) => percent(course.average_score),
    },
    {
      id: 'updatedAt',
      header: t('web.admin.columns.updatedAt'),
      sortKey: 'updated_at',
      cell: (course) => formatDate(course.updated_at, i18n.language),
    },
  ];
  const field =
    'rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm dark:border-slate-700 dark:bg-slate-950 dark:text-white';
  return (
    <div className="space-y-4">
      <div className="flex flex-col gap-3 sm:flex-row">
        <input
          type="search"
          aria-label={t('web.searchCourses')}
          placeholder={t('web.searchCourses')}
          value={text}
          onChange={(event) => setText(event.target.value)}
          className={`${field} flex-1`}
        />
        <select
          aria-label={t('web.admin.columns.state')}
          value={state}
          onChange={(event) => setState(event.target.value as typeof state)}
          className={field}
        >
          <option value="">{t('web.admin.allStates')}</option>
          {(['draft', 'published', 'archived'] as const).map((value) => (
            <option key={value} value={value}>
              {t(`states.${value}`)}
            </option>
          ))}
        </select>
      </div>
      <DataTable
        label={t('web.admin.tableLabel')}
        columns={columns}
        rows={list.items}
        getRowId={(course) => course.id}
        status={list.query.status}
        error={list.query.error}
        onRetry={() => list.query.refetch()}
        sort={sort}
        onSortChange={setSort}
        pagination={list.pagination}
      />
    </div>
  );
}
