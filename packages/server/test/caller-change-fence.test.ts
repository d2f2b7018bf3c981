import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../src/db/database';
import type { CallerCache } from '../src/identity/caller-cache';
import { type CallerChangeListener, listenForCallerChanges } from '../src/identity/caller-change-listener';
import { startTestServer, type TestServer, testDialects } from '../src/testing/start-test-server';

/** A cache that only counts what the listener tells it: notices heard, and whether it listens. */
function countingCache(): CallerCache & { notices: number; active: boolean } {
  const cache = {
    notices: 0,
    active: false,
    find: () => undefined,
    generation: () => 0,
    store: () => undefined,
    clear: () => {
      cache.notices += 1;
    },
    setActive: (active: boolean) => {
      cache.active = active;
    },
  };
  return cache;
}

const quietLog = { warn: () => undefined } as never;

describe.runIf(testDialects().includes('postgres'))(
  'a committed change to callers answers once its notice is out',
  () => {
    let server: TestServer;
    let listener: CallerChangeListener;
    let heard: ReturnType<typeof countingCache>;
    let fences = 0;
    let handle: ReturnType<typeof openDatabase>;
    beforeAll(async () => {
      server = await startTestServer({ dialect: 'postgres' });
      const url = server.config.databaseUrl ?? '';
      heard = countingCache();
      listener = listenForCallerChanges(url, heard, quietLog);
      for (let waited = 0; !heard.active && waited < 100; waited += 1)
        await new Promise((resolve) => setTimeout(resolve, 50));
      if (!heard.active) throw new Error('the listener did not connect');
      handle = openDatabase({
        databaseUrl: url,
        dataDir: server.config.dataDir,
        callerWrites: {
          onChange: () => undefined,
          afterNotice: async () => {
            fences += 1;
            await listener.fence();
          },
        },
      });
    });
    afterAll(async () => {
      await handle?.db.destroy();
      await listener.stop();
      await server.close();
    });

    const someUser = async () =>
      (await handle.db.selectFrom('users').select('id').limit(1).executeTakeFirstOrThrow()).id;

    it('a statement on its own: the listener heard it before the write returned', async () => {
      const id = await someUser();
      for (let round = 0; round < 5; round += 1) {
        const before = heard.notices;
        await handle.db
          .updateTable('users')
          .set({ updated_at: new Date().toISOString() })
          .where('id', '=', id)
          .execute();
        expect(heard.notices).toBeGreaterThan(before);
      }
    });

    it('a transaction: the listener heard it before the commit returned; one fence however many writes', async () => {
      const id = await someUser();
      const before = { notices: heard.notices, fences };
      await handle.db.transaction().execute(async (trx) => {
        await trx
          .updateTable('users')
          .set({ updated_at: new Date().toISOString() })
          .where('id', '=', id)
          .execute();
        await trx.deleteFrom('user_roles').where('user_id', '=', id).where('role', '=', 77).execute();
        // Nothing is out before the commit.
        expect(fences).toBe(before.fences);
      });
      expect(fences).toBe(before.fences + 1);
      expect(heard.notices).toBeGreaterThan(before.notices);
    });

    it('waits for nothing on a write that notifies nobody (a sign-in’s new token), a read or a rolled-back change', async () => {
      const id = await someUser();
      const before = fences;
      await handle.db.selectFrom('users').select('id').execute();
      await handle.db
        .insertInto('auth_tokens')
        .values({
          id: crypto.randomUUID(),
          user_id: id,
          kind: 'session',
          name: 'fence test',
          token_hash: `fence-${crypto.randomUUID()}`,
          scopes: '[]',
          created_at: new Date().toISOString(),
          expires_at: new Date(Date.now() + 60_000).toISOString(),
          last_used_at: null,
          revoked_at: null,
        })
        .execute();
      await expect(
        handle.db.transaction().execute(async (trx) => {
          await trx
            .updateTable('users')
            .set({ updated_at: new Date().toISOString() })
            .where('id', '=', id)
            .execute();
          throw new Error('rolled back');
        }),
      ).rejects.toThrow('rolled back');
      expect(fences).toBe(before);
    });
  },
);
