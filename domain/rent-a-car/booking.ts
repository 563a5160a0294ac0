/**
 * A rental enquiry's first step (location and date) and its price: where and when the car is
 * picked up and returned, which car, and the extras. Dates are calendar days `YYYY-MM-DD` (the
 * visitor's own calendar, no time zone arithmetic); a rental of pick-up Monday and return Wednesday
 * is two days. Prices are whole currency units, so integer sums are exact.
 */
import { bookingDayProblem } from '../booking-date.js';
import { closedOnWeekdays } from '../opening-schedule.js';
import { UNOFFICIAL_LOCATION, clampAmount, type RentConfig, type RentExtra, type RentVehicle } from './config.js';

export interface Booking {
  /** A location name key, or '' (none chosen) — or, with custom pick-up allowed, `custom`. */
  pickup: string;
  /** The visitor's own address when `pickup` is `custom`. */
  customPickup: string;
  /** '' means the same as the pick-up. */
  dropoff: string;
  customDropoff: string;
  pickupDate: string;
  dropoffDate: string;
  /** Index in the config's vehicles, or -1. */
  vehicle: number;
  /** Extra id → amount (amount controllers) or 1/0 (togglers). */
  extras: Record<string, number>;
}

export const CUSTOM_LOCATION = 'custom';

export type BookingProblem =
  | 'pickup_required'
  | 'custom_pickup_required'
  | 'custom_dropoff_required'
  | 'pickup_date_required'
  | 'pickup_date_past'
  | 'pickup_date_disabled'
  | 'dropoff_date_required'
  | 'dropoff_date_disabled'
  | 'dropoff_before_pickup'
  | 'vehicle_required'
  | 'vehicle_unavailable';

export type BookingErrors = Partial<Record<keyof Booking, BookingProblem>>;

export function emptyBooking(config: RentConfig): Booking {
  const extras: Record<string, number> = {};
  for (const group of config.extras)
    for (const item of group.items)
      extras[item.id] = item.controller.type === 'amount' ? item.controller.default : item.controller.default ? 1 : 0;
  return { pickup: '', customPickup: '', dropoff: '', customDropoff: '', pickupDate: '', dropoffDate: '', vehicle: -1, extras };
}

const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Days since 1970-01-01 of a `YYYY-MM-DD` date, or null for anything else (31 February too). */
export function dayNumber(date: string): number | null {
  const m = DATE.exec(date);
  if (!m) return null;
  const ms = Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3]));
  const back = new Date(ms);
  if (back.getUTCFullYear() !== Number(m[1]) || back.getUTCMonth() !== Number(m[2]) - 1 || back.getUTCDate() !== Number(m[3])) return null;
  return Math.round(ms / 86_400_000);
}

/** The week day (0 = Sunday) of a valid date. */
export const weekDay = (date: string): number | null => {
  const day = dayNumber(date);
  return day === null ? null : (((day + 4) % 7) + 7) % 7;
};

/** Rental days: return minus pick-up, at least 1 (a same-day return is charged one day); 0 when unknown. */
export function rentalDays(booking: Pick<Booking, 'pickupDate' | 'dropoffDate'>): number {
  const from = dayNumber(booking.pickupDate);
  const to = dayNumber(booking.dropoffDate);
  if (from === null || to === null || to < from) return 0;
  return Math.max(1, to - from);
}

/** The vehicles that can be picked up at a location ('unofficial' ones anywhere, a custom place only them). */
export function vehiclesAt(config: RentConfig, pickup: string): { vehicle: RentVehicle; index: number }[] {
  return config.vehicles
    .map((vehicle, index) => ({ vehicle, index }))
    .filter(
      ({ vehicle }) =>
        !pickup ||
        vehicle.locations.length === 0 ||
        vehicle.locations.includes(UNOFFICIAL_LOCATION) ||
        (pickup !== CUSTOM_LOCATION && vehicle.locations.includes(pickup)),
    );
}

