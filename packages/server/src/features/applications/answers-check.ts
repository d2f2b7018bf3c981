import type { AnswerValueType } from '@ailab/core/contract/applications/application.schemas';
import {
  LONG_ANSWER_MAX,
  type Question,
  SHORT_ANSWER_MAX,
} from '@ailab/core/contract/applications/programme.schemas';
import { isHttpUrl } from '@ailab/core/contract/schemas/http-url';
import { isSingleLine } from '@ailab/core/contract/schemas/single-line-text';
import type { FieldIssue } from '@ailab/core/errors/error-body';
import type { TFunction } from 'i18next';
import { AppError } from '../../http/app-error';

function issue(t: TFunction, field: string, code: string): FieldIssue {
  return { field, code, message: t(`applications:answers.${code}`, { field }) };
}

function problemOf(question: Question, value: AnswerValueType): string | undefined {
  if (value === null) return undefined;
  const choices = new Set((question.choices ?? []).map((choice) => choice.value));
  switch (question.kind) {
    case 'text':
      return typeof value !== 'string' || value.length > SHORT_ANSWER_MAX || !isSingleLine(value)
        ? 'invalid_text'
        : undefined;
    case 'long_text':
      return typeof value !== 'string' || value.length > LONG_ANSWER_MAX ? 'invalid_text' : undefined;
    case 'url':
      return typeof value !== 'string' || (value !== '' && !isHttpUrl(value)) ? 'invalid_url' : undefined;
    case 'number':
      return typeof value !== 'number' ? 'invalid_number' : undefined;
    case 'choice':
      return typeof value !== 'string' || (value !== '' && !choices.has(value))
        ? 'invalid_choice'
        : undefined;
    case 'multi_choice':
      return !Array.isArray(value) || value.some((item) => !choices.has(item)) ? 'invalid_choice' : undefined;
    case 'file':
      return 'file_by_upload';
  }
}

/**
 * Checks an autosave's answers against the programme's questions: an answer to a question that does not
 * exist, or of the wrong kind, is a 400 naming `answers.<id>`; nothing is stored then.
 */
export function checkAnswers(
  questions: readonly Question[],
  answers: Record<string, AnswerValueType>,
  t: TFunction,
): void {
  const byId = new Map(questions.map((question) => [question.id, question]));
  const issues: FieldIssue[] = [];
  for (const [id, value] of Object.entries(answers)) {
    const question = byId.get(id);
    const problem = question ? problemOf(question, value) : 'unknown_question';
    if (problem) issues.push(issue(t, `answers.${id}`, problem));
  }
  if (issues.length > 0) throw new AppError('VALIDATION_FAILED', { fields: issues });
}

function isAnswered(value: AnswerValueType | undefined): boolean {
  if (value === undefined || value === null) return false;
  if (typeof value === 'string') return value.trim() !== '';
  if (Array.isArray(value)) return value.length > 0;
  return true;
}

/** The required questions not yet answered; a file question is answered by an attachment. */
export function missingAnswers(
  questions: readonly Question[],
  answers: Record<string, AnswerValueType>,
  attachedQuestions: ReadonlySet<string>,
): string[] {
  return questions
    .filter((question) => question.required)
    .filter((question) =>
      question.kind === 'file' ? !attachedQuestions.has(question.id) : !isAnswered(answers[question.id]),
    )
    .map((question) => question.id);
}
