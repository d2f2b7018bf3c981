import { RESOURCES } from '@ailab/core/i18n/resources';
import { render } from 'ink-testing-library';
import { describe, expect, it, vi } from 'vitest';
import { KEYS, press, settle } from '../../test/support/ink-keys';
import { createTranslator } from '../i18n/translator';
import type { CourseDetail, CourseLine, LearningTab } from '../services/learning-screen-data';
import { LearningScreen } from './learning-screen';
import { progressBar } from './progress-bar';

const t = createTranslator('en-US', RESOURCES);

const mine: CourseLine[] = [
  {
    id: 'c1',
    title: 'Prompt engineering basics',
    status: 'studying',
    percent: 40,
    enrolled: true,
    unit_count: 5,
  },
  { id: 'c2', title: 'Responsible AI', status: 'completed', percent: 100, enrolled: true, unit_count: 3 },
];
const catalogue: CourseLine[] = [
  { id: 'c3', title: 'Evaluating AI agents', status: 'full', percent: null, enrolled: false, unit_count: 2 },
  {
    id: 'c1',
    title: 'Prompt engineering basics',
    status: 'studying',
    percent: null,
    enrolled: true,
    unit_count: 5,
  },
];
const studying: CourseDetail = {
  title: 'Prompt engineering basics',
  summary: 'Write prompts that work.',
  progress: { units_done: 2, unit_count: 5, percent: 40, completed: false, certificate_code: null },
  seats_left: null,
  units: [
    {
      id: 'u1',
      position: 1,
      title: 'Why prompts matter',
      done: true,
      locked: false,
      quizTitle: null,
      best_percent: null,
    },
    {
      id: 'u2',
      position: 2,
      title: 'Patterns',
      done: true,
      locked: false,
      quizTitle: 'Pattern check',
      best_percent: 75,
    },
    {
      id: 'u3',
      position: 3,
      title: 'Few-shot',
      done: false,
      locked: false,
      quizTitle: null,
      best_percent: null,
    },
    {
      id: 'u4',
      position: 4,
      title: 'Evaluation',
      done: false,
      locked: true,
      quizTitle: 'Final',
      best_percent: null,
    },
  ],
};

describe('progressBar', () => {
  it('fills in proportion and clamps', () => {
    expect(progressBar(40, 10)).toBe('████░░░░░░');
    expect(progressBar(0, 4)).toBe('░░░░');
    expect(progressBar(150, 4)).toBe('████');
  });
});

