import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startTestServer, type TestServer } from '@ailab/server/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AilabSandbox, createSandbox } from './support/run-ailab';

let server: TestServer;
let sandbox: AilabSandbox;
let work: string;

beforeAll(async () => {
  server = await startTestServer();
  sandbox = createSandbox(server.url);
  work = mkdtempSync(join(tmpdir(), 'ailab-course-'));
  const login = await sandbox.run(['auth', 'login', '--email', 'staff@example.com', '--password-stdin'], {
    input: 'demo-password-1\n',
  });
  expect(login.code, login.stderr).toBe(0);
});
afterAll(async () => {
  sandbox.dispose();
  rmSync(work, { recursive: true, force: true });
  await server.close();
});

function writeCourse(dir: string): void {
  for (const sub of ['units', 'quizzes']) mkdirSync(join(dir, sub), { recursive: true });
  writeFileSync(
    join(dir, 'course.yaml'),
    'slug: shipping-llm-features\ntitle: Shipping LLM features\nsummary: From prototype to production.\nlevel: intermediate\ntags: [llm, product]\ndescription: |\n  # Shipping\n  What changes after the demo.\n',
  );
  writeFileSync(
    join(dir, 'units', '01-scope.md'),
    '---\ntitle: Scope the feature\n---\n## Scope\nStart small.\n',
  );
  writeFileSync(
    join(dir, 'units', '02-guardrails.md'),
    '---\ntitle: Guardrails\nestimatedMinutes: 15\n---\n## Guardrails\nValidate outputs.\n',
  );
  writeFileSync(
    join(dir, 'quizzes', 'guardrails.yaml'),
    'title: Guardrails check\npassPercent: 50\nrequired: true\nquestions:\n  - id: validate\n    kind: true_false\n    prompt: Model output can be trusted without validation.\n    correctOptionIds: ["false"]\n',
  );
}

