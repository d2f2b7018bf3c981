import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chromiumAvailable } from './support/chromium';
import {
  elementsPastRightEdge,
  type Harness,
  openPage,
  PHONE,
  screenshot,
  startHarness,
} from './support/harness';

const WAIT = { timeout: 10_000 };

/** Issue 25 item 2: /{name} was a placeholder answering "@no-such-person" for any name. */
describe.skipIf(!chromiumAvailable())('public profile pages', { timeout: 90_000 }, () => {
  let h: Harness;
  beforeAll(async () => {
    h = await startHarness();
  });
  afterAll(async () => {
    await h?.close();
  });

  it('shows a demo member who made the profile public, and a designed not-found for anyone else', async () => {
    const { context, page } = await openPage(h, PHONE);
    await page.goto(`${h.origin}/research`);
    const profile = page.getByTestId('public-profile');
    await expect
      .poll(() => profile.getByRole('heading', { level: 1 }).textContent(), WAIT)
      .toBe('Rosa Reyes');
    expect(await profile.textContent()).toContain('@research');
    expect(await profile.getByRole('list', { name: 'Functions' }).textContent()).toContain('Research');
    expect(await page.title()).toContain('Rosa Reyes');
    expect(await elementsPastRightEdge(page)).toEqual([]);
    await screenshot(page, 'public-profile-phone');

    for (const name of ['no-such-person', 'staff']) {
      await page.goto(`${h.origin}/${name}`);
      await page.getByTestId('profile-not-found').waitFor();
      expect(page.url()).toBe(`${h.origin}/${name}`);
      expect(await page.getByTestId('profile-not-found').textContent()).toContain('No profile here');
      expect(await page.getByText(`@${name}`).count()).toBe(0);
    }
    await context.close();
  });
});
