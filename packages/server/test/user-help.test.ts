import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { helpPage, helpToc } from '../src/features/help/help.service';
import { startTestServer, type TestServer } from '../src/testing/start-test-server';
import { call } from './support/http';

const TOC = '/v1/api/user_help/toc';
const PAGE = '/v1/api/user_help/file/get_md';

describe('user help over HTTP', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());

  it('lists the topics in the request language, anonymously', async () => {
    const answer = await call(server.url, TOC, {}, { language: 'ja-JP' });
    expect(answer.status).toBe(200);
    expect(answer.body.language).toBe('ja-JP');
    expect(answer.body.topics[0]).toEqual({ slug: 'getting-started', title: 'はじめに' });
    expect(answer.body.topics.map((topic: { slug: string }) => topic.slug)).toContain('user-management');
  });

  it('has a real topic, in each language, for every area a role can open (issue 25)', async () => {
    const areas = [
      'getting-started',
      'profile-and-security',
      'learning',
      'events',
      'news',
      'repositories',
      'user-management',
      'education-administration',
      'events-management',
      'job-queue',
    ];
    for (const language of ['en-US', 'es-MX', 'ja-JP']) {
      const toc = await call(server.url, TOC, {}, { language });
      expect(toc.body.topics.map((topic: { slug: string }) => topic.slug)).toEqual(
        expect.arrayContaining(areas),
      );
      for (const slug of areas) {
        const page = await call(server.url, PAGE, { slug, language });
        // Translated, not the English fallback, and more than a stub.
        expect(page.body.language, `${language} ${slug}`).toBe(language);
        expect(Buffer.byteLength(page.body.markdown), `${language} ${slug}`).toBeGreaterThan(500);
        expect(page.body.markdown, `${language} ${slug}`).toMatch(/^## /m);
      }
    }
  });

  it('answers one topic by slug, in the asked language', async () => {
    const answer = await call(server.url, PAGE, { slug: 'roles-and-menu', language: 'es-MX' });
    expect(answer.body).toMatchObject({
      slug: 'roles-and-menu',
      language: 'es-MX',
      title: 'Los roles y lo que abren',
    });
    expect(answer.body.markdown).toContain('| Rol | Abre |');
  });

  it('never reads outside the help folder: ../, absolute paths, encoded dots, odd slugs', async () => {
    const attempts = [
      '../../package',
      '../en-US/01-getting-started',
      '/etc/passwd',
      '%2e%2e%2fpackage',
      '..%2F..%2Fpackage.json',
      '.env',
      'getting-started.md',
      'GETTING-STARTED',
      'getting started',
      'a'.repeat(65),
    ];
    for (const slug of attempts) {
      const answer = await call(server.url, PAGE, { slug });
      expect(answer.status, slug).toBe(400);
      expect(answer.text, slug).not.toContain('"markdown"');
    }
    expect((await call(server.url, PAGE, { slug: 'no-such-topic' })).status).toBe(404);
    expect((await call(server.url, PAGE, { slug: 'getting-started', path: '/etc' })).status).toBe(400);
  });
});

describe('help files', () => {
  let root: string;
  beforeAll(async () => {
    root = await mkdtemp(join(tmpdir(), 'ailab-help-'));
    await mkdir(join(root, 'en-US'));
    await mkdir(join(root, 'es-MX'));
    await writeFile(join(root, 'en-US', '01-first.md'), '# First\n\nEnglish.');
    await writeFile(join(root, 'en-US', '02-second.md'), '# Second\n\nEnglish only.');
    await writeFile(join(root, 'en-US', 'notes.txt'), 'not a topic');
    await writeFile(join(root, 'es-MX', '01-first.md'), '# Primero\n\nEspañol.');
    await writeFile(join(root, 'secret.md'), '# Secret');
  });
  afterAll(() => rm(root, { recursive: true, force: true }));

  it('falls back to en-US for a topic without a translation', async () => {
    expect((await helpToc('es-MX', root)).topics).toEqual([
      { slug: 'first', title: 'Primero' },
      { slug: 'second', title: 'Second' },
    ]);
    expect(await helpPage('second', 'es-MX', root)).toMatchObject({
      language: 'en-US',
      markdown: '# Second\n\nEnglish only.',
    });
    expect((await helpToc('ja-JP', root)).topics.map((topic) => topic.title)).toEqual(['First', 'Second']);
  });

  it('finds only Markdown topics inside the language folders', async () => {
    await expect(helpPage('notes', 'en-US', root)).rejects.toMatchObject({ code: 'NOT_FOUND' });
    await expect(helpPage('secret', 'en-US', root)).rejects.toMatchObject({ code: 'NOT_FOUND' });
  });
});
