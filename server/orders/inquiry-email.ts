/**
 * PUT /buy_online/orders/send_inquiry_email: tells the retailer of a vehicle that a buyer asks about
 * it. Not a mail relay: the caller must hold an order (`order_number`) or a lead (`lead_id`) and
 * present its access token (`access_token`), and the only recipient is the retailer of that order's
 * or lead's vehicle, from the dealer's data (`dealers.email` of the vehicle's `dealer_code`).
 * `recipients` stays in the payload for existing callers (docs/buy-online.md), but it is ignored. The route is
 * limited per client (RATE_LIMIT_INQUIRY_EMAIL).
 */
import type { Kysely } from 'kysely';
import { enqueueEmail } from '../adapters/email/outbox.js';
import type { Database } from '../db/schema.js';
import { ApiFailure } from '../failure.js';
import { secretTokenMatches } from '../auth/secret-tokens.js';
import type { BuyOnlineDeps } from './deps.js';
import { orderForHolder } from './order-access.js';

export interface InquiryBody {
  order_number?: string;
  lead_id?: string;
  access_token: string;
  /** Accepted for existing callers and ignored: the server chooses the recipient (docs/buy-online.md). */
  recipients?: string[];
  customer_data: Record<string, unknown>;
  vehicle_data?: Record<string, unknown>;
}

function describeRecord(title: string, record: Record<string, unknown>): string {
  const lines = Object.entries(record).map(([key, value]) => `  ${key}: ${typeof value === 'string' ? value : JSON.stringify(value)}`);
  return `${title}\n${lines.join('\n')}`;
}

/** The vehicle the caller may ask about: its order's, or its lead's (`lead.vehicle_id`). */
async function vehicleOfHolder(db: Kysely<Database>, body: InquiryBody): Promise<{ vehicleId: number; about: string }> {
  if (body.order_number) {
    const order = await orderForHolder(db, body.order_number, body.access_token, 'order_number');
    return { vehicleId: order.vehicle_id, about: `Order ${order.order_number}` };
  }
  if (body.lead_id) {
    const lead = await db
      .selectFrom('leads')
      .select(['id', 'attributes', 'access_token_hash'])
      .where('id', '=', body.lead_id)
      .executeTakeFirst();
    if (!lead || !secretTokenMatches(lead.access_token_hash, body.access_token))
      throw new ApiFailure(404, 'lead_not_found', `No lead ${body.lead_id}`, 'lead_id');
    const vehicleId = (JSON.parse(lead.attributes) as { vehicle_id?: unknown }).vehicle_id;
    if (typeof vehicleId !== 'number' || !Number.isInteger(vehicleId))
      throw new ApiFailure(409, 'no_vehicle', 'This lead names no vehicle to ask about', 'lead_id');
    return { vehicleId, about: `Lead ${lead.id}` };
  }
  throw new ApiFailure(400, 'invalid_request', 'Name the order (order_number) or the lead (lead_id) this inquiry is about', 'order_number');
}

export async function sendInquiryEmail(deps: BuyOnlineDeps, body: InquiryBody): Promise<{ queued: number }> {
  const { db } = deps;
  const { vehicleId, about } = await vehicleOfHolder(db, body);
  const vehicle = await db
    .selectFrom('vehicles')
    .select(['vin', 'brand', 'model', 'version_name', 'dealer_code'])
    .where('id', '=', vehicleId)
    .executeTakeFirst();
  const dealer = vehicle
    ? await db.selectFrom('dealers').select(['email']).where('dealer_code', '=', vehicle.dealer_code).executeTakeFirst()
    : undefined;
  const to = dealer?.email.trim();
  if (!vehicle || !to)
    throw new ApiFailure(409, 'retailer_unreachable', 'The retailer of this vehicle has no e-mail address on file', 'vehicle_id');
  const facts = {
    vin: vehicle.vin,
    vehicle: `${vehicle.brand} ${vehicle.model} ${vehicle.version_name}`.trim(),
    retailer: vehicle.dealer_code,
  };
  const text = [
    about,
    describeRecord('Vehicle', facts),
    describeRecord('Customer', body.customer_data),
    ...(body.vehicle_data && Object.keys(body.vehicle_data).length
      ? [describeRecord('Vehicle details sent by the customer', body.vehicle_data)]
      : []),
  ].join('\n\n');
  // Worded in English, with the customer's answers as they typed them.
  await enqueueEmail(db, { to, subject: `Vehicle inquiry — ${vehicle.vin}`, body: text, language: 'en' }, deps.now());
  return { queued: 1 };
}