/** What keeps step 1 from going on, per field; empty when it may. `today` is `YYYY-MM-DD`. */
export function validateBooking(config: RentConfig, booking: Booking, today: string): BookingErrors {
  const errors: BookingErrors = {};
  const custom = config.settings.allowCustomPickup && booking.pickup === CUSTOM_LOCATION;
  if (!booking.pickup || (!custom && !config.locations.some((l) => l.nameKey === booking.pickup))) errors.pickup = 'pickup_required';
  else if (custom && !booking.customPickup.trim()) errors.customPickup = 'custom_pickup_required';
  if (config.settings.allowCustomDropoff && booking.dropoff === CUSTOM_LOCATION && !booking.customDropoff.trim())
    errors.customDropoff = 'custom_dropoff_required';
  const from = dayNumber(booking.pickupDate);
  const to = dayNumber(booking.dropoffDate);
  // The block's disabled weekdays as a schedule: the same day rule as a test drive (domain/booking-date.ts).
  const schedule = closedOnWeekdays(config.settings.disabledDays);
  const pickupProblem = from === null ? null : bookingDayProblem(booking.pickupDate, dayNumber(today) === null ? '' : today, schedule);
  if (from === null) errors.pickupDate = 'pickup_date_required';
  else if (pickupProblem === 'past') errors.pickupDate = 'pickup_date_past';
  else if (pickupProblem === 'closed') errors.pickupDate = 'pickup_date_disabled';
  if (to === null) errors.dropoffDate = 'dropoff_date_required';
  else if (from !== null && to < from) errors.dropoffDate = 'dropoff_before_pickup';
  else if (bookingDayProblem(booking.dropoffDate, '', schedule) === 'closed') errors.dropoffDate = 'dropoff_date_disabled';
  if (booking.vehicle < 0 || !config.vehicles[booking.vehicle]) errors.vehicle = 'vehicle_required';
  else if (booking.pickup && !vehiclesAt(config, booking.pickup).some((v) => v.index === booking.vehicle))
    errors.vehicle = 'vehicle_unavailable';
  return errors;
}

/** An extra's amount as the visitor may set it: within min–max for an amount, 0 or 1 for a toggler. */
export function extraValue(extra: RentExtra, value: number): number {
  return extra.controller.type === 'amount' ? clampAmount(value, extra.controller) : value ? 1 : 0;
}

export interface PriceLine {
  id: string;
  label: string;
  amount: number;
  total: number;
}

export interface PriceSummary {
  days: number;
  daily: number;
  /** The car for all the days. */
  rental: number;
  extras: PriceLine[];
  total: number;
}

/** The price summary of step 3: per day, the days, each chosen extra (price × amount) and the total. */
export function priceSummary(config: RentConfig, booking: Booking): PriceSummary {
  const car = config.vehicles[booking.vehicle];
  const days = rentalDays(booking);
  const daily = car?.daily ?? 0;
  const extras = config.extras
    .flatMap((group) => group.items)
    .map((extra) => ({ extra, amount: extraValue(extra, booking.extras[extra.id] ?? 0) }))
    .filter(({ amount }) => amount > 0)
    .map(({ extra, amount }) => ({ id: extra.id, label: extra.heading, amount, total: extra.price * amount }));
  const rental = daily * days;
  return { days, daily, rental, extras, total: rental + extras.reduce((sum, line) => sum + line.total, 0) };
}

/** The place a location key stands for, as text (a custom address as typed). */
export function placeName(config: RentConfig, key: string, custom: string): string {
  if (key === CUSTOM_LOCATION) return custom.trim();
  const place = config.locations.find((l) => l.nameKey === key);
  return place ? [place.cityName, place.pointName].filter(Boolean).join(' – ') : '';
}

/** Fills `{key}` placeholders of the editor's summary template; unknown placeholders stay empty. */
export function fillTemplate(template: string, values: Record<string, string>): string {
  return template.replace(/\{([a-z0-9_]+)\}/gi, (_, key: string) => values[key] ?? '');
}
