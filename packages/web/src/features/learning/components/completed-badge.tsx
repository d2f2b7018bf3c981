import { CircleCheck } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Badge } from '../../../components/ui/badge';

/** "Completed": a course I finished. */
export function CompletedBadge() {
  const { t } = useTranslation('learning');
  return (
    <Badge tone="success" icon={<CircleCheck aria-hidden="true" className="size-3.5" />}>
      {t('web.completed')}
    </Badge>
  );
}
