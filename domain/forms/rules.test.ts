import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { FormField } from '../contracts/forms.js';
import { toEasternDigits } from '../digits.js';
import { LANGUAGES } from '../languages.js';
import { CHARACTER_LIMIT_EXCEEDED } from './messages.js';
import { checkField, validateField } from './rules.js';

const language = fc.constantFrom(...LANGUAGES);
const text = (rules: FormField['rules']): FormField => ({ key: 'name', type: 'text', label: 'Name', rules });

describe('required, min, size, max on text', () => {
  it('answers required for an empty or blank required field, in every language', () => {
    fc.assert(
      fc.property(fc.constantFrom('', ' ', '\t\n', undefined, null), language, (value, lang) => {
        expect(validateField(text({ required: true }), value, lang)?.code).toBe('required');
      }),
    );
    expect(validateField(text({ required: true }), '', 'en')?.message).toBe('This field is required.');
  });

  it('lets an optional empty field through without storing anything', () => {
    expect(checkField(text({ max: 5 }), '', 'ku')).toEqual({ ok: true, value: undefined });
  });

  it("answers 'Character limit exceeded' exactly when the trimmed text is longer than max", () => {
    fc.assert(
      fc.property(fc.string({ minLength: 1, maxLength: 60 }), fc.integer({ min: 1, max: 40 }), (value, max) => {
        const trimmed = value.trim();
        const error = validateField(text({ max }), value, 'en');
        if ([...trimmed].length > max) expect(error).toEqual({ code: 'max', message: CHARACTER_LIMIT_EXCEEDED });
        else expect(error?.code).not.toBe('max');
      }),
    );
  });

  it('answers min below the minimum and size off the exact length, with the count in the language digits', () => {
    expect(validateField(text({ min: 3 }), 'ab', 'en')).toEqual({ code: 'min', message: 'Enter at least 3 characters.' });
    expect(validateField(text({ min: 3 }), 'ab', 'ku')?.message).toContain('٣');
    expect(validateField(text({ size: 4 }), 'abc', 'ar')?.code).toBe('size');
    expect(validateField(text({ size: 4 }), 'abcd', 'ar')).toBeNull();
  });

  it('accepts every text whose length lies within min and max', () => {
    fc.assert(
      fc.property(
        fc.string({ minLength: 2, maxLength: 10 }).filter((s) => s.trim() === s && s.length >= 2),
        (value) => {
          expect(validateField(text({ required: true, min: 2, max: 10 }), value, 'ku')).toBeNull();
        },
      ),
    );
  });

  it('refuses values that are not text (objects, booleans)', () => {
    expect(validateField(text({}), { a: 1 }, 'en')?.code).toBe('type');
    expect(validateField(text({}), true, 'en')?.code).toBe('type');
  });
});

describe('shapes', () => {
  const email: FormField = { key: 'email', type: 'email', label: 'E-mail', rules: { required: true } };
  const phone: FormField = { key: 'phone', type: 'phone', label: 'Phone', rules: { required: true } };

  it('checks e-mail addresses', () => {
    expect(checkField(email, ' aras@example.iq ', 'en')).toEqual({ ok: true, value: 'aras@example.iq' });
    expect(validateField(email, 'aras@', 'ku')?.code).toBe('email');
  });

  it('reads an Iraqi mobile the same in Western, Kurdish and Arabic digits and every written form', () => {
    fc.assert(
      fc.property(
        fc.stringMatching(/^7[5-9][0-9]{8}$/),
        fc.constantFrom(
          (n: string) => `0${n}`,
          (n: string) => `+964${n}`,
          (n: string) => `00964 ${n}`,
        ),
        fc.boolean(),
        (national, write, eastern) => {
          const written = write(national);
          const outcome = checkField(phone, eastern ? toEasternDigits(written) : written, 'ku');
          expect(outcome).toEqual({ ok: true, value: `+964${national}` });
        },
      ),
    );
  });

  it('refuses numbers that are not Iraqi or not phones', () => {
    expect(validateField(phone, '+441234567890', 'en')?.code).toBe('phone');
    expect(validateField(phone, '0750-abc', 'en')?.code).toBe('phone');
  });

  it('checks numbers against their value bounds, Kurdish digits included', () => {
    const seats: FormField = { key: 'seats', type: 'number', label: 'Seats', rules: { min: 2, max: 7 } };
    expect(checkField(seats, '٥', 'ku')).toEqual({ ok: true, value: 5 });
    expect(validateField(seats, 9, 'en')).toEqual({ code: 'max', message: 'Enter a number no greater than 7.' });
    expect(validateField(seats, '1', 'en')?.code).toBe('min');
    expect(validateField(seats, 'five', 'en')?.code).toBe('number');
  });

  it('reads real calendar dates and 24-hour times only', () => {
    const date: FormField = { key: 'day', type: 'date', label: 'Day' };
    const slot: FormField = { key: 'slot', type: 'datetime', label: 'Slot' };
    expect(checkField(date, '٢٠٢٧-٠٢-٢٨', 'ku')).toEqual({ ok: true, value: '2027-02-28' });
    expect(validateField(date, '2027-02-30', 'en')?.code).toBe('date');
    expect(checkField(slot, '2027-03-01 17:30', 'en')).toEqual({ ok: true, value: '2027-03-01T17:30' });
    expect(validateField(slot, '2027-03-01T24:00', 'en')?.code).toBe('datetime');
  });
});

describe('options and consent', () => {
  const options = [
    { value: 'defender', label: 'Defender' },
    { value: 'discovery', label: 'Discovery' },
  ];
  it('accepts only listed options', () => {
    fc.assert(
      fc.property(fc.string(), (value) => {
        const error = validateField({ key: 'm', type: 'select', label: 'M', options }, value, 'en');
        const listed = value === 'defender' || value === 'discovery';
        if (value.trim() === '') expect(error).toBeNull();
        else expect(error === null).toBe(listed);
      }),
    );
  });

  it('reads checkbox choices as a list and counts them against min and max', () => {
    const box: FormField = { key: 'm', type: 'checkbox', label: 'M', options, rules: { max: 1 } };
    expect(checkField(box, 'defender', 'en')).toEqual({ ok: true, value: ['defender'] });
    expect(validateField(box, ['defender', 'discovery'], 'en')).toEqual({ code: 'max', message: 'Choose at most 1.' });
    expect(validateField(box, ['range_rover'], 'en')?.code).toBe('option');
  });

  it('requires a ticked consent when the consent is required, and stores a boolean', () => {
    const consent: FormField = { key: 'privacy', type: 'consent', label: 'I agree', rules: { required: true } };
    expect(validateField(consent, false, 'ku')?.code).toBe('consent');
    expect(validateField(consent, undefined, 'ar')?.code).toBe('consent');
    expect(checkField(consent, 'on', 'en')).toEqual({ ok: true, value: true });
    expect(checkField({ ...consent, rules: {} }, undefined, 'en')).toEqual({ ok: true, value: false });
  });
});
