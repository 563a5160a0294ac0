/**
 * A test drive is booked on a day and at a time the retailer can take it, by the one booking rule
 * the form checks in the browser too (domain/booking-date.ts): the lead's `retailer` value names the
 * dealer (its dealer code, as the vehicle page sends it, or its id), and each date-and-time field of
 * a `test_drive` form must be ahead of now (400 `booking_in_past`) and within that dealer's hours
 * (400 `outside_opening_hours`), the error naming the field. Without a retailer, for an unknown one,
 * or for hours nobody can read, only the past is refused: there are no hours to hold the time to.
 */
import type { Kysely } from 'kysely';
import type { FormDefinition, LeadPayload } from '../../domain/contracts/forms.js';
import type { Language } from '../../domain/languages.js';
import { BOOKING_IN_PAST, bookingNow, bookingTimeProblem } from '../../domain/booking-date.js';
import { OUTSIDE_OPENING_HOURS, parseOpeningSchedule } from '../../domain/opening-schedule.js';
import type { Database } from '../db/schema.js';
import { ApiFailure } from '../failure.js';
import { leadRetailer } from './retailer-options.js';

/** The dealer's opening hours text, by dealer code or id; null when there is no such dealer. */
export async function retailerOpeningHours(db: Kysely<Database>, retailer: string): Promise<string | null> {
  const id = /^\d{1,9}$/.test(retailer) ? Number(retailer) : null;
  const row = await db
    .selectFrom('dealers')
    .select('owner_opening_hours')
    .where((eb) => (id === null ? eb('dealer_code', '=', retailer) : eb.or([eb('dealer_code', '=', retailer), eb('id', '=', id)])))
    .executeTakeFirst();
  return row?.owner_opening_hours ?? null;
}

export async function checkOpeningHours(
  db: Kysely<Database>,
  form: FormDefinition,
  values: LeadPayload,
  language: Language,
  now: number,
): Promise<void> {
  if (form.kind !== 'test_drive') return;
  const times = form.fields.filter((field) => field.type === 'datetime' && typeof values[field.key] === 'string' && values[field.key]);
  if (times.length === 0) return;
  const retailer = leadRetailer(form.fields, values);
  const schedule = retailer ? parseOpeningSchedule(await retailerOpeningHours(db, retailer)) : null;
  const at = bookingNow(new Date(now));
  for (const field of times) {
    const problem = bookingTimeProblem(values[field.key] as string, at, schedule);
    if (problem === 'past') throw new ApiFailure(400, 'booking_in_past', BOOKING_IN_PAST[language], `payload.${field.key}`);
    if (problem === 'closed') throw new ApiFailure(400, 'outside_opening_hours', OUTSIDE_OPENING_HOURS[language], `payload.${field.key}`);
  }
}
