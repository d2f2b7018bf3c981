import type { ProgressStatus } from '@ailab/core/contract/institutes/progress.schemas';
import { useTranslation } from 'react-i18next';
import { Badge, type BadgeTone } from '../../../components/ui/badge';

const TONES: Record<ProgressStatus, BadgeTone> = {
  not_started: 'neutral',
  active: 'info',
  stalled: 'warning',
  completed: 'success',
};

/** A learner's progress status as a coloured, translated badge. */
export function ProgressBadge({ status }: { status: ProgressStatus }) {
  const { t } = useTranslation('institutes');
  return <Badge tone={TONES[status]}>{t(`status.${status}`)}</Badge>;
}
