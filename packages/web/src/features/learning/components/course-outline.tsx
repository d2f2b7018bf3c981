import type { UnitOutline } from '@ailab/core/contract/learning/course.schemas';
import type { StudyUnit } from '@ailab/core/contract/learning/study.schemas';
import { CircleCheck, CircleDashed, ClipboardCheck, Lock } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { cn } from '../../../components/ui/cn';

function isStudyUnit(unit: UnitOutline | StudyUnit): unit is StudyUnit {
  return 'locked' in unit;
}

/**
 * A course's units in order. With study state, each shows done or locked and
 * open units are buttons that select them.
 */
export function CourseOutline({
  units,
  selectedId,
  onSelect,
}: {
  units: readonly (UnitOutline | StudyUnit)[];
  selectedId?: string | undefined;
  onSelect?: (unitId: string) => void;
}) {
  const { t } = useTranslation('learning');
  return (
    <ol className="space-y-1" aria-label={t('web.outline')}>
      {units.map((unit) => {
        const study = isStudyUnit(unit) ? unit : null;
        const Icon = study ? (study.done ? CircleCheck : study.locked ? Lock : CircleDashed) : null;
        const state = study
          ? t(study.done ? 'web.unitDone' : study.locked ? 'web.unitLocked' : 'web.unitOpen')
          : null;
        const body = (
          <>
            <span className="w-5 shrink-0 text-right text-xs tabular-nums text-ink-subtle">
              {unit.position}
            </span>
            {Icon ? (
              <Icon
                aria-hidden="true"
                className={cn('size-4 shrink-0', study?.done ? 'text-success' : 'text-ink-subtle')}
              />
            ) : null}
            <span className="min-w-0 flex-1 truncate text-left">{unit.title}</span>
            {unit.quiz ? (
              <ClipboardCheck aria-label={t('web.hasQuiz')} className="size-4 shrink-0 text-ink-subtle" />
            ) : null}
            {state ? <span className="sr-only">({state})</span> : null}
          </>
        );
        const rowClass = cn(
          'flex w-full items-center gap-2 rounded-lg px-2 py-2 text-sm',
          unit.id === selectedId
            ? 'bg-brand-50 font-semibold text-brand-800 dark:bg-brand-950 dark:text-brand-200'
            : 'text-ink-muted',
        );
        return (
          <li key={unit.id}>
            {onSelect && study ? (
              <button
                type="button"
                disabled={study.locked}
                aria-current={unit.id === selectedId ? 'step' : undefined}
                onClick={() => onSelect(unit.id)}
                className={cn(
                  rowClass,
                  'hover:bg-surface-muted disabled:cursor-not-allowed disabled:opacity-60',
                )}
              >
                {body}
              </button>
            ) : (
              <div className={rowClass}>{body}</div>
            )}
          </li>
        );
      })}
    </ol>
  );
}
