import type { InstituteDetail } from '@ailab/core/contract/institutes/institutes.schemas';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../components/states/empty-state';
import { ErrorState } from '../../../components/states/error-state';
import { LoadingSkeleton } from '../../../components/states/loading-skeleton';
import { Card } from '../../../components/ui/card';
import { SelectField } from '../../../components/ui/select-field';
import { TextField } from '../../../components/ui/text-field';
import { formatDate } from '../../../lib/format';
import { useManageInstitute, useRoster } from '../api/institutes-api';
import { ActionForm } from './action-form';
import { RosterImportDialog } from './roster-import-dialog';

/** The current roster with each member's team and since when; add or move a learner by email. */
export function InstituteRoster({ institute }: { institute: InstituteDetail }) {
  const { t, i18n } = useTranslation('institutes');
  const roster = useRoster(institute.id);
  const manage = useManageInstitute();
  const [email, setEmail] = useState('');
  const openTeams = institute.teams.filter((team) => team.status === 'open');
  const [teamId, setTeamId] = useState('');
  return (
    <Card
      title={t('web.roster.title')}
      description={t('web.roster.description')}
      actions={institute.status === 'archived' ? null : <RosterImportDialog institute={institute} />}
    >
      <div className="space-y-4">
        {institute.status === 'archived' ? null : (
          <ActionForm
            label={t('web.roster.add')}
            submitLabel={t('web.roster.add')}
            pending={manage.isPending}
            error={manage.error}
            onSubmit={async () => {
              await manage.mutateAsync({
                institute_id: institute.id,
                action: 'member_move',
                user: email,
                team_id: teamId || null,
              });
              setEmail('');
            }}
          >
            <TextField
              label={t('web.roster.email')}
              type="email"
              value={email}
              onChange={(event) => setEmail(event.target.value)}
            />
            <SelectField
              label={t('web.roster.team')}
              value={teamId}
              onValueChange={setTeamId}
              options={[
                { value: '', label: t('web.roster.noTeam') },
                ...openTeams.map((team) => ({ value: team.id, label: team.name })),
              ]}
            />
          </ActionForm>
        )}
        {roster.status === 'pending' ? (
          <LoadingSkeleton />
        ) : roster.status === 'error' ? (
          <ErrorState error={roster.error} onRetry={() => void roster.refetch()} />
        ) : roster.data.items.length === 0 ? (
          <EmptyState title={t('web.roster.empty')} description={t('web.roster.emptyBody')} />
        ) : (
          <ul className="divide-y divide-border" aria-label={t('web.roster.title')}>
            {roster.data.items.map((member) => (
              <li key={member.user_id} className="flex flex-wrap items-baseline justify-between gap-2 py-2">
                <span className="min-w-0">
                  <span className="block font-medium text-ink">{member.name}</span>
                  <span className="block truncate text-sm text-ink-muted">{member.email}</span>
                </span>
                <span className="text-sm text-ink-muted">
                  {member.team_name ?? t('web.roster.noTeam')} ·{' '}
                  {t('web.roster.since', { date: formatDate(member.from, i18n.language) })}
                </span>
              </li>
            ))}
          </ul>
        )}
      </div>
    </Card>
  );
}
