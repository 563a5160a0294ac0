import { describe, expect, it } from 'vitest';
import { formValuesOf, payloadOf, type EventSchema } from './event-schema.js';

const customerSet: EventSchema = {
  fields: [
    { name: 'field', kind: 'choice', optional: false, nullable: false, type: 'keyof CustomerData', options: ['phone', 'email'] },
    { name: 'value', kind: 'string', optional: false, nullable: false, type: 'string' },
  ],
};
const storageChanged: EventSchema = {
  fields: [
    { name: 'data', kind: 'json', optional: false, nullable: false, type: 'OrderOnlineData' },
    { name: 'lock', kind: 'json', optional: true, nullable: true, type: 'SoftLockRecord | null | undefined' },
    { name: 'count', kind: 'number', optional: false, nullable: true, type: 'number | null' },
    { name: 'confirmed', kind: 'boolean', optional: true, nullable: false, type: 'boolean | undefined' },
  ],
};

describe('event payload forms', () => {
  it('starts from a sample payload and gives it back typed', () => {
    const values = formValuesOf(customerSet, { field: 'email', value: 'a@b.iq' });
    expect(values).toEqual({ field: 'email', value: 'a@b.iq' });
    expect(payloadOf(customerSet, values)).toEqual({ ok: true, payload: { field: 'email', value: 'a@b.iq' } });
  });

  it('starts a required choice at its first option and leaves optional fields out when empty', () => {
    expect(formValuesOf(customerSet)).toEqual({ field: 'phone', value: '' });
    const values = formValuesOf(storageChanged, { data: { vehicleId: 1 } });
    expect(values).toEqual({ data: '{"vehicleId":1}', lock: '', count: '', confirmed: false });
    expect(payloadOf(storageChanged, { ...values, count: '3', confirmed: true })).toEqual({
      ok: true,
      payload: { data: { vehicleId: 1 }, count: 3, confirmed: true },
    });
    // An empty number that may be null is null; JSON null is null.
    expect(payloadOf(storageChanged, { ...values, lock: 'null' })).toEqual({
      ok: true,
      payload: { data: { vehicleId: 1 }, lock: null, count: null, confirmed: false },
    });
  });

  it('names each field that does not fit its type', () => {
    const result = payloadOf(storageChanged, { data: '{broken', lock: '', count: 'many', confirmed: false });
    expect(result.ok).toBe(false);
    expect(!result.ok && Object.keys(result.problems).sort()).toEqual(['count', 'data']);
    expect(payloadOf(customerSet, { field: 'fax', value: '' })).toEqual({
      ok: false,
      problems: { field: 'field must be one of phone, email' },
    });
  });
});
