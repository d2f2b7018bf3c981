import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chromiumAvailable } from './support/chromium';
import {
  DEMO_PASSWORD,
  elementsPastRightEdge,
  enterAs,
  type Harness,
  openPage,
  PHONE,
  postApi,
  screenshot,
  startHarness,
} from './support/harness';

describe.skipIf(!chromiumAvailable())('research in the browser', { timeout: 90_000 }, () => {
  let h: Harness;
  beforeAll(async () => {
    h = await startHarness();
  });
  afterAll(async () => {
    await h?.close();
  });

  it('serves the public report page with its meta tags in the HTML, readable at 390 px', async () => {
    const url = `${h.origin}/industry-reports/report?slug=ambient-scribes-first-year`;
    const html = await (await fetch(url)).text();
    expect(html).toContain('<title>Ambient scribes after the first year · AI Lab</title>');
    expect(html).toContain(
      '<meta property="og:title" content="Ambient scribes after the first year · AI Lab" />',
    );
    expect(html).toContain('<meta name="description" content="Documentation assistants save clinicians time');

    const { context, page } = await openPage(h, PHONE);
    await page.goto(url);
    await page.getByRole('heading', { level: 1, name: 'Ambient scribes after the first year' }).waitFor();
    await page.getByRole('navigation', { name: 'Contents' }).waitFor();
    await page.getByRole('heading', { name: 'Privacy' }).waitFor();
    expect(await page.title()).toBe('Ambient scribes after the first year · AI Lab');
    expect(await elementsPastRightEdge(page)).toEqual([]);
    await screenshot(page, 'research-report-phone');

    await page.goto(`${h.origin}/industry-reports?q=scribes`);
    await page.getByRole('link', { name: 'Ambient scribes after the first year' }).waitFor();
    await page.goto(`${h.origin}/industries`);
    await page.getByRole('heading', { name: 'Financial services' }).waitFor();
    await context.close();
  });

  it('stops autosaving when someone saved a newer version, and loads it on request', async () => {
    const { token } = await postApi(h, '/v2/api/user/login', {
      email: 'research@example.com',
      password: DEMO_PASSWORD,
    });
    const item = await postApi(h, '/v2/api/ailab/research/create', { title: 'Browser stale save' }, token);
    const { context, page } = await openPage(h);
    await enterAs(page, h.origin, 'research@example.com');
    await page.goto(`${h.origin}/ailab/industries/your-research?id=${item.id}`);
    const summary = page.getByLabel('Summary');
    await summary.waitFor();

    // Someone else saves version 2 from the same version while this editor still holds version 1.
    const other = await postApi(
      h,
      '/v2/api/ailab/research/manage',
      { action: 'edit', id: item.id, version: 1, title: 'Saved elsewhere' },
      token,
    );
    expect(other.version).toBe(2);

    await summary.fill('My unsaved words');
    await page.getByText('Someone saved a newer version (2) while you were editing.').waitFor();
    await page.getByText('Not saved: a newer version exists.').waitFor();
    expect(await summary.inputValue()).toBe('My unsaved words');
    await screenshot(page, 'research-editor-stale');
    await page.getByRole('button', { name: 'Load the newer version' }).click();
    await page.getByText('All changes saved (version 2).').waitFor();
    expect(await page.getByLabel('Title').inputValue()).toBe('Saved elsewhere');

    // From the newer version the autosave works again.
    await summary.fill('Now it saves');
    await page.getByText('All changes saved (version 3).').waitFor();

    // The cover: chosen in the editor, shown at once; not an image is refused with the accepted types.
    await page.getByLabel('Choose a cover image').setInputFiles({
      name: 'notes.png',
      mimeType: 'image/png',
      buffer: Buffer.from('not an image at all'),
    });
    await page.getByText('That file type is not accepted.', { exact: false }).waitFor();
    await page.getByLabel('Choose a cover image').setInputFiles({
      name: 'cover.png',
      mimeType: 'image/png',
      buffer: Buffer.from(
        'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
        'base64',
      ),
    });
    await page.getByRole('img', { name: 'The current cover image' }).waitFor();
    await page.getByRole('button', { name: 'Remove the cover' }).click();
    await page.getByText('No cover image yet.').waitFor();
    await context.close();
  });

  it('walks the review step: a comment, changes requested, approval of the new version, publishing', async () => {
    const login = async (email: string) =>
      (await postApi(h, '/v2/api/user/login', { email, password: DEMO_PASSWORD })).token as string;
    const author = await login('research@example.com');
    const item = await postApi(
      h,
      '/v2/api/ailab/research/create',
      {
        title: 'Browser review walk',
        summary: 'A report the reviewer reads in the browser.',
        industries: ['payments'],
        sections: [{ key: 'findings', title: 'Findings', body: 'Instant payments need new fraud models.' }],
      },
      author,
    );
    await postApi(h, '/v2/api/ailab/research/manage', { action: 'submit', id: item.id }, author);

    const { context, page } = await openPage(h, PHONE);
    await enterAs(page, h.origin, 'staff@example.com');
    await page.goto(`${h.origin}/admin/industries/your-research?id=${item.id}`);
    const review = page.locator('section', {
      has: page.getByRole('heading', { name: 'Review', exact: true }),
    });
    await review.getByText('In review').waitFor();
    const comment = review.getByLabel('Comment', { exact: true });
    await comment.fill('Cite the central bank survey.');
    await review.getByRole('button', { name: 'Add comment' }).click();
    const comments = review.getByRole('list', { name: 'Review comments' });
    await comments.getByText('Cite the central bank survey.').waitFor();

    await comment.fill('Add the 2025 figures before this goes out.');
    await review.getByRole('button', { name: 'Request changes (with the comment)' }).click();
    await review.getByText('Changes requested', { exact: true }).waitFor();
    await comments.getByText('Add the 2025 figures before this goes out.').waitFor();
    expect(await elementsPastRightEdge(page)).toEqual([]);

    // The author revises and submits again; the reviewer approves the new version and publishes it.
    await postApi(
      h,
      '/v2/api/ailab/research/manage',
      { action: 'edit', id: item.id, version: 1, summary: 'Now with the 2025 figures.' },
      author,
    );
    await postApi(h, '/v2/api/ailab/research/manage', { action: 'submit', id: item.id }, author);
    await page.reload();
    await review.getByText('In review').waitFor();
    await review.getByRole('button', { name: 'Approve this version' }).click();
    await review.getByText('Approvals: 1 of 1.').waitFor();
    await review.getByText('Approved', { exact: true }).waitFor();
    await screenshot(page, 'research-review-approved-phone');
    await review.getByRole('button', { name: 'Publish now' }).click();
    await review.getByText('Published', { exact: true }).waitFor();
    const page2 = await postApi(h, '/v2/api/open/market-research', { slug: item.slug });
    expect(page2).toMatchObject({ summary: 'Now with the 2025 figures.', revision: 2, preview: false });
    await context.close();
  });

  it('edits one market overview section as an administrator; a stale save offers the newer text', async () => {
    const admin = (
      await postApi(h, '/v2/api/user/login', { email: 'staff@example.com', password: DEMO_PASSWORD })
    ).token as string;
    const { context, page } = await openPage(h);
    await enterAs(page, h.origin, 'staff@example.com');
    await page.goto(`${h.origin}/admin/industries/all-industries?industry=insurance`);
    const card = page.locator('#market-trends');
    await card.getByRole('button', { name: /^Edit/ }).click();
    const form = page.getByRole('form', { name: /^Edit the section/ });
    await form.waitFor();

    // Someone else saves the section from the same version meanwhile.
    const current = await postApi(
      h,
      '/v2/api/ailab/market/section',
      { industry: 'insurance', key: 'trends' },
      admin,
    );
    await postApi(
      h,
      '/v2/api/admin/industries/section/save',
      {
        industry: 'insurance',
        key: 'trends',
        title: current.title,
        body: 'Saved elsewhere first.',
        sources: current.sources,
        base_updated_at: current.updated_at,
      },
      admin,
    );
    await form.getByRole('textbox', { name: 'Section text' }).fill('My edit from the old version.');
    await form.getByRole('button', { name: 'Save the section' }).click();
    await form.getByText(/Someone saved this section/).waitFor();
    expect(await form.getByRole('textbox', { name: 'Section text' }).inputValue()).toBe(
      'My edit from the old version.',
    );
    await form.getByRole('button', { name: 'Load the newer version' }).click();
    await expect
      .poll(() => form.getByRole('textbox', { name: 'Section text' }).inputValue())
      .toBe('Saved elsewhere first.');
    await form.getByRole('textbox', { name: 'Section text' }).fill('Merged by the second editor.');
    await form.getByRole('button', { name: 'Save the section' }).click();
    await card.getByText('Merged by the second editor.').waitFor();
    await context.close();
  });
});
