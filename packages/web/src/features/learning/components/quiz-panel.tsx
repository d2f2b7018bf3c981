import type { QuizAnswer } from '@ailab/core/contract/learning/quiz.schemas';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormError } from '../../../components/form-error';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { SectionSpinner } from '../../../components/ui/section-spinner';
import { useQuiz } from '../api/get-quiz';
import { useQuizResult } from '../api/get-quiz-result';
import { useSubmitQuiz } from '../api/submit-quiz';
import { QuizFeedback } from './quiz-feedback';
import { QuizQuestion } from './quiz-question';
import { unansweredCount } from './unanswered-questions';

/**
 * A unit's quiz: answer, submit (after confirming when questions are unanswered), see the graded result; try again
 * while attempts remain. A quiz already passed, or with no attempt left, shows my best attempt instead of a form.
 */
export function QuizPanel({ quizId, onGraded }: { quizId: string; onGraded?: () => void }) {
  const { t } = useTranslation('learning');
  const quiz = useQuiz(quizId);
  const submit = useSubmitQuiz(quizId);
  const [answers, setAnswers] = useState<Record<string, QuizAnswer>>({});
  const [leaderboard, setLeaderboard] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const warning = useRef<HTMLDivElement>(null);
  const settled = quiz.data ? quiz.data.standing.passed || quiz.data.standing.attempts_left === 0 : false;
  const past = useQuizResult(quizId, settled && !submit.data);
  useEffect(() => {
    if (confirming) warning.current?.focus();
  }, [confirming]);
  if (quiz.isPending) return <SectionSpinner />;
  if (quiz.isError) return <FormError error={quiz.error} />;
  const { standing } = quiz.data;
  const result = submit.data;
  const outOfAttempts = standing.attempts_left === 0;
  const missing = unansweredCount(
    quiz.data.questions.map((question) => question.id),
    answers,
  );

  const send = () => {
    setConfirming(false);
    submit.mutate(
      { answers: Object.values(answers), ...(leaderboard ? { showOnLeaderboard: true } : {}) },
      { onSuccess: () => onGraded?.() },
    );
  };
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (missing > 0 && !confirming) setConfirming(true);
    else send();
  };
  const retry = () => {
    setAnswers({});
    submit.reset();
  };

  return (
    <Card
      id="quiz"
      title={quiz.data.title}
      description={[
        t('web.passMark', { percent: quiz.data.pass_percent }),
        standing.attempts_left === null
          ? t('web.unlimitedAttempts')
          : t('web.attemptsLeft', { count: standing.attempts_left }),
        standing.best_percent === null ? null : t('web.bestScore', { percent: standing.best_percent }),
      ]
        .filter(Boolean)
        .join(' · ')}
    >
      {result ? (
        <div className="space-y-4">
          <QuizFeedback attempt={result} passPercent={quiz.data.pass_percent} />
          {!outOfAttempts ? (
            <Button variant="secondary" onClick={retry}>
              {t('web.tryAgain')}
            </Button>
          ) : null}
        </div>
      ) : settled ? (
        <div className="space-y-4">
          <p className="text-sm text-ink-muted">
            {t(standing.passed ? 'web.quizAlreadyPassed' : 'web.noAttemptsLeft')}
          </p>
          {past.isPending ? (
            <SectionSpinner />
          ) : past.isError ? (
            <FormError error={past.error} />
          ) : past.data.best ? (
            <QuizFeedback attempt={past.data.best} passPercent={quiz.data.pass_percent} />
          ) : null}
        </div>
      ) : (
        <form onSubmit={onSubmit} className="space-y-5">
          <FormError error={submit.error} />
          {quiz.data.questions.map((question, index) => (
            <QuizQuestion
              key={question.id}
              question={question}
              index={index}
              disabled={submit.isPending}
              answer={answers[question.id] ?? { question_id: question.id, option_ids: [], text: '' }}
              onChange={(answer) => setAnswers({ ...answers, [question.id]: answer })}
            />
          ))}
          <label className="flex items-center gap-2 text-sm text-ink-muted">
            <input
              type="checkbox"
              checked={leaderboard}
              onChange={(event) => setLeaderboard(event.target.checked)}
            />
            {t('web.showOnLeaderboard')}
          </label>
          {confirming && missing > 0 ? (
            <div
              ref={warning}
              tabIndex={-1}
              role="alert"
              className="space-y-3 rounded-lg border border-warning-line bg-warning-soft p-3 text-sm text-ink"
            >
              <p className="font-medium">{t('web.unansweredWarning', { count: missing })}</p>
              <div className="flex flex-wrap gap-2">
                <Button type="submit" loading={submit.isPending}>
                  {t('web.submitAnyway')}
                </Button>
                <Button type="button" variant="secondary" onClick={() => setConfirming(false)}>
                  {t('web.keepAnswering')}
                </Button>
              </div>
            </div>
          ) : (
            <Button type="submit" loading={submit.isPending}>
              {t('web.submitQuiz')}
            </Button>
          )}
        </form>
      )}
    </Card>
  );
}
