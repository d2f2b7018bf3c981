import type { QuizAnswer } from '@ailab/core/contract/learning/quiz.schemas';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormError } from '../../../components/form-error';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { SectionSpinner } from '../../../components/ui/section-spinner';
import { useQuiz } from '../api/get-quiz';
import { useSubmitQuiz } from '../api/submit-quiz';
import { QuizFeedback } from './quiz-feedback';
import { QuizQuestion } from './quiz-question';

/** A unit's quiz: answer, submit, see the graded result; try again while attempts remain. */
export function QuizPanel({ quizId, onGraded }: { quizId: string; onGraded?: () => void }) {
  const { t } = useTranslation('learning');
  const quiz = useQuiz(quizId);
  const submit = useSubmitQuiz(quizId);
  const [answers, setAnswers] = useState<Record<string, QuizAnswer>>({});
  const [leaderboard, setLeaderboard] = useState(false);
  if (quiz.isPending) return <SectionSpinner />;
  if (quiz.isError) return <FormError error={quiz.error} />;
  const { standing } = quiz.data;
  const result = submit.data;
  const outOfAttempts = standing.attempts_left === 0;

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    submit.mutate(
      { answers: Object.values(answers), ...(leaderboard ? { showOnLeaderboard: true } : {}) },
      { onSuccess: () => onGraded?.() },
    );
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
      ) : outOfAttempts ? (
        <p className="text-sm text-ink-muted">{t('web.noAttemptsLeft')}</p>
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
          <Button type="submit" loading={submit.isPending}>
            {t('web.submitQuiz')}
          </Button>
        </form>
      )}
    </Card>
  );
}
