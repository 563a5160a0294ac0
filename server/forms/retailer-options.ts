/**
 * Select and radio fields whose options come from the retailer list (`options_from: 'retailers'`):
 * the stored form holds no options for them; every read of the form (the public form, the builder,
 * a lead's validation, its e-mails) fills in the retailers as they are now — value = dealer code,
 * label = the retailer's name and its place in the form's language — so a new retailer appears
 * without editing the form, and a lead stores the dealer code the retailer notification looks up.
 */
import type { Kysely } from 'kysely';
import type { FormDefinition, FormField, FormFieldOption, LeadPayload } from '../../domain/contracts/forms.js';
import { dealerDisplayName, parseOwnerMetadata } from '../../domain/dealer.js';
import { placeName } from '../../domain/governorates.js';
import type { Language } from '../../domain/languages.js';
import type { Database } from '../db/schema.js';

const fromRetailers = (field: FormField) => field.options_from === 'retailers';

/** The fields as stored: a retailer-list field keeps no options of its own (they would go stale). */
export function storedFields(fields: readonly FormField[]): FormField[] {
  return fields.map((field) => {
    if (!fromRetailers(field)) return field;
    const { options: _filled, ...rest } = field;
    return rest;
  });
}

/** The retailers as options in the language, ordered by what the visitor reads. */
export async function retailerOptions(db: Kysely<Database>, language: Language): Promise<FormFieldOption[]> {
  const dealers = await db.selectFrom('dealers').select(['dealer_code', 'name', 'city', 'owner_metadata']).execute();
  return dealers
    .map((dealer) => {
      const name = dealerDisplayName(dealer.name, parseOwnerMetadata(dealer.owner_metadata), null);
      const place = dealer.city ? placeName(dealer.city, language) : '';
      return { value: dealer.dealer_code, label: place ? `${name} — ${place}` : name };
    })
    .sort((a, b) => a.label.localeCompare(b.label, language === 'en' ? 'en' : 'ar') || a.value.localeCompare(b.value));
}

type FormWithFields = Pick<FormDefinition, 'fields' | 'language'>;

/** The form with its retailer-list fields' options filled in (one query, only when it has such a field). */
export async function withRetailerOptions<T extends FormWithFields>(db: Kysely<Database>, form: T): Promise<T> {
  const [filled] = await withRetailerOptionsAll(db, [form]);
  return filled ?? form;
}

/** Many forms, the retailer list read once per language (and not at all without a retailer-list field). */
export async function withRetailerOptionsAll<T extends FormWithFields>(db: Kysely<Database>, forms: readonly T[]): Promise<T[]> {
  const byLanguage = new Map<Language, FormFieldOption[]>();
  const result: T[] = [];
  for (const form of forms) {
    if (!form.fields.some(fromRetailers)) {
      result.push(form);
      continue;
    }
    let options = byLanguage.get(form.language);
    if (!options) {
      options = await retailerOptions(db, form.language);
      byLanguage.set(form.language, options);
    }
    const filled = options;
    result.push({ ...form, fields: form.fields.map((field) => (fromRetailers(field) ? { ...field, options: filled } : field)) });
  }
  return result;
}

/**
 * The retailer a lead names: its `retailer` value (the seeded select, the hidden field a vehicle
 * page fills), else the value of its first field that lists the retailers.
 */
export function leadRetailer(fields: readonly FormField[], values: LeadPayload): string | null {
  const named = values.retailer;
  if (typeof named === 'string' && named.trim()) return named.trim();
  for (const field of fields) {
    const value = values[field.key];
    if (fromRetailers(field) && typeof value === 'string' && value.trim()) return value.trim();
  }
  return null;
}
