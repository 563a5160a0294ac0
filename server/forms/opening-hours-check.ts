/**
 * A test drive is booked within the retailer's opening hours (docs/forms.md, "Forms"): the lead's `retailer`
 * hidden value names the dealer (its dealer code, as the vehicle page sends it, or its id), and each
 * date-and-time field of a `test_drive` form must fall in that dealer's hours
 * (domain/opening-schedule.ts). 400 `outside_opening_hours` naming the field otherwise. Without a
 * retailer, for an unknown one, or for hours nobody can read, there is nothing to hold the time to.
 */
import type { Kysely } from 'kysely';
import type { FormDefinition, LeadPayload } from '../../domain/contracts/forms.js';
import type { Language } from '../../domain/languages.js';
import { OUTSIDE_OPENING_HOURS, isOpenAt, parseOpeningSchedule } from '../../domain/opening-schedule.js';
import type { Database } from '../db/schema.js';
import { ApiFailure } from '../http/failure.js';
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
): Promise<void> {
  if (form.kind !== 'test_drive') return;
  const retailer = leadRetailer(form.fields, values);
  if (!retailer) return;
  const schedule = parseOpeningSchedule(await retailerOpeningHours(db, retailer));
  if (!schedule) return;
  for (const field of form.fields) {
    const value = values[field.key];
    if (field.type !== 'datetime' || typeof value !== 'string' || !value) continue;
    if (!isOpenAt(schedule, value))
      throw new ApiFailure(400, 'outside_opening_hours', OUTSIDE_OPENING_HOURS[language], `payload.${field.key}`);
  }
}
