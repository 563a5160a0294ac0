import { describe, expect, it } from 'vitest';
import { leadReference } from './lead-reference.js';

describe('the reference on the cancellation page', () => {
  it('is the order number the buyer knows from the receipt, not the internal lead id', () => {
    expect(leadReference({ id: '7f3c2a90-0000-4000-8000-000000000001', orderNumber: 'LRDX-WWAC5RZH' })).toBe('LRDX-WWAC5RZH');
  });
  it('falls back to the lead id for a lead without an order', () => {
    expect(leadReference({ id: '7f3c2a90-0000-4000-8000-000000000001', orderNumber: ' ' })).toBe('7f3c2a90-0000-4000-8000-000000000001');
  });
});
