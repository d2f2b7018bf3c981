import type { QuizDefinition } from '@ailab/core/contract/learning/quiz.schemas';

/** The public demo quiz: anyone can play it without signing in. Written for this platform. */
export const DEMO_QUIZ: QuizDefinition = {
  title: 'How well do you know AI? A two-minute quiz',
  pass_percent: 60,
  max_attempts: null,
  shuffle: true,
  required: false,
  // The open demo has no attempt limit and nothing at stake: its key comes with every graded try.
  reveal_answers: 'after_each_attempt',
  questions: [
    {
      id: 'llm',
      kind: 'single',
      prompt: 'What does a large language model do, at its core?',
      points: 1,
      options: [
        { id: 'next', text: 'Predicts the next piece of text' },
        { id: 'search', text: 'Searches the internet for every answer' },
        { id: 'rules', text: 'Follows hand-written rules' },
      ],
      correct_option_ids: ['next'],
      accepted_answers: [],
      explanation: 'It predicts likely continuations of text; tools such as search are added on top.',
    },
    {
      id: 'hallucination',
      kind: 'true_false',
      prompt: 'A fluent, confident answer from a model is always correct.',
      points: 1,
      options: [],
      correct_option_ids: ['false'],
      accepted_answers: [],
      explanation: 'Models can state false things fluently ("hallucinate"); check what matters.',
    },
    {
      id: 'agent',
      kind: 'multiple',
      prompt: 'Which make an AI system an "agent"?',
      points: 1,
      options: [
        { id: 'tools', text: 'It can use tools' },
        { id: 'steps', text: 'It plans and takes several steps' },
        { id: 'color', text: 'It has a colourful interface' },
      ],
      correct_option_ids: ['tools', 'steps'],
      accepted_answers: [],
      explanation: 'Agents act: they plan, call tools and take several steps towards a goal.',
    },
    {
      id: 'prompt',
      kind: 'short',
      prompt: 'What is the text you give a model to tell it what to do called?',
      points: 1,
      options: [],
      correct_option_ids: [],
      accepted_answers: ['prompt', 'a prompt'],
      explanation: 'A prompt. The course "Prompt engineering basics" shows how to write good ones.',
    },
  ],
};
