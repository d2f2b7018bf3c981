import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormError } from '../../../components/form-error';
import { LoadingSkeleton } from '../../../components/states/loading-skeleton';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { SelectField } from '../../../components/ui/select-field';
import { useServices } from '../../../hooks/use-services';

/**
 * Automatic, balanced reviewer assignment for a programme (or all, or the chosen applications): the
 * server's dry-run plan first (who gets what, who is excluded and why, each reviewer's load), then the
 * assignment itself once confirmed. Administrators only.
 */
export function AutoAssignDialog({
  programme,
  ids,
  onClose,
}: {
  programme?: string;
  ids?: string[];
  onClose(): void;
}) {
  const { t } = useTranslation('applications');
  const { api } = useServices();
  const queryClient = useQueryClient();
  const [perApplication, setPerApplication] = useState('');
  const scope = {
    ...(programme ? { programme } : {}),
    ...(ids ? { ids } : {}),
    ...(perApplication ? { per_application: Number(perApplication) } : {}),
  };
  const preview = useQuery({
    queryKey: ['applications', 'assign-preview', scope],
    queryFn: () => api.adminApplications.assign({ ...scope, dry_run: true }),
  });
  const assign = useMutation({
    mutationFn: () => api.adminApplications.assign(scope),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: ['applications'] }),
  });
  const plan = preview.data;
  return (
    <Dialog
      open
      onOpenChange={(next) => (next ? undefined : onClose())}
      width="lg"
      title={t('web.review.assign.autoTitle')}
      description={t('web.review.assign.autoDescription')}
      footer={
        assign.isSuccess ? (
          <Button onClick={onClose}>{t('web.review.close')}</Button>
        ) : (
          <>
            <Button variant="secondary" onClick={onClose}>
              {t('web.review.cancel')}
            </Button>
            <Button
              loading={assign.isPending}
              disabled={!plan || plan.assigned_count === 0}
              onClick={() => assign.mutate()}
            >
              {t('web.review.assign.confirm', { count: plan?.assigned_count ?? 0 })}
            </Button>
          </>
        )
      }
    >
      <div className="space-y-4">
        <SelectField
          label={t('web.review.assign.perApplication')}
          value={perApplication}
          onValueChange={setPerApplication}
          disabled={assign.isPending || assign.isSuccess}
          options={[
            { value: '', label: t('web.review.assign.programmeDefault') },
            ...[1, 2, 3, 4, 5].map((value) => ({ value: String(value), label: String(value) })),
          ]}
        />
        <FormError error={preview.error ?? assign.error} />
        {assign.isSuccess ? (
          <Alert tone="success">{t('web.review.assign.done', { count: assign.data.assigned_count })}</Alert>
        ) : null}
        {preview.isPending ? <LoadingSkeleton variant="rows" /> : null}
        {plan && !assign.isSuccess ? <AssignPlan plan={plan} /> : null}
      </div>
    </Dialog>
  );
}

type Plan = Awaited<ReturnType<ReturnType<typeof useServices>['api']['adminApplications']['assign']>>;

function AssignPlan({ plan }: { plan: Plan }) {
  const { t } = useTranslation('applications');
  if (plan.items.length === 0)
    return <p className="text-sm text-ink-muted">{t('web.review.assign.nothing')}</p>;
  return (
    <>
      <p className="text-sm font-medium text-ink" aria-live="polite">
        {t('web.review.assign.summary', { count: plan.assigned_count, applications: plan.items.length })}
      </p>
      <section>
        <h3 className="mb-1 text-sm font-semibold text-ink">{t('web.review.assign.loads')}</h3>
        <ul className="space-y-0.5 text-sm text-ink-muted">
          {plan.reviewers.map((reviewer) => (
            <li key={reviewer.id} className="break-words">
              {reviewer.name} ({reviewer.email}): {reviewer.before} → {reviewer.after}
            </li>
          ))}
        </ul>
      </section>
      <ul className="space-y-2">
        {plan.items.map((item) => (
          <li key={item.id} className="rounded-lg border border-line p-3 text-sm">
            <p className="font-medium text-ink">{item.title || t('web.review.untitled')}</p>
            <p className="break-words text-ink-muted">
              {item.assigned.length > 0
                ? t('web.review.assign.gets', { names: item.assigned.map((entry) => entry.name).join(', ') })
                : t('web.review.assign.complete')}
            </p>
            {item.missing > 0 ? (
              <p className="text-danger">{t('web.review.assign.missing', { count: item.missing })}</p>
            ) : null}
            {item.excluded.map((entry) => (
              <p key={entry.reviewer.id} className="break-words text-ink-muted">
                {t('web.review.assign.excluded', {
                  name: entry.reviewer.name,
                  reason: t(`web.review.assign.reasons.${entry.reason}`),
                })}
              </p>
            ))}
          </li>
        ))}
      </ul>
    </>
  );
}
