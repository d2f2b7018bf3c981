import type { GradedAttempt } from '@ailab/core/contract/learning/quiz.schemas';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ServicesProvider } from '../../../app/providers/services-provider';
import { createTestServices } from '../../../testing/test-services';
import { QuizFeedback } from './quiz-feedback';

function attempt(keyShown: boolean): GradedAttempt {
  return {
    score: 0,
    max_score: 1,
    percent: 0,
    passed: false,
    key_shown: keyShown,
    feedback: [
      {
        question_id: 'q1',
        prompt: 'Name for a fixed test set',
        correct: false,
        points: 1,
        earned: 0,
        your_option_ids: [],
        your_text: 'dataset',
        correct_option_ids: [],
        accepted_answers: keyShown ? ['benchmark'] : [],
        options: [],
        explanation: keyShown ? 'A benchmark.' : '',
      },
    ],
  };
}

const renderFeedback = (keyShown: boolean) =>
  render(
    <ServicesProvider services={createTestServices()}>
      <QuizFeedback attempt={attempt(keyShown)} passPercent={75} />
    </ServicesProvider>,
  );

describe('QuizFeedback', () => {
  it('shows the correct answer and explanation when the attempt carries the key', () => {
    renderFeedback(true);
    expect(screen.getByText(/Correct answer/)).toBeTruthy();
    expect(screen.getByText(/benchmark$/)).toBeTruthy();
    expect(screen.getByText('A benchmark.')).toBeTruthy();
  });

  it('says the key is withheld and shows no correct answer when it does not', () => {
    renderFeedback(false);
    expect(screen.queryByText(/Correct answer/)).toBeNull();
    expect(screen.getByText(/shown once you pass or have no attempt left/)).toBeTruthy();
    expect(screen.getByLabelText('Incorrect')).toBeTruthy();
    expect(screen.getByText(/dataset/)).toBeTruthy();
  });
});
