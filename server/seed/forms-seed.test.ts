import { describe, expect, it } from 'vitest';
import type { FormDefinition } from '../../domain/contracts/forms.js';
import { checkFormFields } from '../../domain/forms/definition.js';
import { validateLead } from '../../domain/forms/validate-lead.js';
import { formView } from '../forms/forms-repository.js';
import { openMigratedTestDatabase } from '../migrations/testing/migrated-test-database.js';
import { INQUIRY_FIELDS } from '../../domain/rent-a-car/inquiry.js';
import { SEEDED_FORM_COUNT, seedForms } from './forms-seed.js';

describe('seeded forms', () => {
  it('seeds six forms in each of ku, ar and en, once, each a valid definition with the vehicle, retailer and UTM fields', async () => {
    const database = await openMigratedTestDatabase('sqlite');
    expect(await seedForms(database.db)).toBe(SEEDED_FORM_COUNT);
    expect(await seedForms(database.db)).toBe(0);
    const forms: FormDefinition[] = (await database.db.selectFrom('forms').selectAll().execute()).map(formView);
    expect(forms).toHaveLength(18);
    for (const language of ['ku', 'ar', 'en']) {
      expect(forms.filter((form) => form.language === language).map((form) => form.kind)).toEqual([
        'enquiry',
        'test_drive',
        'brochure',
        'contact',
        'keep_informed',
        'car_rental',
      ]);
    }
    for (const form of forms) {
      expect(checkFormFields(form.fields)).toBeNull();
      const hidden = form.fields.filter((field) => field.type === 'hidden').map((field) => field.key);
      expect(hidden).toEqual(
        form.kind === 'car_rental'
          ? [...INQUIRY_FIELDS, 'utm_source', 'utm_medium', 'utm_campaign']
          : form.kind === 'keep_informed'
            ? ['vehicle_id', 'retailer', 'utm_source', 'utm_medium', 'utm_campaign', 'offers_category', 'offers_interests']
            : form.kind === 'enquiry' || form.kind === 'test_drive'
              ? ['vehicle_id', 'utm_source', 'utm_medium', 'utm_campaign']
              : ['vehicle_id', 'retailer', 'utm_source', 'utm_medium', 'utm_campaign'],
      );
      // An enquiry and a test drive go to a retailer the visitor sees and may change: a select of
      // the dealers by code, preset from the car's retailer.
      if (form.kind === 'enquiry' || form.kind === 'test_drive') {
        const retailer = form.fields.find((field) => field.key === 'retailer');
        expect(retailer).toMatchObject({ type: 'select', hidden: { source: 'retailer' } });
        expect(retailer?.options?.map((option) => option.value)).toContain('IQ-EBL-01');
      }
      // An empty submission is refused on the required fields, in the form's language.
      expect(Object.keys(validateLead(form, {}, form.language)).length).toBeGreaterThan(0);
    }
    const testDrive = forms.find((form) => form.kind === 'test_drive' && form.language === 'ku')!;
    expect(testDrive.fields.find((field) => field.key === 'preferred_time')?.type).toBe('datetime');
    expect(
      validateLead(
        testDrive,
        {
          first_name: 'ئاراس',
          last_name: 'کەریم',
          email: 'aras@example.iq',
          phone: '٠٧٥٠١٢٣٤٥٦٧',
          model: 'Defender',
          preferred_time: '٢٠٣٠-٠١-٠٥T١٤:٣٠',
          privacy: true,
          vehicle_id: '42',
          retailer: 'IQ-EBL-01',
        },
        'ku',
      ),
    ).toEqual({});
    // The rent-a-car widget's inquiry, as it sends it, is a valid lead of the rental form.
    const rental = forms.find((form) => form.kind === 'car_rental' && form.language === 'en')!;
    const booking = {
      pickup_location: 'Erbil – Airport',
      dropoff_location: 'Erbil – Airport',
      pickup_date: '2030-01-07',
      dropoff_date: '2030-01-09',
    };
    const contact = { first_name: 'Aras', last_name: 'Karim', email: 'aras@example.iq', phone: '07501234567', privacy: true };
    expect(validateLead(rental, { ...booking, vehicle: 'Defender 110', total_price: '$330', summary: 'x', ...contact }, 'en')).toEqual({});
    expect(Object.keys(validateLead(rental, { ...booking, ...contact, privacy: false }, 'en'))).toEqual(['privacy']);
    await database.cleanup();
  });
});
