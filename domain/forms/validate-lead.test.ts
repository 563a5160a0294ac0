import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { FormField } from '../contracts/forms.js';
import { LANGUAGES } from '../languages.js';
import { checkFormFields } from './definition.js';
import { checkLead, firstErrorKey, validateLead } from './validate-lead.js';

const FIELDS: FormField[] = [
  { key: 'first_name', type: 'text', label: 'First name', rules: { required: true, max: 50 } },
  { key: 'email', type: 'email', label: 'E-mail', rules: { required: true } },
  { key: 'phone', type: 'phone', label: 'Phone' },
  { key: 'privacy', type: 'consent', label: 'Privacy', rules: { required: true } },
  { key: 'vehicle_id', type: 'hidden', label: 'Vehicle', hidden: { source: 'vehicle' } },
];
const form = { fields: FIELDS };

describe('validateLead', () => {
  it('answers no errors and the stored values for a good submission, dropping unknown members', () => {
    const { errors, values } = checkLead(
      form,
      { first_name: ' Aras ', email: 'aras@example.iq', phone: '٠٧٥٠١٢٣٤٥٦٧', privacy: true, vehicle_id: '12', admin: 'x' },
      'ku',
    );
    expect(errors).toEqual({});
    expect(values).toEqual({
      first_name: 'Aras',
      email: 'aras@example.iq',
      phone: '+9647501234567',
      privacy: true,
      vehicle_id: '12',
    });
  });

  it('answers one error per failing field, in the requested language, and names the first in form order', () => {
    const errors = validateLead(form, { email: 'nope' }, 'ar');
    expect(Object.keys(errors)).toEqual(['first_name', 'email', 'privacy']);
    expect(errors.first_name?.message).toBe('هذا الحقل مطلوب.');
    expect(firstErrorKey(form, errors)).toBe('first_name');
  });

  it('never answers an error for a key the form does not have, whatever the payload', () => {
    fc.assert(
      fc.property(fc.jsonValue(), fc.constantFrom(...LANGUAGES), (payload, language) => {
        const { errors, values } = checkLead(form, payload, language);
        const keys = new Set(FIELDS.map((field) => field.key));
        for (const key of [...Object.keys(errors), ...Object.keys(values)]) expect(keys.has(key)).toBe(true);
        // A field is either stored or refused, never both.
        for (const key of Object.keys(errors)) expect(values).not.toHaveProperty(key);
      }),
    );
  });

  it('treats a payload that is not an object as empty', () => {
    expect(Object.keys(validateLead(form, 'text', 'en'))).toEqual(['first_name', 'email', 'privacy']);
  });
});

describe('checkFormFields', () => {
  it('accepts the sample form and refuses repeated keys, bad keys, choice fields without options, min over max', () => {
    expect(checkFormFields(FIELDS)).toBeNull();
    expect(checkFormFields([...FIELDS, FIELDS[0]!])?.field).toBe('fields[5].key');
    expect(checkFormFields([{ key: 'First Name', type: 'text', label: 'x' }])?.field).toBe('fields[0].key');
    expect(checkFormFields([{ key: 'model', type: 'select', label: 'x' }])?.field).toBe('fields[0].options');
    expect(checkFormFields([{ key: 'a', type: 'text', label: 'x', rules: { min: 5, max: 2 } }])?.field).toBe('fields[0].rules.min');
  });
});
