import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../testing/render-app';
import { BarChart } from './bar-chart';
import { LineChart } from './line-chart';

const WEEKS = [
  { week: '2026-11-02', signups: 1200, active: 800 },
  { week: '2026-11-09', signups: 1500, active: 950 },
  { week: '2026-11-16', signups: 900, active: 1010 },
];
const SERIES = [
  { key: 'signups', label: 'Sign-ups' },
  { key: 'active', label: 'Active' },
] as const;

describe('charts', () => {
  it('show a line chart as a labelled figure with its numbers in a table', async () => {
    renderApp(
      <LineChart
        label="Weekly sign-ups"
        data={WEEKS}
        xKey="week"
        xLabel="Week"
        series={SERIES}
        formatX={(v) => `W ${String(v).slice(5)}`}
      />,
    );
    const figure = screen.getByRole('figure', { name: 'Weekly sign-ups' });
    const table = within(figure).getByRole('table', { name: 'Weekly sign-ups' });
    const rows = within(table).getAllByRole('row');
    expect(rows.map((row) => row.textContent)).toEqual([
      'WeekSign-upsActive',
      'W 11-021,200800',
      'W 11-091,500950',
      'W 11-169001,010',
    ]);
    expect(within(figure).getByText('View as table')).toBeTruthy();
    // The drawing itself is hidden from screen readers (the table speaks for it) and arrives lazily.
    const drawing = figure.querySelector('[aria-hidden="true"]');
    expect(drawing).not.toBeNull();
    await waitFor(() => expect(drawing?.querySelector('[role="status"]')).toBeNull(), { timeout: 15_000 });
  });

  it('formats values with formatY in the bar chart table', () => {
    renderApp(
      <BarChart
        label="Enrolments"
        data={[{ course: 'AI 101', enrolled: 0.5 }]}
        xKey="course"
        xLabel="Course"
        series={[{ key: 'enrolled', label: 'Share' }]}
        formatY={(v) => `${v * 100}%`}
      />,
    );
    const table = screen.getByRole('table', { name: 'Enrolments' });
    expect(within(table).getAllByRole('row')[1]?.textContent).toBe('AI 10150%');
  });
});
