import type { InstituteDetail } from '@ailab/core/contract/institutes/institutes.schemas';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../components/states/empty-state';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { TextField } from '../../../components/ui/text-field';
import { useManageInstitute } from '../api/institutes-api';
import { ActionForm } from './action-form';

/** The institute's teams: create, rename and close (an empty one). */
export function InstituteTeams({ institute }: { institute: InstituteDetail }) {
  const { t } = useTranslation('institutes');
  const manage = useManageInstitute();
  const [name, setName] = useState('');
  const readOnly = institute.status === 'archived';
  return (
    <Card title={t('web.teams.title')}>
      <div className="space-y-4">
        {institute.teams.length === 0 ? (
          <EmptyState title={t('web.teams.empty')} description={t('web.teams.emptyBody')} />
        ) : (
          <ul className="divide-y divide-border">
            {institute.teams.map((team) => (
              <li key={team.id} className="flex flex-wrap items-center justify-between gap-2 py-2">
                <span className="font-medium text-ink">{team.name}</span>
                <span className="flex items-center gap-2">
                  <span className="text-sm text-ink-muted">
                    {t('web.teams.members', { count: team.members })}
                  </span>
                  <Badge tone={team.status === 'open' ? 'success' : 'neutral'}>
                    {t(`teamStatuses.${team.status}`)}
                  </Badge>
                  {team.status === 'open' && !readOnly ? (
                    <Button
                      variant="ghost"
                      onClick={() =>
                        manage.mutate({ institute_id: institute.id, action: 'team_close', team_id: team.id })
                      }
                    >
                      {t('web.teams.close')}
                    </Button>
                  ) : null}
                </span>
              </li>
            ))}
          </ul>
        )}
        {readOnly ? null : (
          <ActionForm
            label={t('web.teams.create')}
            submitLabel={t('web.teams.create')}
            pending={manage.isPending}
            error={manage.error}
            onSubmit={async () => {
              await manage.mutateAsync({ institute_id: institute.id, action: 'team_create', name });
              setName('');
            }}
          >
            <TextField
              label={t('web.teams.name')}
              value={name}
              onChange={(event) => setName(event.target.value)}
            />
          </ActionForm>
        )}
      </div>
    </Card>
  );
}
