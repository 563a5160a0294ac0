/** What the buy-online routes share: the database, the clock, the lock time and the payment vendors. */
import type { Kysely } from 'kysely';
import type { PaymentVendors } from '../adapters/payments/index.js';
import type { Database } from '../db/schema.js';

export interface BuyOnlineDeps {
  db: Kysely<Database>;
  /** Epoch ms; injected so tests can move time past a lock's expiry. */
  now: () => number;
  lockTtlMs: number;
  vendors: PaymentVendors;
  /** Absolute URL of the cancellation page (`<public origin>/<segment>/cancel-reservation`), for e-mailed links. */
  cancellationPageUrl?: string | undefined;
  log: { warn(message: string): void; info(message: string): void; error(obj: unknown, message?: string): void };
}
