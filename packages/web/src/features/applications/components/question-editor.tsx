import {
  QUESTION_KINDS,
  type Question,
  type QuestionKind,
} from '@ailab/core/contract/applications/programme.schemas';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { SelectField } from '../../../components/ui/select-field';
import { TextField } from '../../../components/ui/text-field';

const HAS_CHOICES: readonly QuestionKind[] = ['choice', 'multi_choice'];

/** Choices as lines of `value: Label` (the label in English; other languages of a kept value stay). */
function choicesToText(question: Question): string {
  return (question.choices ?? []).map((choice) => `${choice.value}: ${choice.label.en_us}`).join('\n');
}

function textToChoices(text: string, before: Question['choices']): NonNullable<Question['choices']> {
  return text
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line.length > 0)
    .map((line) => {
      const at = line.indexOf(':');
      const value = (at < 0 ? line : line.slice(0, at)).trim();
      const label = (at < 0 ? line : line.slice(at + 1)).trim();
      const kept = before?.find((choice) => choice.value === value);
      return { value, label: { ...(kept?.label ?? {}), en_us: label } };
    });
}

/**
 * Edits a programme's form as rows, in order: key, step, kind, required, the English label and, for
 * choice questions, the choices. Help texts and other languages are kept as they were; the server
 * checks the whole form (the same save `ailab programme save` uses).
 */
export function QuestionEditor({ value, onChange }: { value: Question[]; onChange(next: Question[]): void }) {
  const { t } = useTranslation('applications');
  const change = (index: number, patch: Partial<Question>) =>
    onChange(value.map((row, n) => (n === index ? { ...row, ...patch } : row)));
  const move = (index: number, by: number) => {
    const next = [...value];
    const [row] = next.splice(index, 1);
    if (row) next.splice(index + by, 0, row);
    onChange(next);
  };
  return (
    <fieldset className="space-y-3">
      <legend className="mb-1 text-sm font-semibold text-ink">
        {t('web.review.settings.questions.title')}
      </legend>
      <p className="text-sm text-ink-muted">{t('web.review.settings.questions.hint')}</p>
      {value.map((question, index) => (
        <div
          // biome-ignore lint/suspicious/noArrayIndexKey: rows are edited in place; an id may be typed over
          key={index}
          className="grid gap-2 rounded-control border border-line p-3 sm:grid-cols-3"
        >
          <TextField
            label={t('web.review.settings.questions.id')}
            value={question.id}
            onChange={(event) => change(index, { id: event.target.value })}
          />
          <TextField
            label={t('web.review.settings.questions.section')}
            value={question.section}
            onChange={(event) => change(index, { section: event.target.value })}
          />
          <SelectField
            label={t('web.review.settings.questions.kind')}
            value={question.kind}
            onValueChange={(kind) =>
              change(index, HAS_CHOICES.includes(kind) ? { kind } : { kind, choices: undefined })
            }
            options={QUESTION_KINDS.map((kind) => ({
              value: kind,
              label: t(`web.review.settings.kinds.${kind}`),
            }))}
          />
          <TextField
            className="sm:col-span-3"
            label={t('web.review.settings.questions.label')}
            value={question.label.en_us}
            onChange={(event) => change(index, { label: { ...question.label, en_us: event.target.value } })}
          />
          {HAS_CHOICES.includes(question.kind) ? (
            <label className="block text-sm font-medium text-ink sm:col-span-3">
              {t('web.review.settings.questions.choices')}
              <textarea
                rows={3}
                className="mt-1.5 block w-full rounded-control border border-line-strong bg-surface px-3 py-2 text-sm text-ink"
                defaultValue={choicesToText(question)}
                onBlur={(event) =>
                  change(index, { choices: textToChoices(event.target.value, question.choices) })
                }
              />
            </label>
          ) : null}
          <div className="flex flex-wrap items-center gap-2 sm:col-span-3">
            <label className="me-auto flex items-center gap-2 text-sm text-ink-muted">
              <input
                type="checkbox"
                checked={question.required}
                onChange={(event) => change(index, { required: event.target.checked })}
                className="size-4 accent-brand-600"
              />
              {t('web.review.settings.questions.required')}
            </label>
            <Button variant="ghost" disabled={index === 0} onClick={() => move(index, -1)}>
              {t('web.review.settings.questions.up')}
            </Button>
            <Button variant="ghost" disabled={index === value.length - 1} onClick={() => move(index, 1)}>
              {t('web.review.settings.questions.down')}
            </Button>
            <Button variant="danger-ghost" onClick={() => onChange(value.filter((_, n) => n !== index))}>
              {t('web.review.settings.questions.remove', { id: question.id || index + 1 })}
            </Button>
          </div>
        </div>
      ))}
      <Button
        variant="secondary"
        onClick={() =>
          onChange([
            ...value,
            {
              id: '',
              section: value.at(-1)?.section ?? 'about',
              kind: 'text',
              required: false,
              label: { en_us: '' },
            },
          ])
        }
      >
        {t('web.review.settings.questions.add')}
      </Button>
    </fieldset>
  );
}
