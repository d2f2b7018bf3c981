import { z } from 'zod';
import { IsoDateTime } from '../schemas/fields';
import { singleLineText } from '../schemas/single-line-text';
import { IdField, TitleField } from './course.schemas';

/** Question kinds: one right option, several right options, true or false, or a typed short answer. */
export const QUESTION_KINDS = ['single', 'multiple', 'true_false', 'short'] as const;
export type QuestionKind = (typeof QUESTION_KINDS)[number];

/**
 * When a learner sees the answer key (correct options, accepted answers, explanations) of a submitted attempt:
 * only once they passed or have no attempt left (the default), or after every attempt — the latter only while the
 * quiz limits attempts (with unlimited attempts the key waits for a pass, so nobody passes by copying it).
 */
export const REVEAL_ANSWERS = ['after_pass_or_last_attempt', 'after_each_attempt'] as const;
export type RevealAnswers = (typeof REVEAL_ANSWERS)[number];

/** The fixed option ids of a true/false question. */
export const TRUE_FALSE_OPTIONS = ['true', 'false'] as const;

const OptionIdField = z
  .string()
  .trim()
  .min(1)
  .max(32)
  .regex(/^[A-Za-z0-9_-]+$/);

export const QuizOptionSchema = z.strictObject({
  id: OptionIdField,
  text: singleLineText().trim().min(1).max(500),
});

/** A question with its answer key, as administrators write it. */
export const QuestionWithKeySchema = z
  .strictObject({
    id: OptionIdField,
    kind: z.enum(QUESTION_KINDS),
    prompt: z.string().trim().min(1).max(2000),
    points: z.number().int().min(1).max(100).default(1),
    /** Choices of `single` and `multiple`; `true_false` uses the fixed ids `true` and `false`; `short` has none. */
    options: z.array(QuizOptionSchema).max(10).default([]),
    correct_option_ids: z.array(OptionIdField).max(10).default([]),
    /** Accepted answers of a `short` question, compared ignoring case and repeated spaces. */
    accepted_answers: z.array(singleLineText().trim().min(1).max(200)).max(20).default([]),
    explanation: z.string().trim().max(2000).default(''),
  })
  .superRefine((question, ctx) => {
    const ids = new Set(question.options.map((option) => option.id));
    const issue = (path: string, message: string) => ctx.addIssue({ code: 'custom', path: [path], message });
    if (ids.size !== question.options.length) issue('options', 'option ids must be unique');
    if (question.kind === 'single' || question.kind === 'multiple') {
      if (question.options.length < 2) issue('options', 'at least two options');
      if (question.correct_option_ids.some((id) => !ids.has(id)))
        issue('correct_option_ids', 'every correct option must be one of the options');
      if (question.kind === 'single' && question.correct_option_ids.length !== 1)
        issue('correct_option_ids', 'exactly one correct option');
      if (question.kind === 'multiple' && question.correct_option_ids.length < 1)
        issue('correct_option_ids', 'at least one correct option');
    }
    if (question.kind === 'true_false') {
      if (question.options.length > 0) issue('options', 'true/false questions have no options');
      const [answer, ...rest] = question.correct_option_ids;
      if (rest.length > 0 || (answer !== 'true' && answer !== 'false'))
        issue('correct_option_ids', 'either "true" or "false"');
    }
    if (question.kind === 'short') {
      if (question.options.length > 0) issue('options', 'short-answer questions have no options');
      if (question.accepted_answers.length < 1) issue('accepted_answers', 'at least one accepted answer');
    }
  });
export type QuestionWithKey = z.output<typeof QuestionWithKeySchema>;

/** A quiz's settings and questions, as `edu/quiz/create` takes them and course files hold them. */
export const QuizDefinitionFields = {
  title: TitleField,
  /** The percentage of points needed to pass. */
  pass_percent: z.number().int().min(0).max(100).default(70),
  /** `null`: unlimited attempts; the best attempt counts. */
  max_attempts: z.number().int().min(1).max(100).nullable().default(null),
  shuffle: z.boolean().default(true),
  /** Must be passed before the unit counts as done and the next unit opens. */
  required: z.boolean().default(false),
  reveal_answers: z.enum(REVEAL_ANSWERS).default('after_pass_or_last_attempt'),
  questions: z
    .array(QuestionWithKeySchema)
    .min(1)
    .max(100)
    .superRefine((questions, ctx) => {
      if (new Set(questions.map((question) => question.id)).size !== questions.length)
        ctx.addIssue({ code: 'custom', message: 'question ids must be unique' });
    }),
};
export const QuizDefinitionSchema = z.strictObject(QuizDefinitionFields);
export type QuizDefinition = z.output<typeof QuizDefinitionSchema>;

/** A quiz with its key, for its administrators. */
export const QuizWithKeySchema = z.object({
  id: z.string(),
  course_id: z.string().nullable(),
  unit_id: z.string().nullable(),
  title: z.string(),
  pass_percent: z.number(),
  max_attempts: z.number().nullable(),
  shuffle: z.boolean(),
  required: z.boolean(),
  reveal_answers: z.enum(REVEAL_ANSWERS),
  max_points: z.number(),
  questions: z.array(
    z.object({
      id: z.string(),
      kind: z.enum(QUESTION_KINDS),
      prompt: z.string(),
      points: z.number(),
      options: z.array(z.object({ id: z.string(), text: z.string() })),
      correct_option_ids: z.array(z.string()),
      accepted_answers: z.array(z.string()),
      explanation: z.string(),
    }),
  ),
  updated_at: IsoDateTime,
});
export type QuizWithKey = z.infer<typeof QuizWithKeySchema>;

