import { contract } from '@ailab/core/contract/index';
import type { AdminCourse } from '@ailab/core/contract/learning/course.schemas';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { DataTable } from '../../../components/data-table/data-table';
import type { DataTableColumn } from '../../../components/data-table/data-table-types';
import { listTableProps } from '../../../components/data-table/list-table-props';
import { ListToolbar } from '../../../components/list/list-toolbar';
import { Badge, type BadgeTone } from '../../../components/ui/badge';
import { SelectField } from '../../../components/ui/select-field';
import { paths } from '../../../config/paths';
import { useServices } from '../../../hooks/use-services';
import { formatDate } from '../../../lib/format';
import { endpointFetcher, useListSearchParams, usePagedList } from '../../../lib/list-query';
import { learningKeys } from '../api/learning-query-keys';

const percent = (value: number | null) => (value === null ? '—' : `${value}%`);

const STATES = ['draft', 'published', 'archived'] as const;
type CourseState = (typeof STATES)[number];
const STATE_TONES: Record<CourseState, BadgeTone> = {
  draft: 'neutral',
  published: 'success',
  archived: 'warning',
};

/** The table's search, state filter and sort, kept in the URL. */
const LIST_PARAMS = { q: 'string', state: 'string', sort: 'string' } as const;

/** Every course with its state, enrolment, completion rate and average score; search, state filter, sort. */
export function AdminCourseTable() {
  const { t, i18n } = useTranslation('learning');
  const { api } = useServices();
  const [params, setParams] = useListSearchParams(LIST_PARAMS);
  const query = params.q ?? '';
  const state = STATES.find((value) => value === params.state) ?? '';
  const sort = params.sort ?? '-updated_at';
  const list = usePagedList({
    queryKey: learningKeys.admin.courses({}),
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
          className="font-medium text-link underline-offset-2 hover:underline"
        >
          {course.title}
        </Link>
      ),
    },
    {
      id: 'state',
      header: t('web.admin.columns.state'),
      cell: (course) => <Badge tone={STATE_TONES[course.state]}>{t(`states.${course.state}`)}</Badge>,
    },
    {
      id: 'enrolled',
      header: t('web.admin.columns.enrolled'),
      sortKey: 'enrolled',
      className: 'text-right tabular-nums',
      cell: (course) => course.enrolled_count,
    },
    {
      id: 'completion_rate',
      header: t('web.admin.columns.completionRate'),
      sortKey: 'completion_rate',
      className: 'text-right tabular-nums',
      cell: (course) => percent(course.completion_rate),
    },
    {
      id: 'average_score',
      header: t('web.admin.columns.averageScore'),
      className: 'text-right tabular-nums',
      cell: (course) => percent(course.average_score),
    },
    {
      id: 'updated_at',
      header: t('web.admin.columns.updatedAt'),
      sortKey: 'updated_at',
      cell: (course) => formatDate(course.updated_at, i18n.language),
    },
  ];
  return (
    <div className="space-y-4">
      <ListToolbar
        search={{
          label: t('web.searchCourses'),
          placeholder: t('web.searchCourses'),
          value: query,
          onSearch: (q) => setParams({ q }),
        }}
        filters={
          <SelectField
            label={t('web.admin.columns.state')}
            hideLabel
            value={state}
            onValueChange={(value) => setParams({ state: value })}
            options={[
              { value: '', label: t('web.admin.allStates') },
              ...STATES.map((value) => ({ value, label: t(`states.${value}`) })),
            ]}
          />
        }
      />
      <DataTable
        label={t('web.admin.tableLabel')}
        columns={columns}
        getRowId={(course) => course.id}
        {...listTableProps(list)}
        sort={sort}
        onSortChange={(next) => setParams({ sort: next })}
      />
    </div>
  );
}
