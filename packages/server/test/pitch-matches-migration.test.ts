import type { Kysely } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { migrateToLatest } from '../src/db/migrate';
import { MIGRATIONS } from '../src/feature-registry';
import { newUserRow } from '../src/identity/new-user-row';
import { testDialects } from '../src/testing/start-test-server';
import { openTempDatabase } from './support/temp-database';

const MATCHES = '2026-11-29-9800-pitch-matches';
const AT = '2026-11-20T00:00:00.000Z';

function startup(id: string, status: string) {
  return {
    id,
    slug: id,
    name: `Name ${id}`,
    one_liner: `Line ${id}`,
    description: '',
    website: null,
    logo_path: null,
    logo_media_id: null,
    stage: 'seed',
    country: 'MX',
    founded_on: null,
    team_size: null,
    status,
    listed_on_fundraising: 0,
    owner_id: 'u1',
    created_at: AT,
    updated_at: AT,
  };
}

function pitch(id: string, startupId: string, status: string) {
  return {
    id,
    startup_id: startupId,
    title: `Title ${id}`,
    audience: 'investors',
    status,
    created_by: 'u1',
    activated_at: status === 'active' ? AT : null,
    created_at: AT,
    updated_at: AT,
  };
}

function raising(id: string, pitchId: string, position: number, amount: number) {
  return {
    id,
    pitch_id: pitchId,
    kind: 'amount_raising',
    label: 'Raising',
    value_type: 'money',
    value: JSON.stringify({ type: 'money', amount, currency: 'USD' }),
    amount,
    currency: 'USD',
    position,
    image_path: null,
    image_media_id: null,
    created_at: AT,
    updated_at: AT,
  };
}

describe.each(testDialects())('pitch match rows are made for existing pitches (%s)', (dialect) => {
  const cleanups: (() => Promise<void>)[] = [];
  afterEach(async () => {
    for (const cleanup of cleanups.splice(0)) await cleanup();
  });

  it('writes one row per active pitch of an active startup, with its first amount raising', async () => {
    const { db: handle, cleanup } = await openTempDatabase(dialect);
    cleanups.push(cleanup);
    // biome-ignore lint/suspicious/noExplicitAny: the schema before the migration is not the current one
    const db = handle as Kysely<any>;
    await migrateToLatest(
      db,
      Object.fromEntries(Object.entries(MIGRATIONS).filter(([name]) => name < MATCHES)),
    );
    await db
      .insertInto('users')
      .values(
        newUserRow(AT, {
          id: 'u1',
          email: 'u1@example.com',
          user_name: 'u1',
          first_name: 'A',
          last_name: 'B',
        }),
      )
      .execute();
    await db
      .insertInto('startups')
      .values([startup('s1', 'active'), startup('s2', 'archived')])
      .execute();
    await db
      .insertInto('startup_industries')
      .values([
        { startup_id: 's1', industry_slug: 'health' },
        { startup_id: 's1', industry_slug: 'climate' },
      ])
      .execute();
    await db
      .insertInto('pitches')
      .values([pitch('p1', 's1', 'active'), pitch('p2', 's1', 'draft'), pitch('p3', 's2', 'active')])
      .execute();
    await db
      .insertInto('pitch_fields')
      .values([raising('f2', 'p1', 1, 900_000), raising('f1', 'p1', 0, 500_000)])
      .execute();

    await migrateToLatest(db, MIGRATIONS);

    const rows = await db.selectFrom('pitch_matches').selectAll().execute();
    expect(rows.map((row) => ({ ...row, amount: Number(row.amount) }))).toEqual([
      {
        pitch_id: 'p1',
        startup_id: 's1',
        startup_name: 'Name s1',
        stage: 'seed',
        country: 'MX',
        currency: 'USD',
        amount: 500_000,
        sectors: ',climate,health,',
        activated_at: AT,
        search_text: 'Name s1 Title p1 Line s1',
      },
    ]);
  });
});
