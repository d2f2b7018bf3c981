// Writes N synthetic AI-agent news articles (and their 7 invented, disabled sources) into a database,
// for benchmarks and load tests: the demo generator's hand-written pieces, deterministic per seed.
// Usage: npm run generate:news -- [--count 100000] [--seed 7] [--days 365] [--data-dir DIR] [--label synthetic]
//        (DATABASE_URL=postgres://… writes to PostgreSQL instead of DIR/ailab.sqlite)
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { openDatabase } from '@ailab/server/database';
import { insertGeneratedNews } from '@ailab/server/demo-news';
import { migrateToLatest } from '@ailab/server/migrate';
import { MIGRATIONS } from '@ailab/server/migrations';

const { values } = parseArgs({
  options: {
    count: { type: 'string', default: '100000' },
    seed: { type: 'string', default: '7' },
    days: { type: 'string', default: '365' },
    'data-dir': { type: 'string', default: join(import.meta.dirname, '..', 'data') },
    label: { type: 'string', default: 'synthetic' },
  },
});
const count = Number(values.count);
if (!Number.isInteger(count) || count < 1) {
  process.stderr.write(`--count must be a whole number above 0, not ${values.count}\n`);
  process.exit(2);
}

const { db, dialect } = openDatabase({ databaseUrl: process.env.DATABASE_URL, dataDir: values['data-dir'] });
const started = performance.now();
try {
  await migrateToLatest(db, MIGRATIONS);
  const written = await insertGeneratedNews(db, {
    count,
    now: new Date(),
    seed: Number(values.seed),
    days: Number(values.days),
    label: values.label,
    batchSize: 500,
  });
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  process.stderr.write(
    `${written.articles} articles from ${written.sources} sources written to ${dialect} in ${seconds} s\n`,
  );
} finally {
  await db.destroy();
}
