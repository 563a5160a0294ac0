/**
 * A vendor notification: verified by the vendor's adapter (signature), then recorded once and
 * applied (payment-status.ts). An unverified body, and a signed one that is not an event we can
 * read, change nothing and are answered 400 so the vendor's dashboard shows the failure.
 */
import {
  PaymentVendorError,
  WebhookPayloadError,
  WebhookSignatureError,
  isVendorType,
  type WebhookHeaders,
} from '../adapters/payments/index.js';
import { ApiFailure } from '../failure.js';
import type { BuyOnlineDeps } from './deps.js';
import { applyPaymentEvent, type AppliedEvent } from './payment-status.js';
import { vendorUnavailable } from './vendor-unavailable.js';

export async function receiveWebhook(
  deps: BuyOnlineDeps,
  vendorName: string,
  rawBody: Buffer,
  headers: WebhookHeaders,
): Promise<AppliedEvent & { eventId: string }> {
  const type = vendorName.toUpperCase();
  if (!isVendorType(type)) throw new ApiFailure(404, 'unknown_vendor', `No payment vendor ${vendorName}`, 'vendor');
  let event;
  try {
    event = await deps.vendors.forType(type).parseWebhook(rawBody, headers);
  } catch (error) {
    if (error instanceof WebhookSignatureError) throw new ApiFailure(400, 'invalid_signature', error.message, 'signature');
    if (error instanceof PaymentVendorError) throw vendorUnavailable(deps.log, error, 'vendor');
    if (error instanceof WebhookPayloadError) throw new ApiFailure(400, 'invalid_body', error.message, 'body');
    if (error instanceof SyntaxError) throw new ApiFailure(400, 'invalid_body', 'The webhook body is not valid JSON', 'body');
    throw error;
  }
  const applied = await applyPaymentEvent(deps.db, type, event, deps.now());
  if (!applied.replayed)
    deps.log.info(
      `${type} event ${event.id} (${event.type}) for ${event.reference ?? 'no payment'}: order ${applied.orderNumber ?? 'not yet created'}, changed=${applied.changed}`,
    );
  return { ...applied, eventId: event.id };
}
