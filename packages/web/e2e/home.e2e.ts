import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chromiumAvailable } from './support/chromium';
import {
  elementsPastRightEdge,
  enterAs,
  type Harness,
  openPage,
  PHONE,
  startHarness,
} from './support/harness';

const WAIT = { timeout: 10_000 };

describe.skipIf(!chromiumAvailable())('a home for every role', { timeout: 90_000 }, () => {
  let h: Harness;
  beforeAll(async () => {
    h = await startHarness();
  });
  afterAll(async () => {
    await h?.close();
  });

  it('a student sees where to continue learning, on a phone without sideways scrolling', async () => {
    const phone = await openPage(h, PHONE);
    await enterAs(phone.page, h.origin, 'student@example.com');
    const card = phone.page.locator('#continue-learning');
    await card.getByRole('heading', { name: 'Continue learning' }).waitFor(WAIT);
    await card
      .getByTestId('continue-learning')
      .or(card.getByText('No course under way. Pick one from the catalogue.'))
      .first()
      .waitFor(WAIT);
    expect(await phone.page.locator('#admin-tasks').count()).toBe(0);
    expect(await elementsPastRightEdge(phone.page)).toEqual([]);
    await phone.context.close();
  });

  it('an administrator sees what waits for a decision', async () => {
    const { context, page } = await openPage(h);
    await enterAs(page, h.origin, 'staff@example.com');
    const card = page.locator('#admin-tasks');
    await card.getByRole('heading', { name: 'Waiting for you' }).waitFor(WAIT);
    await card
      .getByRole('link', { name: 'Review requests' })
      .or(card.getByText('Nothing is waiting for a decision.'))
      .first()
      .waitFor(WAIT);
    // A learner-only card stays away from someone without the learning role.
    expect(await page.locator('#continue-learning').count()).toBe(0);
    await context.close();
  });
});
