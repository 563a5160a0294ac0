import { describe, expect, it } from 'vitest';
import { bookingDayProblem, bookingNow, bookingTimeProblem } from './booking-date.js';
import { closedOnWeekdays, parseOpeningSchedule } from './opening-schedule.js';

const seeded = parseOpeningSchedule('Sat–Thu 09:00–19:00; Fri closed');
// 2030-02-01 is a Friday, 2030-02-02 a Saturday.
const NOW = { today: '2030-02-02', minute: 10 * 60 };

describe('the one rule for a booked day', () => {
  it('refuses a day that has passed, whatever the hours', () => {
    expect(bookingDayProblem('2030-01-30', '2030-02-02', null)).toBe('past');
    expect(bookingDayProblem('2030-01-30', '2030-02-02', seeded)).toBe('past');
    expect(bookingDayProblem('2030-02-02', '2030-02-02', seeded)).toBeNull();
  });

  it('refuses a closed weekday: the seeded Friday, and a rental block’s disabled days', () => {
    expect(bookingDayProblem('2030-02-08', '2030-02-02', seeded)).toBe('closed');
    expect(bookingDayProblem('2030-02-08', '2030-02-02', null)).toBeNull();
    expect(bookingDayProblem('2030-02-03', '2030-02-02', closedOnWeekdays([0]))).toBe('closed');
  });

  it('refuses a start time of today that has gone by, and one outside the day’s hours', () => {
    expect(bookingTimeProblem('2030-02-02T09:30', NOW, seeded)).toBe('past');
    expect(bookingTimeProblem('2030-02-02T10:00', NOW, seeded)).toBe('past');
    expect(bookingTimeProblem('2030-02-02T10:05', NOW, seeded)).toBeNull();
    expect(bookingTimeProblem('2030-02-02T19:00', NOW, seeded)).toBe('closed');
    expect(bookingTimeProblem('2030-02-01T10:00', NOW, seeded)).toBe('past');
    expect(bookingTimeProblem('2030-02-08T10:00', NOW, seeded)).toBe('closed');
    expect(bookingTimeProblem('2030-02-08T10:00', NOW, null)).toBeNull();
  });

  it('reads now in Iraq’s time: 22:30 UTC is the next day there', () => {
    expect(bookingNow(new Date('2030-02-01T22:30:00Z'))).toEqual({ today: '2030-02-02', minute: 90 });
  });
});
