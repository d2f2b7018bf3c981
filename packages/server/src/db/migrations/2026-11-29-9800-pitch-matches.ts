import type { Kysely } from 'kysely';

// Frozen in time: typed Kysely<any> so later schema changes never alter this migration.
// biome-ignore lint/suspicious/noExplicitAny: migrations must not depend on the current schema types
export async function up(db: Kysely<any>): Promise<void> {
  // One narrow row per active pitch of an active startup with what matching reads (stage, sectors,
  // country, the amount raising with its currency) and what the investor's list sorts and searches by,
  // rewritten by every change to those facts in its own transaction: ranking pitches for an investor
  // reads this table alone, without joins.
  await db.schema
    .createTable('pitch_matches')
    .addColumn('pitch_id', 'varchar(36)', (col) =>
      col.primaryKey().references('pitches.id').onDelete('cascade'),
    )
    .addColumn('startup_id', 'varchar(36)', (col) =>
      col.notNull().references('startups.id').onDelete('cascade'),
    )
    .addColumn('startup_name', 'varchar(120)', (col) => col.notNull())
    .addColumn('stage', 'varchar(20)', (col) => col.notNull())
    .addColumn('country', 'varchar(2)')
    .addColumn('currency', 'varchar(3)')
    .addColumn('amount', 'double precision')
    // The startup's industry slugs as `,a,b,` (empty: `,`), so a sector is one substring test.
    .addColumn('sectors', 'text', (col) => col.notNull())
    .addColumn('activated_at', 'varchar(32)')
    // "startup name, title, one-liner" as the list's text search reads it.
    .addColumn('search_text', 'text', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('pitch_matches_startup_idx').on('pitch_matches').column('startup_id').execute();

  const rows = await db
    .selectFrom('pitches')
    .innerJoin('startups', 'startups.id', 'pitches.startup_id')
    .select([
      'pitches.id as pitch_id',
      'pitches.title',
      'pitches.activated_at',
      'startups.id as startup_id',
      'startups.name',
      'startups.one_liner',
      'startups.stage',
      'startups.country',
    ])
    .where('pitches.status', '=', 'active')
    .where('startups.status', '=', 'active')
    .execute();
  for (const row of rows) {
    const industries = await db
      .selectFrom('startup_industries')
      .select('industry_slug')
      .where('startup_id', '=', row.startup_id)
      .orderBy('industry_slug')
      .execute();
    const amount = await db
      .selectFrom('pitch_fields')
      .select(['amount', 'currency'])
      .where('pitch_id', '=', row.pitch_id)
      .where('kind', '=', 'amount_raising')
      .orderBy('position')
      .orderBy('id')
      .limit(1)
      .executeTakeFirst();
    await db
      .insertInto('pitch_matches')
      .values({
        pitch_id: row.pitch_id,
        startup_id: row.startup_id,
        startup_name: row.name,
        stage: row.stage,
        country: row.country,
        currency: amount?.currency ?? null,
        amount: amount?.amount ?? null,
        sectors: `,${industries.map((industry: { industry_slug: string }) => `${industry.industry_slug},`).join('')}`,
        activated_at: row.activated_at,
        search_text: `${row.name} ${row.title} ${row.one_liner}`,
      })
      .execute();
  }
}

// biome-ignore lint/suspicious/noExplicitAny: see up()
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('pitch_matches').execute();
}
