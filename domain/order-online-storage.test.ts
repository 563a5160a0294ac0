import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  EMPTY_ORDER_ONLINE_DATA,
  idempotencyKeyOf,
  parseOrderOnlineData,
  parseReservationRecord,
  parseSoftLockRecord,
  serializeOrderOnlineData,
  serializeReservationRecord,
  serializeSoftLockRecord,
  shouldClearSoftLock,
  toPaymentOptionType,
  type OrderOnlineData,
} from './order-online-storage.js';

const short = (max: number) => fc.string({ maxLength: max });
// JSON has no -0: it comes back as 0.
const finite = fc.double({ noNaN: true, noDefaultInfinity: true }).map((v) => (Object.is(v, -0) ? 0 : v));
const location = fc.record({ uuid: fc.string({ minLength: 1, maxLength: 40 }), name: short(50), address: short(50), phone: short(20) });

const dataArb: fc.Arbitrary<OrderOnlineData> = fc
  .record({
    vehicleId: fc.option(fc.integer({ min: 1, max: 1e9 }), { nil: null }),
    detailsRoute: fc.option(short(60), { nil: null }),
    location: fc.option(short(20), { nil: null }),
    preselectedPaymentOption: fc.constantFrom('cash' as const, 'lease' as const, null),
    tradeInData: fc.option(
      fc.record({
        brand: short(20),
        bodyType: short(20),
        fuelType: short(20),
        model: short(20),
        mileage: fc.option(finite, { nil: null }),
        registrationDate: short(10),
        registrationNumber: short(20),
      }),
      { nil: null },
    ),
    configUrl: fc.option(short(60), { nil: null }),
    paymentOptionsData: fc.option(
      fc.record({
        type: fc.constantFrom('cash' as const, 'lease' as const),
        metadata: fc.dictionary(short(8), fc.oneof(short(8), fc.boolean(), fc.integer())),
        data: fc.array(
          fc.record({
            key: fc.constantFrom(
              'duration' as const,
              'monthlyInstalment' as const,
              'interestRate' as const,
              'downPayment' as const,
              'monthlyMileage' as const,
            ),
            value: finite,
          }),
        ),
      }),
      { nil: null },
    ),
    tabChoice: fc.option(short(20), { nil: null }),
    servicePackData: fc.option(fc.record({ id: short(10), years: fc.integer({ min: 1, max: 10 }) }), { nil: null }),
    appBookingData: fc.option(fc.record({ date: short(10), time: short(5) }), { nil: null }),
    locationDetails: fc.option(location, { nil: null }),
    termsAndConditionsData: fc.option(fc.record({ accepted: fc.boolean(), acceptedAt: fc.option(short(30), { nil: null }) }), {
      nil: null,
    }),
    customerData: fc.option(fc.record({ firstName: short(30), lastName: short(30), email: short(60), phone: short(20) }), { nil: null }),
  })
  .map((d) => ({ ...d, paymentRecipient: d.locationDetails }));

describe('order-online storage', () => {
  it('parse(serialize(x)) gives x back', () => {
    fc.assert(
      fc.property(dataArb, (data) => {
        expect(parseOrderOnlineData(serializeOrderOnlineData(data))).toEqual(data);
      }),
    );
  });

  it('broken or foreign storage gives the defaults, never a throw', () => {
    fc.assert(
      fc.property(fc.oneof(fc.string(), fc.json(), fc.constant(null), fc.constant('{"vehicleId":"7"}')), (raw) => {
        const data = parseOrderOnlineData(raw);
        expect(Object.keys(data).sort()).toEqual(Object.keys(EMPTY_ORDER_ONLINE_DATA).sort());
        expect(data.vehicleId === null || (Number.isInteger(data.vehicleId) && data.vehicleId > 0)).toBe(true);
        expect(parseSoftLockRecord(raw) === null || typeof parseSoftLockRecord(raw)?.holder === 'string').toBe(true);
        expect(() => parseReservationRecord(raw)).not.toThrow();
      }),
    );
    expect(parseOrderOnlineData('{not json')).toEqual(EMPTY_ORDER_ONLINE_DATA);
    expect(parseOrderOnlineData('[1,2]')).toEqual(EMPTY_ORDER_ONLINE_DATA);
  });

  it('keeps only valid fields of a half-broken entry, and copies the location to the payment recipient', () => {
    const data = parseOrderOnlineData(
      JSON.stringify({
        vehicleId: 12,
        preselectedPaymentOption: 'calculator',
        paymentOptionsData: { type: 'calculator', data: [{ key: 'duration', value: 36 }, { key: 'x', value: 1 }, 'junk'] },
        locationDetails: { uuid: 'IQ-EBL-01', name: 'Erbil' },
        paymentRecipient: { uuid: 'someone-else' },
        appBookingData: { date: 5 },
      }),
    );
    expect(data.vehicleId).toBe(12);
    expect(data.preselectedPaymentOption).toBe('lease');
    expect(data.paymentOptionsData).toEqual({ type: 'lease', metadata: {}, data: [{ key: 'duration', value: 36 }] });
    expect(data.paymentRecipient).toEqual({ uuid: 'IQ-EBL-01', name: 'Erbil', address: '', phone: '' });
    expect(data.appBookingData).toBeNull();
  });

  it('soft lock record: round trip, holder check, cleared only for the same vehicle', () => {
    const record = { vehicleId: 3, holder: 'h-12345678', lockId: 'l1', expiresAt: 1000 };
    expect(parseSoftLockRecord(serializeSoftLockRecord(record))).toEqual(record);
    expect(parseSoftLockRecord(JSON.stringify({ ...record, holder: 'bad holder!' }))).toBeNull();
    expect(parseSoftLockRecord(JSON.stringify({ ...record, expiresAt: 'x' }))).toEqual({ ...record, lockId: null, expiresAt: null });
    expect(shouldClearSoftLock(record, 3)).toBe(true);
    expect(shouldClearSoftLock(record, 4)).toBe(false);
    expect(shouldClearSoftLock(null, 3)).toBe(false);
  });

  it('reservation record: round trip; a confirmation needs an order number; keys per attempt', () => {
    const record = { vehicleId: 3, attempt: 2, orderNumber: 'LRDX-ABCDEFGH', confirmed: true };
    expect(parseReservationRecord(serializeReservationRecord(record))).toEqual(record);
    expect(parseReservationRecord(JSON.stringify({ vehicleId: 3, confirmed: true }))).toEqual({
      vehicleId: 3,
      attempt: 1,
      orderNumber: null,
      confirmed: false,
    });
    expect(idempotencyKeyOf('holder-1', 2)).toBe('holder-1:2');
    expect(toPaymentOptionType('rent')).toBeNull();
  });
});
