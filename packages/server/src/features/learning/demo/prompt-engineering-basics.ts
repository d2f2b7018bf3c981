import type { CourseBundleInput } from '@ailab/core/contract/learning/bundle.schemas';

/** Demo course, written for this platform. */
export const PROMPT_ENGINEERING_BASICS: CourseBundleInput = {
  course: {
    slug: 'prompt-engineering-basics',
    title: 'Prompt engineering basics',
    summary: 'Write prompts that get useful, repeatable answers from a language model.',
    description: `A short, practical course for anyone who uses a language model at work.

You will learn to:

- give the model a **role, a task and the context** it cannot guess;
- show the format you want with **examples**;
- break a big job into **steps** and check each one.

No programming needed. Plan on about 40 minutes.`,
    level: 'beginner',
    tags: ['prompting', 'llm', 'writing'],
    language: 'en-US',
    estimated_minutes: 40,
  },
  units: [
    {
      slug: 'anatomy-of-a-prompt',
      title: 'The anatomy of a prompt',
      estimated_minutes: 12,
      content: `## The anatomy of a prompt

A model only knows what is in its training data and in your prompt. Everything specific to *your*
situation has to be written down. A useful prompt usually has four parts:

1. **Role** – who should answer: *"You are a support agent for a bicycle shop."*
2. **Task** – what to produce: *"Draft a reply to the customer email below."*
3. **Context** – the facts it needs: the email, your return policy, the tone you use.
4. **Format** – what the answer looks like: *"Three short paragraphs, no bullet points, sign as Ana."*

### Before and after

> Write a reply to this complaint.

becomes

> You are a support agent for a bicycle shop. Draft a reply to the customer email below. Our policy:
> returns within 30 days with a receipt. Be warm and brief. Three short paragraphs, signed "Ana".

The second prompt is longer, but the model no longer has to guess. Guessing is where most bad answers
come from.

**Try it:** take a prompt you used this week and add whichever of the four parts was missing.`,
    },
    {
      slug: 'show-dont-tell',
      title: 'Show, don’t tell: examples',
      estimated_minutes: 12,
      content: `## Show, don't tell

Describing a format in words is hard. Showing one or two examples is easy, and models follow examples
closely. This is called *few-shot prompting*.

\`\`\`text
Turn each product note into a one-line changelog entry.

Note: fixed the crash when the cart was empty
Entry: Fixed: the app no longer crashes on an empty cart.

Note: added dark mode to settings
Entry: New: dark mode, in Settings.

Note: export now includes the date column
Entry:
\`\`\`

### Tips
- Use **two or three** varied examples; one example is copied too literally.
- Keep examples **consistent** – the model copies mistakes as faithfully as good habits.
- Put the real input **last**, in the same shape as the examples.

Examples also set tone and length better than adjectives such as "concise" or "friendly".`,
    },
    {
      slug: 'steps-and-checks',
      title: 'Break it into steps and check',
      estimated_minutes: 16,
      content: `## Break it into steps, then check

Long tasks fail quietly: the answer looks fluent but a step was skipped. Two habits help.

### 1. Ask for the steps
Split the work yourself (*"First list the claims in the text. Then, for each claim, say whether the
source supports it."*) or ask the model to plan before it answers. Smaller steps are easier to check.

### 2. Check the output
- Ask for **quotes** from the source next to each claim, so you can verify them.
- Give the model a way out: *"If the text does not say, answer 'not stated'."* This reduces invented
  answers.
- For anything that matters, **verify** facts, numbers and names yourself.

### A reusable template

\`\`\`text
Role: …
Task: …
Context: …
Steps: 1) … 2) … 3) …
Format: …
If you are unsure, say so.
\`\`\`

Save prompts that work. A small library of tested prompts is worth more than clever one-offs.`,
      quiz: {
        title: 'Prompt basics check',
        pass_percent: 70,
        max_attempts: null,
        required: true,
        questions: [
          {
            id: 'parts',
            kind: 'multiple',
            prompt: 'Which of these belong in a well-formed prompt?',
            options: [
              { id: 'role', text: 'A role for the model' },
              { id: 'context', text: 'The context it cannot guess' },
              { id: 'format', text: 'The format of the answer' },
              { id: 'caps', text: 'Writing the task in capital letters' },
            ],
            correct_option_ids: ['role', 'context', 'format'],
            explanation: 'Role, task, context and format. Capitals do not add information.',
          },
          {
            id: 'fewshot',
            kind: 'single',
            prompt: 'Showing the model two or three worked examples is called…',
            options: [
              { id: 'zero', text: 'zero-shot prompting' },
              { id: 'few', text: 'few-shot prompting' },
              { id: 'fine', text: 'fine-tuning' },
            ],
            correct_option_ids: ['few'],
            explanation:
              'Few-shot prompting: examples inside the prompt. Fine-tuning changes the model itself.',
          },
          {
            id: 'oneexample',
            kind: 'true_false',
            prompt: 'One example is always better than three, because it is shorter.',
            correct_option_ids: ['false'],
            explanation:
              'A single example tends to be copied too literally; two or three varied ones generalise.',
          },
          {
            id: 'wayout',
            kind: 'short',
            prompt: 'Complete the escape hatch: "If the text does not say, answer ‘not …’."',
            accepted_answers: ['stated', 'not stated'],
            explanation: '"Not stated" gives the model an honest answer instead of an invented one.',
          },
        ],
      },
    },
  ],
};
