import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { axeSource, axeViolations } from './support/axe';
import { chromiumAvailable } from './support/chromium';
import {
  animationsSettled,
  elementsPastRightEdge,
  enterAs,
  type Harness,
  openPage,
  PHONE,
  screenshot,
  startHarness,
} from './support/harness';

describe.skipIf(!chromiumAvailable())('AI maturity assessment in the browser', { timeout: 180_000 }, () => {
  let h: Harness;
  beforeAll(async () => {
    h = await startHarness();
  });
  afterAll(async () => {
    await h?.close();
  });

  it('takes a visitor through every step (resuming after a reload) to a result they save to an account', async () => {
    const { context, page } = await openPage(h, PHONE);
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: h.origin });
    await page.goto(`${h.origin}/ai-maturity-report`);
    await page.getByRole('heading', { name: 'AI maturity assessment' }).waitFor();
    await page.getByRole('button', { name: 'Start the assessment' }).click();
    await page.getByText('Choose your industry and organisation size to start.').first().waitFor();
    await page.getByLabel('Industry').selectOption('software');
    await page.getByLabel('Organisation size').selectOption('11-50');
    await page.getByRole('button', { name: 'Start the assessment' }).click();

    const dimensions = ['Strategy', 'Data', 'People and skills', 'Technology', 'Governance and risk'];
    for (const [index, title] of dimensions.entries()) {
      await page.getByTestId('maturity-dimension').filter({ hasText: title }).waitFor();
      expect(await elementsPastRightEdge(page)).toEqual([]);
      if (index === 0) {
        // "Next" with a question unanswered is refused, naming what is missing.
        await page.getByRole('button', { name: 'Next' }).click();
        await page.getByText('Answer every question of this step to go on.').waitFor();
        await screenshot(page, 'maturity-step-phone');
      }
      if (index === 2) {
        // Progress is saved at every step: a reload resumes at the first open step.
        await page.reload();
        await page.getByTestId('maturity-dimension').filter({ hasText: title }).waitFor();
        await page.getByRole('button', { name: 'Back' }).click();
        await page.getByTestId('maturity-dimension').filter({ hasText: 'Data' }).waitFor();
        expect(await page.getByRole('radio', { name: 'Mostly', checked: true }).count()).toBe(4);
        await page.getByRole('button', { name: 'Next' }).click();
        await page.getByTestId('maturity-dimension').filter({ hasText: title }).waitFor();
      }
      const groups = page.locator('fieldset');
      const count = await groups.count();
      expect(count).toBe(4);
      for (let q = 0; q < count; q += 1) await groups.nth(q).getByRole('radio', { name: 'Mostly' }).check();
      await page
        .getByRole('button', { name: index === dimensions.length - 1 ? 'See my result' : 'Next' })
        .click();
    }

    await expect.poll(() => page.getByTestId('maturity-overall').textContent()).toBe('Scaling');
    await page.getByText('Level 4 of 5 · 75 out of 100').waitFor();
    // The seeded demo assessments of the same industry and size make the comparison show.
    await page.getByText(/Compared with 13 assessments in Software and IT services/).waitFor();
    await page.getByRole('figure').first().waitFor();
    await page.getByRole('heading', { name: 'Strategy: level 4, Scaling' }).waitFor();
    await page.getByRole('link', { name: 'industry reports' }).first().waitFor();
    expect(await elementsPastRightEdge(page)).toEqual([]);
    const source = await axeSource();
    expect(await axeViolations(page, source)).toEqual([]);
    await screenshot(page, 'maturity-result-phone-light');
    // Dark, as a visitor who chose it gets it: from the first paint (the result is kept in this browser).
    await page.evaluate(() => localStorage.setItem('colorMode', 'dark'));
    await page.reload();
    await expect.poll(() => page.getByTestId('maturity-overall').textContent()).toBe('Scaling');
    await page.getByRole('figure').first().waitFor();
    expect(await page.evaluate(() => document.documentElement.classList.contains('dark'))).toBe(true);
    await animationsSettled(page);
    expect(await axeViolations(page, source)).toEqual([]);
    await screenshot(page, 'maturity-result-phone-dark');

    await page.getByRole('button', { name: 'Copy private link' }).click();
    await page.getByText('Link copied').waitFor();
    const link = await page.getByTestId('maturity-link').inputValue();
    expect(link).toMatch(/\/ai-maturity-report#ailab_mat_/);
    await page.getByText('Sign in to save this result to your account').waitFor();
    await context.close();

    // Someone else, with the link and signed in, reads the result and saves it to their account.
    const other = await openPage(h);
    await enterAs(other.page, h.origin, 'member@example.com');
    await other.page.goto(link);
    await expect.poll(() => other.page.getByTestId('maturity-overall').textContent()).toBe('Scaling');
    await other.page.getByRole('button', { name: 'Save to my account' }).click();
    await other.page.getByText('Saved to your account.').waitFor();
    await screenshot(other.page, 'maturity-result-saved');
    // The saved result is listed on the assessment's page and opens by id, without the link.
    await other.page.goto(`${h.origin}/ai-maturity-report`);
    await other.page.getByRole('link', { name: /level 4, Scaling/ }).click();
    await expect.poll(() => other.page.getByTestId('maturity-overall').textContent()).toBe('Scaling');
    expect(await other.page.getByTestId('maturity-link').count()).toBe(0);
    await other.context.close();
  });
});
