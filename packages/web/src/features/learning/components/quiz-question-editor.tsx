import { QUESTION_KINDS, type QuestionKind } from '@ailab/core/contract/learning/quiz.schemas';
import { Plus, Trash2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { IconButton } from '../../../components/ui/icon-button';
import { SelectField } from '../../../components/ui/select-field';

/** A question as the builder edits it; `accepted` is the comma-separated list of short answers. */
export interface DraftQuestion {
  id: string;
  kind: QuestionKind;
  prompt: string;
  points: number;
  options: { id: string; text: string }[];
  correct_option_ids: string[];
  accepted: string;
  explanation: string;
}

const input = 'w-full rounded-lg border border-line-strong bg-surface px-3 py-2 text-sm';

/** One question of the quiz builder: kind, prompt, points, options with the right ones, or accepted answers. */
export function QuizQuestionEditor({
  question,
  index,
  onChange,
  onRemove,
  error,
}: {
  question: DraftQuestion;
  index: number;
  onChange: (question: DraftQuestion) => void;
  onRemove: () => void;
  error: (field: string) => string | undefined;
}) {
  const { t } = useTranslation('learning');
  const set = (changes: Partial<DraftQuestion>) => onChange({ ...question, ...changes });
  const toggle = (id: string) =>
    set({
      correct_option_ids:
        question.kind === 'single'
          ? [id]
          : question.correct_option_ids.includes(id)
            ? question.correct_option_ids.filter((item) => item !== id)
            : [...question.correct_option_ids, id],
    });
  const nextOptionId = () =>
    `o${Math.max(0, ...question.options.map((option) => Number(option.id.slice(1)) || 0)) + 1}`;
  const messages = ['prompt', 'options', 'correct_option_ids', 'accepted_answers']
    .map((field) => error(`questions.${index}.${field}`))
    .filter(Boolean);
  return (
    <fieldset className="space-y-3 rounded-xl border border-line p-4">
      <legend className="px-1 text-sm font-semibold text-ink">
        {t('web.admin.quiz.question', { number: index + 1 })}
      </legend>
      <div className="grid gap-3 sm:grid-cols-[1fr_10rem_6rem_auto] sm:items-end">
        <label className="text-sm text-ink-muted">
          {t('web.admin.quiz.prompt')}
          <input
            className={input}
            value={question.prompt}
            onChange={(event) => set({ prompt: event.target.value })}
          />
        </label>
        <SelectField
          label={t('web.admin.quiz.kind')}
          value={question.kind}
          onValueChange={(kind) => set({ kind, correct_option_ids: [] })}
          options={QUESTION_KINDS.map((kind) => ({ value: kind, label: t(`web.admin.quiz.kinds.${kind}`) }))}
        />
        <label className="text-sm text-ink-muted">
          {t('web.admin.quiz.points')}
          <input
            className={input}
            inputMode="numeric"
            value={question.points}
            onChange={(event) => set({ points: Number(event.target.value) || 0 })}
          />
        </label>
        <IconButton label={t('web.admin.quiz.removeQuestion', { number: index + 1 })} onClick={onRemove}>
          <Trash2 className="size-4" />
        </IconButton>
      </div>
      {question.kind === 'single' || question.kind === 'multiple' ? (
        <div className="space-y-2">
          {question.options.map((option) => (
            <div key={option.id} className="flex items-center gap-2">
              <input
                type={question.kind === 'single' ? 'radio' : 'checkbox'}
                name={`correct-${question.id}`}
                aria-label={t('web.admin.quiz.isCorrect', { option: option.text || option.id })}
                checked={question.correct_option_ids.includes(option.id)}
                onChange={() => toggle(option.id)}
              />
              <input
                className={input}
                aria-label={t('web.admin.quiz.optionText')}
                value={option.text}
                onChange={(event) =>
                  set({
                    options: question.options.map((item) =>
                      item.id === option.id ? { ...item, text: event.target.value } : item,
                    ),
                  })
                }
              />
              <IconButton
                label={t('web.admin.quiz.removeOption')}
                onClick={() =>
                  set({
                    options: question.options.filter((item) => item.id !== option.id),
                    correct_option_ids: question.correct_option_ids.filter((id) => id !== option.id),
                  })
                }
              >
                <Trash2 className="size-4" />
              </IconButton>
            </div>
          ))}
          <Button
            variant="ghost"
            onClick={() => set({ options: [...question.options, { id: nextOptionId(), text: '' }] })}
          >
            <Plus aria-hidden="true" className="size-4" />
            {t('web.admin.quiz.addOption')}
          </Button>
        </div>
      ) : question.kind === 'true_false' ? (
        <div className="flex gap-4 text-sm text-ink-muted">
          {(['true', 'false'] as const).map((value) => (
            <label key={value} className="flex items-center gap-2">
              <input
                type="radio"
                name={`tf-${question.id}`}
                checked={question.correct_option_ids[0] === value}
                onChange={() => set({ correct_option_ids: [value] })}
              />
              {t(`web.${value}`)}
            </label>
          ))}
        </div>
      ) : (
        <label className="block text-sm text-ink-muted">
          {t('web.admin.quiz.accepted')}
          <input
            className={input}
            value={question.accepted}
            onChange={(event) => set({ accepted: event.target.value })}
          />
        </label>
      )}
      <label className="block text-sm text-ink-muted">
        {t('web.admin.quiz.explanation')}
        <input
          className={input}
          value={question.explanation}
          onChange={(event) => set({ explanation: event.target.value })}
        />
      </label>
      {messages.length > 0 ? (
        <p role="alert" className="text-sm text-danger">
          {messages.join(' · ')}
        </p>
      ) : null}
    </fieldset>
  );
}
