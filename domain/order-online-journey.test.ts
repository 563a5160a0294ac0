import { describe, expect, it } from 'vitest';
import { mergeJourneyData } from './order-online-journey.js';
import { EMPTY_ORDER_ONLINE_DATA, type OrderOnlineData } from './order-online-storage.js';

const journey = (patch: Partial<OrderOnlineData>): OrderOnlineData => ({ ...EMPTY_ORDER_ONLINE_DATA, vehicleId: 7, ...patch });
const customer = (patch: Partial<NonNullable<OrderOnlineData['customerData']>>) => ({
  firstName: '',
  lastName: '',
  email: '',
  phone: '',
  ...patch,
});

describe('mergeJourneyData (two tabs of one order-online journey)', () => {
  it('keeps what the other tab typed when this tab only moves on with its older copy', () => {
    // Tab A last saw the journey before tab B typed the names; A continues (no change of its own).
    const base = journey({ location: 'IQ-EBL-01' });
    const stored = journey({ location: 'IQ-EBL-01', customerData: customer({ firstName: 'ئاڤا', lastName: 'کەریم' }) });
    expect(mergeJourneyData(base, base, stored)).toEqual(stored);
  });

  it('writes this tab’s own change over the stored choices, and only that', () => {
    const base = journey({ location: 'IQ-EBL-01' });
    const stored = journey({ location: 'IQ-EBL-01', customerData: customer({ firstName: 'ئاڤا' }) });
    const mine = journey({ location: 'IQ-SUL-01' });
    expect(mergeJourneyData(mine, base, stored)).toEqual(journey({ location: 'IQ-SUL-01', customerData: customer({ firstName: 'ئاڤا' }) }));
  });

  it('merges the visitor’s details field by field: two tabs typing different fields keep both', () => {
    const base = journey({ customerData: customer({}) });
    const stored = journey({ customerData: customer({ firstName: 'ئاڤا' }) });
    const mine = journey({ customerData: customer({ email: 'ava@example.iq' }) });
    expect(mergeJourneyData(mine, base, stored).customerData).toEqual(customer({ firstName: 'ئاڤا', email: 'ava@example.iq' }));
  });

  it('writes its whole copy on a first write, for another vehicle, and when the order is done (cleared choices)', () => {
    const mine = journey({ location: 'IQ-EBL-01' });
    const stored = journey({ customerData: customer({ firstName: 'ئاڤا' }) });
    expect(mergeJourneyData(mine, null, stored)).toEqual(mine);
    expect(mergeJourneyData(mine, mine, { ...stored, vehicleId: 8 })).toEqual(mine);
    expect(mergeJourneyData({ ...EMPTY_ORDER_ONLINE_DATA }, stored, stored)).toEqual(EMPTY_ORDER_ONLINE_DATA);
  });
});
