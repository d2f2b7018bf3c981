import type { InstituteDetail } from '@ailab/core/contract/institutes/institutes.schemas';
import type { InvitationStatus } from '@ailab/core/contract/institutes/supervisors.schemas';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../components/states/empty-state';
import { ErrorState } from '../../../components/states/error-state';
import { LoadingSkeleton } from '../../../components/states/loading-skeleton';
import { Badge, type BadgeTone } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { SelectField } from '../../../components/ui/select-field';
import { TextField } from '../../../components/ui/text-field';
import { formatDate } from '../../../lib/format';
import { useInviteSupervisor, useManageSupervisor, useSupervisors } from '../api/institutes-api';
import { ActionForm } from './action-form';

const TONES: Record<InvitationStatus, BadgeTone> = {
  pending: 'info',
  accepted: 'success',
  declined: 'neutral',
  expired: 'warning',
  revoked: 'neutral',
};

/** Supervisors with their scope, the invitations with their status; invite, resend, revoke, remove. */
export function InstituteSupervisors({ institute }: { institute: InstituteDetail }) {
  const { t, i18n } = useTranslation('institutes');
  const listing = useSupervisors(institute.id);
  const invite = useInviteSupervisor();
  const manage = useManageSupervisor();
  const [email, setEmail] = useState('');
  const [teamId, setTeamId] = useState('');
  const openTeams = institute.teams.filter((team) => team.status === 'open');
  return (
    <Card title={t('web.supervisors.title')}>
      <div className="space-y-4">
        {institute.status === 'archived' ? null : (
          <ActionForm
            label={t('web.supervisors.invite')}
            submitLabel={t('web.supervisors.invite')}
            pending={invite.isPending}
            error={invite.error}
            onSubmit={async () => {
              await invite.mutateAsync({
                institute_id: institute.id,
                email,
                team_ids: teamId ? [teamId] : [],
              });
              setEmail('');
            }}
          >
            <TextField
              label={t('web.supervisors.email')}
              type="email"
              value={email}
              onChange={(event) => setEmail(event.target.value)}
            />
            <SelectField
              label={t('web.supervisors.scope')}
              value={teamId}
              onValueChange={setTeamId}
              options={[
                { value: '', label: t('web.supervisors.wholeInstitute') },
                ...openTeams.map((team) => ({ value: team.id, label: team.name })),
              ]}
            />
          </ActionForm>
        )}
        {institute.supervisors.length === 0 ? (
          <EmptyState title={t('web.supervisors.empty')} description={t('web.supervisors.emptyBody')} />
        ) : (
          <ul className="divide-y divide-border" aria-label={t('web.supervisors.title')}>
            {institute.supervisors.map((supervisor) => (
              <li key={supervisor.user_id} className="flex flex-wrap items-center justify-between gap-2 py-2">
                <span className="min-w-0">
                  <span className="block font-medium text-ink">{supervisor.name}</span>
                  <span className="block truncate text-sm text-ink-muted">
                    {supervisor.scopes
                      .map((scope) => scope.team_name ?? t('web.supervisors.wholeInstitute'))
                      .join(', ')}
                  </span>
                </span>
                <Button
                  variant="danger-ghost"
                  onClick={() =>
                    manage.mutate({
                      action: 'remove',
                      institute_id: institute.id,
                      user_id: supervisor.user_id,
                    })
                  }
                >
                  {t('web.supervisors.remove')}
                </Button>
              </li>
            ))}
          </ul>
        )}
        <h3 className="font-semibold text-ink">{t('web.supervisors.invitations')}</h3>
        {listing.status === 'pending' ? (
          <LoadingSkeleton />
        ) : listing.status === 'error' ? (
          <ErrorState error={listing.error} onRetry={() => void listing.refetch()} />
        ) : listing.data.items.length === 0 ? (
          <EmptyState title={t('web.supervisors.noInvitations')} />
        ) : (
          <ul className="divide-y divide-border" aria-label={t('web.supervisors.invitations')}>
            {listing.data.items.map((invitation) => (
              <li key={invitation.id} className="flex flex-wrap items-center justify-between gap-2 py-2">
                <span className="min-w-0">
                  <span className="block truncate font-medium text-ink">{invitation.email}</span>
                  <span className="block text-sm text-ink-muted">
                    {invitation.team_names.join(', ') || t('web.supervisors.wholeInstitute')} ·{' '}
                    {t('web.supervisors.expires', { date: formatDate(invitation.expires_at, i18n.language) })}
                  </span>
                </span>
                <span className="flex items-center gap-2">
                  <Badge tone={TONES[invitation.status]}>{t(`invitation.status.${invitation.status}`)}</Badge>
                  {invitation.status === 'pending' ? (
                    <>
                      <Button
                        variant="ghost"
                        onClick={() => manage.mutate({ action: 'resend', invitation_id: invitation.id })}
                      >
                        {t('web.supervisors.resend')}
                      </Button>
                      <Button
                        variant="danger-ghost"
                        onClick={() => manage.mutate({ action: 'revoke', invitation_id: invitation.id })}
                      >
                        {t('web.supervisors.revoke')}
                      </Button>
                    </>
                  ) : null}
                </span>
              </li>
            ))}
          </ul>
        )}
      </div>
    </Card>
  );
}
