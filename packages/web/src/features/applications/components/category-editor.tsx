import type { ScoreCategory } from '@ailab/core/contract/applications/programme.schemas';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/text-field';

/** Edits a programme's score categories as rows; names in other languages are kept as they were. */
export function CategoryEditor({
  value,
  onChange,
}: {
  value: ScoreCategory[];
  onChange(next: ScoreCategory[]): void;
}) {
  const { t } = useTranslation('applications');
  const change = (index: number, patch: Partial<ScoreCategory>) =>
    onChange(value.map((row, n) => (n === index ? { ...row, ...patch } : row)));
  return (
    <fieldset className="space-y-3">
      <legend className="mb-1 text-sm font-semibold text-ink">
        {t('web.review.settings.categories.title')}
      </legend>
      <p className="text-sm text-ink-muted">{t('web.review.settings.categories.hint')}</p>
      {value.map((category, index) => (
        <div
          // biome-ignore lint/suspicious/noArrayIndexKey: rows are edited in place; an id may be typed over
          key={index}
          className="grid gap-2 rounded-control border border-line p-3 sm:grid-cols-[1fr_2fr_6rem]"
        >
          <TextField
            label={t('web.review.settings.categories.id')}
            value={category.id}
            onChange={(event) => change(index, { id: event.target.value })}
          />
          <TextField
            label={t('web.review.settings.categories.name')}
            value={category.name.en_us}
            onChange={(event) => change(index, { name: { ...category.name, en_us: event.target.value } })}
          />
          <TextField
            type="number"
            min={0}
            max={100}
            label={t('web.review.settings.categories.weight')}
            value={String(category.weight)}
            onChange={(event) => change(index, { weight: Number(event.target.value) })}
          />
          <div className="flex flex-wrap items-center gap-4 sm:col-span-3">
            <label className="flex items-center gap-2 text-sm text-ink-muted">
              <input
                type="checkbox"
                checked={category.required}
                onChange={(event) => change(index, { required: event.target.checked })}
                className="size-4 accent-brand-600"
              />
              {t('web.review.settings.categories.required')}
            </label>
            <label className="flex items-center gap-2 text-sm text-ink-muted">
              <input
                type="checkbox"
                checked={category.independent}
                onChange={(event) => change(index, { independent: event.target.checked })}
                className="size-4 accent-brand-600"
              />
              {t('web.review.settings.categories.independent')}
            </label>
            <Button
              variant="danger-ghost"
              className="ms-auto"
              onClick={() => onChange(value.filter((_, n) => n !== index))}
            >
              {t('web.review.settings.categories.remove', { id: category.id || index + 1 })}
            </Button>
          </div>
        </div>
      ))}
      <Button
        variant="secondary"
        onClick={() =>
          onChange([...value, { id: '', name: { en_us: '' }, weight: 1, required: true, independent: false }])
        }
      >
        {t('web.review.settings.categories.add')}
      </Button>
    </fieldset>
  );
}
