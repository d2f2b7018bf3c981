import type { GradedAttempt } from '@ailab/core/contract/learning/quiz.schemas';
import { CircleCheck, CircleX } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../../components/ui/alert';

function optionText(
  options: { id: string; text: string }[],
  ids: string[],
  t: (key: string) => string,
): string {
  return ids
    .map((id) => {
      if (id === 'true' || id === 'false') return t(`web.${id}`);
      return options.find((option) => option.id === id)?.text ?? id;
    })
    .join(', ');
}

/**
 * A graded attempt: the score, and per question whether I was right and my answer, beside the correct one
 * only when the attempt carries the key (`key_shown`; the quiz's `reveal_answers` may withhold it).
 */
export function QuizFeedback({ attempt, passPercent }: { attempt: GradedAttempt; passPercent?: number }) {
  const { t } = useTranslation('learning');
  return (
    <div className="space-y-4">
      <Alert tone={attempt.passed ? 'success' : 'error'}>
        <span data-testid="quiz-score">
          {t(attempt.passed ? 'web.quizPassed' : 'web.quizFailed', {
            score: attempt.score,
            max: attempt.max_score,
            percent: attempt.percent,
            pass: passPercent ?? 0,
          })}
        </span>
      </Alert>
      {attempt.key_shown ? null : <p className="text-sm text-ink-muted">{t('web.keyWithheld')}</p>}
      <ol className="space-y-3">
        {attempt.feedback.map((item) => (
          <li key={item.question_id} className="rounded-lg border border-line p-3 text-sm">
            <p className="flex items-start gap-2 font-medium text-ink">
              {item.correct ? (
                <CircleCheck aria-label={t('web.correct')} className="mt-0.5 size-4 shrink-0 text-success" />
              ) : (
                <CircleX aria-label={t('web.incorrect')} className="mt-0.5 size-4 shrink-0 text-danger" />
              )}
              {item.prompt}
            </p>
            <p className="mt-1 text-ink-muted">
              {t('web.yourAnswer')}:{' '}
              {item.your_text || optionText(item.options, item.your_option_ids, t) || '—'}
            </p>
            {item.correct || !attempt.key_shown ? null : (
              <p className="text-ink-muted">
                {t('web.correctAnswer')}:{' '}
                {item.accepted_answers.length > 0
                  ? item.accepted_answers.join(' / ')
                  : optionText(item.options, item.correct_option_ids, t)}
              </p>
            )}
            {item.explanation ? <p className="mt-1 text-ink-subtle">{item.explanation}</p> : null}
          </li>
        ))}
      </ol>
    </div>
  );
}
