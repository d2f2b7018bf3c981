import type { QuizDefinition } from '@ailab/core/contract/learning/quiz.schemas';

/** The public demo quiz: anyone can play it without signing in. Written for this platform. */
export const DEMO_QUIZ: QuizDefinition = {
  title: 'How well do you know AI? A two-minute quiz',
  passPercent: 60,
  maxAttempts: null,
  shuffle: true,
  required: false,
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
      correctOptionIds: ['next'],
      acceptedAnswers: [],
      explanation: 'It predicts likely continuations of text; tools such as search are added on top.',
    },
    {
      id: 'hallucination',
      kind: 'true_false',
      prompt: 'A fluent, confident answer from a model is always correct.',
      points: 1,
      options: [],
      correctOptionIds: ['false'],
      acceptedAnswers: [],
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
      correctOptionIds: ['tools', 'steps'],
      acceptedAnswers: [],
      explanation: 'Agents act: they plan, call tools and take several steps towards a goal.',
    },
    {
      id: 'prompt',
      kind: 'short',
      prompt: 'What is the text you give a model to tell it what to do called?',
      points: 1,
      options: [],
      correctOptionIds: [],
      acceptedAnswers: ['prompt', 'a prompt'],
      explanation: 'A prompt. The course "Prompt engineering basics" shows how to write good ones.',
    },
  ],
};
