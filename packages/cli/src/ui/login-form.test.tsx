import { RESOURCES } from '@ailab/core/i18n/resources';
import { render } from 'ink-testing-library';
import { describe, expect, it, vi } from 'vitest';
import { KEYS, press, settle } from '../../test/support/ink-keys';
import { createTranslator } from '../i18n/translator';
import { LoginForm } from './login-form';

const t = createTranslator('en-US', RESOURCES);

async function type(stdin: { write(data: string): void }, lastFrame: () => string | undefined, text: string) {
  for (const char of text) await press(stdin, lastFrame, char);
}

describe('LoginForm', () => {
  it('takes an email and a masked password, then submits both', async () => {
    const submit = vi.fn(async (email: string) => ({ email }));
    const onDone = vi.fn();
    const { lastFrame, stdin } = render(
      <LoginForm t={t} submit={submit} describeError={String} onDone={onDone} onCancel={() => undefined} />,
    );
    await settle();
    expect(lastFrame()).toContain('Sign in to AI Lab');
    await type(stdin, lastFrame, 'ada@example.com');
    stdin.write(KEYS.tab);
    await settle();
    await type(stdin, lastFrame, 'secret-pw');
    expect(lastFrame()).toContain('ada@example.com');
    expect(lastFrame()).toContain('•••••••••');
    expect(lastFrame()).not.toContain('secret-pw');
    stdin.write(KEYS.enter);
    await settle();
    expect(submit).toHaveBeenCalledWith('ada@example.com', 'secret-pw');
    expect(onDone).toHaveBeenCalledWith({ email: 'ada@example.com' });
  });

  it('shows the error of a failed sign-in in place, clears the password and lets the user retry', async () => {
    const submit = vi
      .fn<(email: string, password: string) => Promise<string>>()
      .mockRejectedValueOnce(new Error('Wrong Username or Password'))
      .mockResolvedValueOnce('ok');
    const onDone = vi.fn();
    const { lastFrame, stdin } = render(
      <LoginForm
        t={t}
        initialEmail="ada@example.com"
        submit={submit}
        describeError={(error) => (error instanceof Error ? error.message : '')}
        onDone={onDone}
        onCancel={() => undefined}
      />,
    );
    await settle();
    await type(stdin, lastFrame, 'bad');
    stdin.write(KEYS.enter);
    await settle();
    expect(lastFrame()).toContain('Wrong Username or Password');
    expect(lastFrame()).not.toContain('•••');
    await type(stdin, lastFrame, 'good-one');
    stdin.write(KEYS.backspace);
    await settle();
    stdin.write(KEYS.enter);
    await settle();
    expect(submit).toHaveBeenLastCalledWith('ada@example.com', 'good-on');
    expect(onDone).toHaveBeenCalledWith('ok');
  });

  it('asks for both fields before submitting, and cancels with Esc', async () => {
    const submit = vi.fn(async () => 'never');
    const onCancel = vi.fn();
    const { lastFrame, stdin } = render(
      <LoginForm t={t} submit={submit} describeError={String} onDone={() => undefined} onCancel={onCancel} />,
    );
    await settle();
    stdin.write(KEYS.enter);
    await settle();
    stdin.write(KEYS.enter);
    await settle();
    expect(lastFrame()).toContain('Enter your email and password.');
    expect(submit).not.toHaveBeenCalled();
    stdin.write(KEYS.escape);
    await settle();
    expect(onCancel).toHaveBeenCalled();
  });
});
