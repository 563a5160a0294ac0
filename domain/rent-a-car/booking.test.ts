import { describe, expect, it } from 'vitest';
import { BABY_SEAT_MAX, parseRentConfig } from './config.js';
import { SAMPLE_EXTRAS, SAMPLE_LOCATIONS, SAMPLE_VEHICLES } from './defaults.js';
import {
  emptyBooking,
  extraValue,
  fillTemplate,
  priceSummary,
  rentalDays,
  validateBooking,
  vehiclesAt,
  weekDay,
  type Booking,
} from './booking.js';

const config = parseRentConfig({
  locations_json: JSON.stringify(SAMPLE_LOCATIONS),
  vehicles_json: JSON.stringify(SAMPLE_VEHICLES),
  data_json: JSON.stringify(SAMPLE_EXTRAS),
});
// 2026-12-01 is a Tuesday; 2026-12-06 a Sunday.
const TODAY = '2026-12-01';
const good: Booking = { ...emptyBooking(config), pickup: 'erbil', pickupDate: '2026-12-02', dropoffDate: '2026-12-05', vehicle: 1 };

describe('rent-a-car config', () => {
  it('reads the sample cities, cars and extras with the catalogue defaults', () => {
    expect(config.locations.map((l) => l.nameKey)).toEqual(['erbil', 'sulaymaniyah', 'baghdad']);
    expect(config.vehicles.map((v) => v.daily)).toEqual([140, 165, 189]);
    expect(config.extras.flatMap((g) => g.items).map((i) => i.price)).toEqual([200, 50, 75]);
    expect(config.settings).toMatchObject({ disabledDays: [0], mapZoom: 7, mapCenter: { lat: 52, lng: 21 }, distanceUnit: 'km' });
  });
  it('caps the baby seat at 10 even when the editor allows more, and survives broken JSON', () => {
    const wide = parseRentConfig({
      data_json: {
        items: [{ heading: 'x', subitems: [{ heading: 'Baby seat', price: 5, controller: { type: 'amount', min: 0, max: 99 } }] }],
      },
    });
    expect(wide.extras[0]?.items[0]?.controller).toMatchObject({ type: 'amount', max: BABY_SEAT_MAX });
    expect(parseRentConfig('{oops')).toMatchObject({ locations: [], vehicles: [], extras: [] });
    expect(parseRentConfig({ datepicker_disabled_days: '5,6' }).settings.disabledDays).toEqual([5, 6]);
  });
});

describe('rent-a-car booking', () => {
  it('accepts a complete booking', () => {
    expect(weekDay('2026-12-06')).toBe(0);
    expect(validateBooking(config, good, TODAY)).toEqual({});
  });
  it('names each missing or wrong part', () => {
    expect(validateBooking(config, emptyBooking(config), TODAY)).toEqual({
      pickup: 'pickup_required',
      pickupDate: 'pickup_date_required',
      dropoffDate: 'dropoff_date_required',
      vehicle: 'vehicle_required',
    });
    expect(validateBooking(config, { ...good, pickupDate: '2026-11-30' }, TODAY).pickupDate).toBe('pickup_date_past');
    expect(validateBooking(config, { ...good, pickupDate: '2026-12-06', dropoffDate: '2026-12-08' }, TODAY).pickupDate).toBe(
      'pickup_date_disabled',
    );
    expect(validateBooking(config, { ...good, dropoffDate: '2026-12-06' }, TODAY).dropoffDate).toBe('dropoff_date_disabled');
    expect(validateBooking(config, { ...good, dropoffDate: '2026-12-01' }, TODAY).dropoffDate).toBe('dropoff_before_pickup');
    expect(validateBooking(config, { ...good, pickupDate: '2026-02-31' }, TODAY).pickupDate).toBe('pickup_date_required');
    expect(validateBooking(config, { ...good, pickup: 'sulaymaniyah' }, TODAY).vehicle).toBe('vehicle_unavailable');
  });
  it('offers the cars of the pick-up place, the unofficial ones everywhere', () => {
    expect(vehiclesAt(config, 'sulaymaniyah').map((v) => v.index)).toEqual([0, 2]);
    expect(vehiclesAt(config, 'baghdad').map((v) => v.index)).toEqual([0, 1, 2]);
  });
  it('keeps amounts within min and max, togglers at 0 or 1', () => {
    const [insurance, seat] = config.extras.flatMap((g) => g.items);
    expect(seat && extraValue(seat, 11)).toBe(10);
    expect(seat && extraValue(seat, -1)).toBe(0);
    expect(insurance && extraValue(insurance, 5)).toBe(1);
  });
  it('sums the price per day and the extras', () => {
    expect(rentalDays({ pickupDate: '2026-12-02', dropoffDate: '2026-12-02' })).toBe(1);
    const summary = priceSummary(config, { ...good, extras: { '0.0': 1, '1.0': 2, '1.1': 0 } });
    expect(summary).toMatchObject({ days: 3, daily: 165, rental: 495, total: 495 + 200 + 100 });
    expect(summary.extras.map((l) => [l.label, l.amount, l.total])).toEqual([
      ['Full insurance', 1, 200],
      ['Baby seat', 2, 100],
    ]);
  });
  it('fills the summary template', () => {
    expect(fillTemplate('{vehicle} from {pickup_date}{nope}', { vehicle: 'Defender', pickup_date: '2026-12-02' })).toBe(
      'Defender from 2026-12-02',
    );
  });
});

describe('rent-a-car inquiry', () => {
  it('writes the booking as the form hidden values, in the page language', async () => {
    const { inquiryFields, formatRentPrice } = await import('./inquiry.js');
    expect(formatRentPrice(1400, 'USD', 'en')).toBe('$1,400');
    expect(formatRentPrice(1400, 'USD', 'ku')).toBe('١٬٤٠٠ دۆلار');
    const fields = inquiryFields(config, { ...good, extras: { '1.0': 2 } }, 'USD', 'en');
    expect(fields).toMatchObject({
      pickup_location: 'Erbil – Airport',
      dropoff_location: 'Erbil – Airport',
      vehicle: 'Defender 110',
      extras: 'Baby seat × 2',
      total_price: '$595',
    });
    const templated = parseRentConfig({ ...config, form_summary_template: '{vehicle}, {days} days' });
    expect(templated.summaryTemplate).toBe('{vehicle}, {days} days');
  });
});
