/**
 * The order-online appointment (stored as `appBookingData: { date, time }`; docs/embedding.md, "What the widgets do") as the shared date-and-time
 * selects see it (`YYYY-MM-DDTHH:mm`), and what can be wrong with a choice: unfinished (or not a
 * calendar day), a day already past, or a time the chosen retailer is closed (its opening hours,
 * domain/opening-schedule.ts). The appointment is optional: an empty choice is no problem.
 */
import type { AppBookingData } from './order-online-storage.js';
import { readDateTime } from './forms/values.js';
import { IRAQ_UTC_OFFSET_MINUTES, isOpenAt, type OpeningSchedule } from './opening-schedule.js';

export type BookingProblem = 'incomplete' | 'past' | 'closed';

/** The stored appointment as the selects' value ('' when there is none). */
export function bookingValue(booking: AppBookingData | null): string {
  return booking ? `${booking.date}T${booking.time}` : '';
}

/** A finished, real date and time as the stored appointment; anything else is none. */
export function toBooking(value: string): AppBookingData | null {
  const read = readDateTime(value);
  return read ? { date: read.slice(0, 10), time: read.slice(11, 16) } : null;
}

/** Today's date (`YYYY-MM-DD`) in Iraq, where the retailers are, whatever the visitor's clock zone. */
export function todayInIraq(now: Date, utcOffsetMinutes = IRAQ_UTC_OFFSET_MINUTES): string {
  return new Date(now.getTime() + utcOffsetMinutes * 60_000).toISOString().slice(0, 10);
}

/** What is wrong with the chosen appointment, or null (nothing chosen is fine: it is optional). */
export function bookingProblem(value: string, today: string, schedule: OpeningSchedule | null): BookingProblem | null {
  if (value.replace(/[-T:]/g, '') === '') return null;
  const read = readDateTime(value);
  if (!read) return 'incomplete';
  if (read.slice(0, 10) < today) return 'past';
  if (schedule && !isOpenAt(schedule, read)) return 'closed';
  return null;
}
