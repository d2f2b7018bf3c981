import { readSession } from '@ailab/core/session/session';
import { describe, expect, it, vi } from 'vitest';
import { fakeFactory, fakeUser, signInAnswer, UNAUTHENTICATED } from '../../../test/support/fake-factory';
import { NoPromptError, UsageError } from '../../errors/cli-errors';
import type { Prompts } from '../../ui/prompt-types';
import { runLogin } from './login';

const noPrompts = async (): Promise<Prompts> => {
  throw new Error('must not prompt');
};

describe('auth login', () => {
  it('signs in with --email and --password-stdin and stores core session fields', async () => {
    const user = fakeUser({ roles: [1, 99], area_code: '100' });
    const { f, storage, calls, stderr } = fakeFactory({
      stdin: 'pw-from-stdin\nignored',
      routes: { '/v2/api/user/login': () => signInAnswer(user, 'tok-1') },
    });
    await runLogin({ email: 'ada@example.com', passwordStdin: true }, f, noPrompts);
    expect(calls[0]?.body).toEqual({ email: 'ada@example.com', password: 'pw-from-stdin' });
    expect(readSession(storage)).toMatchObject({ authToken: 'tok-1', userRoles: [1, 99], areaCode: '100' });
    expect(stderr()).toContain('Signed in to http://ailab.test as ada@example.com');
  });

  it('says when the user last signed in (spec: Last Login at {time})', async () => {
    const answer = signInAnswer(fakeUser());
    const { f, stderr } = fakeFactory({
      stdin: 'pw',
      routes: {
        '/v2/api/user/login': () => ({
          status: 200,
          body: { ...answer.body, previous_login_at: '2026-03-04T05:06:07.000Z' },
        }),
      },
    });
    await runLogin({ email: 'ada@example.com', passwordStdin: true }, f, noPrompts);
    expect(stderr()).toContain(
      `Last Login at ${new Date('2026-03-04T05:06:07.000Z').toLocaleString('en-US')}`,
    );
  });

  it('checks a token from stdin with who_am_i before storing it', async () => {
    const { f, storage, calls } = fakeFactory({
      stdin: '  api-token  \n',
      routes: { '/v2/api/user/who_am_i': () => ({ status: 200, body: { result: true, user: fakeUser() } }) },
    });
    await runLogin({ withToken: true }, f, noPrompts);
    expect(calls[0]?.authorization).toBe('Bearer api-token');
    expect(readSession(storage)?.authToken).toBe('api-token');
  });

  it('stores nothing when the token is rejected', async () => {
    const { f, storage } = fakeFactory({
      stdin: 'bad',
      routes: { '/v2/api/user/who_am_i': () => UNAUTHENTICATED },
    });
    await expect(runLogin({ withToken: true }, f, noPrompts)).rejects.toMatchObject({
      code: 'UNAUTHENTICATED',
    });
    expect(readSession(storage)).toBeNull();
  });

  it('never prompts off a terminal and names the flags instead', async () => {
    const { f } = fakeFactory({ tty: false });
    await expect(runLogin({}, f, noPrompts)).rejects.toBeInstanceOf(NoPromptError);
    await expect(runLogin({}, f, noPrompts)).rejects.toThrow('--with-token');
  });

  it('never prompts under CI even on a terminal', async () => {
    const { f } = fakeFactory({ tty: true, env: { CI: 'true' } });
    await expect(runLogin({}, f, noPrompts)).rejects.toBeInstanceOf(NoPromptError);
  });

  it('rejects contradictory flags as usage errors', async () => {
    const { f } = fakeFactory();
    await expect(runLogin({ withToken: true, email: 'a@b.co' }, f, noPrompts)).rejects.toBeInstanceOf(
      UsageError,
    );
    await expect(runLogin({ passwordStdin: true }, f, noPrompts)).rejects.toThrow('--email');
    await expect(runLogin({ code: '123456' }, f, noPrompts)).rejects.toThrow('--magic');
  });

  it('shows the Ink form on a terminal; the form submits through the service', async () => {
    const user = fakeUser();
    const { f, storage } = fakeFactory({
      tty: true,
      routes: { '/v2/api/user/login': () => signInAnswer(user) },
    });
    const login = vi.fn<Prompts['login']>(async (options) => options.submit('ada@example.com', 'typed-pw'));
    await runLogin({}, f, async () => ({ login, text: vi.fn(), confirm: vi.fn() }));
    expect(login).toHaveBeenCalledOnce();
    expect(readSession(storage)?.emailId).toBe('ada@example.com');
  });

  it('runs the emailed-code flow: request, prompt on a terminal, verify', async () => {
    const user = fakeUser();
    const { f, calls } = fakeFactory({
      tty: true,
      routes: {
        '/v2/api/user/request_magic_code': () => ({ status: 200, body: { ok: true, message: 'sent' } }),
        '/v2/api/user/verify_magic_code': () => signInAnswer(user),
      },
    });
    const text = vi.fn<Prompts['text']>(async () => '654321');
    await runLogin({ magic: true, email: 'ada@example.com' }, f, async () => ({
      login: vi.fn(),
      text,
      confirm: vi.fn(),
    }));
    expect(calls.map((call) => call.path)).toEqual([
      '/v2/api/user/request_magic_code',
      '/v2/api/user/verify_magic_code',
    ]);
    expect(calls[1]?.body).toEqual({ email: 'ada@example.com', code: '654321' });
  });

  it('asks again for a mistyped code on a terminal', async () => {
    let attempts = 0;
    const { f, stderr } = fakeFactory({
      tty: true,
      routes: {
        '/v2/api/user/request_magic_code': () => ({ status: 200, body: { ok: true, message: 'sent' } }),
        '/v2/api/user/verify_magic_code': () => {
          attempts += 1;
          return attempts === 1
            ? { status: 400, body: { error: { code: 'CODE_INVALID', message: 'That code is not valid.' } } }
            : signInAnswer(fakeUser());
        },
      },
    });
    const text = vi.fn<Prompts['text']>().mockResolvedValueOnce('111111').mockResolvedValueOnce('222222');
    await runLogin({ magic: true, email: 'ada@example.com' }, f, async () => ({
      login: vi.fn(),
      text,
      confirm: vi.fn(),
    }));
    expect(text).toHaveBeenCalledTimes(2);
    expect(stderr()).toContain('That code is not valid.');
    expect(stderr()).toContain('Signed in');
  });

  it('off a terminal, --magic only sends the code and says how to finish', async () => {
    const { f, calls, stderr } = fakeFactory({
      routes: {
        '/v2/api/user/request_magic_code': () => ({ status: 200, body: { ok: true, message: 'sent' } }),
      },
    });
    await runLogin({ magic: true, email: 'ada@example.com' }, f, noPrompts);
    expect(calls).toHaveLength(1);
    expect(stderr()).toContain('--code <code>');
  });
});
