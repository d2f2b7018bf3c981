import type { UnitOutline } from '@ailab/core/contract/learning/course.schemas';
import { ArrowDown, ArrowUp, GripVertical } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormError } from '../../../components/form-error';
import { Button } from '../../../components/ui/button';
import { cn } from '../../../components/ui/cn';
import { IconButton } from '../../../components/ui/icon-button';
import { useAddUnit, useUpdateUnits } from '../api/admin-courses';

function moved(ids: readonly string[], from: number, to: number): string[] {
  const next = [...ids];
  const [item] = next.splice(from, 1);
  if (item !== undefined) next.splice(to, 0, item);
  return next;
}

/** The units in order: drag (or the arrow buttons) to reorder, choose one to edit, add a new one. */
export function UnitListEditor({
  courseId,
  units,
  selectedId,
  onSelect,
}: {
  courseId: string;
  units: readonly UnitOutline[];
  selectedId: string | undefined;
  onSelect: (unitId: string) => void;
}) {
  const { t } = useTranslation('learning');
  const reorder = useUpdateUnits();
  const add = useAddUnit();
  const [dragged, setDragged] = useState<number | null>(null);
  const [title, setTitle] = useState('');
  const ids = units.map((unit) => unit.id);
  const move = (from: number, to: number) => {
    if (to < 0 || to >= ids.length || from === to) return;
    reorder.mutate({ action: 'reorder', course_id: courseId, unit_ids: moved(ids, from, to) });
  };
  const onAdd = (event: FormEvent) => {
    event.preventDefault();
    if (!title.trim()) return;
    add.mutate(
      { course_id: courseId, title: title.trim(), content: '' },
      {
        onSuccess: (unit) => {
          setTitle('');
          onSelect(unit.id);
        },
      },
    );
  };
  return (
    <div className="space-y-3">
      <FormError error={reorder.error ?? add.error} />
      <ol className="space-y-1" aria-label={t('web.outline')}>
        {units.map((unit, index) => (
          <li
            key={unit.id}
            draggable
            onDragStart={() => setDragged(index)}
            onDragOver={(event) => event.preventDefault()}
            onDrop={() => {
              if (dragged !== null) move(dragged, index);
              setDragged(null);
            }}
            className={cn(
              'flex items-center gap-1 rounded-lg border px-2 py-1.5 text-sm',
              unit.id === selectedId
                ? 'border-brand-300 bg-brand-50 dark:border-brand-800 dark:bg-brand-950'
                : 'border-line',
            )}
          >
            <GripVertical aria-hidden="true" className="size-4 shrink-0 cursor-grab text-ink-subtle" />
            <button
              type="button"
              onClick={() => onSelect(unit.id)}
              className="min-w-0 flex-1 truncate text-left text-ink"
            >
              {unit.position}. {unit.title}
              {unit.quiz ? ` · ${t('web.hasQuiz')}` : ''}
            </button>
            <IconButton
              label={t('web.admin.moveUp', { title: unit.title })}
              disabled={index === 0}
              onClick={() => move(index, index - 1)}
            >
              <ArrowUp className="size-4" />
            </IconButton>
            <IconButton
              label={t('web.admin.moveDown', { title: unit.title })}
              disabled={index === units.length - 1}
              onClick={() => move(index, index + 1)}
            >
              <ArrowDown className="size-4" />
            </IconButton>
          </li>
        ))}
      </ol>
      <form onSubmit={onAdd} className="flex gap-2">
        <input
          aria-label={t('web.admin.newUnitTitle')}
          placeholder={t('web.admin.newUnitTitle')}
          value={title}
          onChange={(event) => setTitle(event.target.value)}
          className="min-w-0 flex-1 rounded-lg border border-line-strong bg-surface px-3 py-2 text-sm"
        />
        <Button type="submit" variant="secondary" loading={add.isPending}>
          {t('web.admin.addUnit')}
        </Button>
      </form>
    </div>
  );
}
