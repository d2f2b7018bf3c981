import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chromiumAvailable } from './support/chromium';
import { DEMO_PASSWORD, enterAs, type Harness, openPage, postApi, startHarness } from './support/harness';

describe.skipIf(!chromiumAvailable())('the startup studio in the browser', { timeout: 120_000 }, () => {
  let h: Harness;
  beforeAll(async () => {
    h = await startHarness();
  });
  afterAll(async () => {
    await h?.close();
  });

  it('lists the startups raising on /fundraising, filterable by stage', async () => {
    const { context, page } = await openPage(h);
    await page.goto(`${h.origin}/fundraising`);
    await page.getByRole('heading', { name: 'Startups raising now' }).waitFor();
    await page.getByRole('heading', { name: 'Quetzal Pay' }).waitFor();
    const names = await page.getByRole('heading', { level: 2 }).allTextContents();
    expect(names.sort()).toEqual(['Kumo Grid', 'Mareas Health', 'Quetzal Pay']);
    await page.getByLabel('Stage').selectOption('series_a');
    await page.getByRole('heading', { name: 'Quetzal Pay' }).waitFor({ state: 'detached' });
    // The old cards leave before the filtered ones arrive (the list shows its pending state between):
    // read the headings once the filtered answer is painted, not in between.
    await expect
      .poll(() => page.getByRole('heading', { level: 2 }).allTextContents(), { timeout: 10_000 })
      .toEqual(['Kumo Grid']);
    await context.close();
  });

  it('keeps the founder’s text on a stale save and offers the newer version', async () => {
    const login = await postApi(h, '/v2/api/user/login', {
      email: 'startup@example.com',
      password: DEMO_PASSWORD,
    });
    const pitches = await postApi(h, '/v1/api/ailab/startup_pitch/list', { limit: 100 }, login.token);
    const pitch = pitches.items.find((item: { startup_name: string }) => item.startup_name === 'Quetzal Pay');
    const content = await postApi(h, '/v1/api/ailab/startup_pitch/content', { id: pitch.id }, login.token);
    const problem = content.sections[0];

    const { context, page } = await openPage(h);
    await enterAs(page, h.origin, 'startup@example.com');
    await page.goto(`${h.origin}/ailab/startups/pitch-manager?pitch=${pitch.id}`);
    const editor = page.getByRole('textbox', { name: 'Problem (Markdown)' });
    await editor.waitFor();
    // Another editor saves the same section from the same version first.
    const other = await postApi(
      h,
      '/v1/api/ailab/startup_pitch/section/update',
      { id: problem.id, version: problem.version, body: 'Saved by a teammate.' },
      login.token,
    );
    expect(other.version).toBe(problem.version + 1);

    await editor.fill('My own words.');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Someone saved this section after you opened it.').waitFor();
    expect(await editor.inputValue()).toBe('My own words.');

    await page.getByRole('button', { name: 'Load their version' }).click();
    await page.reload();
    await editor.waitFor();
    expect(await editor.inputValue()).toBe('Saved by a teammate.');
    await editor.fill('Merged words.');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText(`Saved as version ${problem.version + 2}.`).waitFor();
    await context.close();
  });
});
