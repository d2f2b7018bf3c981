// Open event listing under load: `open/event/listing` on a real server holding 5,000 events and
// 200,000 registrations, against a bare Fastify route answering the same JSON, in the same run.
// Requests alternate between the two so machine noise hits both alike; p50/p99 and their ratio.
// Usage: node scripts/bench/events.mjs [--quick] [--requests N] [--concurrency C] [--dialect sqlite|postgres|both]
//        (PostgreSQL through TEST_DATABASE_URL, as the tests: each run creates its own database;
//        with both, the last line is PostgreSQL's p50 over SQLite's, measured in the same run)
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'kysely';
import { tsImport } from 'tsx/esm/api';

const args = process.argv.slice(2);
const quick = args.includes('--quick');
const option = (name, fallback) => {
  const at = args.indexOf(name);
  return at === -1 ? fallback : Number(args[at + 1]);
};
const EVENTS = quick ? 500 : 5_000;
const REGISTRATIONS = quick ? 20_000 : 200_000;
const REQUESTS = option('--requests', quick ? 400 : 3_000);
// One at a time by default: client and servers share this process, so parallel requests would queue behind each other.
const CONCURRENCY = option('--concurrency', 1);
const dialectAt = args.indexOf('--dialect');
const DIALECT = dialectAt === -1 ? (process.env.TEST_DATABASE_URL ? 'both' : 'sqlite') : args[dialectAt + 1];
const dialects = DIALECT === 'both' ? ['sqlite', 'postgres'] : [DIALECT];

const { startTestServer } = await tsImport('@ailab/server/testing', import.meta.url);
const { default: Fastify } = await import('fastify');

async function benchDialect(dialect) {
  const dataDir = mkdtempSync(join(tmpdir(), 'ailab-bench-events-'));
  const server = await startTestServer({
    dialect,
    dataDir,
    seedDemo: false,
    // As production runs (NODE_ENV=production): responses are not parsed again by zod.
    validateResponses: false,
  });
  const { db } = server.server.ctx;

  // Seed straight into the database, in batches, inside one transaction.
  const seedStart = performance.now();
  const organiser = await db.selectFrom('users').select('id').executeTakeFirstOrThrow();
  const now = Date.now();
  const kinds = ['talk', 'workshop', 'demo_day', 'office_hours'];
  const words = [
    'agents',
    'retrieval',
    'evals',
    'fundraising',
    'robotics',
    'vision',
    'safety',
    'startups',
    'data',
    'tooling',
  ];
  const eventIds = [];
  await db.transaction().execute(async (trx) => {
    let batch = [];
    for (let i = 0; i < EVENTS; i += 1) {
      const id = randomUUID();
      eventIds.push(id);
      const start = now + (i - EVENTS / 2) * 3_600_000 * 7;
      const stamp = new Date(now).toISOString();
      batch.push({
        id,
        slug: `bench-event-${i}`,
        title: `Bench ${words[i % words.length]} ${kinds[i % 4]} ${i}`,
        description: `An event about ${words[(i * 7) % words.length]} and ${words[(i * 3) % words.length]}.`,
        kind: kinds[i % 4],
        state: i % 10 === 0 ? 'draft' : 'published',
        starts_at: new Date(start).toISOString(),
        ends_at: new Date(start + 7_200_000).toISOString(),
        time_zone: 'Europe/Madrid',
        venue: i % 3 === 0 ? null : 'Main hall',
        online_url: i % 3 === 0 ? 'https://meet.example.com/bench' : null,
        cover_url: null,
        capacity: 60,
        confirmed_count: 0,
        queue_seq: 0,
        registration_opens_at: null,
        registration_closes_at: null,
        organiser_id: organiser.id,
        published_at: stamp,
        cancelled_at: null,
        created_at: stamp,
        updated_at: stamp,
      });
      if (batch.length === 200) {
        await trx.insertInto('events').values(batch).execute();
        batch = [];
      }
    }
    if (batch.length) await trx.insertInto('events').values(batch).execute();
    const perEvent = Math.ceil(REGISTRATIONS / EVENTS);
    batch = [];
    let made = 0;
    for (const eventId of eventIds) {
      for (let n = 0; n < perEvent && made < REGISTRATIONS; n += 1, made += 1) {
        const stamp = new Date(now - n * 60_000).toISOString();
        batch.push({
          id: randomUUID(),
          event_id: eventId,
          user_id: null,
          email: `p${n}@bench.example`,
          name: `Person ${n}`,
          language: 'en-US',
          status: n < 60 ? 'confirmed' : 'waitlisted',
          queue_seq: n + 1,
          confirm_token_hash: null,
          confirm_expires_at: null,
          cancel_token_hash: null,
          checked_in_at: null,
          reminder_sent_at: null,
          confirmed_at: n < 60 ? stamp : null,
          cancelled_at: null,
          created_at: stamp,
          updated_at: stamp,
        });
        if (batch.length === 500) {
          await trx.insertInto('event_registrations').values(batch).execute();
          batch = [];
        }
      }
    }
    if (batch.length) await trx.insertInto('event_registrations').values(batch).execute();
    await trx
      .updateTable('events')
      .set({ confirmed_count: Math.min(60, perEvent), queue_seq: perEvent })
      .execute();
  });
  // Autovacuum analyzes the tables after a bulk load like this one; do it now rather than race it.
  if (dialect === 'postgres') await sql`analyze events, event_registrations`.execute(db);
  const seedMs = performance.now() - seedStart;

  // The baseline: bare Fastify answering the same page as static JSON.
  const listingBody = JSON.stringify({ when: 'upcoming' });
  const sample = await (
    await fetch(`${server.url}/v2/api/open/event/listing`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: listingBody,
    })
  ).text();
  const bare = Fastify();
  bare.post('/bare', async (_request, reply) => reply.type('application/json').send(sample));
  await bare.listen({ port: 0, host: '127.0.0.1' });
  const bareUrl = `http://127.0.0.1:${bare.server.address().port}/bare`;

  const targets = {
    listing: {
      url: `${server.url}/v2/api/open/event/listing`,
      bodies: [
        listingBody,
        JSON.stringify({ when: 'past' }),
        JSON.stringify({ when: 'upcoming', kind: 'workshop' }),
        JSON.stringify({ when: 'upcoming', query: 'retrieval' }),
      ],
    },
    bare: { url: bareUrl, bodies: [listingBody] },
    // The same server's cheapest route: what every request costs before the listing's own work.
    ping: { url: `${server.url}/v2/api/open/ping`, bodies: ['{}'] },
  };
  const times = { listing: [], bare: [], ping: [] };
  // The listing's times per request body, to tell which filter costs what.
  const byBody = targets.listing.bodies.map(() => []);
  async function hit(name, i) {
    const target = targets[name];
    const start = performance.now();
    const response = await fetch(target.url, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: target.bodies[i % target.bodies.length],
    });
    await response.arrayBuffer();
    if (response.status !== 200) throw new Error(`${name} answered ${response.status}`);
    const elapsed = performance.now() - start;
    times[name].push(elapsed);
    if (name === 'listing') byBody[i % target.bodies.length].push(elapsed);
  }
  for (let i = 0; i < 50; i += 1) await Promise.all([hit('listing', i), hit('bare', i), hit('ping', i)]); // warm-up
  for (const name of Object.keys(times)) times[name].length = 0;
  for (const list of byBody) list.length = 0;
  let next = 0;
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      while (next < REQUESTS) {
        const i = next++;
        await hit(['listing', 'bare', 'ping'][i % 3], Math.floor(i / 3));
      }
    }),
  );
  await bare.close();
  await server.close();
  rmSync(dataDir, { recursive: true, force: true });
  return { dialect, times, byBody, bodies: targets.listing.bodies, seedMs };
}

