import { contract } from '@ailab/core/contract/index';
import type {
  CourseProgressListResponse,
  LearnerProgress,
} from '@ailab/core/contract/learning/lists.schemas';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { DataTable } from '../../../components/data-table/data-table';
import type { DataTableColumn } from '../../../components/data-table/data-table-types';
import { FormError } from '../../../components/form-error';
import { Button } from '../../../components/ui/button';
import { useConfirm } from '../../../components/ui/confirm-dialog';
import { useServices } from '../../../hooks/use-services';
import { formatDate } from '../../../lib/format';
import { usePagedList } from '../../../lib/list-query';
import { useUnenrolLearners } from '../api/admin-courses';
import { learningKeys } from '../api/learning-query-keys';
import { ProgressBar } from './progress-bar';

type CourseProgressPage = z.infer<typeof CourseProgressListResponse>;

/**
 * The learners of a course with progress and score, above the course's enrolment and completion figures. An
 * active learner can be withdrawn (after a confirmation): the seat is freed and their progress kept.
 */
export function CourseLearners({ courseId }: { courseId: string }) {
  const { t, i18n } = useTranslation('learning');
  const { api } = useServices();
  const unenrol = useUnenrolLearners();
  const { ask, dialog } = useConfirm();
  const withdraw = async (row: LearnerProgress) => {
    const confirmed = await ask({
      title: t('web.admin.learners.withdrawTitle', { name: row.name }),
      description: t('web.admin.learners.withdrawDescription'),
      confirmLabel: t('web.admin.learners.withdraw'),
      tone: 'danger',
    });
    if (confirmed) unenrol.mutate({ course_id: courseId, rows: [{ email: row.email }], dry_run: false });
  };
  const [sort, setSort] = useState('-enrolled_at');
  const list = usePagedList<{ course_id: string; sort: '-enrolled_at' }, LearnerProgress>({
    queryKey: [...learningKeys.admin.outline(courseId), 'learners'],
    fetchPage: (request) => api.call(contract.adminCourses.progress, request),
    filters: { course_id: courseId, sort: sort as '-enrolled_at' },
  });
  const columns: DataTableColumn<LearnerProgress>[] = [
    {
      id: 'name',
      header: t('web.admin.learners.name'),
      sortKey: 'name',
      cell: (row) => <span className="font-medium">{row.name}</span>,
    },
    { id: 'email', header: t('web.admin.learners.email'), cell: (row) => row.email },
    { id: 'state', header: t('web.admin.learners.state'), cell: (row) => t(`web.myState.${row.state}`) },
    {
      id: 'progress',
      header: t('web.admin.learners.progress'),
      sortKey: 'progress',
      cell: (row) => <ProgressBar percent={row.percent} />,
    },
    {
      id: 'score',
      header: t('web.admin.learners.score'),
      className: 'text-right tabular-nums',
      cell: (row) => (row.score === null ? '—' : `${row.score}%`),
    },
    {
      id: 'enrolledAt',
      header: t('web.admin.learners.enrolledAt'),
      sortKey: 'enrolled_at',
      cell: (row) => formatDate(row.enrolled_at, i18n.language),
    },
    {
      id: 'actions',
      actions: true,
      header: t('web.admin.learners.actions'),
      className: 'text-right',
      cell: (row) =>
        row.state === 'active' ? (
          <Button
            variant="danger-ghost"
            className="min-h-8 px-2 py-1"
            aria-label={t('web.admin.learners.withdrawLabel', { name: row.name })}
            loading={unenrol.isPending && unenrol.variables?.rows[0]?.email === row.email}
            onClick={() => void withdraw(row)}
          >
            {t('web.admin.learners.withdraw')}
          </Button>
        ) : null,
    },
  ];
  // The page answer carries the course's figures beside its items.
  const summary = (list.query.data as Partial<CourseProgressPage> | undefined)?.summary;
  const figures = summary
    ? [
        [t('web.admin.figures.enrolled'), String(summary.enrolled)],
        [t('web.admin.figures.completed'), String(summary.completed)],
        [
          t('web.admin.figures.completionRate'),
          summary.completion_rate === null ? '—' : `${summary.completion_rate}%`,
        ],
        [
          t('web.admin.figures.averageScore'),
          summary.average_score === null ? '—' : `${summary.average_score}%`,
        ],
      ]
    : [];
  return (
    <div className="space-y-4">
      {figures.length > 0 ? (
        <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4">
          {figures.map(([label, value]) => (
            <div key={label} className="rounded-xl border border-line p-3">
              <dt className="text-xs text-ink-subtle">{label}</dt>
              <dd className="text-xl font-semibold tabular-nums text-ink">{value}</dd>
            </div>
          ))}
        </dl>
      ) : null}
      <DataTable
        label={t('web.admin.learners.title')}
        columns={columns}
        rows={list.items}
        getRowId={(row) => row.user_id}
        status={list.query.status}
        error={list.query.error}
        onRetry={() => list.query.refetch()}
        sort={sort}
        onSortChange={setSort}
        pagination={list.pagination}
      />
      <FormError error={unenrol.error} />
      {dialog}
    </div>
  );
}
