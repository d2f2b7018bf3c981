import type { InstituteDetail } from '@ailab/core/contract/institutes/institutes.schemas';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../components/states/empty-state';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { SelectField } from '../../../components/ui/select-field';
import { TextField } from '../../../components/ui/text-field';
import { useManageInstitute } from '../api/institutes-api';
import { ActionForm } from './action-form';

/** The courses given to the institute or its teams; assign one (by slug) or unassign it. */
export function InstituteCourses({ institute }: { institute: InstituteDetail }) {
  const { t } = useTranslation('institutes');
  const manage = useManageInstitute();
  const [course, setCourse] = useState('');
  const [teamId, setTeamId] = useState('');
  const teams = new Map(institute.teams.map((team) => [team.id, team.name]));
  const result = manage.data?.action === 'course_assign' ? manage.data : undefined;
  return (
    <Card title={t('web.courses.title')}>
      <div className="space-y-4">
        {institute.courses.length === 0 ? (
          <EmptyState title={t('web.courses.empty')} description={t('web.courses.emptyBody')} />
        ) : (
          <ul className="divide-y divide-border" aria-label={t('web.courses.title')}>
            {institute.courses.map((assigned) => (
              <li
                key={`${assigned.course_id}:${assigned.team_id ?? '*'}`}
                className="flex flex-wrap items-center justify-between gap-2 py-2"
              >
                <span>
                  <span className="block font-medium text-ink">{assigned.title}</span>
                  <span className="block text-sm text-ink-muted">
                    {assigned.team_id
                      ? (teams.get(assigned.team_id) ?? assigned.team_id)
                      : t('web.supervisors.wholeInstitute')}
                  </span>
                </span>
                {institute.status === 'archived' ? null : (
                  <Button
                    variant="ghost"
                    onClick={() =>
                      manage.mutate({
                        institute_id: institute.id,
                        action: 'course_unassign',
                        course_id: assigned.course_id,
                        team_id: assigned.team_id,
                      })
                    }
                  >
                    {t('web.courses.unassign')}
                  </Button>
                )}
              </li>
            ))}
          </ul>
        )}
        {result ? (
          <Alert tone="success">{t('web.courses.enrolled', { count: result.enrolled ?? 0 })}</Alert>
        ) : null}
        {institute.status === 'archived' ? null : (
          <ActionForm
            label={t('web.courses.assign')}
            submitLabel={t('web.courses.assign')}
            pending={manage.isPending}
            error={manage.error}
            onSubmit={async () => {
              await manage.mutateAsync({
                institute_id: institute.id,
                action: 'course_assign',
                course_id: course,
                team_id: teamId || null,
                dry_run: false,
              });
              setCourse('');
            }}
          >
            <TextField
              label={t('web.courses.course')}
              hint={t('web.courses.courseHint')}
              value={course}
              onChange={(event) => setCourse(event.target.value)}
            />
            <SelectField
              label={t('web.roster.team')}
              value={teamId}
              onValueChange={setTeamId}
              options={[
                { value: '', label: t('web.supervisors.wholeInstitute') },
                ...institute.teams
                  .filter((team) => team.status === 'open')
                  .map((team) => ({ value: team.id, label: team.name })),
              ]}
            />
          </ActionForm>
        )}
      </div>
    </Card>
  );
}
