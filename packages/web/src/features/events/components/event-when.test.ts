import { describe, expect, it } from 'vitest';
import { calendarHref } from './event-when';

describe('calendarHref', () => {
  it('keeps only the path of the calendar address, so the link follows the host being browsed', () => {
    expect(calendarHref('http://localhost:3000/calendar/events/ai-night.ics')).toBe(
      '/calendar/events/ai-night.ics',
    );
    expect(calendarHref('/calendar/events/ai-night.ics?x=1')).toBe('/calendar/events/ai-night.ics?x=1');
  });
});
