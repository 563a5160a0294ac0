import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  PAYMENT_STATUSES,
  canMovePaymentStatus,
  formatOrderNumber,
  isFreeReservation,
  ORDER_NUMBER_PATTERN,
  toMinorUnits,
  type PaymentStatus,
} from './order.js';

const status = fc.constantFrom(...PAYMENT_STATUSES);
const RANK: Record<PaymentStatus, number> = { pending: 0, authorized: 1, paid: 2, refunded: 3, failed: 9, cancelled: 9 };
const FINAL: PaymentStatus[] = ['failed', 'cancelled', 'refunded'];

describe('canMovePaymentStatus', () => {
  it('never stays put and never moves back', () => {
    fc.assert(
      fc.property(status, status, (from, to) => {
        if (!canMovePaymentStatus(from, to)) return;
        expect(to).not.toBe(from);
        expect(RANK[to]).toBeGreaterThan(RANK[from]);
      }),
    );
  });

  it('is acyclic: any sequence of allowed moves visits each status at most once', () => {
    fc.assert(
      fc.property(fc.array(status, { maxLength: 20 }), (attempts) => {
        let current: PaymentStatus = 'pending';
        const seen = new Set<PaymentStatus>([current]);
        for (const next of attempts) {
          if (!canMovePaymentStatus(current, next)) continue;
          expect(seen.has(next)).toBe(false);
          seen.add(next);
          current = next;
        }
      }),
    );
  });

  it('leaves final statuses final, and pays only through pending or authorized', () => {
    fc.assert(
      fc.property(fc.constantFrom(...FINAL), status, (from, to) => {
        expect(canMovePaymentStatus(from, to)).toBe(false);
      }),
    );
    expect(PAYMENT_STATUSES.filter((from) => canMovePaymentStatus(from, 'paid'))).toEqual(['pending', 'authorized']);
    expect(canMovePaymentStatus('paid', 'refunded')).toBe(true);
    expect(canMovePaymentStatus('paid', 'failed')).toBe(false);
  });
});

describe('orders', () => {
  it('free reservation only for NO_PAYMENT_JAPAN, any case', () => {
    expect(isFreeReservation('no_payment_japan')).toBe(true);
    expect(isFreeReservation('NO_PAYMENT_JAPAN')).toBe(true);
    expect(isFreeReservation('STRIPE')).toBe(false);
    expect(isFreeReservation(undefined)).toBe(false);
  });

  it('order numbers are LRDX- and 8 unambiguous characters', () => {
    fc.assert(
      fc.property(fc.uint8Array({ minLength: 8, maxLength: 8 }), (bytes) => {
        expect(formatOrderNumber(bytes)).toMatch(ORDER_NUMBER_PATTERN);
      }),
    );
  });

  it('minor units follow the currency', () => {
    expect(toMinorUnits(500, 'USD')).toBe(50_000);
    expect(toMinorUnits(19.99, 'eur')).toBe(1999);
    expect(toMinorUnits(5000, 'JPY')).toBe(5000);
  });
});
