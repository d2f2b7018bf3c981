import type { TeamProgressResponse } from '@ailab/core/contract/institutes/progress.schemas';
import { RESOURCES } from '@ailab/core/i18n/resources';
import { render } from 'ink-testing-library';
import { describe, expect, it, vi } from 'vitest';
import { KEYS, press, settle } from '../../test/support/ink-keys';
import { createTranslator } from '../i18n/translator';
import { InstituteScreen } from './institute-screen';

const t = createTranslator('en-US', RESOURCES);
const institute = { id: 'i1', slug: 'north', name: 'Northfield University', logo_url: null };
const info = {
  stalled_after_days: 14,
  institutes: [
    {
      ...institute,
      kind: 'university',
      status: 'active',
      whole_institute: false,
      teams: [
        { id: 't1', name: 'Cohort A', status: 'open', members: 2 },
        { id: 't2', name: 'Cohort B', status: 'open', members: 0 },
      ],
    },
  ],
};
const course = (status: 'active' | 'stalled', percent: number) => ({
  course_id: 'c1',
  status,
  percent,
  units_done: percent / 25,
  unit_count: 4,
  last_activity_at: '2026-11-01T10:00:00.000Z',
  quiz_average: null,
  certificate_code: null,
});
const teamA = {
  team: { id: 't1', name: 'Cohort A', status: 'open', members: 2 },
  institute,
  courses: [{ id: 'c1', slug: 'prompting', title: 'Prompting basics' }],
  learners: [
    {
      user_id: 'u1',
      name: 'Ana García',
      email: 'ana@example.org',
      status: 'stalled',
      last_activity_at: '2026-11-01T10:00:00.000Z',
      courses: [course('stalled', 25)],
    },
    {
      user_id: 'u2',
      name: 'Kenji Sato',
      email: 'kenji@example.org',
      status: 'active',
      last_activity_at: '2026-11-26T10:00:00.000Z',
      courses: [course('active', 75)],
    },
  ],
} as unknown as TeamProgressResponse;

describe('InstituteScreen', () => {
  it('lists the teams of my scope, opens a team with statuses, arrows into a learner, and goes back', async () => {
    const loadTeam = vi.fn(async () => teamA);
    const onExit = vi.fn();
    const { lastFrame, stdin } = render(
      <InstituteScreen loadInfo={async () => info} loadTeam={loadTeam} t={t} onExit={onExit} />,
    );
    await settle();
    expect(lastFrame()).toContain('Institute Admin');
    expect(lastFrame()).toContain('❯ Northfield University · Cohort A  2 learners');
    expect(lastFrame()).toContain('Northfield University · Cohort B  0 learners');

    await press(stdin, lastFrame, KEYS.enter);
    await settle();
    expect(loadTeam).toHaveBeenCalledWith('t1');
    expect(lastFrame()).toContain('❯ Ana García  Stalled');
    expect(lastFrame()).toContain('Kenji Sato  Active');

    await press(stdin, lastFrame, KEYS.down);
    await press(stdin, lastFrame, KEYS.enter);
    await settle();
    expect(lastFrame()).toContain('Kenji Sato <kenji@example.org>');
    expect(lastFrame()).toContain('Prompting basics  Active');
    expect(lastFrame()).toContain('3 of 4 units');

    await press(stdin, lastFrame, KEYS.escape);
    expect(lastFrame()).toContain('Ana García  Stalled');
    await press(stdin, lastFrame, KEYS.escape);
    expect(lastFrame()).toContain('Cohort B');
    stdin.write('q');
    await settle();
    expect(onExit).toHaveBeenCalled();
  });
});
