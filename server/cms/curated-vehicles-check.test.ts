/**
 * A stock locator's curated list on save, on SQLite and PostgreSQL: a mistyped entry is refused
 * with the block's field (invalid_block, from the template's check), an id or VIN no vehicle has with
 * unknown_vehicle and the entries named; what the block already held is not looked up again.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PageBlock } from '../../domain/page.js';
import { testDialects } from '../db/test-db.js';
import { openListingTestDatabase, type ListingTestDatabase } from '../listing/testing/test-database.js';
import { validateBlocks } from './block-validation.js';
import { assertCuratedVehiclesKnown } from './curated-vehicles-check.js';

const locator = (vehicles: string, id = 'sl'): PageBlock => ({ id, template: 'stock_locator', props: { vehicles } });

describe('curated list: the shape, when the block is saved', () => {
  it('refuses an entry that is neither an id nor a VIN, naming the field and the entry', () => {
    expect(() => validateBlocks([locator('12\nnot-a-car')])).toThrow(/not-a-car/);
    try {
      validateBlocks([{ id: 'x', template: 'hero_banner', props: {} }, locator('12, 0')]);
    } catch (error) {
      expect(error).toMatchObject({ statusCode: 400, code: 'invalid_block', field: 'blocks[1].props.vehicles' });
    }
    expect(validateBlocks([locator('12\nSALDA2BN5KA123456')])[0]?.props.vehicles).toBe('12\nSALDA2BN5KA123456');
  });
});

describe.each(testDialects())('curated list: every entry names a vehicle, on %s', (dialect) => {
  let t: ListingTestDatabase;
  beforeAll(async () => {
    t = await openListingTestDatabase(dialect, 20);
  });
  afterAll(async () => {
    await t.handle.close();
  });

  it('accepts ids and VINs of vehicles, and refuses the unknown ones with 400 unknown_vehicle naming them', async () => {
    const [a, b] = t.vehicles;
    if (!a || !b) throw new Error('fixture empty');
    await expect(assertCuratedVehiclesKnown(t.handle.db, [locator(`${a.id}\n${b.vin.toLowerCase()}`)])).resolves.toBeUndefined();
    await expect(
      assertCuratedVehiclesKnown(t.handle.db, [locator(''), locator(`${a.id}, 999999, SALZZ000000000099`, 'two')]),
    ).rejects.toMatchObject({
      statusCode: 400,
      code: 'unknown_vehicle',
      field: 'blocks[1].props.vehicles',
      details: { unknown: ['999999', 'SALZZ000000000099'] },
    });
  });

  it('does not look up again what the block held before (a car removed since never blocks a save)', async () => {
    const [a] = t.vehicles;
    if (!a) throw new Error('fixture empty');
    const before = [locator(`${a.id}\n999999`)];
    await expect(assertCuratedVehiclesKnown(t.handle.db, [locator(`999999\n${a.id}`)], before)).resolves.toBeUndefined();
    await expect(assertCuratedVehiclesKnown(t.handle.db, [locator('999999\n999998')], before)).rejects.toMatchObject({
      details: { unknown: ['999998'] },
    });
  });
});
