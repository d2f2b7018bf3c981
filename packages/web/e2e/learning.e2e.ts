import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chromiumAvailable } from './support/chromium';
import {
  elementsPastRightEdge,
  enterAs,
  type Harness,
  openPage,
  PHONE,
  screenshot,
  startHarness,
} from './support/harness';

/** Answers the seeded "Agent evaluation check" (options are shuffled, so by label). */
async function answerQuiz(page: Page, right: boolean) {
  const quiz = page.locator('#quiz');
  await quiz.getByLabel(right ? 'Tuning on it makes the score meaningless' : 'It makes runs faster').check();
  for (const option of right
    ? ['Cost per task', 'Unsafe actions taken', 'How it failed']
    : ['The font of the report'])
    await quiz.getByLabel(option).check();
  await quiz.getByLabel(right ? 'False' : 'True', { exact: true }).check();
  await quiz.getByRole('textbox').fill(right ? 'Baseline' : 'benchmark');
  await quiz.getByRole('button', { name: 'Submit answers' }).click();
}

describe.skipIf(!chromiumAvailable())('AI learning in the browser', { timeout: 90_000 }, () => {
  let h: Harness;
  let courseId: string;
  beforeAll(async () => {
    h = await startHarness();
    const answer = await fetch(`${h.origin}/v2/api/open/course`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ slug: 'evaluating-ai-agents' }),
    });
    courseId = ((await answer.json()) as { course: { id: string } }).course.id;
  });
  afterAll(async () => {
    await h?.close();
  });

  it('a student enrols, studies every unit, fails then passes the quiz, and verifies the certificate', async () => {
    const { context, page } = await openPage(h);
    await enterAs(page, h.origin, 'student@example.com');
    await page.goto(`${h.origin}/ailab/my-education/all/${courseId}`);
    await page.getByRole('heading', { name: 'Evaluating AI agents' }).waitFor();
    await page.getByRole('button', { name: 'Sign up' }).click();
    await page.waitForURL(/\/ailab\/my-education\/mylearning\//);

    // Unit 2 and 3 are locked until the earlier ones are done.
    await page.getByRole('heading', { name: 'Why demos are not evidence', level: 2 }).waitFor();
    await expect(page.getByRole('button', { name: /Reading results honestly/ }).isDisabled()).resolves.toBe(
      true,
    );
    // Marking a unit done opens the next one.
    await page.getByRole('button', { name: 'Mark as done' }).click();
    await page.getByRole('heading', { name: 'Building a test set', level: 2 }).waitFor();
    await page.getByRole('button', { name: 'Mark as done' }).click();
    await page.getByRole('heading', { name: 'Reading results honestly', level: 2 }).waitFor();
    await page.getByText('Pass the quiz below to continue').waitFor();

    await answerQuiz(page, false);
    await page.getByTestId('quiz-score').filter({ hasText: 'Not passed yet' }).waitFor();
    // Issue 18, item 17: with attempts left the key is withheld; right or wrong per question is still shown.
    await page.getByText('The answers are shown once you pass or have no attempt left.').waitFor();
    await expect(page.getByText(/Correct answer:/).count()).resolves.toBe(0);
    await page.getByRole('button', { name: 'Try again' }).click();
    await answerQuiz(page, true);
    await page.getByTestId('quiz-score').filter({ hasText: 'Passed: 4 of 4 points (100%)' }).waitFor();
    await page.getByText('Course completed. Well done!').waitFor();
    await screenshot(page, 'learning-study-player');

    await page.getByRole('link', { name: 'View certificate' }).click();
    const code = (await page.getByTestId('certificate-code').textContent()) ?? '';
    expect(code).toMatch(/^AIL(-[0-9A-Z]{4}){3}$/);
    await expect(page.getByTestId('certificate').textContent()).resolves.toContain('Evaluating AI agents');
    await screenshot(page, 'learning-certificate');

    // Anyone can check it, signed in or not.
    const visitor = await openPage(h);
    await visitor.page.goto(`${h.origin}/education/certificate`);
    await visitor.page.getByLabel('Verification code').fill(code.toLowerCase());
    await visitor.page.getByRole('button', { name: 'Check', exact: true }).click();
    await visitor.page.getByText('This certificate is genuine.').waitFor();
    await expect(visitor.page.getByTestId('certificate').textContent()).resolves.toContain('Sofía');
    await visitor.page.getByLabel('Verification code').fill('AIL-AAAA-BBBB-CCCC');
    await visitor.page.getByRole('button', { name: 'Check', exact: true }).click();
    await visitor.page.getByText('No certificate has this code.').waitFor();
    await visitor.context.close();

    // The review screen shows my best answers with the correct ones, and takes a rating.
    await page.getByRole('link', { name: 'Review the course' }).click();
    await page.getByText('Rate this course').waitFor();
    await page.locator('label').filter({ hasText: '5 stars' }).click();
    await page.getByRole('button', { name: 'Save review' }).click();
    await page.getByText('Thank you, your review is saved.').waitFor();
    await context.close();
  });

  it('an administrator builds a course with a quiz and publishes it', async () => {
    const { context, page } = await openPage(h);
    await enterAs(page, h.origin, 'staff@example.com');
    await page.goto(`${h.origin}/admin/education-administration`);
    await page.getByRole('table', { name: 'Courses' }).getByText('Responsible AI').waitFor();
    // The chart compares the most enrolled courses, with the demo's learners and the student above,
    // who completed this one: its table shows the course's stored counts.
    const chart = page.getByRole('figure', { name: 'Enrolment and completion' });
    await chart.locator('.chart-bar').first().waitFor();
    await chart.getByText('View as table').click();
    const counts = await h.server.server.ctx.db
      .selectFrom('courses')
      .select(['enrolled_count', 'completed_count'])
      .where('title', '=', 'Evaluating AI agents')
      .executeTakeFirstOrThrow();
    expect(counts.completed_count).toBeGreaterThanOrEqual(1);
    await expect(
      chart
        .getByRole('row', { name: /Evaluating AI agents/ })
        .getByRole('cell')
        .allTextContents(),
    ).resolves.toEqual([String(counts.enrolled_count), String(counts.completed_count)]);
    await screenshot(page, 'learning-admin-chart');
    await page.getByLabel('Title', { exact: true }).fill('Agents in production');
    await page.getByLabel('Slug', { exact: true }).fill('Bad Slug');
    await page.getByRole('button', { name: 'Create draft' }).click();
    await page.getByText('Slug has the wrong format').waitFor();
    await page.getByLabel('Slug', { exact: true }).fill('agents-in-production');
    await page.getByRole('button', { name: 'Create draft' }).click();
    await page.waitForURL(/\/admin\/education-administration\/course\//);
    await expect(page.getByTestId('course-state').textContent()).resolves.toBe('draft');

    await page.getByLabel('Summary').fill('Running agents safely once the demo is over.');
    await page.getByRole('button', { name: 'Save', exact: true }).first().click();
    await page.getByText('Saved.').first().waitFor();
    await page.getByLabel('New unit title').fill('Monitoring');
    await page.getByRole('button', { name: 'Add unit' }).click();
    await page.getByLabel('Unit title', { exact: true }).waitFor();
    await page
      .getByRole('textbox', { name: 'Content (Markdown)' })
      .fill('## Monitoring\nLog every tool call.');
    await page.getByRole('button', { name: 'Save unit' }).click();
    await page.getByText('Saved.').last().waitFor();

    await page.getByLabel('Quiz title').fill('Monitoring check');
    await page.getByRole('button', { name: 'Add question' }).click();
    await page.getByLabel('Question', { exact: true }).fill('What should you log?');
    const options = page.getByLabel('Option text');
    await options.nth(0).fill('Every tool call');
    await options.nth(1).fill('Nothing');
    await page.getByLabel('“Every tool call” is correct').check();
    await expect(page.getByLabel('Show the answer key').inputValue()).resolves.toBe(
      'after_pass_or_last_attempt',
    );
    await page.getByLabel('Show the answer key').selectOption('after_each_attempt');
    await page.getByRole('button', { name: 'Save quiz' }).click();
    await page.getByRole('button', { name: /Monitoring · Has a quiz/ }).waitFor();
    await expect(page.getByLabel('Show the answer key').inputValue()).resolves.toBe('after_each_attempt');

    await page.getByRole('button', { name: 'Publish' }).click();
    await page.getByTestId('course-state').filter({ hasText: 'published' }).waitFor();

    // Enrol learners by email: check first (nothing written), then enrol; the refusals name the reason.
    await page
      .getByLabel('Email addresses')
      .fill('student@example.com\nresearch@example.com, nobody@example.com');
    await page.getByText('3 to enrol').waitFor();
    await page.getByRole('button', { name: 'Check' }).click();
    await page
      .getByText('Check only, nothing changed: would enrol 1, re-enrol 0; 0 already enrolled; 2 would fail.')
      .waitFor();
    await page.getByText('research@example.com does not have the AI Learning role').waitFor();
    await page.getByRole('button', { name: 'Enrol', exact: true }).click();
    await page.getByText('Enrolled 1, re-enrolled 0, already enrolled 0, could not enrol 2.').waitFor();
    await expect(page.getByLabel('Email addresses').inputValue()).resolves.toBe(
      'research@example.com\nnobody@example.com',
    );
    // The box gives the missing role with the enrolment; the unknown address still fails.
    await page.getByLabel('Give the AI Learning role to those without it').check();
    await page.getByText('2 to enrol. Anyone without the AI Learning role is given it.').waitFor();
    await page.getByRole('button', { name: 'Enrol', exact: true }).click();
    await page.getByText('Enrolled 1, re-enrolled 0, already enrolled 0, could not enrol 1.').waitFor();
    await expect(page.getByLabel('Email addresses').inputValue()).resolves.toBe('nobody@example.com');
    await page.getByRole('table', { name: 'Learners' }).getByText('student@example.com').waitFor();
    await screenshot(page, 'learning-admin-editor');
    // Withdrawing asks first; the learner then stays listed, withdrawn, with nothing left to withdraw.
    const studentRow = page
      .getByRole('table', { name: 'Learners' })
      .getByRole('row')
      .filter({ hasText: 'student@example.com' });
    await studentRow.getByRole('button', { name: /^Withdraw / }).click();
    const question = page.getByRole('alertdialog');
    await question.getByText('Units done and quiz attempts are kept', { exact: false }).waitFor();
    await question.getByRole('button', { name: 'Withdraw', exact: true }).click();
    await studentRow.getByText('Withdrawn', { exact: true }).waitFor();
    await expect.poll(() => studentRow.getByRole('button').count()).toBe(0);
    const visitor = await openPage(h);
    await visitor.page.goto(`${h.origin}/education/all`);
    await visitor.page.getByRole('link', { name: 'Agents in production' }).waitFor();
    await visitor.context.close();
    await context.close();
  });

  it("the leaderboard's quiz picker changes the board and the URL, which links back to it", async () => {
    const board = async (body: object) =>
      (await (
        await fetch(`${h.origin}/v2/api/open/quiz/leaders`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ limit: 50, ...body }),
        })
      ).json()) as {
        items: { name: string; points: number }[];
        quizzes: { id: string; title: string; course_title: string }[];
      };
    const overall = await board({});
    // A quiz whose board differs from the overall one (the demo's learners passed several quizzes).
    let chosen: { id: string; label: string; names: string[] } | undefined;
    for (const quiz of overall.quizzes) {
      const names = (await board({ quiz_id: quiz.id })).items.map((item) => item.name);
      if (names.length > 0 && names.join() !== overall.items.map((item) => item.name).join()) {
        chosen = { id: quiz.id, label: `${quiz.course_title}: ${quiz.title}`, names };
        break;
      }
    }
    if (!chosen) throw new Error('the demo data has no quiz board that differs from the overall one');

    const { context, page } = await openPage(h);
    await page.goto(`${h.origin}/education/leaders`);
    const table = page.getByRole('table', { name: 'Quiz leaderboard' });
    await table.getByRole('columnheader', { name: 'Quizzes passed' }).waitFor();
    await page.getByLabel('Quiz', { exact: true }).selectOption({ label: chosen.label });
    await expect.poll(() => new URL(page.url()).searchParams.get('quiz')).toBe(chosen.id);
    const names = () => table.locator('tbody tr td:nth-child(2)').allTextContents();
    await expect.poll(names).toEqual(chosen.names);
    expect(await table.getByRole('columnheader', { name: 'Quizzes passed' }).count()).toBe(0);

    // The URL is the link: loaded afresh, it shows the same quiz's board.
    await page.reload();
    await expect.poll(names).toEqual(chosen.names);
    expect(await page.getByLabel('Quiz', { exact: true }).inputValue()).toBe(chosen.id);
    await context.close();
  });

  it('shows the course page and study player without overflow on a phone, light and dark', async () => {
    const { context, page } = await openPage(h, PHONE);
    await page.goto(`${h.origin}/education/all/${courseId}`);
    await page.getByRole('heading', { name: 'Evaluating AI agents' }).waitFor();
    await expect(elementsPastRightEdge(page)).resolves.toEqual([]);
    await screenshot(page, 'learning-course-phone-light');
    await page.evaluate(() => document.documentElement.classList.add('dark'));
    await screenshot(page, 'learning-course-phone-dark');
    await context.close();

    const admin = await openPage(h, PHONE);
    await enterAs(admin.page, h.origin, 'staff@example.com');
    await admin.page.goto(`${h.origin}/admin/education-administration`);
    await admin.page
      .getByRole('figure', { name: 'Enrolment and completion' })
      .locator('.chart-bar')
      .first()
      .waitFor();
    await admin.page.getByRole('link', { name: 'Responsible AI' }).waitFor();
    await expect(elementsPastRightEdge(admin.page)).resolves.toEqual([]);
    await screenshot(admin.page, 'learning-admin-phone-light');
    await admin.page.evaluate(() => document.documentElement.classList.add('dark'));
    await screenshot(admin.page, 'learning-admin-phone-dark');
    await admin.context.close();
  });
});
