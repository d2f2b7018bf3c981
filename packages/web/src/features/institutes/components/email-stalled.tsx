import { Mail } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormError } from '../../../components/form-error';
import { QueryView } from '../../../components/list/query-view';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { useConfirm } from '../../../components/ui/confirm-dialog';
import { TextField } from '../../../components/ui/text-field';
import { useEmailStalled, useStalledPreview } from '../api/institutes-api';
import type { ProgressScope } from '../lib/progress-scope';

/**
 * "Email stalled learners": who of the scope (a team, or the whole institute) has not studied for N days (a preview), then one
 * email each after a confirmation; a learner already emailed today is skipped by the server.
 */
export function EmailStalled({ scope, defaultDays }: { scope: ProgressScope; defaultDays: number }) {
  const { t } = useTranslation('institutes');
  const [daysText, setDaysText] = useState(String(defaultDays));
  const days = Number.parseInt(daysText, 10);
  const valid = Number.isInteger(days) && days >= 1 && days <= 365;
  const preview = useStalledPreview(scope.instituteId, scope.teamId, valid ? days : 0);
  const send = useEmailStalled();
  const { ask, dialog } = useConfirm();
  return (
    <Card title={t('web.stalled.title')} description={t('web.stalled.description')}>
      <div className="space-y-3">
        <TextField
          label={t('web.stalled.days')}
          type="number"
          inputMode="numeric"
          min={1}
          max={365}
          value={daysText}
          onChange={(event) => setDaysText(event.target.value)}
          error={valid ? undefined : t('web.stalled.badDays')}
        />
        <FormError error={send.error} />
        {send.data ? (
          <Alert tone="success">
            {t('web.stalled.sent', { sent: send.data.sent, skipped: send.data.skipped })}
          </Alert>
        ) : null}
        {valid ? (
          <QueryView query={preview}>
            {(data) => {
              const due = data.learners.filter((learner) => !learner.emailed_today).length;
              return (
                <div className="space-y-3">
                  <p className="text-sm text-ink" data-testid="stalled-count">
                    {t('web.stalled.count', { count: data.learners.length, due })}
                  </p>
                  {data.learners.length ? (
                    <ul className="divide-y divide-border text-sm" aria-label={t('web.stalled.list')}>
                      {data.learners.map((learner) => (
                        <li key={learner.user_id} className="flex flex-wrap justify-between gap-2 py-1.5">
                          <span className="font-medium text-ink">{learner.name}</span>
                          <span className="text-ink-muted">
                            {learner.courses.join(', ')}
                            {learner.emailed_today ? ` · ${t('web.stalled.emailedToday')}` : ''}
                          </span>
                        </li>
                      ))}
                    </ul>
                  ) : null}
                  <Button
                    disabled={due === 0}
                    loading={send.isPending}
                    onClick={async () => {
                      const confirmed = await ask({
                        title: t('web.stalled.confirmTitle', { count: due }),
                        description: t('web.stalled.confirmBody', { count: days }),
                        confirmLabel: t('web.stalled.send', { count: due }),
                      });
                      if (confirmed)
                        send.mutate({ institute_id: scope.instituteId, team_id: scope.teamId, days });
                    }}
                  >
                    <Mail aria-hidden="true" className="size-4" />
                    {t('web.stalled.send', { count: due })}
                  </Button>
                </div>
              );
            }}
          </QueryView>
        ) : null}
        {dialog}
      </div>
    </Card>
  );
}
