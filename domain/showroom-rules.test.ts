import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { sampleVehicle } from './sample-vehicle.js';
import {
  canOrderOnline,
  financingOptions,
  linkButtons,
  orderOnlinePath,
  pickSimilarVehicles,
  retailerDisplayName,
} from './showroom-rules.js';
import { SHOWROOM_SPEC_KEYS, formatLitres, showroomSpecs } from './showroom-specs.js';
import { SHOWROOM_TEXTS } from './showroom-texts/index.js';
import { TEST_DRIVE_BUTTON } from './vehicle-media.js';
import type { PriceEntry } from './vehicle.js';

const price = (type: PriceEntry['type'], value_raw: number, hiddenFromVisitors = false): PriceEntry => ({
  type,
  value_raw,
  old_price: null,
  hiddenFromVisitors,
});

describe('financingOptions', () => {
  it('offers cash, lease and subscribe from the prices list, in that order', () => {
    const prices = { list: [price('subscribe', 900), price('lease', 1450), price('purchase', 98000), price('sale', 1)] };
    expect(financingOptions({ prices }).map((o) => [o.kind, o.value])).toEqual([
      ['cash', 98000],
      ['lease', 1450],
      ['subscribe', 900],
    ]);
  });

  it('hides the lease option when its entry is hiddenFromVisitors', () => {
    const prices = { list: [price('purchase', 98000), price('lease', 1450, true)] };
    expect(financingOptions({ prices }).map((o) => o.kind)).toEqual(['cash']);
  });

  it('gives none for an empty or missing list', () => {
    expect(financingOptions({ prices: { list: [] } })).toEqual([]);
  });
});

describe('canOrderOnline', () => {
  it('needs an order_online button and an orderable status', () => {
    const { attributes } = sampleVehicle();
    expect(canOrderOnline(attributes)).toBe(true);
    for (const status of ['available_soon', 'demo', 'in_production'] as const) expect(canOrderOnline({ ...attributes, status })).toBe(true);
    for (const status of ['sold', 'reserved', 'on_demand', 'delivery'] as const)
      expect(canOrderOnline({ ...attributes, status })).toBe(false);
    expect(
      canOrderOnline({ ...attributes, meta: { buttons: attributes.meta.buttons.filter((b) => b.button_type !== 'order_online') } }),
    ).toBe(false);
  });

  it('links the order-online details of the vehicle', () => {
    expect(orderOnlinePath(42)).toBe('/ku/showroom-order-online/vehicle/42');
  });
});

describe('pickSimilarVehicles', () => {
  it('drops the current vehicle by integer compare and caps at six', () => {
    const list = [1, 2, 3, 42, 4, 5, 6, 7].map((id) => sampleVehicle(id));
    expect(pickSimilarVehicles(list, '42').map((v) => v.id)).toEqual([1, 2, 3, 4, 5, 6]);
  });

  it('never returns the current id nor more than six', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 1, max: 20 }), { maxLength: 15 }), fc.integer({ min: 1, max: 20 }), (ids, current) => {
        const picked = pickSimilarVehicles(
          ids.map((id) => sampleVehicle(id)),
          current,
        );
        expect(picked.length).toBeLessThanOrEqual(6);
        expect(picked.some((v) => v.id === current)).toBe(false);
      }),
    );
  });
});

describe('retailerDisplayName', () => {
  const both = { display_name_jag: 'Jaguar Erbil', display_name_lr: 'Land Rover Erbil' };
  it('prefers the Jaguar name for Jaguar, the Land Rover name otherwise, else the dealer name', () => {
    expect(retailerDisplayName('jaguar', 'Dealer', both)).toBe('Jaguar Erbil');
    expect(retailerDisplayName('land_rover', 'Dealer', both)).toBe('Land Rover Erbil');
    expect(retailerDisplayName('jaguar', 'Dealer', { display_name_lr: 'Land Rover Erbil' })).toBe('Land Rover Erbil');
    expect(retailerDisplayName('jaguar', 'Dealer', { display_name_jag: ' ' })).toBe('Dealer');
    expect(retailerDisplayName('land_rover', 'Dealer', null)).toBe('Dealer');
  });
});

describe('linkButtons', () => {
  it('keeps internal and external buttons with a target and label, not order online', () => {
    const { attributes } = sampleVehicle();
    const withTestDrive = {
      meta: {
        buttons: [...attributes.meta.buttons, TEST_DRIVE_BUTTON],
      },
    };
    expect(linkButtons(withTestDrive)).toEqual([{ label: 'Book a test drive', href: '/t', external: false }]);
  });
});

describe('showroomSpecs', () => {
  const t = (key: string) => `[${key}]`;
  it('lists the spec attributes in order, with the language digits and isolated codes', () => {
    const specs = showroomSpecs(sampleVehicle().attributes, { t, language: 'ku' });
    // Every attribute in the declared order, but the AVL registration date the sample has not got.
    expect(specs.map((s) => s.key)).toEqual(SHOWROOM_SPEC_KEYS.filter((key) => key !== 'avl'));
    const byKey = Object.fromEntries(specs.map((s) => [s.key, s]));
    expect(byKey.productionYear?.value).toBe('٢٠٢٤');
    expect(byKey.capacity?.value).toBe('٣٫٠ [unit.litre]');
    expect(byKey.engines?.value).toBe('[engine.diesel]، [engine.mhev]');
    expect(byKey.vin).toMatchObject({ value: 'SALWA2AE1PA123456', isolate: true });
  });

  it('shows a battery in whole kWh when there is no engine capacity, and the AVL registration date', () => {
    const attributes = sampleVehicle(1, {
      capacity: null,
      battery_capacity: 90.4,
      avl_field: {
        open_market_value: 1,
        additional_registration_fee: null,
        preferential_additional_registration_fee: null,
        registration_date: '2023-05-01',
      },
    }).attributes;
    const byKey = Object.fromEntries(showroomSpecs(attributes, { t, language: 'en' }).map((s) => [s.key, s.value]));
    expect(byKey.capacity).toBe('90 [unit.kwh]');
    expect(byKey.avl).toBe('1 May 2023');
    expect(byKey.deliveryDate).toBe('1 March 2025');
    expect(formatLitres(2.04, 'en')).toBe('2.0');
  });

  it("labels an electric car's capacity as its battery capacity, an engine's as engine capacity", () => {
    const electric = sampleVehicle(1, { capacity: null, battery_capacity: 77 }).attributes;
    const labelOf = (attributes: typeof electric) =>
      showroomSpecs(attributes, { t, language: 'en' }).find((s) => s.key === 'capacity')?.labelKey;
    expect(labelOf(electric)).toBe('spec.batteryCapacity');
    expect(labelOf(sampleVehicle().attributes)).toBe('spec.capacity');
    for (const texts of Object.values(SHOWROOM_TEXTS)) expect(texts['spec.batteryCapacity']).toBeTruthy();
  });
});
