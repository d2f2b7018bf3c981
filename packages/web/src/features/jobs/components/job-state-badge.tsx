import type { JobState } from '@ailab/core/contract/platform/jobs.schemas';
import { useTranslation } from 'react-i18next';
import { Badge, type BadgeTone } from '../../../components/ui/badge';

const TONES: Record<JobState, BadgeTone> = {
  pending: 'info',
  running: 'brand',
  done: 'success',
  dead: 'danger',
  cancelled: 'neutral',
};

/** A job's state as a coloured label. */
export function JobStateBadge({ state }: { state: JobState }) {
  const { t } = useTranslation('users');
  return <Badge tone={TONES[state]}>{t(`jobs.stateLabels.${state}`)}</Badge>;
}