describe('LearningScreen', () => {
  it('shows my courses with progress bars, switches to All Courses, and opens an outline with done and locked units', async () => {
    const loadTab = vi.fn(async (tab: LearningTab) => (tab === 'mine' ? mine : catalogue));
    const loadDetail = vi.fn(async () => studying);
    const onExit = vi.fn();
    const { lastFrame, stdin } = render(
      <LearningScreen
        tabs={['mine', 'all']}
        initialTab="mine"
        loadTab={loadTab}
        loadDetail={loadDetail}
        t={t}
        onExit={onExit}
      />,
    );
    await settle();
    expect(lastFrame()).toContain('My Learning');
    expect(lastFrame()).toContain(`❯ Prompt engineering basics  ${progressBar(40)}  40%  studying`);
    expect(lastFrame()).toContain(`Responsible AI  ${progressBar(100)} 100%  completed`);

    await press(stdin, lastFrame, KEYS.tab);
    await settle();
    expect(loadTab).toHaveBeenLastCalledWith('all');
    expect(lastFrame()).toContain('❯ Evaluating AI agents  full');
    expect(lastFrame()).not.toContain('█');

    await press(stdin, lastFrame, KEYS.down);
    await press(stdin, lastFrame, KEYS.enter);
    await settle();
    expect(loadDetail).toHaveBeenCalledWith(catalogue[1], 'all');
    const frame = lastFrame() ?? '';
    expect(frame).toContain(`Progress ${progressBar(40)} 40% (2 of 5 units)`);
    expect(frame).toContain('✓ 1. Why prompts matter');
    expect(frame).toContain('✓ 2. Patterns  quiz: Pattern check · best 75%');
    expect(frame).toContain('○ 3. Few-shot');
    expect(frame).toContain('× 4. Evaluation (locked)  quiz: Final');
    // Learners get no administrator figures.
    expect(frame).not.toContain('enrolled');

    await press(stdin, lastFrame, KEYS.escape);
    expect(lastFrame()).toContain('All Courses');
    stdin.write('q');
    await settle();
    expect(onExit).toHaveBeenCalled();
  });

  it('gives administrators every course with its enrolment and completion figures', async () => {
    const admin: CourseLine[] = [
      {
        id: 'c9',
        title: 'Shipping LLM features',
        status: 'draft',
        percent: null,
        enrolled: false,
        unit_count: 2,
        enrolled_count: 0,
        completion_rate: null,
      },
      {
        id: 'c1',
        title: 'Prompt engineering basics',
        status: 'published',
        percent: null,
        enrolled: false,
        unit_count: 5,
        enrolled_count: 12,
        completion_rate: 42,
      },
    ];
    const loadFigures = vi.fn(async () => ({
      enrolled: 12,
      completed: 5,
      withdrawn: 2,
      completion_rate: 42,
      average_score: 81,
    }));
    const loadDetail = vi.fn(async () => ({
      ...studying,
      progress: null,
      units: studying.units.map((unit) => ({ ...unit, done: null, locked: null })),
    }));
    const { lastFrame, stdin } = render(
      <LearningScreen
        tabs={['admin']}
        initialTab="mine"
        loadTab={async () => admin}
        loadDetail={loadDetail}
        loadFigures={loadFigures}
        t={t}
        onExit={() => undefined}
      />,
    );
    await settle();
    expect(lastFrame()).toContain('Administration');
    expect(lastFrame()).toContain('❯ Shipping LLM features  draft · 0 enrolled · – completed');
    expect(lastFrame()).toContain('Prompt engineering basics  published · 12 enrolled · 42% completed');
    expect(lastFrame()).not.toContain('Tab next list');

    await press(stdin, lastFrame, KEYS.down);
    await press(stdin, lastFrame, KEYS.enter);
    await settle();
    expect(loadFigures).toHaveBeenCalledWith('c1');
    expect(lastFrame()).toContain('12 enrolled · 5 completed (42%) · 2 withdrawn · average score 81%');
    expect(lastFrame()).toContain('• 1. Why prompts matter');
    expect(lastFrame()).not.toContain('Progress');
  });

  it('says what went wrong and retries with r; an empty list says what to do', async () => {
    let fail = true;
    const loadTab = vi.fn(async (tab: LearningTab) => {
      if (tab === 'mine' && fail) throw new Error('The server did not answer in time.');
      return [];
    });
    const { lastFrame, stdin } = render(
      <LearningScreen
        tabs={['mine', 'all']}
        initialTab="mine"
        loadTab={loadTab}
        loadDetail={async () => studying}
        t={t}
        onExit={() => undefined}
      />,
    );
    await settle();
    expect(lastFrame()).toContain('The server did not answer in time. (r to retry)');
    fail = false;
    await press(stdin, lastFrame, 'r');
    await settle();
    expect(loadTab).toHaveBeenCalledTimes(2);
    expect(lastFrame()).toContain('You have not signed up for any course yet. Press Tab for All Courses.');
    stdin.write(KEYS.enter);
    await settle();
    expect(lastFrame()).toContain('My Learning');
  });

  it('shows Loading, not the previous list or its empty text, while another tab loads', async () => {
    let answerAll: (lines: CourseLine[]) => void = () => undefined;
    const loadTab = vi.fn((tab: LearningTab) =>
      tab === 'mine'
        ? Promise.resolve([])
        : new Promise<CourseLine[]>((resolve) => {
            answerAll = resolve;
          }),
    );
    const { lastFrame, stdin } = render(
      <LearningScreen
        tabs={['mine', 'all']}
        initialTab="mine"
        loadTab={loadTab}
        loadDetail={async () => studying}
        t={t}
        onExit={() => undefined}
      />,
    );
    await settle();
    expect(lastFrame()).toContain('You have not signed up for any course yet.');
    await press(stdin, lastFrame, KEYS.tab);
    expect(lastFrame()).toContain('Loading…');
    expect(lastFrame()).not.toContain('No courses are open yet.');
    expect(lastFrame()).not.toContain('You have not signed up');
    answerAll(catalogue);
    await settle();
    expect(lastFrame()).toContain('❯ Evaluating AI agents  full');
  });
});