const quantile = (values, q) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))];
};
function report({ dialect, times, byBody, bodies, seedMs }) {
  const line = (name) =>
    `${name.padEnd(8)} p50 ${quantile(times[name], 0.5).toFixed(2).padStart(7)} ms   p99 ${quantile(times[name], 0.99).toFixed(2).padStart(7)} ms`;
  console.log(
    `${dialect}: ${EVENTS} events, ${REGISTRATIONS} registrations (seeded in ${(seedMs / 1000).toFixed(1)} s); ${REQUESTS} requests, concurrency ${CONCURRENCY}, alternating`,
  );
  console.log(line('listing'));
  for (const [index, body] of bodies.entries())
    console.log(
      `  ${body.padEnd(44)} p50 ${quantile(byBody[index], 0.5).toFixed(2).padStart(7)} ms   p99 ${quantile(byBody[index], 0.99).toFixed(2).padStart(7)} ms`,
    );
  console.log(line('bare'));
  console.log(line('ping'));
  console.log(
    `ratio    p50 ${(quantile(times.listing, 0.5) / quantile(times.bare, 0.5)).toFixed(2)}x   p99 ${(quantile(times.listing, 0.99) / quantile(times.bare, 0.99)).toFixed(2)}x`,
  );
}

const results = [];
for (const dialect of dialects) {
  const result = await benchDialect(dialect);
  report(result);
  results.push(result);
}
const [onSqlite, onPostgres] = [
  results.find((r) => r.dialect === 'sqlite'),
  results.find((r) => r.dialect === 'postgres'),
];
if (onSqlite && onPostgres)
  console.log(
    `\nPostgreSQL over SQLite, listing p50 ${(quantile(onPostgres.times.listing, 0.5) / quantile(onSqlite.times.listing, 0.5)).toFixed(2)}x   (goal ≤ 1.5x)`,
  );
