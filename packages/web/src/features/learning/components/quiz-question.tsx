import type { QuizAnswer } from '@ailab/core/contract/learning/quiz.schemas';
import { useTranslation } from 'react-i18next';

interface LearnerQuestion {
  id: string;
  kind: 'single' | 'multiple' | 'true_false' | 'short';
  prompt: string;
  points: number;
  options: { id: string; text: string }[];
}

/** One question as a form control: radio buttons, checkboxes, true/false or a text box. */
export function QuizQuestion({
  question,
  index,
  answer,
  onChange,
  disabled,
}: {
  question: LearnerQuestion;
  index: number;
  answer: QuizAnswer;
  onChange: (answer: QuizAnswer) => void;
  disabled: boolean;
}) {
  const { t } = useTranslation('learning');
  const name = `question-${question.id}`;
  const legend = (
    <legend className="mb-2 text-sm font-semibold text-ink">
      {index + 1}. {question.prompt}{' '}
      <span className="font-normal text-ink-subtle">({t('web.points', { count: question.points })})</span>
    </legend>
  );
  if (question.kind === 'short')
    return (
      <fieldset>
        {legend}
        <input
          aria-label={question.prompt}
          name={name}
          value={answer.text}
          disabled={disabled}
          maxLength={500}
          onChange={(event) => onChange({ ...answer, text: event.target.value })}
          className="w-full rounded-lg border border-line-strong bg-surface px-3 py-2 text-sm"
        />
      </fieldset>
    );
  const multiple = question.kind === 'multiple';
  return (
    <fieldset>
      {legend}
      {multiple ? <p className="mb-2 text-xs text-ink-subtle">{t('web.chooseAll')}</p> : null}
      <div className="space-y-1.5">
        {question.options.map((option) => {
          const checked = answer.option_ids.includes(option.id);
          const text =
            question.kind === 'true_false'
              ? t(`web.${option.id === 'true' ? 'true' : 'false'}`)
              : option.text;
          return (
            <label
              key={option.id}
              className="flex cursor-pointer items-start gap-2 rounded-lg px-2 py-1.5 text-sm hover:bg-surface-muted"
            >
              <input
                type={multiple ? 'checkbox' : 'radio'}
                name={name}
                value={option.id}
                checked={checked}
                disabled={disabled}
                className="mt-0.5"
                onChange={() =>
                  onChange({
                    ...answer,
                    option_ids: multiple
                      ? checked
                        ? answer.option_ids.filter((id) => id !== option.id)
                        : [...answer.option_ids, option.id]
                      : [option.id],
                  })
                }
              />
              <span className="text-ink">{text}</span>
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}
