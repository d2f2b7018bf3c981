import type { Command } from 'commander';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CommandContext } from '../src/command-context';
import { jsonFieldsSourceOf } from '../src/commands/json-fields-source';
import type { IOStreams } from '../src/io/io-streams';
import { buildProgram } from '../src/program';
import { type JsonFieldsSource, jsonFieldsOf } from '../src/services/help-fields';
import { type CliTestServer, startCliTestServer } from './support/cli-test-server';
import type { AilabSandbox } from './support/run-ailab';

// Issue 24, "missing verbs and flags": --jq and --template on every read, applied in one place
// (run-cli.ts), and `ailab api --paginate`. Real `ailab` processes against a real server.
let cli: CliTestServer;
let admin: AilabSandbox;

beforeAll(async () => {
  cli = await startCliTestServer();
  admin = await cli.admin();
});

afterAll(async () => {
  await cli?.close();
});

describe('--jq', () => {
  it('filters a list read, printing strings raw, one per line', async () => {
    const all = await admin.run(['user', 'list', '--all', '--json']);
    expect(all.code, all.stderr).toBe(0);
    const emails: string[] = JSON.parse(all.stdout).items.map((user: { email: string }) => user.email);
    const result = await admin.run(['user', 'list', '--all', '--jq', '.items[].email']);
    expect(result.code, result.stderr).toBe(0);
    expect(result.stdout.trimEnd().split('\n')).toEqual(emails);
  });

  it('implies --json and prints compact JSON for objects when piped', async () => {
    const result = await admin.run(['whoami', '--jq', '{email: .user.email}']);
    expect(result.code, result.stderr).toBe(0);
    expect(result.stdout).toBe(`{"email":"${cli.server.adminEmail}"}\n`);
  });

  it('refuses a broken expression with exit 2 and jq’s reason, translated around it', async () => {
    const result = await admin.run(['whoami', '--jq', '.user[', '--lang', 'es-MX']);
    expect(result.code).toBe(2);
    expect(result.stdout).toBe('');
    expect(result.stderr).toContain("La expresión jq '.user[' falló");
    expect(result.stderr).toContain('syntax error');
  });

  it('is refused together with --template before the command runs', async () => {
    const result = await admin.run(['whoami', '--jq', '.', '--template', '{{user.email}}']);
    expect(result.code).toBe(2);
    expect(result.stderr).toContain('Use either --jq or --template');
  });
});

describe('--template', () => {
  it('formats each item with a Handlebars template, no HTML escaping', async () => {
    const result = await admin.run([
      'user',
      'list',
      '--search',
      'admin',
      '--template',
      '{{#each items}}<{{email}}> roles={{join roles ","}}{{nl}}{{/each}}',
    ]);
    expect(result.code, result.stderr).toBe(0);
    expect(result.stdout).toContain(`<${cli.server.adminEmail}> roles=`);
    expect(result.stdout).toMatch(/roles=[\d,]*99/);
  });

  it('reports a template that does not parse with exit 2', async () => {
    const result = await admin.run(['whoami', '--template', '{{#each user}}']);
    expect(result.code).toBe(2);
    expect(result.stderr).toContain('The template cannot be used');
  });
});

describe('ailab api --paginate', () => {
  it('follows next_cursor and concatenates every page’s items', async () => {
    const one = await admin.run(['api', 'adminUsers.allUsers', '-F', 'limit=2']);
    expect(one.code, one.stderr).toBe(0);
    const first = JSON.parse(one.stdout);
    expect(first.items).toHaveLength(2);
    expect(first.next_cursor).toEqual(expect.any(String));
    const all = await admin.run(['api', 'adminUsers.allUsers', '-F', 'limit=2', '--paginate']);
    expect(all.code, all.stderr).toBe(0);
    const answer = JSON.parse(all.stdout);
    expect(answer.next_cursor).toBeNull();
    expect(answer.items).toHaveLength(first.total);
    expect(new Set(answer.items.map((user: { id: string }) => user.id)).size).toBe(first.total);
  });

  it('calls a non-list endpoint once and prints its answer', async () => {
    const result = await admin.run(['api', 'user.whoAmI', '--paginate', '--jq', '.user.email']);
    expect(result.code, result.stderr).toBe(0);
    expect(result.stdout).toBe(`${cli.server.adminEmail}\n`);
  });
});

