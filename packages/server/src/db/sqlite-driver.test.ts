import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { loadSqliteDriver, sqliteDriverPackage } from './sqlite-driver';

describe('the SQLite driver for the running Node', () => {
  it('is better-sqlite3 12 on Node 20 and the Node-API release 13 from Node 22 on', () => {
    expect(sqliteDriverPackage(20)).toBe('better-sqlite3');
    expect(sqliteDriverPackage(22)).toBe('better-sqlite3-13');
    expect(sqliteDriverPackage(24)).toBe('better-sqlite3-13');
  });

  it('opens a database on this runtime, runs FTS5 and survives statements being collected', () => {
    const Database = loadSqliteDriver();
    const major = Number(process.versions.node.split('.')[0]);
    const expected = major >= 22 ? /^13\./ : /^12\./;
    const installed = loadPackageVersion(major >= 22 ? 'better-sqlite3-13' : 'better-sqlite3');
    expect(installed).toMatch(expected);
    const db = new Database(':memory:');
    try {
      db.exec(
        "create virtual table notes using fts5(body); insert into notes values ('graph neural networks')",
      );
      // Many short-lived statements, left for the collector: Node 24 aborted the process on these with 12.
      for (let i = 0; i < 2000; i += 1)
        db.prepare('select count(*) as n from notes where notes match ?').get('neural');
      (globalThis as { gc?: () => void }).gc?.();
      expect(db.prepare('select count(*) as n from notes where notes match ?').get('neural')).toEqual({
        n: 1,
      });
    } finally {
      db.close();
    }
  });
});

function loadPackageVersion(name: string): string {
  const manifest = createRequire(import.meta.url)(`${name}/package.json`) as { version: string };
  return manifest.version;
}
