import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type CliTestServer, startCliTestServer } from './support/cli-test-server';
import type { AilabSandbox } from './support/run-ailab';

let cli: CliTestServer;
let author: AilabSandbox;
let editor: AilabSandbox;

beforeAll(async () => {
  cli = await startCliTestServer();
  author = await cli.signedIn('research@example.com');
  editor = await cli.signedIn('staff@example.com');
});
afterAll(() => cli?.close());

describe('ailab industry, research and market (real process)', () => {
  it('lists and views the catalogue and today’s brief', async () => {
    const list = await author.run(['industry', 'list', '--group', 'financial-services']);
    expect(list.code, list.stderr).toBe(0);
    expect(
      list.stdout
        .split('\n')
        .filter(Boolean)
        .map((line) => line.split('\t')[0]),
    ).toEqual(['capital-markets', 'insurance', 'payments', 'retail-banking']);
    const view = await author.run(['industry', 'view', 'payments']);
    expect(view.stdout).toContain('## Regulation');
    expect(view.stdout).toContain('fraud-models-instant-payments');
    const json = await author.run(['industry', 'view', 'payments', '--json']);
    expect(JSON.parse(json.stdout).sections).toHaveLength(6);
    const today = await author.run(['market', 'today', '--industry', 'energy-utilities', '--json']);
    expect(today.code, today.stderr).toBe(0);
    expect(JSON.parse(today.stdout).industry.slug).toBe('energy-utilities');
    const missing = await author.run(['industry', 'view', 'atlantis']);
    expect(missing.code).not.toBe(0);
  });

  it('publishes from a Markdown file idempotently, reviews, schedules and exports', async () => {
    const file = join(author.configDir, '..', 'report.md');
    writeFileSync(
      file,
      [
        '---',
        'title: Agents at the checkout',
        'slug: agents-at-the-checkout',
        'summary: What changes when software pays.',
        'industries: [payments]',
        'tags: [agents, ci]',
        '---',
        '',
        '## Findings',
        '',
        'Mandates were not written for agents.',
        '',
        '## Sources',
        '',
        '- [EU AI Act](https://eur-lex.europa.eu/eli/reg/2024/1689/oj)',
        '',
      ].join('\n'),
    );
    const first = await author.run(['research', 'publish', file]);
    expect(first.code, first.stderr).toBe(0);
    expect(first.stdout).toMatch(/^created\tagents-at-the-checkout\tin_review\tv1/);
    const second = await author.run(['research', 'publish', file, '--json']);
    expect(second.code, second.stderr).toBe(0);
    expect(JSON.parse(second.stdout)).toMatchObject({ outcome: 'unchanged', state: 'in_review', version: 1 });

    const listed = await author.run(['research', 'list', '--state', 'in_review']);
    expect(listed.stdout).toContain('agents-at-the-checkout');
    const badState = await author.run(['research', 'list', '--state', 'nope']);
    expect(badState.code).toBe(2);

    const approved = await editor.run(['research', 'review', 'agents-at-the-checkout', '--approve']);
    expect(approved.code, approved.stderr).toBe(0);
    expect(approved.stderr).toContain('approved');
    const scheduled = await author.run([
      'research',
      'publish',
      file,
      '--schedule',
      '2030-01-01T09:00:00Z',
      '--json',
    ]);
    expect(JSON.parse(scheduled.stdout)).toMatchObject({ outcome: 'scheduled', state: 'scheduled' });

    const exported = await author.run(['research', 'export', 'agents-at-the-checkout']);
    expect(exported.stdout).toContain('slug: agents-at-the-checkout');
    expect(exported.stdout).toContain('## Findings');
    expect(exported.stdout).toContain('- [EU AI Act](https://eur-lex.europa.eu/eli/reg/2024/1689/oj)');
    // The exported file publishes back to the same content: unchanged.
    const again = join(author.configDir, '..', 'again.md');
    writeFileSync(again, exported.stdout);
    const roundTrip = await author.run(['research', 'publish', again, '--json']);
    expect(JSON.parse(roundTrip.stdout).outcome).toBe('unchanged');
  });

  it('sets and removes a report cover from a file; a file that is not an image changes nothing', async () => {
    const png = join(author.configDir, '..', 'cover.png');
    writeFileSync(
      png,
      Buffer.from(
        'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
        'base64',
      ),
    );
    const set = await author.run(['research', 'cover', 'agents-that-pay', png]);
    expect(set.code, set.stderr).toBe(0);
    expect(set.stdout.trim()).toMatch(/^\/media\/research-covers\/[0-9a-f]{64}\.png$/);
    const fake = join(author.configDir, '..', 'cover.txt');
    writeFileSync(fake, 'not an image at all');
    const refused = await author.run(['research', 'cover', 'agents-that-pay', fake]);
    // The server's 415 is bad input: a usage error (exit 2), naming the accepted types.
    expect(refused.code).toBe(2);
    expect(refused.stderr).toMatch(/PNG|JPEG/);
    const view = await author.run(['research', 'export', 'agents-that-pay', '--format', 'json']);
    expect(JSON.parse(view.stdout).cover_url).toBe(set.stdout.trim());
    // Removing asks; off a terminal without --yes it is a usage error and nothing changes.
    expect((await author.run(['research', 'cover', 'agents-that-pay', '--remove'])).code).toBe(2);
    expect((await author.run(['research', 'cover', 'agents-that-pay'])).code).toBe(2);
    const removed = await author.run(['research', 'cover', 'agents-that-pay', '--remove', '--yes', '--json']);
    expect(removed.code, removed.stderr).toBe(0);
    expect(JSON.parse(removed.stdout).cover_url).toBeNull();
    expect((await author.run(['research', 'cover', 'no-such-report', png])).code).toBe(3);
  });

  it('drafts a labelled outline without a model', async () => {
    const draft = await author.run(['research', 'generate', '--industry', 'insurance', '--topic', 'Claims']);
    expect(draft.code, draft.stderr).toBe(0);
    expect(draft.stdout).toContain('Outline draft');
    expect(draft.stderr).toContain('outline');
  });
});

