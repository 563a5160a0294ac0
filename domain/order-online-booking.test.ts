import { describe, expect, it } from 'vitest';
import { bookingProblem, bookingValue, todayInIraq, toBooking } from './order-online-booking.js';
import { parseOpeningSchedule } from './opening-schedule.js';

describe('order-online appointment', () => {
  const schedule = parseOpeningSchedule('Sat–Thu 09:00–19:00; Fri closed')!;

  it('reads the stored appointment into the selects and back', () => {
    expect(bookingValue({ date: '2026-12-05', time: '14:30' })).toBe('2026-12-05T14:30');
    expect(bookingValue(null)).toBe('');
    expect(toBooking('2026-12-05T14:30')).toEqual({ date: '2026-12-05', time: '14:30' });
    // Unfinished or not a calendar day: no appointment is stored.
    expect(toBooking('2026-12-05T:')).toBeNull();
    expect(toBooking('2026-02-30T10:00')).toBeNull();
    expect(toBooking('')).toBeNull();
  });

  it('says what is wrong: unfinished, past, or when the retailer is closed', () => {
    const today = '2026-11-27';
    expect(bookingProblem('', today, schedule)).toBeNull();
    expect(bookingProblem('--T:', today, schedule)).toBeNull();
    expect(bookingProblem('2026-12-05T:', today, schedule)).toBe('incomplete');
    expect(bookingProblem('2026-02-31T10:00', today, schedule)).toBe('incomplete');
    expect(bookingProblem('2026-11-26T10:00', today, schedule)).toBe('past');
    expect(bookingProblem('2026-11-27T10:00', today, null)).toBeNull(); // today (a Friday) is not past
    expect(bookingProblem('2026-11-28T10:00', today, schedule)).toBeNull();
    // 2026-12-04 is a Friday: closed. 20:00 is after closing on a Saturday.
    expect(bookingProblem('2026-12-04T10:00', today, schedule)).toBe('closed');
    expect(bookingProblem('2026-12-05T20:00', today, schedule)).toBe('closed');
    expect(bookingProblem('2026-12-04T10:00', today, null)).toBeNull();
  });

  it('takes today in Iraq (UTC+3), not on the visitor’s clock', () => {
    expect(todayInIraq(new Date('2026-11-27T22:30:00Z'))).toBe('2026-11-28');
    expect(todayInIraq(new Date('2026-11-27T20:30:00Z'))).toBe('2026-11-27');
  });
});