describe('--json <fields>', () => {
  it('keeps only the named fields of each list item, in the order given, and the page around them', async () => {
    const result = await admin.run(['user', 'list', '--all', '--json', 'roles,email']);
    expect(result.code, result.stderr).toBe(0);
    const page = JSON.parse(result.stdout);
    expect(page.items.length).toBeGreaterThan(0);
    for (const item of page.items) expect(Object.keys(item)).toEqual(['roles', 'email']);
    expect(page.items.map((item: { email: string }) => item.email)).toContain(cli.server.adminEmail);
    expect(page).toHaveProperty('next_cursor');
    expect(page).toHaveProperty('total');
  });

  it('picks fields of a single object, also written --json=a,b and before the command', async () => {
    const after = await admin.run(['user', 'view', cli.server.adminEmail, '--json=sessions,user']);
    expect(after.code, after.stderr).toBe(0);
    expect(Object.keys(JSON.parse(after.stdout))).toEqual(['sessions', 'user']);
    const before = await admin.run(['--json', 'user', 'whoami']);
    expect(before.code).not.toBe(0); // `user` is a command word, not a field: `ailab user whoami` does not exist
    const plain = await admin.run(['--json', 'whoami']);
    expect(plain.code, plain.stderr).toBe(0);
    expect(JSON.parse(plain.stdout).user.email).toBe(cli.server.adminEmail);
  });

  it('refuses an unknown field with exit 2, listing the fields from the contract (not only those present)', async () => {
    const result = await admin.run(['user', 'list', '--json', 'email,nope']);
    expect(result.code).toBe(2);
    expect(result.stdout).toBe('');
    expect(result.stderr).toContain('Unknown field for --json: nope.');
    expect(result.stderr).toMatch(/Available fields: .*email/);
    expect(result.stderr).toContain('last_login_at');
  });

  it('says so in Spanish and Japanese', async () => {
    const es = await admin.run(['user', 'list', '--json', 'nope,nada', '--lang', 'es-MX']);
    expect(es.code).toBe(2);
    expect(es.stderr).toContain('Campos desconocidos para --json: nope, nada.');
    const ja = await admin.run(['user', 'list', '--json', 'nope', '--lang', 'ja-JP']);
    expect(ja.code).toBe(2);
    expect(ja.stderr).toContain('--json に指定できないフィールドです: nope');
  });

  it('applies --jq and --template to the reduced object', async () => {
    const jq = await admin.run(['user', 'list', '--all', '--json', 'email', '--jq', '.items[0] | keys']);
    expect(jq.code, jq.stderr).toBe(0);
    expect(JSON.parse(jq.stdout)).toEqual(['email']);
    const template = await admin.run(['whoami', '--json', 'user', '--template', '{{json this}}']);
    expect(template.code, template.stderr).toBe(0);
    expect(Object.keys(JSON.parse(template.stdout))).toEqual(['user']);
  });
});

describe('ailab api -X, -H and -i', () => {
  it('-i prints the status line and the response headers before the body', async () => {
    const result = await admin.run(['api', 'user.whoAmI', '-i']);
    expect(result.code, result.stderr).toBe(0);
    const [head = '', body = ''] = result.stdout.split('\n\n');
    expect(head.split('\n')[0]).toBe('HTTP/1.1 200 OK');
    expect(head).toMatch(/^content-type: application\/json/im);
    expect(head).toMatch(/^x-request-id: \S+/im);
    expect(JSON.parse(body).user.email).toBe(cli.server.adminEmail);
  });

  it('-i shows a failing answer’s status too; -H headers are sent (Accept-Language picks the server’s wording)', async () => {
    const missing = '00000000-0000-4000-8000-000000000000';
    const result = await admin.run([
      'api',
      'adminAccounts.get',
      '-F',
      `user_id=${missing}`,
      '-i',
      '-H',
      'Accept-Language: es-MX',
    ]);
    expect(result.code).toBe(3);
    expect(result.stdout).toMatch(/^HTTP\/1\.1 404 Not Found\n/);
    const english = await admin.run(['api', 'adminAccounts.get', '-F', `user_id=${missing}`]);
    expect(english.code).toBe(3);
    expect(result.stderr).not.toBe(english.stderr);
  });

  it('-X must be the endpoint’s method (case-insensitive); credential headers and malformed ones exit 2', async () => {
    const post = await admin.run(['api', 'user.whoAmI', '-X', 'post', '--jq', '.user.email']);
    expect(post.code, post.stderr).toBe(0);
    expect(post.stdout).toBe(`${cli.server.adminEmail}\n`);
    const get = await admin.run(['api', 'user.whoAmI', '-X', 'GET']);
    expect(get.code).toBe(2);
    expect(get.stderr).toContain('user.whoAmI is called with POST, not GET.');
    for (const header of ['Authorization: Bearer other', 'cookie: a=b']) {
      const refused = await admin.run(['api', 'user.whoAmI', '-H', header]);
      expect(refused.code, header).toBe(2);
      expect(refused.stderr).toMatch(/header cannot be set with -H/);
    }
    const bad = await admin.run(['api', 'user.whoAmI', '-H', 'no colon', '--lang', 'ja-JP']);
    expect(bad.code).toBe(2);
    expect(bad.stderr).toContain("'no colon' はヘッダーではありません");
  });
});

interface ReadCommand {
  path: string[];
  source: JsonFieldsSource;
}

