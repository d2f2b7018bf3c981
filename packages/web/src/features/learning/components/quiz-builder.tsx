import { contract } from '@ailab/core/contract/index';
import type { QuizWithKey, RevealAnswers } from '@ailab/core/contract/learning/quiz.schemas';
import { Plus } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormError } from '../../../components/form-error';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { SelectField } from '../../../components/ui/select-field';
import { TextField } from '../../../components/ui/text-field';
import { useSaveQuiz } from '../api/admin-courses';
import { useContractErrors } from '../use-contract-errors';
import { type DraftQuestion, QuizQuestionEditor } from './quiz-question-editor';

function draftOf(quiz: QuizWithKey | undefined): DraftQuestion[] {
  return (quiz?.questions ?? []).map((question) => ({
    ...question,
    accepted: question.accepted_answers.join(', '),
  }));
}

function newQuestion(questions: readonly DraftQuestion[]): DraftQuestion {
  const number = Math.max(0, ...questions.map((question) => Number(question.id.slice(1)) || 0)) + 1;
  return {
    id: `q${number}`,
    kind: 'single',
    prompt: '',
    points: 1,
    options: [
      { id: 'o1', text: '' },
      { id: 'o2', text: '' },
    ],
    correct_option_ids: [],
    accepted: '',
    explanation: '',
  };
}

/** The quiz of a unit: settings and questions with their key, checked by the contract before saving. */
export function QuizBuilder({ unitId, quiz }: { unitId: string; quiz: QuizWithKey | undefined }) {
  const { t } = useTranslation('learning');
  const save = useSaveQuiz();
  const { errorFor, check } = useContractErrors(save.error);
  const [settings, setSettings] = useState({
    title: quiz?.title ?? '',
    passPercent: String(quiz?.pass_percent ?? 70),
    maxAttempts: quiz?.max_attempts === null || quiz === undefined ? '' : String(quiz.max_attempts),
    required: quiz?.required ?? true,
    shuffle: quiz?.shuffle ?? true,
    revealAnswers: quiz?.reveal_answers ?? ('after_pass_or_last_attempt' as RevealAnswers),
  });
  const [questions, setQuestions] = useState<DraftQuestion[]>(() => draftOf(quiz));
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const body = {
      unit_id: unitId,
      title: settings.title,
      pass_percent: Number(settings.passPercent),
      max_attempts: settings.maxAttempts.trim() === '' ? null : Number(settings.maxAttempts),
      required: settings.required,
      shuffle: settings.shuffle,
      reveal_answers: settings.revealAnswers,
      questions: questions.map(({ accepted, options, ...question }) => ({
        ...question,
        options: question.kind === 'single' || question.kind === 'multiple' ? options : [],
        accepted_answers:
          question.kind === 'short'
            ? accepted
                .split(',')
                .map((answer) => answer.trim())
                .filter(Boolean)
            : [],
      })),
    };
    if (check(contract.adminQuizzes.create.body, body)) save.mutate(body);
  };
  return (
    <form noValidate onSubmit={onSubmit} className="space-y-4">
      <FormError error={save.error} />
      {save.isSuccess ? <Alert tone="success">{t('web.admin.quiz.saved')}</Alert> : null}
      <div className="grid gap-4 sm:grid-cols-3">
        <TextField
          label={t('web.admin.quiz.title')}
          name="quiz-title"
          value={settings.title}
          error={errorFor('title')}
          onChange={(event) => setSettings({ ...settings, title: event.target.value })}
        />
        <TextField
          label={t('web.admin.quiz.passPercent')}
          name="pass-percent"
          inputMode="numeric"
          value={settings.passPercent}
          error={errorFor('pass_percent')}
          onChange={(event) => setSettings({ ...settings, passPercent: event.target.value })}
        />
        <TextField
          label={t('web.admin.quiz.maxAttempts')}
          name="max-attempts"
          inputMode="numeric"
          hint={t('web.admin.quiz.maxAttemptsHint')}
          value={settings.maxAttempts}
          error={errorFor('max_attempts')}
          onChange={(event) => setSettings({ ...settings, maxAttempts: event.target.value })}
        />
        <SelectField<RevealAnswers>
          label={t('web.admin.quiz.revealAnswers')}
          name="reveal-answers"
          value={settings.revealAnswers}
          error={errorFor('reveal_answers')}
          onValueChange={(value) => setSettings({ ...settings, revealAnswers: value })}
          options={[
            { value: 'after_pass_or_last_attempt', label: t('web.admin.quiz.revealAfterPassOrLast') },
            { value: 'after_each_attempt', label: t('web.admin.quiz.revealAfterEach') },
          ]}
        />
      </div>
      <div className="flex flex-wrap gap-4 text-sm text-ink-muted">
        <label className="flex items-center gap-2">
          <input
            type="checkbox"
            checked={settings.required}
            onChange={(event) => setSettings({ ...settings, required: event.target.checked })}
          />
          {t('web.admin.quiz.required')}
        </label>
        <label className="flex items-center gap-2">
          <input
            type="checkbox"
            checked={settings.shuffle}
            onChange={(event) => setSettings({ ...settings, shuffle: event.target.checked })}
          />
          {t('web.admin.quiz.shuffle')}
        </label>
      </div>
      {errorFor('questions') ? (
        <p role="alert" className="text-sm text-danger">
          {errorFor('questions')}
        </p>
      ) : null}
      {questions.map((question, index) => (
        <QuizQuestionEditor
          key={question.id}
          question={question}
          index={index}
          error={errorFor}
          onChange={(changed) => setQuestions(questions.map((item, at) => (at === index ? changed : item)))}
          onRemove={() => setQuestions(questions.filter((_, at) => at !== index))}
        />
      ))}
      <div className="flex flex-wrap gap-3">
        <Button variant="secondary" onClick={() => setQuestions([...questions, newQuestion(questions)])}>
          <Plus aria-hidden="true" className="size-4" />
          {t('web.admin.quiz.addQuestion')}
        </Button>
        <Button type="submit" loading={save.isPending}>
          {t('web.admin.quiz.save')}
        </Button>
      </div>
    </form>
  );
}