describe('ailab course as a real process', () => {
  it('creates a draft course whose slug is made from the title when --slug is left out', async () => {
    const created = await sandbox.run(['course', 'create', '--title', 'Evaluating RAG pipelines', '--json']);
    expect(created.code, created.stderr).toBe(0);
    expect(JSON.parse(created.stdout)).toMatchObject({ slug: 'evaluating-rag-pipelines', state: 'draft' });
  });

  it('imports a folder, re-imports it as a no-op, and round-trips through export', async () => {
    const source = join(work, 'source');
    mkdirSync(source, { recursive: true });
    writeCourse(source);

    const dry = await sandbox.run(['course', 'import', source, '--dry-run']);
    expect(dry.code, dry.stderr).toBe(0);
    expect(dry.stderr).toContain('Dry run: 4 would be created');
    expect(dry.stdout.split('\n')).toContain('course\tshipping-llm-features\tcreated');

    const first = await sandbox.run(['course', 'import', source, '--json']);
    expect(first.code, first.stderr).toBe(0);
    const created = JSON.parse(first.stdout);
    expect(created).toMatchObject({ dry_run: false, changed: true });
    const courseId: string = created.course_id;

    const again = await sandbox.run(['course', 'import', source]);
    expect(again.code, again.stderr).toBe(0);
    expect(again.stderr).toContain('No changes: the course already matches the folder');
    expect(
      again.stdout
        .trim()
        .split('\n')
        .every((line) => line.endsWith('\tunchanged')),
    ).toBe(true);

    const out = join(work, 'exported');
    const exported = await sandbox.run(['course', 'export', courseId, out]);
    expect(exported.code, exported.stderr).toBe(0);
    expect(exported.stdout.trim().split('\n')).toEqual([
      'course.yaml',
      'units/01-scope.md',
      'units/02-guardrails.md',
      'quizzes/guardrails.yaml',
    ]);
    const roundTrip = await sandbox.run(['course', 'import', out]);
    expect(roundTrip.code, roundTrip.stderr).toBe(0);
    expect(roundTrip.stderr).toContain('No changes');

    // A changed file updates only its unit.
    const unitFile = join(out, 'units', '01-scope.md');
    writeFileSync(unitFile, `${readFileSync(unitFile, 'utf8')}\nThen grow.\n`);
    const changed = await sandbox.run(['course', 'import', out]);
    expect(
      changed.stdout
        .trim()
        .split('\n')
        .filter((line) => !line.endsWith('\tunchanged')),
    ).toEqual(['unit\tscope\tupdated']);

    const view = await sandbox.run(['course', 'view', courseId]);
    expect(view.stdout).toContain('guardrails\tGuardrails\tGuardrails check');
    const publish = await sandbox.run(['course', 'publish', courseId]);
    expect(publish.code, publish.stderr).toBe(0);
    expect(publish.stderr).toContain('“Shipping LLM features” is now published');
  });

  it('lists courses, enrols learners from a CSV file, and reports their progress', async () => {
    const listed = await sandbox.run(['course', 'list', '--search', 'responsible', '--json']);
    expect(listed.code, listed.stderr).toBe(0);
    const page = JSON.parse(listed.stdout);
    expect(page.items.map((course: { slug: string }) => course.slug)).toEqual(['responsible-ai']);
    const courseId: string = page.items[0].id;
    const piped = await sandbox.run(['course', 'list', '--state', 'published', '--all']);
    expect(piped.stdout.split('\n')).toContainEqual(
      // The enrolment count is the JSON page's (the institutes' demo learners study demo courses too).
      expect.stringMatching(
        new RegExp(
          `^${courseId}\tresponsible-ai\tpublished\t${page.items[0].enrolled_count}\t[^\t]+\t3\tResponsible AI`,
        ),
      ),
    );
    const badState = await sandbox.run(['course', 'list', '--state', 'gone']);
    expect(badState.code).toBe(2);
    expect(badState.stderr).toContain('--state');

    // A bare list of addresses: two learners, a member without the learner role, an unknown account.
    const emails = join(work, 'emails.csv');
    writeFileSync(
      emails,
      'student@example.com\nMember@Example.com\nresearch@example.com\nnobody@example.com\nnot-an-email\n',
    );
    const dry = await sandbox.run(['course', 'enrol', courseId, '--users', emails, '--dry-run']);
    expect(dry.code).toBe(1);
    expect(dry.stderr).toContain('would create 2, update 0, leave 0 unchanged; 3 would fail');
    expect(dry.stderr).toContain('research@example.com does not have the AI Learning role');
    expect(dry.stderr).toContain('Line 5 (not-an-email): Email must be a valid email address');
    // The institutes' demo learners study this course too: what this test adds is counted on top of them.
    const empty = await sandbox.run(['course', 'progress', courseId, '--json']);
    const baseline = JSON.parse(empty.stdout) as {
      total: number;
      summary: { enrolled: number; completed: number };
    };
    expect(baseline.summary.enrolled).toBe(baseline.total);

    const failedOut = join(work, 'failed.csv');
    const real = await sandbox.run([
      'course',
      'enrol',
      courseId,
      '--users',
      emails,
      '--failed-out',
      failedOut,
    ]);
    expect(real.code).toBe(1);
    expect(readFileSync(failedOut, 'utf8').trim().split('\n')).toEqual([
      'email,error',
      'research@example.com,"research@example.com does not have the AI Learning role. Give it to them, then enrol them."',
      'nobody@example.com,Not found: account nobody@example.com',
      'not-an-email,Email must be a valid email address',
    ]);
    const withHeader = join(work, 'again.csv');
    writeFileSync(withHeader, 'E-mail,Note\nstudent@example.com,again\n');
    const again = await sandbox.run(['course', 'enrol', courseId, '--users', withHeader, '--json']);
    expect(again.code, again.stderr).toBe(0);
    expect(JSON.parse(again.stdout).rows).toEqual([
      { line: 2, key: 'student@example.com', outcome: 'unchanged' },
    ]);

    const csv = await sandbox.run(['course', 'progress', courseId, '--csv']);
    expect(csv.code, csv.stderr).toBe(0);
    const lines = csv.stdout.trim().split('\n');
    expect(lines[0]).toBe('email,name,state,percent,units,score,enrolled,completed');
    const ours = ['member@example.com', 'student@example.com'];
    expect(
      lines
        .slice(1)
        .map((line) => line.split(',').slice(0, 4))
        .filter(([email]) => ours.includes(email ?? '')),
    ).toEqual([
      ['member@example.com', expect.any(String), 'active', '0'],
      ['student@example.com', expect.any(String), 'active', '0'],
    ]);
    expect(lines).toHaveLength(baseline.total + 3);
    const tsv = await sandbox.run(['course', 'progress', courseId, '--state', 'active', '--all']);
    const active = await sandbox.run([
      'course',
      'progress',
      courseId,
      '--state',
      'active',
      '--json',
      '--all',
    ]);
    expect(tsv.stdout.trim().split('\n')).toHaveLength(JSON.parse(active.stdout).total);
    expect(tsv.stderr).toContain(
      `${baseline.summary.enrolled + 2} enrolled · ${baseline.summary.completed} completed`,
    );
    const json = await sandbox.run(['course', 'progress', courseId, '--json']);
    expect(JSON.parse(json.stdout)).toMatchObject({
      total: baseline.total + 2,
      summary: { enrolled: baseline.summary.enrolled + 2, completed: baseline.summary.completed },
    });
    // --grant-role gives the member without the AI Learning role what the failure asked for.
    const research = join(work, 'research.csv');
    writeFileSync(research, 'research@example.com\n');
    const granted = await sandbox.run([
      'course',
      'enrol',
      courseId,
      '--users',
      research,
      '--grant-role',
      '--json',
    ]);
    expect(granted.code, granted.stderr).toBe(0);
    expect(JSON.parse(granted.stdout).rows).toEqual([
      { line: 1, key: 'research@example.com', outcome: 'created' },
    ]);
    // Withdrawing is destructive: off a terminal it needs --yes, and says what it would do.
    const refused = await sandbox.run(['course', 'unenrol', courseId, 'member@example.com']);
    expect(refused.code).toBe(2);
    expect(refused.stderr).toContain(`This withdraws 1 learner from ${courseId}.`);
    expect(refused.stderr).toContain('--yes');
    const unenrolled = await sandbox.run([
      'course',
      'unenrol',
      courseId,
      'member@example.com',
      'nobody@example.com',
      '--yes',
      '--json',
    ]);
    expect(unenrolled.code).toBe(1);
    expect(JSON.parse(unenrolled.stdout).rows).toEqual([
      { line: 1, key: 'member@example.com', outcome: 'updated' },
      {
        line: 2,
        key: 'nobody@example.com',
        outcome: 'failed',
        reason: { code: 'NOT_FOUND', message: 'Not found: account nobody@example.com' },
      },
    ]);
    const withdrawn = await sandbox.run(['course', 'progress', courseId, '--state', 'withdrawn', '--json']);
    expect(JSON.parse(withdrawn.stdout).items.map((item: { email: string }) => item.email)).toContain(
      'member@example.com',
    );
    const twice = await sandbox.run(['course', 'unenrol', courseId, 'member@example.com', '--yes']);
    expect(twice.code, twice.stderr).toBe(0);
    expect(twice.stderr).toContain('Withdrew 0, already withdrawn 1, failed 0.');
    const dryWithdraw = await sandbox.run(['course', 'unenrol', courseId, 'member@example.com', '--dry-run']);
    expect(dryWithdraw.code, dryWithdraw.stderr).toBe(0);
    expect(dryWithdraw.stderr).toContain('would withdraw 0; 1 already withdrawn; 0 would fail.');
    const both = await sandbox.run(['course', 'progress', courseId, '--csv', '--json']);
    expect(both.code).toBe(2);
    // The interactive screen needs a terminal; scripts are pointed at list and progress.
    const browse = await sandbox.run(['course', 'browse']);
    expect(browse.code).toBe(2);
    expect(browse.stderr).toContain('The learning screen needs a terminal');
    const missing = await sandbox.run(['course', 'enrol', courseId, '--users', join(work, 'none.csv')]);
    expect(missing.code).toBe(2);
    expect(missing.stderr).toContain('none.csv');
  });

  it('never deletes a file the export did not write, and says what --force replaces', async () => {
    const source = join(work, 'keep-source');
    mkdirSync(source, { recursive: true });
    writeCourse(source);
    writeFileSync(join(source, 'course.yaml'), 'slug: keep-my-files\ntitle: Keep my files\n');
    const imported = await sandbox.run(['course', 'import', source, '--json']);
    expect(imported.code, imported.stderr).toBe(0);
    const courseId: string = JSON.parse(imported.stdout).course_id;

    // A folder holding someone's own work: before the fix all of units/ and quizzes/ were deleted, exit 0.
    const foreign = join(work, 'foreign');
    mkdirSync(join(foreign, 'units'), { recursive: true });
    writeFileSync(join(foreign, 'notes.txt'), 'mine');
    writeFileSync(join(foreign, 'units', 'README.txt'), 'mine too');
    writeFileSync(join(foreign, 'units', '01-scope.md'), 'my own draft');
    const refused = await sandbox.run(['course', 'export', courseId, foreign]);
    expect(refused.code).toBe(2);
    expect(refused.stderr).toContain('is not empty and holds no earlier export of this course');
    expect(refused.stderr).toContain('--force would replace: units/01-scope.md');
    expect(readFileSync(join(foreign, 'units', '01-scope.md'), 'utf8')).toBe('my own draft');
    expect(existsSync(join(foreign, 'course.yaml'))).toBe(false);

    const forced = await sandbox.run(['course', 'export', courseId, foreign, '--force']);
    expect(forced.code, forced.stderr).toBe(0);
    expect(forced.stderr).toContain('Replaced (the export did not write them): units/01-scope.md');
    expect(readFileSync(join(foreign, 'notes.txt'), 'utf8')).toBe('mine');
    expect(readFileSync(join(foreign, 'units', 'README.txt'), 'utf8')).toBe('mine too');

    // The folder now holds this course's export: exporting again needs no --force.
    const again = await sandbox.run(['course', 'export', courseId, foreign]);
    expect(again.code, again.stderr).toBe(0);
    expect(again.stderr).toContain('Wrote 4 files to');

    // A file changed since that export is never overwritten silently.
    writeFileSync(join(foreign, 'quizzes', 'guardrails.yaml'), 'title: edited by hand\n');
    const changed = await sandbox.run(['course', 'export', courseId, foreign]);
    expect(changed.code).toBe(2);
    expect(changed.stderr).toContain('changed since the last export of this course');
    expect(changed.stderr).toContain('quizzes/guardrails.yaml');
    expect(readFileSync(join(foreign, 'quizzes', 'guardrails.yaml'), 'utf8')).toBe('title: edited by hand\n');

    // The course loses a unit: the export removes the files it wrote for it, and nothing else.
    rmSync(join(source, 'units', '02-guardrails.md'));
    rmSync(join(source, 'quizzes', 'guardrails.yaml'));
    expect((await sandbox.run(['course', 'import', source])).code).toBe(0);
    const shrunk = await sandbox.run(['course', 'export', courseId, foreign, '--force']);
    expect(shrunk.code, shrunk.stderr).toBe(0);
    expect(shrunk.stdout.trim().split('\n')).toEqual(['course.yaml', 'units/01-scope.md']);
    expect(shrunk.stderr).toContain(
      'Removed files an earlier export wrote that the course no longer has: units/02-guardrails.md, quizzes/guardrails.yaml',
    );
    expect(existsSync(join(foreign, 'units', '02-guardrails.md'))).toBe(false);
    expect(readFileSync(join(foreign, 'notes.txt'), 'utf8')).toBe('mine');
    expect(readFileSync(join(foreign, 'units', 'README.txt'), 'utf8')).toBe('mine too');
    const roundTrip = await sandbox.run(['course', 'import', foreign]);
    expect(roundTrip.code, roundTrip.stderr).toBe(0);
    expect(roundTrip.stderr).toContain('No changes');
  });

  it('addresses a course by its slug as well as its id (issue 24 item 17)', async () => {
    const listed = JSON.parse(
      (await sandbox.run(['course', 'list', '--search', 'responsible', '--json'])).stdout,
    );
    const byId = await sandbox.run(['course', 'progress', listed.items[0].id, '--json']);
    const bySlug = await sandbox.run(['course', 'progress', 'responsible-ai', '--json']);
    expect(bySlug.code, bySlug.stderr).toBe(0);
    expect(JSON.parse(bySlug.stdout)).toEqual(JSON.parse(byId.stdout));
    const view = await sandbox.run(['course', 'view', 'responsible-ai']);
    expect(view.code, view.stderr).toBe(0);
    const missing = await sandbox.run(['course', 'view', 'no-such-course']);
    expect(missing.code).toBe(3);
    expect(missing.stderr).toContain('No course no-such-course');
  });

  it('updates a course’s words and state, sending a state it already has nowhere (issue 24)', async () => {
    const created = JSON.parse(
      (await sandbox.run(['course', 'create', '--title', 'Update me', '--json'])).stdout,
    );
    const nothing = await sandbox.run(['course', 'update', created.slug]);
    expect(nothing.code).toBe(2);
    expect(nothing.stderr).toContain('Nothing to update');
    const markdown = join(work, 'description.md');
    writeFileSync(markdown, '# Updated\nFrom a file.\n');
    const words = await sandbox.run([
      'course',
      'update',
      created.slug,
      '--title',
      'Updated title',
      '--summary',
      'A new summary.',
      '--description-file',
      markdown,
      '--json',
    ]);
    expect(words.code, words.stderr).toBe(0);
    expect(JSON.parse(words.stdout)).toMatchObject({
      id: created.id,
      title: 'Updated title',
      summary: 'A new summary.',
      description: '# Updated\nFrom a file.\n',
      state: 'draft',
    });
    const archived = await sandbox.run(['course', 'update', created.id, '--state', 'archived']);
    expect(archived.code, archived.stderr).toBe(0);
    expect(archived.stderr).toContain('“Updated title” is now archived');
    const audit = () => sandbox.run(['audit', 'list', '--target', `course:${created.id}`, '--all', '--json']);
    const entries = JSON.parse((await audit()).stdout).total;
    expect(entries).toBeGreaterThan(0);
    const again = await sandbox.run(['course', 'update', created.id, '--state', 'archived']);
    expect(again.code, again.stderr).toBe(0);
    expect(again.stderr).toContain('already archived');
    expect(JSON.parse((await audit()).stdout).total).toBe(entries);
    // The server's refusal, with its reason: a course with no units cannot be published.
    const publish = await sandbox.run(['course', 'update', created.id, '--state', 'published']);
    expect(publish.code).toBe(6);
    expect(publish.stderr).not.toBe('');
    const back = await sandbox.run(['course', 'update', created.id, '--state', 'draft', '--json']);
    expect(JSON.parse(back.stdout).state).toBe('draft');
  });

  it('deletes a draft only with --yes off a terminal, and refuses a published course (issue 24)', async () => {
    const draft = JSON.parse(
      (await sandbox.run(['course', 'create', '--title', 'Delete me', '--json'])).stdout,
    );
    const unasked = await sandbox.run(['course', 'delete', draft.slug]);
    expect(unasked.code).toBe(2);
    expect(unasked.stderr).toContain('Pass --yes');
    expect((await sandbox.run(['course', 'view', draft.id])).code).toBe(0);
    const deleted = await sandbox.run(['course', 'delete', draft.slug, '--yes']);
    expect(deleted.code, deleted.stderr).toBe(0);
    expect(deleted.stderr).toContain(`Deleted the course ${draft.slug}`);
    expect((await sandbox.run(['course', 'view', draft.id])).code).toBe(3);
    const published = await sandbox.run(['course', 'delete', 'responsible-ai', '--yes']);
    expect(published.code).toBe(6);
    expect((await sandbox.run(['course', 'view', 'responsible-ai'])).code).toBe(0);
  });

  it('checks a folder offline: exit 0 valid, 2 with each problem in its file (issue 24)', async () => {
    // No server answers here: the check never asks one.
    const offline = { env: { AILAB_SERVER: 'http://127.0.0.1:9' } };
    const good = join(work, 'check-good');
    writeCourse(good);
    const valid = await sandbox.run(['course', 'check', good], offline);
    expect(valid.code, valid.stderr).toBe(0);
    expect(valid.stderr).toContain('is a valid course folder: shipping-llm-features, 2 units');

    const bad = join(work, 'check-bad');
    writeCourse(bad);
    writeFileSync(join(bad, 'units', '01-scope.md'), '---\ntitle: ""\n---\nBody.\n');
    writeFileSync(
      join(bad, 'quizzes', 'guardrails.yaml'),
      'title: Guardrails check\npassPercent: 500\nquestions: []\n',
    );
    const invalid = await sandbox.run(['course', 'check', bad, '--json'], offline);
    expect(invalid.code).toBe(2);
    const result = JSON.parse(invalid.stdout);
    expect(result).toMatchObject({ valid: false, slug: 'shipping-llm-features', units: 2 });
    const where = result.problems.map((problem: { file: string; field: string | null }) => [
      problem.file,
      problem.field,
    ]);
    expect(where).toContainEqual(['units/01-scope.md', 'title']);
    expect(where).toContainEqual(['quizzes/guardrails.yaml', 'pass_percent']);
    const table = await sandbox.run(['course', 'check', bad], offline);
    expect(table.code).toBe(2);
    expect(table.stdout).toContain('quizzes/guardrails.yaml');
    expect(table.stderr).toMatch(/has \d+ problems; course import would refuse it/);

    const misnamed = join(work, 'check-misnamed');
    mkdirSync(join(misnamed, 'units'), { recursive: true });
    writeFileSync(join(misnamed, 'course.yaml'), 'slug: x-y\ntitle: T\n');
    writeFileSync(join(misnamed, 'units', 'intro.md'), 'no number');
    const unread = await sandbox.run(['course', 'check', misnamed, '--json'], offline);
    expect(unread.code).toBe(2);
    expect(JSON.parse(unread.stdout).problems).toMatchObject([{ file: 'units/intro.md', field: null }]);
    const missing = await sandbox.run(['course', 'check', join(work, 'nowhere')], offline);
    expect(missing.code).toBe(2);
    expect(missing.stdout).toContain('course.yaml is missing');
  });

  it('names the broken file of a folder and exits 2', async () => {
    const broken = join(work, 'broken');
    mkdirSync(join(broken, 'units'), { recursive: true });
    writeFileSync(join(broken, 'course.yaml'), 'slug: x-y\ntitle: T\n');
    writeFileSync(join(broken, 'units', 'intro.md'), 'no number');
    const result = await sandbox.run(['course', 'import', broken]);
    expect(result.code).toBe(2);
    expect(result.stderr).toContain('units/intro.md');
  });
});
