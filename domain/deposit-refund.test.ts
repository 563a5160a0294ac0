import { describe, expect, it } from 'vitest';
import { PAYMENT_STATUSES } from './order.js';
import { depositOutcome } from './deposit-refund.js';

describe('depositOutcome', () => {
  it('explains each payment state, and treats an unpaid or unknown one as nothing taken', () => {
    expect(Object.fromEntries(PAYMENT_STATUSES.map((status) => [status, depositOutcome(status)]))).toEqual({
      pending: 'none',
      authorized: 'authorized',
      paid: 'paid',
      failed: 'none',
      cancelled: 'cancelled',
      refunded: 'refunded',
    });
    expect(depositOutcome(null)).toBe('none');
    expect(depositOutcome('captured')).toBe('none');
  });
});
