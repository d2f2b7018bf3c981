import { describe, expect, it } from 'vitest';
import {
  canonicalTimeZone,
  formatEventRange,
  isTimeZone,
  monthBoundsUtc,
  utcToZonedWallTime,
  zonedWallTimeToUtc,
  zoneOffsetMinutes,
} from './zoned-time';

describe('zoned time', () => {
  it('knows IANA zones and refuses made-up ones', () => {
    expect(isTimeZone('Asia/Tokyo')).toBe(true);
    expect(isTimeZone('America/New_York')).toBe(true);
    expect(isTimeZone('Mars/Olympus_Mons')).toBe(false);
    expect(isTimeZone('')).toBe(false);
    expect(canonicalTimeZone('asia/tokyo')).toBe('Asia/Tokyo');
  });

  it('converts wall times across the New York daylight-saving change', () => {
    // 8 March 2026: clocks jump from 02:00 EST to 03:00 EDT.
    expect(zonedWallTimeToUtc('2026-03-07T10:00', 'America/New_York')).toBe('2026-03-07T15:00:00.000Z');
    expect(zonedWallTimeToUtc('2026-03-09T10:00', 'America/New_York')).toBe('2026-03-09T14:00:00.000Z');
    // The skipped 02:30 moves forward by the jump.
    expect(zonedWallTimeToUtc('2026-03-08T02:30', 'America/New_York')).toBe('2026-03-08T07:30:00.000Z');
    // 1 November 2026: 01:30 happens twice; the first one (EDT) wins.
    expect(zonedWallTimeToUtc('2026-11-01T01:30', 'America/New_York')).toBe('2026-11-01T05:30:00.000Z');
    expect(zoneOffsetMinutes(new Date('2026-03-07T15:00:00Z'), 'America/New_York')).toBe(-300);
    expect(zoneOffsetMinutes(new Date('2026-03-09T14:00:00Z'), 'America/New_York')).toBe(-240);
  });

  it('round-trips wall times in Tokyo', () => {
    expect(zonedWallTimeToUtc('2026-12-01T09:00', 'Asia/Tokyo')).toBe('2026-12-01T00:00:00.000Z');
    expect(utcToZonedWallTime('2026-12-01T00:00:00.000Z', 'Asia/Tokyo')).toBe('2026-12-01T09:00');
  });

  it('bounds a month as lived in a zone', () => {
    expect(monthBoundsUtc('2026-12', 'Asia/Tokyo')).toEqual({
      from: '2026-11-30T15:00:00.000Z',
      to: '2026-12-31T15:00:00.000Z',
    });
  });

  it('formats a range for a Japanese viewer in Tokyo', () => {
    const text = formatEventRange('2026-11-30T16:00:00Z', '2026-11-30T18:00:00Z', 'ja-JP', 'Asia/Tokyo');
    expect(text).toBe('2026/12/01 1時00分～3時00分');
  });
});

describe('monthBoundsUtc at the edges (contract fuzz found a 500)', () => {
  it('pads the next month’s year, and the contract refuses months before 1900', async () => {
    const { OpenEventListBody } = await import('../contract/events/events.schemas');
    expect(monthBoundsUtc('1999-12', 'UTC')).toEqual({
      from: '1999-12-01T00:00:00.000Z',
      to: '2000-01-01T00:00:00.000Z',
    });
    expect(OpenEventListBody.safeParse({ month: '0952-10' }).success).toBe(false);
    expect(OpenEventListBody.safeParse({ month: '1900-01' }).success).toBe(true);
  });
});
