import type { LearnerProgress, TeamProgressResponse } from '@ailab/core/contract/institutes/progress.schemas';
import { toCsv } from '@ailab/core/csv/csv-writer';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { downloadText } from '../../../components/bulk-import/failed-rows-csv';
import { DataTable } from '../../../components/data-table/data-table';
import type { DataTableColumn } from '../../../components/data-table/data-table-types';
import { QueryView } from '../../../components/list/query-view';
import { EmptyState } from '../../../components/states/empty-state';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { PageHeader } from '../../../components/ui/page-header';
import { ScreenContainer } from '../../../components/ui/screen-container';
import { SelectField } from '../../../components/ui/select-field';
import { formatDate } from '../../../lib/format';
import { useMyInstitutes, useTeamProgress } from '../api/institutes-api';
import { teamScope } from '../lib/progress-scope';
import { CourseFunnel } from './course-funnel';
import { EmailStalled } from './email-stalled';
import { InstituteLogo } from './institute-logo';
import { ProgressBadge } from './status-badge';

const STATUS_ORDER = { stalled: 0, not_started: 1, active: 2, completed: 3 } as const;
type SortKey = 'name' | 'status' | 'last_activity';

function sortLearners(learners: readonly LearnerProgress[], sort: string): LearnerProgress[] {
  const descending = sort.startsWith('-');
  const key = (descending ? sort.slice(1) : sort) as SortKey;
  const compare = (a: LearnerProgress, b: LearnerProgress) => {
    if (key === 'status') return STATUS_ORDER[a.status] - STATUS_ORDER[b.status];
    if (key === 'last_activity') return (a.last_activity_at ?? '').localeCompare(b.last_activity_at ?? '');
    return a.name.localeCompare(b.name);
  };
  return [...learners].sort(
    (a, b) => (descending ? -compare(a, b) : compare(a, b)) || a.user_id.localeCompare(b.user_id),
  );
}

