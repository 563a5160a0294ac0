/**
 * What a rental inquiry sends besides the contact details: the booking as the hidden fields of the
 * seeded car-rental form (server/seed/forms-seed.ts), and the editor's summary template filled
 * in. Amounts are written with the page language's digits (domain/number-format.ts) and the
 * currency as a word after them in Kurdish and Arabic (docs/glossary-ku.md, "Currencies").
 */
import { currencyOf, CURRENCIES } from '../currencies.js';
import type { Language } from '../languages.js';
import { formatNumber } from '../number-format.js';
import { fillTemplate, placeName, priceSummary, type Booking } from './booking.js';
import type { RentConfig } from './config.js';

/** An amount of the block's currency: «١٤٠ دۆلار», «$140». */
export function formatRentPrice(amount: number, currency: string, language: Language): string {
  const code = currencyOf(currency);
  const digits = formatNumber(amount, language);
  if (!code) return `${digits} ${currency}`.trim();
  return language === 'en' ? `${CURRENCIES[code].unit.en}${digits}` : `${digits} ${CURRENCIES[code].unit[language]}`;
}

/** The hidden field keys of the car-rental form, in its order. */
export const INQUIRY_FIELDS = [
  'pickup_location',
  'dropoff_location',
  'pickup_date',
  'dropoff_date',
  'vehicle',
  'extras',
  'total_price',
  'summary',
] as const;

export type InquiryFields = Record<(typeof INQUIRY_FIELDS)[number], string>;

/** The booking as the lead's hidden values (dates as `YYYY-MM-DD`, so the retailer's CSV sorts). */
export function inquiryFields(config: RentConfig, booking: Booking, currency: string, language: Language): InquiryFields {
  const price = priceSummary(config, booking);
  const pickup = placeName(config, booking.pickup, booking.customPickup);
  const dropoff = booking.dropoff ? placeName(config, booking.dropoff, booking.customDropoff) : pickup;
  const vehicle = config.vehicles[booking.vehicle]?.displayName ?? '';
  const extras = price.extras.map((line) => (line.amount > 1 ? `${line.label} × ${line.amount}` : line.label)).join(', ');
  const total = formatRentPrice(price.total, currency, language);
  const values = {
    pickup_location: pickup,
    dropoff_location: dropoff,
    pickup_date: booking.pickupDate,
    dropoff_date: booking.dropoffDate,
    vehicle,
    extras,
    total_price: total,
    days: String(price.days),
  };
  const summary = config.summaryTemplate
    ? fillTemplate(config.summaryTemplate, values)
    : `${vehicle}: ${pickup} ${booking.pickupDate} → ${dropoff} ${booking.dropoffDate}; ${total}`;
  return { ...values, summary: summary.slice(0, 1000) };
}
