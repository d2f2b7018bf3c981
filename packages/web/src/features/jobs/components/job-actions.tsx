import type { Job } from '@ailab/core/contract/platform/jobs.schemas';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { useConfirm } from '../../../components/ui/confirm-dialog';
import { type JobAction, useJobAction } from '../api/jobs';
import { jobKindLabel } from './job-kind';

interface JobActionsProps {
  job: Job;
  /** Told what happened: the server's translated message, or the error. */
  onDone(outcome: { message: string } | { error: unknown }): void;
}

/** A dead job's Retry or a pending job's Cancel, each after a confirmation. */
export function JobActions({ job, onDone }: JobActionsProps) {
  const { t } = useTranslation('users');
  const { ask, dialog } = useConfirm();
  const change = useJobAction();
  const action: JobAction | null = job.state === 'dead' ? 'retry' : job.state === 'pending' ? 'cancel' : null;
  if (!action) return null;
  const run = async () => {
    const confirmed = await ask({
      title: t(`jobs.confirm.${action}Title`),
      description: t(`jobs.confirm.${action}Body`, { kind: jobKindLabel(t, job.kind), key: job.key }),
      confirmLabel: t(`jobs.actions.${action}`),
      cancelLabel: t('jobs.confirm.keep'),
      tone: action === 'cancel' ? 'danger' : 'default',
    });
    if (!confirmed) return;
    // The row may leave the list once it refreshes (a retried job is no longer dead), so the
    // outcome is told from the promise rather than from callbacks that die with this component.
    try {
      const answer = await change.mutateAsync({ action, id: job.id });
      onDone({ message: answer.message });
    } catch (error) {
      onDone({ error });
    }
  };
  return (
    <>
      <Button
        variant={action === 'cancel' ? 'danger-ghost' : 'secondary'}
        className="min-h-9 px-3 whitespace-nowrap"
        loading={change.isPending}
        aria-label={t(`jobs.actions.${action}Named`, { kind: jobKindLabel(t, job.kind), key: job.key })}
        onClick={() => void run()}
      >
        {t(`jobs.actions.${action}`)}
      </Button>
      {dialog}
    </>
  );
}
