import { RESOURCES } from '@ailab/core/i18n/resources';
import { render } from 'ink-testing-library';
import { describe, expect, it, vi } from 'vitest';
import { KEYS, press, settle } from '../../test/support/ink-keys';
import { createTranslator } from '../i18n/translator';
import { buildMenuModel, type MenuItem } from '../services/menu-model';
import { MenuApp } from './menu-app';

const t = createTranslator('en-US', RESOURCES);
const server = 'http://ailab.test';

describe('MenuApp', () => {
  it('shows only the entries the roles allow, with what each is and where it lives', async () => {
    const model = buildMenuModel({ email: 'r@example.com', roles: [1], areaCode: '' }, server, t);
    const { lastFrame } = render(<MenuApp model={model} t={t} onChoose={() => undefined} />);
    await settle();
    const frame = lastFrame() ?? '';
    expect(frame).toContain('r@example.com');
    expect(frame).toContain('AI Agent News');
    expect(frame).toContain('All Industries');
    expect(frame).not.toContain('Startup Studio');
    expect(frame).not.toContain('User Management');
    expect(frame).toContain('News about AI agents.');
    // AI Agent News has its own terminal screen; an entry without one shows where it lives on the web.
    expect(frame).toContain('Command: ailab news browse');
  });

  it('shows the web address of an entry no command covers', async () => {
    const model = buildMenuModel({ email: 'r@example.com', roles: [1], areaCode: '' }, server, t);
    const { lastFrame, stdin } = render(<MenuApp model={model} t={t} onChoose={() => undefined} />);
    await settle();
    await press(stdin, lastFrame, KEYS.down);
    expect(lastFrame()).toContain(`${server}/ailab/industries`);
  });

  it('moves with the arrows, shows the command of an entry that has one, and chooses with Enter', async () => {
    const model = buildMenuModel({ email: 'a@example.com', roles: [99], areaCode: '100' }, server, t);
    const onChoose = vi.fn<(item: MenuItem | null) => void>();
    const { lastFrame, stdin } = render(<MenuApp model={model} t={t} onChoose={onChoose} />);
    await settle();
    expect(lastFrame()).toContain('Command: ailab user manage');
    for (let step = 0; step < 3; step += 1) await press(stdin, lastFrame, KEYS.down);
    expect(lastFrame()).toContain('Command: ailab whoami');
    await press(stdin, lastFrame, KEYS.up);
    expect(lastFrame()).toContain('Command: ailab event manage');
    await press(stdin, lastFrame, KEYS.down);
    stdin.write(KEYS.enter);
    await settle();
    expect(onChoose).toHaveBeenCalledWith(
      expect.objectContaining({ key: 'profileSettings', command: 'ailab whoami' }),
    );
  });

  it("shows Institute Admin to a supervisor only, and Enter on it chooses the supervisor screen's command", async () => {
    const learner = buildMenuModel({ email: 'l@example.com', roles: [1], areaCode: '' }, server, t);
    expect(learner.items.map((item) => item.key)).not.toContain('instituteAdmin');
    const model = buildMenuModel({ email: 's@example.com', roles: [1, 10], areaCode: '' }, server, t);
    const onChoose = vi.fn<(item: MenuItem | null) => void>();
    const { lastFrame, stdin } = render(<MenuApp model={model} t={t} onChoose={onChoose} />);
    await settle();
    expect(lastFrame()).toContain('Institute Admin');
    const at = model.items.findIndex((item) => item.key === 'instituteAdmin');
    for (let step = 0; step < at; step += 1) await press(stdin, lastFrame, KEYS.down);
    expect(lastFrame()).toContain('Command: ailab institute browse');
    stdin.write(KEYS.enter);
    await settle();
    expect(onChoose).toHaveBeenCalledWith(
      expect.objectContaining({ key: 'instituteAdmin', command: 'ailab institute browse' }),
    );
  });

  it('leaves with q or Esc without a choice', async () => {
    const model = buildMenuModel({ email: 'a@example.com', roles: [8], areaCode: '' }, server, t);
    for (const key of ['q', KEYS.escape]) {
      const onChoose = vi.fn<(item: MenuItem | null) => void>();
      const { stdin } = render(<MenuApp model={model} t={t} onChoose={onChoose} />);
      await settle();
      await settle();
      stdin.write(key);
      await settle();
      expect(onChoose).toHaveBeenCalledWith(null);
    }
  });

  it('folds and unfolds an entry with submenus with Enter instead of choosing it (issue 24 item 19)', async () => {
    const model = buildMenuModel({ email: 'r@example.com', roles: [1], areaCode: '' }, server, t);
    const onChoose = vi.fn<(item: MenuItem | null) => void>();
    const { lastFrame, stdin } = render(<MenuApp model={model} t={t} onChoose={onChoose} />);
    await settle();
    await press(stdin, lastFrame, KEYS.down); // the Industries entry, which has submenus
    expect(lastFrame()).toContain('All Industries');
    await press(stdin, lastFrame, KEYS.enter);
    expect(onChoose).not.toHaveBeenCalled();
    expect(lastFrame()).not.toContain('All Industries');
    await press(stdin, lastFrame, KEYS.enter);
    expect(lastFrame()).toContain('All Industries');
    // ← on a submenu entry folds its parent and moves there.
    await press(stdin, lastFrame, KEYS.down);
    await press(stdin, lastFrame, '\u001b[D');
    expect(lastFrame()).not.toContain('All Industries');
    expect(onChoose).not.toHaveBeenCalled();
  });
});
