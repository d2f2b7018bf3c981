import type { CourseSummary } from '@ailab/core/contract/learning/course.schemas';
import { Clock, Layers, Signal, Star } from 'lucide-react';
import { useTranslation } from 'react-i18next';

/** Level, time, units and rating of a course, as small labelled facts. */
export function CourseFacts({ course }: { course: CourseSummary }) {
  const { t } = useTranslation('learning');
  const facts = [
    { icon: Signal, text: t(`web.levels.${course.level}`) },
    { icon: Clock, text: t('web.minutes', { count: course.estimated_minutes }) },
    { icon: Layers, text: t('web.units', { count: course.unit_count }) },
    ...(course.rating.average === null
      ? []
      : [
          {
            icon: Star,
            text: t('web.rating', { average: course.rating.average, count: course.rating.count }),
          },
        ]),
  ];
  return (
    <ul className="flex flex-wrap gap-x-4 gap-y-1 text-xs text-ink-muted">
      {facts.map(({ icon: Icon, text }) => (
        <li key={text} className="inline-flex items-center gap-1">
          <Icon aria-hidden="true" className="size-3.5" />
          {text}
        </li>
      ))}
    </ul>
  );
}
