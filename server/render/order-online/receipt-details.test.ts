import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dealerRows } from '../../seed/dealers.js';
import { testDialects, type TestDatabase } from '../../db/test-db.js';
import { openMigratedTestDatabase } from '../../migrations/testing/migrated-test-database.js';
import { loadReceiptDetails, receiptDetails } from './receipt-details.js';

// What the journey stored in Kurdish (widgets/order-online/api.ts): the address as the Kurdish page wrote it.
const ordered = {
  retailer: { uuid: 'IQ-EBL-01', name: 'Land Rover Erbil', address: 'شەقامی ١٠٠ مەتری، عەنکاوە، هەولێر', phone: '+964 750 441 2200' },
  booking: { date: '2026-03-05', time: '10:30' },
};

describe.each(testDialects())('the order receipt on %s', (dialect) => {
  let handle: TestDatabase;
  beforeAll(async () => {
    handle = await openMigratedTestDatabase(dialect);
    await handle.db.insertInto('dealers').values(dealerRows()).execute();
  });
  afterAll(() => handle.cleanup());

  it("writes the retailer's address in the receipt's language, whatever language the order was made in", async () => {
    expect((await loadReceiptDetails(handle.db, ordered, 'ar')).retailer).toEqual({
      name: 'Land Rover Erbil',
      address: 'شارع ١٠٠ متر، عنكاوا، أربيل',
      phone: '+964 750 441 2200',
    });
    expect((await loadReceiptDetails(handle.db, ordered, 'en')).retailer?.address).toBe('100 Meter Road, Ankawa, Erbil');
    const ku = await loadReceiptDetails(handle.db, ordered, 'ku');
    expect(ku.retailer?.address).toBe('شەقامی ١٠٠ مەتری، عەنکاوە، هەولێر');
    expect(ku.appointment?.time).toBe('١٠:٣٠');
  });

  it('keeps the stored address of a retailer the dealers table does not know, and reads nothing odd', async () => {
    const unknown = { retailer: { ...ordered.retailer, uuid: 'GONE-01' } };
    expect((await loadReceiptDetails(handle.db, unknown, 'en')).retailer?.address).toBe('شەقامی ١٠٠ مەتری، عەنکاوە، هەولێر');
    expect(await loadReceiptDetails(handle.db, { retailer: 'x', booking: [] }, 'ku')).toEqual({ retailer: null, appointment: null });
    expect(receiptDetails({ retailer: { uuid: 42, name: 'A', address: 'B' } }, 'ku', null).retailer).toEqual({
      name: 'A',
      address: 'B',
      phone: '',
    });
  });
});