function LearnerDetail({ learner, team }: { learner: LearnerProgress; team: TeamProgressResponse }) {
  const { t, i18n } = useTranslation('institutes');
  const titles = new Map(team.courses.map((course) => [course.id, course.title]));
  return (
    <Card title={learner.name} description={learner.email}>
      {learner.courses.length === 0 ? (
        <EmptyState title={t('web.supervisor.noCourses')} />
      ) : (
        <ul
          className="divide-y divide-border"
          aria-label={t('web.supervisor.learnerCourses', { name: learner.name })}
        >
          {learner.courses.map((course) => (
            <li key={course.course_id} className="flex flex-wrap items-center justify-between gap-2 py-2">
              <span className="font-medium text-ink">{titles.get(course.course_id) ?? course.course_id}</span>
              <span className="flex flex-wrap items-center gap-2 text-sm text-ink-muted">
                <ProgressBadge status={course.status} />
                <span>
                  {t('web.supervisor.units', {
                    done: course.units_done,
                    total: course.unit_count,
                    percent: course.percent,
                  })}
                </span>
                {course.quiz_average !== null ? (
                  <span>{t('web.supervisor.quiz', { percent: course.quiz_average })}</span>
                ) : null}
                {course.last_activity_at ? (
                  <span>{formatDate(course.last_activity_at, i18n.language)}</span>
                ) : null}
                {course.certificate_code ? (
                  <span>{t('web.supervisor.certificate', { code: course.certificate_code })}</span>
                ) : null}
              </span>
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}

function TeamLearners({ team, stalledAfterDays }: { team: TeamProgressResponse; stalledAfterDays: number }) {
  const { t, i18n } = useTranslation('institutes');
  const [sort, setSort] = useState('status');
  const [selected, setSelected] = useState<string | null>(null);
  const rows = sortLearners(team.learners, sort);
  const chosen = rows.find((learner) => learner.user_id === selected);
  const columns: DataTableColumn<LearnerProgress>[] = [
    {
      id: 'name',
      header: t('web.columns.name'),
      sortKey: 'name',
      cell: (learner) => (
        <button
          type="button"
          className="text-left font-medium text-link underline-offset-2 hover:underline"
          onClick={() => setSelected(learner.user_id)}
        >
          {learner.name}
        </button>
      ),
    },
    {
      id: 'status',
      header: t('web.columns.status'),
      sortKey: 'status',
      cell: (learner) => <ProgressBadge status={learner.status} />,
    },
    {
      id: 'progress',
      header: t('web.columns.progress'),
      className: 'tabular-nums',
      cell: (learner) =>
        learner.courses.length
          ? `${Math.round(learner.courses.reduce((sum, course) => sum + course.percent, 0) / learner.courses.length)}%`
          : '—',
    },
    {
      id: 'last_activity',
      header: t('web.columns.lastActivity'),
      sortKey: 'last_activity',
      cell: (learner) =>
        learner.last_activity_at ? formatDate(learner.last_activity_at, i18n.language) : '—',
    },
  ];
  const exportCsv = () => {
    const titles = new Map(team.courses.map((course) => [course.id, course.title]));
    const lines = rows.flatMap((learner) =>
      learner.courses.map((course) => [
        learner.name,
        learner.email,
        titles.get(course.course_id) ?? course.course_id,
        course.status,
        course.percent,
        course.last_activity_at ?? '',
        course.quiz_average ?? '',
        course.certificate_code ?? '',
      ]),
    );
    const header = [
      'name',
      'email',
      'course',
      'status',
      'percent',
      'last_activity_at',
      'quiz_average',
      'certificate_code',
    ];
    downloadText(`${team.team.name}.csv`, toCsv(header, lines));
  };
  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 className="flex min-w-0 items-center gap-3 text-lg font-semibold text-ink">
          <InstituteLogo institute={team.institute} />
          <span className="min-w-0 break-words">
            {team.institute.name} · {team.team.name}
          </span>
        </h2>
        <Button variant="secondary" onClick={exportCsv} disabled={rows.length === 0}>
          {t('web.supervisor.export')}
        </Button>
      </div>
      <DataTable
        label={t('web.supervisor.learners', { team: team.team.name })}
        columns={columns}
        rows={rows}
        getRowId={(learner) => learner.user_id}
        status="success"
        error={null}
        onRetry={() => undefined}
        sort={sort}
        onSortChange={setSort}
      />
      {chosen ? <LearnerDetail learner={chosen} team={team} /> : null}
      <CourseFunnel scope={teamScope(team)} />
      <EmailStalled scope={teamScope(team)} defaultDays={stalledAfterDays} />
    </div>
  );
}

/** /ailab/institute-admin: the supervisor's institutes and teams, a team's learners with their status. */
export function SupervisorView() {
  const { t } = useTranslation('institutes');
  const mine = useMyInstitutes();
  const [teamId, setTeamId] = useState<string | undefined>(undefined);
  const firstTeam = mine.data?.institutes.flatMap((institute) => institute.teams)[0]?.id;
  const chosen = teamId ?? firstTeam;
  const team = useTeamProgress(chosen);
  return (
    <ScreenContainer className="space-y-6">
      <PageHeader title={t('web.supervisor.title')} />
      <QueryView query={mine}>
        {(info) =>
          info.institutes.length === 0 ? (
            <EmptyState title={t('web.supervisor.noScope')} description={t('web.supervisor.noScopeBody')} />
          ) : (
            <>
              <SelectField
                label={t('web.supervisor.team')}
                value={chosen ?? ''}
                onValueChange={setTeamId}
                options={info.institutes.flatMap((institute) =>
                  institute.teams.map((item) => ({
                    value: item.id,
                    label: `${institute.name} · ${item.name} (${item.members})`,
                  })),
                )}
              />
              {chosen ? (
                <QueryView query={team}>
                  {(data) => <TeamLearners team={data} stalledAfterDays={info.stalled_after_days} />}
                </QueryView>
              ) : (
                <EmptyState title={t('web.supervisor.noTeams')} />
              )}
            </>
          )
        }
      </QueryView>
    </ScreenContainer>
  );
}
