import { describe, expect, it } from 'vitest';
import { fillSoftLockTime, formatClockTime, formatCountdown, minutesLeft } from './soft-lock-time.js';

describe('soft-lock time', () => {
  it('counts down in mm:ss with the language digits, rounding up', () => {
    expect(formatCountdown(125_000, 'en')).toBe('02:05');
    expect(formatCountdown(124_001, 'en')).toBe('02:05');
    expect(formatCountdown(900_000, 'ku')).toBe('١٥:٠٠');
    expect(formatCountdown(-5, 'ar')).toBe('٠٠:٠٠');
  });
  it('tells whole minutes left', () => {
    expect(minutesLeft(60_001)).toBe(2);
    expect(minutesLeft(60_000)).toBe(1);
    expect(minutesLeft(0)).toBe(0);
  });
  it('shows the wall-clock end and fills the template with or without spaces', () => {
    const at = new Date(2026, 0, 2, 9, 5).getTime();
    expect(formatClockTime(at, 'en')).toBe('09:05');
    expect(formatClockTime(at, 'ku')).toBe('٠٩:٠٥');
    expect(fillSoftLockTime('by {{ soft_lock_time }} or {{soft_lock_time}}', '09:05')).toBe('by 09:05 or 09:05');
  });
});
