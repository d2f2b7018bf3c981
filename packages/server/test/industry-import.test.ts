import { describe, expect, it } from 'vitest';
import { testDialects } from '../src/testing/start-test-server';
import { useEventServer } from './support/events';
import { call, signIn } from './support/http';

const IMPORT = '/v2/api/admin/industries/import';
const MARKET = '/v2/api/ailab/market';

const regulation = {
  key: 'regulation',
  title: 'Regulation',
  body: 'Harbour authorities license **autonomous** tugs.',
  sources: [{ title: 'Port code', url: 'https://ports.example.org/code' }],
  last_reviewed: '2026-11-20',
};
const row = (fields: Record<string, unknown> = {}) => ({
  slug: 'port-logistics',
  name: 'Port logistics',
  summary: 'Moving containers from ship to shore.',
  group: 'transport-logistics',
  group_name: 'Transport and logistics',
  sections: [regulation],
  ...fields,
});

describe.each(testDialects())('industry catalogue import (%s)', (dialect) => {
  const env = useEventServer(dialect);
  const audits = async () =>
    Number(
      (
        await env.server.server.ctx.db
          .selectFrom('audit_log')
          .select((eb) => eb.fn.countAll().as('n'))
          .where('action', 'like', 'industry.import.%')
          .executeTakeFirstOrThrow()
      ).n,
    );

  it('creates groups, industries and sections, re-runs unchanged, updates one section, and writes nothing in a dry run', async () => {
    const dry = await call(env.server.url, IMPORT, { rows: [row()], dry_run: true }, { token: env.admin });
    expect(dry.status).toBe(200);
    expect(dry.body.rows[0]).toMatchObject({ key: 'port-logistics', outcome: 'created' });
    expect(await audits()).toBe(0);
    const market = await call(env.server.url, MARKET, { industry: 'port-logistics' }, { token: env.admin });
    expect(market.status).toBe(404);

    const first = await call(env.server.url, IMPORT, { rows: [row()] }, { token: env.admin });
    expect(first.body.summary).toEqual({ created: 1, updated: 0, unchanged: 0, failed: 0 });
    const stored = await call(env.server.url, MARKET, { industry: 'port-logistics' }, { token: env.admin });
    expect(stored.status).toBe(200);
    expect(stored.body.industry.group).toEqual({
      slug: 'transport-logistics',
      name: 'Transport and logistics',
    });
    expect(stored.body.sections).toEqual([
      expect.objectContaining({ key: 'regulation', body: regulation.body, sources: regulation.sources }),
    ]);

    const again = await call(env.server.url, IMPORT, { rows: [row()] }, { token: env.admin });
    expect(again.body.summary).toEqual({ created: 0, updated: 0, unchanged: 1, failed: 0 });
    expect(await audits()).toBe(1);

    const edited = row({ sections: [{ ...regulation, body: 'Tugs need a pilot on board.' }] });
    const update = await call(env.server.url, IMPORT, { rows: [edited] }, { token: env.admin });
    expect(update.body.rows[0].outcome).toBe('updated');
    // A row without sections keeps the stored ones.
    const bare = await call(env.server.url, IMPORT, { rows: [row({ sections: [] })] }, { token: env.admin });
    expect(bare.body.rows[0].outcome).toBe('unchanged');
    const after = await call(env.server.url, MARKET, { industry: 'port-logistics' }, { token: env.admin });
    expect(after.body.sections[0].body).toBe('Tugs need a pilot on board.');
    expect(await audits()).toBe(2);
  });

  it('fails a row alone with its reason, and refuses non-administrators', async () => {
    const answer = await call(
      env.server.url,
      IMPORT,
      {
        rows: [
          row({
            slug: 'drone-inspection',
            name: 'Drone inspection',
            group: 'new-group-without-name',
            group_name: undefined,
          }),
          row({ slug: 'rail-freight', name: 'Rail freight' }),
        ],
      },
      { token: env.admin },
    );
    expect(answer.status).toBe(200);
    expect(answer.body.rows[0]).toMatchObject({ outcome: 'failed', reason: { code: 'VALIDATION_FAILED' } });
    expect(answer.body.rows[0].reason.message).toContain('group_name');
    expect(answer.body.rows[1].outcome).toBe('created');
    const malformed = await call(
      env.server.url,
      IMPORT,
      { rows: [row({ sections: [{ key: 'weather' }] })] },
      { token: env.admin },
    );
    expect(malformed.status).toBe(400);
    const member = await signIn(env.server.url, 'member@example.com');
    const refused = await call(env.server.url, IMPORT, { rows: [row()] }, { token: member });
    expect(refused.status).toBe(403);
  });
});
