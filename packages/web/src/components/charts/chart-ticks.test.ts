import { describe, expect, it } from 'vitest';
import { allWhole, xTickValues, yTickValues } from './chart-ticks';

const WEEKS = Array.from({ length: 9 }, (_, index) => `W${index + 1}`);

describe('chart ticks', () => {
  it('labels every bar when the labels fit', () => {
    expect(xTickValues(WEEKS, 600, (value) => value)).toEqual(WEEKS);
  });

  it('labels an evenly spaced subset on a phone, always with the last week', () => {
    const ticks = xTickValues(WEEKS, 160, (value) => `${value} · Nov`);
    expect(ticks.at(-1)).toBe('W9');
    expect(ticks[0]).toBe('W1');
    expect(ticks.length).toBeGreaterThan(1);
    expect(ticks.length).toBeLessThan(WEEKS.length);
    const eight = WEEKS.slice(0, 8);
    const subset = xTickValues(eight, 160, (value) => `${value} · Nov`);
    expect(subset.at(-1)).toBe('W8');
    // The last label's neighbour gives way rather than touch it.
    const indexes = subset.map((value) => eight.indexOf(value));
    const gaps = indexes.slice(1).map((index, at) => index - (indexes[at] ?? 0));
    expect(Math.min(...gaps)).toBeGreaterThanOrEqual(gaps[0] ?? 1);
  });

  it('labels every bar when asked', () => {
    expect(xTickValues(WEEKS, 50, (value) => value, true)).toEqual(WEEKS);
  });

  it('keeps whole-number ticks only for counts', () => {
    expect(allWhole([0, 1, 2])).toBe(true);
    expect(allWhole([0.5, 1])).toBe(false);
    expect(yTickValues([0, 0.2, 0.4, 0.6, 0.8, 1], true)).toEqual([0, 1]);
    expect(yTickValues([0, 0.5, 1], false)).toEqual([0, 0.5, 1]);
  });
});
