import type { MaturityQuestionnaire } from '@ailab/core/contract/research/maturity.schemas';
import { useTranslation } from 'react-i18next';

type Dimension = MaturityQuestionnaire['dimensions'][number];

interface DimensionStepProps {
  dimension: Dimension;
  answers: Record<string, number>;
  onAnswer(questionId: string, value: number): void;
  /** Marks the unanswered questions after a "Next" that was refused. */
  showMissing: boolean;
}

/** One dimension's questions, each a group of labelled radio buttons (keyboard: arrows within a group). */
export function DimensionStep({ dimension, answers, onAnswer, showMissing }: DimensionStepProps) {
  const { t } = useTranslation('maturity');
  return (
    <div className="space-y-5">
      <div>
        <h2 className="text-xl font-semibold text-ink" data-testid="maturity-dimension">
          {dimension.title}
        </h2>
        <p className="mt-1 text-sm text-ink-muted">{dimension.summary}</p>
      </div>
      <ol className="space-y-4">
        {dimension.questions.map((question, index) => {
          const missing = showMissing && answers[question.id] === undefined;
          const helpId = `${question.id}-help`;
          return (
            <li key={question.id}>
              <fieldset
                className={`rounded-card border bg-surface p-4 ${missing ? 'border-danger-line' : 'border-line'}`}
                aria-describedby={question.help ? helpId : undefined}
                aria-invalid={missing || undefined}
              >
                <legend className="float-left mb-3 w-full text-sm font-medium text-ink">
                  <span className="text-ink-subtle">{index + 1}. </span>
                  {question.text}
                </legend>
                {question.help ? (
                  <p id={helpId} className="clear-both mb-3 text-xs text-ink-muted">
                    {question.help}
                  </p>
                ) : null}
                <div className="clear-both grid gap-2">
                  {question.options.map((option) => (
                    <label
                      key={option.value}
                      className="flex cursor-pointer items-center gap-3 rounded-lg border border-line px-3 py-2 text-sm text-ink has-[:checked]:border-brand-500 has-[:checked]:bg-brand-50 dark:has-[:checked]:bg-brand-950/60"
                    >
                      <input
                        type="radio"
                        name={question.id}
                        value={option.value}
                        checked={answers[question.id] === option.value}
                        onChange={() => onAnswer(question.id, option.value)}
                        className="size-4 accent-brand-600"
                      />
                      <span>{option.label}</span>
                    </label>
                  ))}
                </div>
              </fieldset>
            </li>
          );
        })}
      </ol>
      {showMissing ? (
        <p role="alert" className="text-sm text-danger">
          {t('required')}
        </p>
      ) : null}
    </div>
  );
}
