import { describe, expect, it } from 'vitest';
import { customerErrors, fieldError, isCustomerValid } from './order-online-form.js';
import { afterConfirmation, laterLock, mergeReservation, resumeJourney } from './order-online-journey.js';
import { EMPTY_ORDER_ONLINE_DATA } from './order-online-storage.js';

describe('checkout form rules', () => {
  it('calls a short malformed address not an e-mail address rather than too short ("aras@")', () => {
    expect(fieldError('email', 'aras@')).toBe('email');
    expect(fieldError('email', 'a@b.c')).toBe('min');
    expect(fieldError('phone', '0750')).toBe('min');
    expect(fieldError('phone', 'abc')).toBe('phone');
  });

  it('required, min, max, e-mail and phone', () => {
    expect(fieldError('firstName', '  ')).toBe('required');
    expect(fieldError('firstName', 'A')).toBe('min');
    expect(fieldError('firstName', 'A'.repeat(51))).toBe('max');
    expect(fieldError('email', 'someone@')).toBe('email');
    expect(fieldError('phone', '+964 750 123 4567')).toBeNull();
    expect(fieldError('phone', '0750-abc-1234')).toBe('phone');
    expect(fieldError('phone', '٠٧٥٠ ١٢٣ ٤٥٦٧')).toBeNull();
    expect(fieldError('phone', '+۹۶۴ ۷۵۰ ۱۲۳ ۴۵۶۷')).toBeNull();
    expect(customerErrors({ firstName: 'Ava', lastName: '', email: 'a@b.iq', phone: '07501234567' })).toEqual({ lastName: 'required' });
    expect(isCustomerValid({ firstName: 'Ava', lastName: 'Karim', email: 'a@b.iq', phone: '07501234567' })).toBe(true);
    expect(isCustomerValid(null)).toBe(false);
  });
});

describe('journey start', () => {
  const lock = { vehicleId: 7, holder: 'holder-old', lockId: 'l', expiresAt: 5 };
  const stored = {
    data: { ...EMPTY_ORDER_ONLINE_DATA, vehicleId: 7, location: 'X' },
    lock,
    reservation: { vehicleId: 7, attempt: 2, orderNumber: null, confirmed: false },
  };

  it('resumes the stored journey for the same (or no named) vehicle', () => {
    expect(resumeJourney(7, stored, 'holder-new')).toEqual({ vehicleId: 7, data: stored.data, lock, reservation: stored.reservation });
    expect(resumeJourney(null, stored, 'holder-new').vehicleId).toBe(7);
  });
  it('starts afresh for another vehicle, with a new holder', () => {
    const fresh = resumeJourney(8, stored, 'holder-new');
    expect(fresh.data).toEqual({ ...EMPTY_ORDER_ONLINE_DATA, vehicleId: 8 });
    expect(fresh.lock).toEqual({ vehicleId: 8, holder: 'holder-new', lockId: null, expiresAt: null });
    expect(fresh.reservation).toEqual({ vehicleId: 8, attempt: 1, orderNumber: null, confirmed: false });
  });
  it('a configurator link without a vehicle resumes only the same configuration', () => {
    const configured = { ...stored, data: { ...stored.data, configUrl: '/build-yours?config=A' } };
    expect(resumeJourney(null, configured, 'h', '/build-yours?config=A').vehicleId).toBe(7);
    const other = resumeJourney(null, configured, 'h', '/build-yours?config=B');
    expect(other.vehicleId).toBeNull();
    expect(other.data).toEqual({ ...EMPTY_ORDER_ONLINE_DATA, configUrl: '/build-yours?config=B' });
    expect(other.lock).toBeNull();
  });
  it('after confirmation clears the choices and this vehicle’s lock, and keeps the confirmation', () => {
    const journey = resumeJourney(7, stored, 'h');
    const done = afterConfirmation(journey, lock, 'LRDX-AAAAAAAA');
    expect(done.data).toEqual(EMPTY_ORDER_ONLINE_DATA);
    expect(done.lock).toBeNull();
    expect(done.reservation).toEqual({ vehicleId: 7, attempt: 2, orderNumber: 'LRDX-AAAAAAAA', confirmed: true });
    expect(afterConfirmation(journey, { ...lock, vehicleId: 9 }, 'LRDX-AAAAAAAA').lock?.vehicleId).toBe(9);
  });
});

describe('two tabs of one journey', () => {
  const base = { vehicleId: 7, attempt: 1, orderNumber: null, confirmed: false };
  it('never undoes what a tab knows of the order attempt', () => {
    const numbered = { ...base, orderNumber: 'LRDX-AAAAAAAA' };
    expect(mergeReservation(base, numbered)).toEqual(numbered);
    expect(mergeReservation(numbered, base)).toEqual(numbered);
    expect(mergeReservation(numbered, { ...base, attempt: 2 })).toEqual({ ...base, attempt: 2 });
    expect(mergeReservation({ ...base, attempt: 2 }, numbered)).toEqual({ ...base, attempt: 2 });
    const confirmed = { ...numbered, confirmed: true };
    expect(mergeReservation(base, confirmed)).toEqual(confirmed);
    expect(mergeReservation(confirmed, { ...base, attempt: 3 })).toEqual(confirmed);
    expect(mergeReservation(base, { ...numbered, vehicleId: 8 })).toEqual(base);
    expect(mergeReservation(base, null)).toEqual(base);
  });
  it('follows the later live hold of the same holder only', () => {
    const mine = { vehicleId: 7, holder: 'holder-1', lockId: 'l', expiresAt: 1_000 };
    const later = { ...mine, expiresAt: 2_000 };
    expect(laterLock(mine, later, 500)).toEqual(later);
    expect(laterLock(later, mine, 500)).toEqual(later);
    expect(laterLock(null, later, 500)).toEqual(later);
    expect(laterLock({ ...mine, lockId: null, expiresAt: null }, later, 500)).toEqual(later);
    expect(laterLock(mine, { ...later, holder: 'holder-2' }, 500)).toEqual(mine);
    expect(laterLock(mine, { ...later, expiresAt: 400 }, 500)).toEqual(mine);
    expect(laterLock(mine, { ...later, lockId: null }, 500)).toEqual(mine);
  });
});