describe('ailab industry import (real process)', () => {
  it('imports a catalogue file by slug: dry run, created, unchanged on a re-run, a bad row failing alone', async () => {
    const file = join(editor.configDir, '..', 'industries.yaml');
    writeFileSync(
      file,
      [
        'industries:',
        '  - slug: cold-chain',
        '    name: Cold chain',
        '    summary: Keeping food and medicine cold from farm to shelf.',
        '    group: supply-chains',
        '    group_name: Supply chains',
        '    sections:',
        '      - key: trends',
        '        title: Trends',
        '        body: Sensors in every container.',
        '        last_reviewed: 2026-11-01',
        '        sources:',
        '          - { title: Cold chain review, url: "https://cold.example.org/review" }',
        '  - slug: Not A Slug',
        '    name: Broken',
        '    group: supply-chains',
        '',
      ].join('\n'),
    );
    const dry = await editor.run(['industry', 'import', file, '--dry-run', '--json']);
    expect(dry.code).toBe(1);
    const plan = JSON.parse(dry.stdout);
    expect(plan.summary).toEqual({ created: 1, updated: 0, unchanged: 0, failed: 1 });
    expect(plan.rows[1]).toMatchObject({ outcome: 'failed', reason: { code: 'VALIDATION_FAILED' } });
    expect((await editor.run(['industry', 'view', 'cold-chain'])).code).not.toBe(0);

    const real = await editor.run(['industry', 'import', file]);
    expect(real.code).toBe(1);
    expect(real.stderr).toContain('Not A Slug');
    expect(real.stderr).toMatch(/Created 1, updated 0, unchanged 0, failed 1/);
    const view = await editor.run(['industry', 'view', 'cold-chain']);
    expect(view.code, view.stderr).toBe(0);
    expect(view.stdout).toContain('Sensors in every container.');

    writeFileSync(file, readFileSync(file, 'utf8').split('  - slug: Not A Slug')[0] ?? '');
    const again = await editor.run(['industry', 'import', file]);
    expect(again.code, again.stderr).toBe(0);
    expect(again.stderr).toMatch(/Created 0, updated 0, unchanged 1, failed 0/);
    // Research authors may read the catalogue but not import it (permission, exit code 5).
    expect((await author.run(['industry', 'import', file])).code).toBe(5);
  });
});
