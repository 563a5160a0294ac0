/**
 * The one rule for a day a visitor books (a test drive, a rental's pick-up and return): not a day
 * that has passed, not a day the retailer is closed. The test-drive form checks it in the browser
 * and the server checks it again (server/forms/opening-hours-check.ts); the rental enquiry checks
 * its dates with it (domain/rent-a-car/booking.ts). "Today" is Iraq's calendar day, where the
 * retailers are (docs/forms.md, "Booking dates").
 */
import { IRAQ_UTC_OFFSET_MINUTES, isOpenAt, openOn, type OpeningSchedule } from './opening-schedule.js';

/** Why a day or a time cannot be booked. */
export type BookingDateProblem = 'past' | 'closed';

/** The calendar day and minute of the day at the instant `now` in Iraq's time (UTC+3 all year). */
export function bookingNow(now: Date, utcOffsetMinutes = IRAQ_UTC_OFFSET_MINUTES): { today: string; minute: number } {
  const local = new Date(now.getTime() + utcOffsetMinutes * 60_000);
  return { today: local.toISOString().slice(0, 10), minute: local.getUTCHours() * 60 + local.getUTCMinutes() };
}

/**
 * A day `YYYY-MM-DD` against today (`YYYY-MM-DD`, compared as text: the format sorts as dates) and
 * the retailer's schedule (null: its hours are not known, only the past is refused).
 */
export function bookingDayProblem(day: string, today: string, schedule: OpeningSchedule | null): BookingDateProblem | null {
  const date = day.slice(0, 10);
  if (date < today) return 'past';
  if (schedule && openOn(schedule, date).length === 0) return 'closed';
  return null;
}

/**
 * A start time `YYYY-MM-DDTHH:mm`: the day's rule, then a time of today that has gone by is past
 * too, and a time outside the day's hours is closed.
 */
export function bookingTimeProblem(
  dateTime: string,
  now: { today: string; minute: number },
  schedule: OpeningSchedule | null,
): BookingDateProblem | null {
  const match = /^(\d{4}-\d{2}-\d{2})T(\d{2}):(\d{2})/.exec(dateTime);
  if (!match) return null; // the shape is the field rule's to refuse (domain/forms/rules.ts)
  const day = bookingDayProblem(match[1]!, now.today, schedule);
  if (day) return day;
  if (match[1] === now.today && Number(match[2]) * 60 + Number(match[3]) <= now.minute) return 'past';
  if (schedule && !isOpenAt(schedule, dateTime)) return 'closed';
  return null;
}

/** The message of a booking time that has passed (server refusal and widget error). */
export const BOOKING_IN_PAST = {
  ku: 'ئەم کاتە تێپەڕیوە. کاتێکی داهاتوو هەڵبژێرە.',
  ar: 'هذا الوقت قد مضى. اختر وقتًا قادمًا.',
  en: 'This time has passed. Choose a later time.',
} as const;
