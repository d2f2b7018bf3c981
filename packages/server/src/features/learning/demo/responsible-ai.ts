import type { CourseBundleInput } from '@ailab/core/contract/learning/bundle.schemas';

/** Demo course, written for this platform. */
export const RESPONSIBLE_AI: CourseBundleInput = {
  course: {
    slug: 'responsible-ai',
    title: 'Responsible AI',
    summary: 'Spot the risks of an AI feature early and ship it with the right safeguards.',
    description: `Responsible AI is a set of habits, not a document written at the end. This course walks through
the questions to ask before, during and after you ship an AI feature:

- who could be **harmed**, and how;
- what **data** you use, and whether you may;
- how people **stay in control** and can contest a decision.

For anyone who builds or buys AI. About 35 minutes.`,
    level: 'beginner',
    tags: ['ethics', 'safety', 'governance'],
    language: 'en-US',
    estimated_minutes: 35,
  },
  units: [
    {
      slug: 'who-could-be-harmed',
      title: 'Who could be harmed?',
      estimated_minutes: 10,
      content: `## Who could be harmed?

Start every AI feature with a short **impact check**:

- **Who uses it**, and who is affected without using it (the applicant a screening tool rejects)?
- **What happens when it is wrong?** A bad film recommendation is harmless; a wrong medical summary is not.
- **Does it work equally well for everyone?** Test on groups that differ in language, age, region and
  accessibility needs. Average accuracy can hide a group it fails.

Write the answers down. The higher the stakes, the more testing, human review and monitoring the
feature needs.`,
    },
    {
      slug: 'data-and-consent',
      title: 'Data and consent',
      estimated_minutes: 10,
      content: `## Data and consent

Ask three questions about every dataset and every prompt that carries user data:

1. **May we use it?** Check the licence, the terms users agreed to, and the law where they live.
2. **Do we need all of it?** Collect and send the minimum. Remove names, emails and IDs the task does
   not need.
3. **Where does it go?** Know which providers see it, how long they keep it, and whether they train on it.

Tell users plainly when they are talking to an AI system and what happens to what they type.`,
    },
    {
      slug: 'humans-in-control',
      title: 'Keeping humans in control',
      estimated_minutes: 15,
      content: `## Keeping humans in control

- **Review where it matters**: decisions about people – hiring, credit, health – need a person who
  can overrule the system.
- **Explain and contest**: tell people when AI shaped a decision about them and how to ask for a human
  review.
- **Monitor after launch**: track errors and complaints by group, and have a way to switch the feature
  off quickly.
- **Keep a record**: which model, which version, what data, what tests – so problems can be traced.

Responsible AI is continuous: each model update, new market or new use is a reason to check again.`,
      quiz: {
        title: 'Responsible AI check',
        pass_percent: 60,
        max_attempts: null,
        required: true,
        questions: [
          {
            id: 'average',
            kind: 'true_false',
            prompt: 'High average accuracy proves the system works well for every group of users.',
            correct_option_ids: ['false'],
            explanation: 'An average can hide a group the system fails; test groups separately.',
          },
          {
            id: 'minimum',
            kind: 'single',
            prompt: 'Which data should a feature send to a model provider?',
            options: [
              { id: 'all', text: 'Everything, in case it helps' },
              { id: 'min', text: 'The minimum the task needs' },
              { id: 'none', text: 'Only data from staff' },
            ],
            correct_option_ids: ['min'],
          },
          {
            id: 'control',
            kind: 'multiple',
            prompt: 'Which help keep people in control of AI decisions about them?',
            options: [
              { id: 'review', text: 'A person who can overrule the system' },
              { id: 'contest', text: 'A way to ask for human review' },
              { id: 'hide', text: 'Hiding that AI was involved' },
            ],
            correct_option_ids: ['review', 'contest'],
          },
        ],
      },
    },
  ],
};
