import { describe, expect, it } from 'vitest';
import {
  closedOnWeekdays,
  isOpenAt,
  isOpenNow,
  openHours,
  openMinutes,
  openOn,
  parseOpeningSchedule,
  weekdayOf,
} from './opening-schedule.js';

describe('opening hours as bookable times', () => {
  const seeded = parseOpeningSchedule('Sat–Thu 09:00–19:00; Fri closed')!;

  it('reads the seeded text: Saturday to Thursday 09:00–19:00, Friday closed', () => {
    expect(seeded[5]).toEqual([]);
    for (const day of [6, 0, 1, 2, 3, 4]) expect(seeded[day]).toEqual([{ from: 540, to: 1140 }]);
  });

  it('lets a booking start from opening until before closing, never on a closed day', () => {
    // 2030-02-02 is a Saturday, 2030-02-01 a Friday.
    expect(weekdayOf('2030-02-02')).toBe(6);
    expect(isOpenAt(seeded, '2030-02-02T09:00')).toBe(true);
    expect(isOpenAt(seeded, '2030-02-02T18:55')).toBe(true);
    expect(isOpenAt(seeded, '2030-02-02T19:00')).toBe(false);
    expect(isOpenAt(seeded, '2030-02-02T08:55')).toBe(false);
    expect(isOpenAt(seeded, '2030-02-01T10:00')).toBe(false);
    expect(isOpenAt(seeded, 'not a time')).toBe(false);
  });

  it('offers only the open hours and minutes of the chosen date', () => {
    expect(openHours(seeded, '2030-02-02', 5)).toEqual([9, 10, 11, 12, 13, 14, 15, 16, 17, 18]);
    expect(openHours(seeded, '2030-02-01', 5)).toEqual([]);
    const split = parseOpeningSchedule('Sat, Mon–Wed 09:00–12:30, 14:00–17:00; Thu 10:00–13:00; Sun, Fri closed')!;
    expect(openHours(split, '2030-02-02', 5)).toEqual([9, 10, 11, 12, 14, 15, 16]);
    expect(openMinutes(split, '2030-02-02', 12, 15)).toEqual([0, 15]);
    expect(split[0]).toEqual([]);
    expect(split[4]).toEqual([{ from: 600, to: 780 }]);
  });

  it('gives no restriction for text it cannot read', () => {
    expect(parseOpeningSchedule('By appointment only')).toBeNull();
    expect(parseOpeningSchedule('Sat–Thu 19:00–09:00')).toBeNull();
    expect(parseOpeningSchedule('')).toBeNull();
    expect(parseOpeningSchedule(null)).toBeNull();
  });

  it('says "open now" in Iraq time whatever the clock of the visitor, and nothing for unreadable hours', () => {
    const hours = 'Sat–Thu 09:00–19:00; Fri closed';
    // 2030-02-02 (Saturday) 06:00 UTC is 09:00 in Baghdad: just opened.
    expect(isOpenNow(hours, new Date('2030-02-02T06:00:00Z'))).toBe(true);
    expect(isOpenNow(hours, new Date('2030-02-02T05:59:00Z'))).toBe(false);
    // 15:59 UTC is 18:59 in Baghdad, 16:00 UTC is 19:00: closed.
    expect(isOpenNow(hours, new Date('2030-02-02T15:59:00Z'))).toBe(true);
    expect(isOpenNow(hours, new Date('2030-02-02T16:00:00Z'))).toBe(false);
    // Thursday 22:00 UTC is already Friday 01:00 in Baghdad: closed all day.
    expect(isOpenNow('Sat–Fri 00:00–24:00; Fri closed', new Date('2030-01-31T22:00:00Z'))).toBe(false);
    expect(isOpenNow('By appointment only', new Date('2030-02-02T09:00:00Z'))).toBeNull();
    expect(isOpenNow(null, new Date())).toBeNull();
  });

  it('closes whole weekdays for a date picker without hours (rent a car: Sundays)', () => {
    const sundays = closedOnWeekdays([0]);
    expect(openOn(sundays, '2026-11-29')).toEqual([]); // a Sunday
    expect(openOn(sundays, '2026-11-30')).toEqual([{ from: 0, to: 1440 }]);
    expect(isOpenAt(sundays, '2026-11-30T23:55')).toBe(true);
  });
});
