// Issue 25, items 8 and 9: the quiz warns before a blank submission and shows a passed quiz's result, not a blank
// form; a completed course says so with its certificate; course URLs take a slug; an unknown course is a not-found
// page; members without the learner role see the public catalogue in their area.
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { axeSource, axeViolations } from './support/axe';
import { chromiumAvailable } from './support/chromium';
import { animationsSettled, enterAs, type Harness, openPage, startHarness } from './support/harness';

/**
 * axe's findings on the page as it is, in light then dark mode: the certificate and the course review are reached
 * only by completing a course, which no demo account has done, so the accessibility suite checks them here.
 */
async function findingsInBothModes(page: Page, ready: () => Promise<void>) {
  const source = await axeSource();
  const found = [];
  for (const mode of ['light', 'dark']) {
    await page.evaluate((colorMode) => localStorage.setItem('colorMode', colorMode), mode);
    await page.reload();
    await ready();
    await page.waitForFunction(() => !document.querySelector('[aria-busy="true"]'));
    await animationsSettled(page);
    found.push(...(await axeViolations(page, source)).map((finding) => ({ mode, ...finding })));
  }
  return found;
}

/** Answers the seeded "Agent evaluation check" right (options are shuffled, so by label). */
async function answerRight(page: Page) {
  const quiz = page.locator('#quiz');
  await quiz.getByLabel('Tuning on it makes the score meaningless').check();
  for (const option of ['Cost per task', 'Unsafe actions taken', 'How it failed'])
    await quiz.getByLabel(option).check();
  await quiz.getByLabel('False', { exact: true }).check();
  await quiz.getByRole('textbox').fill('Baseline');
  await quiz.getByRole('button', { name: 'Submit answers' }).click();
}

describe.skipIf(!chromiumAvailable())('learning as learners expect it', { timeout: 90_000 }, () => {
  let h: Harness;
  beforeAll(async () => {
    h = await startHarness();
  });
  afterAll(async () => {
    await h?.close();
  });

  it('warns about unanswered questions, then shows a passed quiz and the completed course with its certificate', async () => {
    const { context, page } = await openPage(h);
    await enterAs(page, h.origin, 'student@example.com');
    // A course address takes the slug as well as the id.
    await page.goto(`${h.origin}/ailab/my-education/all/evaluating-ai-agents`);
    await page.getByRole('heading', { name: 'Evaluating AI agents', level: 1 }).waitFor();
    await page.getByRole('button', { name: 'Sign up' }).click();
    await page.waitForURL(/\/ailab\/my-education\/mylearning\//);
    // The unit's title is shown once, as its heading.
    await page.getByRole('heading', { name: 'Why demos are not evidence', level: 2 }).waitFor();
    await expect(page.getByText('Why demos are not evidence', { exact: true }).count()).resolves.toBe(2);
    await page.getByRole('button', { name: 'Mark as done' }).click();
    await page.getByRole('heading', { name: 'Building a test set', level: 2 }).waitFor();
    await page.getByRole('button', { name: 'Mark as done' }).click();
    await page.getByText('Pass the quiz below to continue').waitFor();

    const quiz = page.locator('#quiz');
    await quiz.getByRole('button', { name: 'Submit answers' }).click();
    await quiz.getByText('4 questions have no answer.', { exact: false }).waitFor();
    await quiz.getByRole('button', { name: 'Keep answering' }).click();
    await expect(page.getByTestId('quiz-score').count()).resolves.toBe(0);
    await answerRight(page);
    await page.getByTestId('quiz-score').filter({ hasText: 'Passed: 4 of 4 points (100%)' }).waitFor();

    // Coming back, the passed quiz shows its result, not a blank form.
    await page.reload();
    await quiz.getByText('You passed this quiz.', { exact: false }).waitFor();
    await quiz.getByTestId('quiz-score').filter({ hasText: 'Passed' }).waitFor();
    await expect(quiz.getByRole('button', { name: 'Submit answers' }).count()).resolves.toBe(0);

    await page.goto(`${h.origin}/ailab/my-education/all/evaluating-ai-agents`);
    await page.getByText('Completed', { exact: true }).first().waitFor();
    await expect(page.getByRole('link', { name: 'View certificate' }).count()).resolves.toBeGreaterThan(0);
    await expect(page.getByText('Review the course').count()).resolves.toBe(0);
    await page.goto(`${h.origin}/ailab/my-education/mylearning`);
    const certificates = page.locator('#my-certificates');
    await certificates.getByText('Evaluating AI agents').waitFor();
    await expect(certificates.getByText(/^AIL(-[0-9A-Z]{4}){3}$/).count()).resolves.toBe(1);

    // "Save review" waits for a rating, and says so.
    const url = new URL(page.url());
    const courseId = await page.evaluate(async () => {
      const answer = await fetch('/v2/api/open/course', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ slug: 'evaluating-ai-agents' }),
      });
      return ((await answer.json()) as { course: { id: string } }).course.id;
    });
    await page.goto(`${url.origin}/ailab/my-education/mylearning/review-study?course=${courseId}`);
    const save = page.getByRole('button', { name: 'Save review' });
    await save.waitFor();
    await expect(save.isDisabled()).resolves.toBe(true);
    await page.getByText('Choose a rating from one to five stars to save your review.').waitFor();
    expect(await findingsInBothModes(page, () => save.waitFor())).toEqual([]);

    // The certificate page, printable, with its public check.
    await page.goto(`${url.origin}/ailab/my-education/mylearning/complete-study?course=${courseId}`);
    const check = page.getByRole('link', { name: 'Public check page' });
    await check.waitFor();
    expect(await findingsInBothModes(page, () => check.waitFor())).toEqual([]);
    await context.close();
  });

  it('answers an unknown course with a not-found page and shows the catalogue to members without the learner role', async () => {
    const { context, page } = await openPage(h);
    await enterAs(page, h.origin, 'research@example.com');
    await page.goto(`${h.origin}/ailab/my-education/all/no-such-course`);
    await page.getByText('No course at this address').waitFor();
    expect(new URL(page.url()).pathname).toBe('/ailab/my-education/all/no-such-course');
    await expect(page.title()).resolves.toBe('No course at this address · AI Lab');

    await page.goto(`${h.origin}/ailab/my-education/all`);
    await page
      .getByRole('link', { name: /Evaluating AI agents/ })
      .first()
      .waitFor();
    await expect(page.getByText(/permission/i).count()).resolves.toBe(0);
    await context.close();
  });
});
