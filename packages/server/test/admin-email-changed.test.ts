import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { findUserByEmail } from '../src/identity/users.repository';
import { startTestServer } from '../src/testing/start-test-server';

describe('a restart with another ADMIN_EMAIL', () => {
  it('creates that administrator beside the first, with a free user name, instead of failing to start', async () => {
    const dataDir = await mkdtemp(join(tmpdir(), 'ailab-admin-email-'));
    const first = await startTestServer({ dataDir, seedDemo: false, adminEmail: 'first@example.com' });
    await first.close();
    const second = await startTestServer({ dataDir, seedDemo: false, adminEmail: 'second@example.com' });
    try {
      const db = second.server.ctx.db;
      expect((await findUserByEmail(db, 'first@example.com'))?.user_name).toBe('admin');
      const made = await findUserByEmail(db, 'second@example.com');
      expect(made?.user_name).toMatch(/^second/);
      expect(made?.roles).toContain(99);
    } finally {
      await second.close();
    }
  });
});