/** A question as a learner sees it before submitting: no key, no explanation. */
export const QuestionForLearnerSchema = z.object({
  id: z.string(),
  kind: z.enum(QUESTION_KINDS),
  prompt: z.string(),
  points: z.number(),
  options: z.array(z.object({ id: z.string(), text: z.string() })),
});

/** One answer: the chosen option ids, or the typed text of a short answer. */
export const QuizAnswerSchema = z.strictObject({
  question_id: OptionIdField,
  option_ids: z.array(OptionIdField).max(10).default([]),
  text: z.string().max(500).default(''),
});
export type QuizAnswer = z.output<typeof QuizAnswerSchema>;
export const QuizAnswersField = z.array(QuizAnswerSchema).max(100);

/**
 * How one question of a submitted attempt went. The key (`correct_option_ids`, `accepted_answers`,
 * `explanation`) is empty while the quiz's `reveal_answers` setting withholds it; `correct` is always told.
 */
export const QuestionFeedbackSchema = z.object({
  question_id: z.string(),
  prompt: z.string(),
  correct: z.boolean(),
  points: z.number(),
  earned: z.number(),
  your_option_ids: z.array(z.string()),
  your_text: z.string(),
  correct_option_ids: z.array(z.string()),
  accepted_answers: z.array(z.string()),
  options: z.array(z.object({ id: z.string(), text: z.string() })),
  explanation: z.string(),
});
export type QuestionFeedback = z.infer<typeof QuestionFeedbackSchema>;

/** A graded attempt. */
export const GradedAttemptSchema = z.object({
  score: z.number(),
  max_score: z.number(),
  percent: z.number(),
  passed: z.boolean(),
  /** false: the answer key is withheld (the learner may try again); each question still says if it was right. */
  key_shown: z.boolean(),
  feedback: z.array(QuestionFeedbackSchema),
});
export type GradedAttempt = z.infer<typeof GradedAttemptSchema>;

/** One stored attempt, without its feedback. */
export const AttemptSummarySchema = z.object({
  attempt_no: z.number(),
  score: z.number(),
  max_score: z.number(),
  percent: z.number(),
  passed: z.boolean(),
  submitted_at: IsoDateTime,
});

/** Where a learner stands on one quiz: attempts used and left, best score (the one that counts). */
export const QuizStandingSchema = z.object({
  attempts_used: z.number(),
  /** `null`: unlimited. */
  attempts_left: z.number().nullable(),
  best_percent: z.number().nullable(),
  passed: z.boolean(),
});
export type QuizStanding = z.infer<typeof QuizStandingSchema>;

/** A quiz as a learner takes it. */
export const LearnerQuizSchema = z.object({
  id: z.string(),
  unit_id: z.string().nullable(),
  course_id: z.string().nullable(),
  title: z.string(),
  pass_percent: z.number(),
  max_attempts: z.number().nullable(),
  required: z.boolean(),
  max_points: z.number(),
  questions: z.array(QuestionForLearnerSchema),
  standing: QuizStandingSchema,
});
export type LearnerQuiz = z.infer<typeof LearnerQuizSchema>;

export const QuizSubmitBody = z.strictObject({
  quiz_id: IdField,
  answers: QuizAnswersField,
  /** Appear on the public leaderboard (first name and initial only). Kept until changed. */
  show_on_leaderboard: z.boolean().optional(),
});

export const QuizSubmitResultSchema = GradedAttemptSchema.extend({
  attempt_no: z.number(),
  submitted_at: IsoDateTime,
  standing: QuizStandingSchema,
  unit_done: z.boolean(),
  course_completed: z.boolean(),
  certificate_code: z.string().nullable(),
});
export type QuizSubmitResult = z.infer<typeof QuizSubmitResultSchema>;

export const QuizResultSchema = z.object({
  quiz_id: z.string(),
  title: z.string(),
  attempts: z.array(AttemptSummarySchema),
  standing: QuizStandingSchema,
  /** The best attempt graded again with the key; null before the first attempt. */
  best: GradedAttemptSchema.extend({ attempt_no: z.number() }).nullable(),
});
export type QuizResult = z.infer<typeof QuizResultSchema>;

export const LeaderboardSchema = z.object({
  quiz_id: z.string().nullable(),
  items: z.array(
    z.object({ rank: z.number(), name: z.string(), points: z.number(), quizzes_passed: z.number() }),
  ),
  /** Every quiz with a board of its own (quizzes of published courses), for a picker: by course, then quiz title. */
  quizzes: z.array(z.object({ id: z.string(), title: z.string(), course_title: z.string() })),
});
export type Leaderboard = z.infer<typeof LeaderboardSchema>;

export const DemoQuizResultSchema = z.object({
  quiz: z.object({
    id: z.string(),
    title: z.string(),
    pass_percent: z.number(),
    max_points: z.number(),
    questions: z.array(QuestionForLearnerSchema),
  }),
  result: GradedAttemptSchema.nullable(),
});
