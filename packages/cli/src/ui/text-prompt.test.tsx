import { render } from 'ink-testing-library';
import { describe, expect, it, vi } from 'vitest';
import { KEYS, settle } from '../../test/support/ink-keys';
import { TextPrompt } from './text-prompt';

describe('TextPrompt', () => {
  it('submits only what validate accepts, showing its message otherwise', async () => {
    const onSubmit = vi.fn();
    const validate = (value: string) => (/^\d{6}$/.test(value) ? null : 'The code has 6 digits.');
    const { lastFrame, stdin } = render(
      <TextPrompt label="Code" validate={validate} onSubmit={onSubmit} onCancel={() => undefined} />,
    );
    await settle();
    for (const char of '123') stdin.write(char);
    await settle();
    stdin.write(KEYS.enter);
    await settle();
    expect(lastFrame()).toContain('The code has 6 digits.');
    expect(onSubmit).not.toHaveBeenCalled();
    for (const char of '456') stdin.write(char);
    await settle();
    expect(lastFrame()).toContain('? Code: 123456');
    stdin.write(KEYS.enter);
    await settle();
    expect(onSubmit).toHaveBeenCalledWith('123456');
  });

  it('masks when asked and cancels with Esc', async () => {
    const onCancel = vi.fn();
    const { lastFrame, stdin } = render(
      <TextPrompt label="Secret" mask onSubmit={() => undefined} onCancel={onCancel} />,
    );
    await settle();
    stdin.write('abc');
    await settle();
    expect(lastFrame()).toContain('? Secret: •••');
    stdin.write(KEYS.escape);
    await settle();
    expect(onCancel).toHaveBeenCalled();
  });
});
