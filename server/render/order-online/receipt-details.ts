/**
 * The receipt's retailer and appointment, from what the journey stored with the order
 * (widgets/order-online/api.ts). The retailer's address is the stored dealer's, in the receipt's
 * language (docs/listing-api.md, "Retailers and dealers": the journey wrote it in the language the visitor ordered in, and the receipt
 * may be opened in another); a retailer the dealers table does not know keeps the address stored.
 */
import type { Kysely } from 'kysely';
import { localizeDigits } from '../../../domain/digits.js';
import type { Language } from '../../../domain/languages.js';
import { formatIsoDate } from '../../../domain/month-names.js';
import { retailerAddressLine } from '../../../domain/retailer-address.js';
import type { Database, DealerRow } from '../../db/schema.js';

const text = (value: unknown): string => (typeof value === 'string' ? value : '');
const record = (value: unknown): Record<string, unknown> | null =>
  value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : null;

export interface ReceiptDetails {
  retailer: { name: string; address: string; phone: string } | null;
  appointment: { date: string; time: string } | null;
}

/** The dealer a stored retailer names (its uuid is the dealer code), if any. */
export function receiptDealerCode(metadata: Record<string, unknown>): string {
  return text(record(metadata.retailer)?.uuid);
}

export function receiptDetails(
  metadata: Record<string, unknown>,
  language: Language,
  dealer: Pick<DealerRow, 'address' | 'owner_address' | 'locality' | 'city' | 'owner_city' | 'state' | 'street_ku' | 'street_ar'> | null,
): ReceiptDetails {
  const retailer = record(metadata.retailer);
  const booking = record(metadata.booking);
  const address = dealer
    ? retailerAddressLine({ ...dealer, address: dealer.owner_address || dealer.address, city: dealer.owner_city || dealer.city }, language)
    : text(retailer?.address);
  return {
    retailer: retailer && text(retailer.name) ? { name: text(retailer.name), address, phone: text(retailer.phone) } : null,
    appointment:
      booking && text(booking.date)
        ? { date: formatIsoDate(text(booking.date), language), time: localizeDigits(text(booking.time), language) }
        : null,
  };
}

/** receiptDetails with the dealer read from the database. */
export async function loadReceiptDetails(
  db: Kysely<Database>,
  metadata: Record<string, unknown>,
  language: Language,
): Promise<ReceiptDetails> {
  const code = receiptDealerCode(metadata);
  const dealer = code ? await db.selectFrom('dealers').selectAll().where('dealer_code', '=', code).executeTakeFirst() : undefined;
  return receiptDetails(metadata, language, dealer ?? null);
}