/** Every read command marked with the endpoint it prints (`readsFrom`), with that mark, from the real tree. */
function readCommands(): ReadCommand[] {
  const unused = () => {
    throw new Error('not run');
  };
  const context = {
    t: (key: string) => key,
    version: '0',
    language: 'en-US',
    env: {},
    settings: {},
    factory: unused,
    io: unused,
  } as unknown as CommandContext;
  const walk = (command: Command, path: string[]): ReadCommand[] =>
    command.commands.flatMap((child) => {
      const here = [...path, child.name()];
      const source = jsonFieldsSourceOf(child);
      return [...(source ? [{ path: here, source }] : []), ...walk(child, here)];
    });
  return walk(buildProgram(context, {} as IOStreams), []);
}

/** The field names under the "JSON fields" heading of a command's help. */
function listedFields(help: string, heading: string): string[] {
  const start = help.indexOf(heading);
  if (start < 0) return [];
  return help
    .slice(start + heading.length)
    .split(/[\s,]+/)
    .filter((word) => /^[a-z][a-z0-9_]*$/.test(word));
}

describe('--help lists the fields --json accepts', () => {
  it('lists user list’s fields (email among them) under a translated heading', async () => {
    const en = await admin.run(['user', 'list', '--help']);
    expect(en.code).toBe(0);
    expect(listedFields(en.stdout, 'JSON fields (for --json <fields>):')).toContain('email');
    const es = await admin.run(['help', 'user', 'list', '--lang', 'es-MX']);
    expect(listedFields(es.stdout, 'Campos JSON (para --json <campos>):')).toContain('last_login_at');
    const ja = await admin.run(['user', 'ls', '-h', '--lang', 'ja-JP']);
    expect(ja.stdout).toContain('JSON のフィールド');
    const root = await admin.run(['--help']);
    expect(root.stdout).not.toContain('JSON fields');
  });

  it('every read command accepts each field its help lists', { timeout: 90_000 }, async () => {
    const founder = await cli.signedIn('startup@example.com');
    /** The first value of `field` in what a list command prints, from the demo data. */
    const first = async (sandbox: AilabSandbox, list: string[], field: string): Promise<string> => {
      const result = await sandbox.run([...list, '--json', field]);
      expect(result.code, `${list.join(' ')}: ${result.stderr}`).toBe(0);
      const value = JSON.parse(result.stdout).items[0]?.[field];
      expect(value, `${list.join(' ')} has no ${field}`).toEqual(expect.any(String));
      return String(value);
    };
    // One administrative change, so that `audit view` has an entry to show.
    const invited = await admin.run(['user', 'invite', 'audit-view@example.com']);
    expect(invited.code, invited.stderr).toBe(0);
    const [event, course, industry, institute, programme, application, startup, pitch, auditEntry] =
      await Promise.all([
        first(admin, ['event', 'list', '--all'], 'slug'),
        first(admin, ['course', 'list', '--all'], 'slug'),
        first(admin, ['industry', 'list'], 'slug'),
        first(admin, ['institute', 'list'], 'slug'),
        first(admin, ['programme', 'list'], 'slug'),
        first(admin, ['application', 'list'], 'id'),
        first(founder, ['startup', 'list'], 'slug'),
        first(founder, ['pitch', 'list'], 'id'),
        first(admin, ['audit', 'list'], 'id'),
      ]);
    const args: Record<string, string[]> = {
      'user view': [cli.server.adminEmail],
      'event view': [event],
      'event registrations': [event],
      'course view': [course],
      'course progress': [course],
      'industry view': [industry],
      'market today': ['--industry', industry],
      'institute view': [institute],
      'programme view': [programme],
      'application view': [application],
      'startup view': [startup],
      'pitch view': [pitch],
      'audit view': [auditEntry],
    };
    const runs: Record<string, AilabSandbox> = { 'startup view': founder, 'pitch view': founder };
    const commands = readCommands();
    expect(commands.map(({ path }) => path.join(' '))).toEqual(
      expect.arrayContaining(['user list', 'whoami', 'event view', 'auth token list', 'news sources list']),
    );
    // The fields each help lists (`addJsonFieldsHelp` prints jsonFieldsOf's answer), then the command run with all of
    // them, a few processes at a time.
    const check = async ({ path, source }: ReadCommand) => {
      const name = path.join(' ');
      const fields = await jsonFieldsOf(source);
      expect(fields.length, name).toBeGreaterThan(0);
      const sandbox = runs[name] ?? admin;
      const result = await sandbox.run([...path, ...(args[name] ?? []), '--json', fields.join(',')]);
      expect(result.code, `${name}: ${result.stderr}`).toBe(0);
      const value = JSON.parse(result.stdout);
      const shown = Array.isArray(value.items) ? value.items[0] : value;
      if (shown !== undefined) expect(Object.keys(shown), name).toEqual(fields);
    };
    for (let start = 0; start < commands.length; start += 4)
      await Promise.all(commands.slice(start, start + 4).map(check));
  });
});
