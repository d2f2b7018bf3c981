import type { CourseBundleInput } from '@ailab/core/contract/learning/bundle.schemas';

/** Demo course, written for this platform. */
export const EVALUATING_AI_AGENTS: CourseBundleInput = {
  course: {
    slug: 'evaluating-ai-agents',
    title: 'Evaluating AI agents',
    summary: 'Measure whether an agent really does the job: tasks, test sets, metrics and honest reporting.',
    description: `Agents demo well and fail in ways a demo never shows. This course shows how to build a small,
trustworthy evaluation for an agent you are building or buying.

- define **tasks** with a clear notion of success;
- build a **test set** that looks like real use;
- read **results** with variance and cost in mind.

For product people and engineers. About 50 minutes.`,
    level: 'intermediate',
    tags: ['agents', 'evaluation', 'testing'],
    language: 'en-US',
    estimated_minutes: 50,
  },
  units: [
    {
      slug: 'why-evaluate',
      title: 'Why demos are not evidence',
      estimated_minutes: 12,
      content: `## Why demos are not evidence

A demo shows that an agent **can** succeed once. A user needs to know how **often** it succeeds, on
**their** tasks, at what **cost**, and how it fails when it does.

Agents make this harder than single prompts:

- they take **many steps**, and one wrong step spoils the rest;
- they call **tools** (search, code, APIs) whose answers change over time;
- the same input can take a **different path** on each run.

An evaluation is a repeatable experiment: a fixed set of tasks, a rule that says whether each task was
done, and several runs so you can see the spread. Without one, every change to the prompt, the model or
the tools is a guess.`,
    },
    {
      slug: 'test-sets',
      title: 'Building a test set',
      estimated_minutes: 18,
      content: `## Building a test set

Start from **real requests**: support tickets, search logs, the questions your pilot users asked. Then:

1. **Write down success** for each task before running anything – an exact answer, a file that passes
   a check, or a rubric a reviewer applies.
2. **Cover the spread**: easy and hard cases, rare but costly ones, and tasks the agent should refuse.
3. **Hold it out**: never tune prompts on the test set itself, or the score stops meaning anything.
   Keep a separate development set for trying ideas.
4. **Version it**: the set changes as the product does; record which version produced which score.

Thirty well-chosen tasks beat three hundred scraped ones. Grow the set from every failure you find in
production.`,
    },
    {
      slug: 'reading-results',
      title: 'Reading results honestly',
      estimated_minutes: 20,
      content: `## Reading results honestly

### Run more than once
Agents are not deterministic. Run each task several times and report the **success rate** with its
spread, not the best run.

### Look beyond accuracy
| measure | question it answers |
|---|---|
| task success | did it finish the job? |
| cost | tokens, tool calls and time per task |
| safety | did it take an action it should not have? |
| failure modes | *how* did it fail – wrong tool, lost context, gave up? |

### Compare fairly
Change one thing at a time, use the same test-set version, and keep a **baseline** (the previous agent,
or a simple non-agent approach). A small gain within the run-to-run spread is not a gain.

Write results down with the date, versions and settings, so the next person can repeat them.`,
      quiz: {
        title: 'Agent evaluation check',
        pass_percent: 75,
        max_attempts: 3,
        required: true,
        questions: [
          {
            id: 'heldout',
            kind: 'single',
            prompt: 'Why keep the test set separate from the tasks you tune prompts on?',
            options: [
              { id: 'fast', text: 'It makes runs faster' },
              { id: 'overfit', text: 'Tuning on it makes the score meaningless' },
              { id: 'cheap', text: 'It is cheaper to store' },
            ],
            correct_option_ids: ['overfit'],
          },
          {
            id: 'measures',
            kind: 'multiple',
            prompt: 'Which are worth reporting besides task success?',
            options: [
              { id: 'cost', text: 'Cost per task' },
              { id: 'safety', text: 'Unsafe actions taken' },
              { id: 'modes', text: 'How it failed' },
              { id: 'font', text: 'The font of the report' },
            ],
            correct_option_ids: ['cost', 'safety', 'modes'],
          },
          {
            id: 'onerun',
            kind: 'true_false',
            prompt: 'One run per task is enough, because agents always take the same path.',
            correct_option_ids: ['false'],
            explanation: 'Agents are not deterministic; repeat runs show the spread.',
          },
          {
            id: 'baseline',
            kind: 'short',
            prompt: 'What do you call the previous or simplest approach you compare against?',
            accepted_answers: ['baseline', 'a baseline'],
          },
        ],
      },
    },
  ],
};
