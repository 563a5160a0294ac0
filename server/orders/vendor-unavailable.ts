/**
 * A payment vendor that cannot be used (its keys are not set on the server, test payments are
 * switched off in production, the vendor did not answer) is a 503 to the buyer. What exactly is
 * missing (STRIPE_SECRET_KEY, ALLOW_TEST_PAYMENTS) is for the operator: it goes to the log, and the
 * public answer only says payment is unavailable, keeping the machine-readable code
 * (docs/server-layers.md, "5xx reveals nothing").
 */
import type { PaymentVendorError } from '../adapters/payments/index.js';
import { ApiFailure } from '../failure.js';
import type { BuyOnlineDeps } from './deps.js';

export const PAYMENT_UNAVAILABLE_MESSAGE = 'Online payment is not available at the moment; please try again later or contact the retailer';

export function vendorUnavailable(log: BuyOnlineDeps['log'], error: PaymentVendorError, field: string | undefined): ApiFailure {
  log.warn(`payment vendor unavailable (${error.code}): ${error.message}`);
  return new ApiFailure(503, error.code, PAYMENT_UNAVAILABLE_MESSAGE, field);
}
