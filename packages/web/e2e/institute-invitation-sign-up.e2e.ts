import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { chromiumAvailable } from './support/chromium';
import { type Harness, openPage, signIn, startHarness } from './support/harness';

const WAIT = { timeout: 15_000 };

describe.skipIf(!chromiumAvailable())(
  'signing up through a supervisor invitation',
  { timeout: 120_000 },
  () => {
    let h: Harness;
    beforeAll(async () => {
      h = await startHarness();
    });
    afterAll(async () => {
      await h?.close();
    });

    it('invite → emailed link → sign up → lands in the institute as its supervisor; the link is then used', async () => {
      const email = 'new.mentor.e2e@kaizen.example.com';
      const admin = await openPage(h);
      await signIn(admin.page, h.origin, 'staff@example.com');
      await admin.page.goto(`${h.origin}/admin/education-administration`);
      await admin.page.getByRole('link', { name: 'Kaizen Works Academy' }).click();
      await admin.page.getByRole('heading', { name: 'Kaizen Works Academy' }).waitFor(WAIT);
      await admin.page.getByLabel("Supervisor's email").fill(email);
      await admin.page.getByRole('button', { name: 'Invite supervisor' }).click();
      await admin.page.getByRole('list', { name: 'Invitations' }).getByText(email).waitFor(WAIT);
      await admin.context.close();

      // The link from the email the outbox holds, opened by someone with no account and not signed in.
      const link = new URL(await h.server.latestLink(email));
      const { context, page } = await openPage(h);
      await page.goto(`${h.origin}${link.pathname}${link.search}`);
      await page.getByText('You are invited to supervise learners at Kaizen Works Academy').waitFor(WAIT);
      // The institute's logo (the demo's monogram) is shown, named, and its image loaded.
      const logo = page.getByRole('img', { name: 'Kaizen Works Academy logo' });
      await logo.waitFor(WAIT);
      await expect
        .poll(() => logo.evaluate((image) => (image as HTMLImageElement).naturalWidth), WAIT)
        .toBeGreaterThan(0);
      await page.getByRole('link', { name: 'Sign in to accept' }).waitFor({ state: 'detached' });
      const form = page.getByRole('form', { name: 'New here? Create your account and accept' });
      await form.getByLabel('First name').fill('Nova');
      await form.getByLabel('Last name').fill('Mentor');
      await form.getByLabel('Password', { exact: true }).fill('a-long-enough-password');
      await form.getByRole('button', { name: 'Create account and accept' }).click();
      await page.waitForURL(`${h.origin}/ailab/institute-admin`, WAIT);
      await page.getByText('Kaizen Works Academy').filter({ visible: true }).first().waitFor(WAIT);

      // The link is used up: opened again, it says so and offers nothing to do.
      await page.goto(`${h.origin}${link.pathname}${link.search}`);
      await page.getByText('This invitation can no longer be answered: it is accepted.').waitFor(WAIT);
      await context.close();

      // The new account signs in with the password it chose.
      const again = await openPage(h);
      await signIn(again.page, h.origin, email, 'a-long-enough-password');
      await again.context.close();
    });
  },
);
