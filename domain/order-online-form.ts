/**
 * The checkout details form's rules (docs/forms.md, "Field rules": required, min, max with 'Character limit
 * exceeded'; e-mail and phone shapes). Pure, so the widget, its machine and tests agree.
 */
import { toWesternDigits } from './digits.js';
import type { CustomerData } from './order-online-storage.js';

export type FieldRule = 'required' | 'min' | 'max' | 'email' | 'phone';
export type FieldName = keyof CustomerData;

interface FieldSpec {
  required: boolean;
  min: number;
  max: number;
  shape?: 'email' | 'phone';
}

export const CUSTOMER_FIELDS: Readonly<Record<FieldName, FieldSpec>> = {
  firstName: { required: true, min: 2, max: 50 },
  lastName: { required: true, min: 2, max: 50 },
  email: { required: true, min: 6, max: 254, shape: 'email' },
  phone: { required: true, min: 7, max: 20, shape: 'phone' },
};

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const PHONE = /^\+?[0-9 ]+$/;

/** The first rule a value breaks, or null when it is valid. */
export function fieldError(name: FieldName, value: string): FieldRule | null {
  const spec = CUSTOMER_FIELDS[name];
  const v = value.trim();
  if (!v) return spec.required ? 'required' : null;
  if (v.length > spec.max) return 'max';
  // The shape before the length: "aras@" is not an e-mail address, which says more than "too short".
  if (spec.shape === 'email' && !EMAIL.test(v)) return 'email';
  // Kurdish and Arabic keyboards type Eastern digits (٠٧٥٠…): they are the same number.
  if (spec.shape === 'phone' && !PHONE.test(toWesternDigits(v))) return 'phone';
  if (v.length < spec.min) return 'min';
  return null;
}

export function customerErrors(customer: CustomerData): Partial<Record<FieldName, FieldRule>> {
  const errors: Partial<Record<FieldName, FieldRule>> = {};
  for (const name of Object.keys(CUSTOMER_FIELDS) as FieldName[]) {
    const error = fieldError(name, customer[name]);
    if (error) errors[name] = error;
  }
  return errors;
}

export const EMPTY_CUSTOMER: CustomerData = { firstName: '', lastName: '', email: '', phone: '' };

export function isCustomerValid(customer: CustomerData | null): customer is CustomerData {
  return customer !== null && Object.keys(customerErrors(customer)).length === 0;
}
