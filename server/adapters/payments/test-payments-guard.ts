/**
 * The LOCAL_TEST vendor takes any "card" and confirms it itself: fine on a laptop, a disaster in a
 * shop. In production (NODE_ENV=production) it is refused unless ALLOW_TEST_PAYMENTS=1 says so
 * explicitly (a staging server that runs in production mode, for instance):
 * - at start (server/main.ts): the server does not start while `buy_online.payment_config` names it;
 * - at run time: when the setting is changed to it later, every payment with it is refused
 *   (createPaymentVendors' forType and the simulator route), as a misconfigured vendor is.
 */
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { PAYMENT_CONFIG_KEY, readPaymentConfig } from './payment-config.js';

/** True when the environment forbids the local test vendor: production without ALLOW_TEST_PAYMENTS=1. */
export function testPaymentsRefused(env: NodeJS.ProcessEnv = process.env): boolean {
  return env.NODE_ENV === 'production' && env.ALLOW_TEST_PAYMENTS !== '1';
}

export const TEST_PAYMENTS_REFUSED_MESSAGE =
  'The LOCAL_TEST payment vendor (fake cards, no money) is switched off in production; ALLOW_TEST_PAYMENTS=1 switches it on';

/** Thrown at start; server/main.ts prints its message alone and exits with a non-zero code. */
export class StartupConfigError extends Error {
  override name = 'StartupConfigError';
}

export async function assertPaymentConfigAllowed(db: Kysely<Database>, env: NodeJS.ProcessEnv = process.env): Promise<void> {
  if (!testPaymentsRefused(env)) return;
  const config = await readPaymentConfig(db, () => {});
  if (config.vendor.type === 'LOCAL_TEST')
    throw new StartupConfigError(
      `Refusing to start: the setting ${PAYMENT_CONFIG_KEY} names the LOCAL_TEST payment vendor (fake cards, no money) ` +
        'and NODE_ENV is production. Configure a real vendor (STRIPE, PAYPAL, LIQPAY) or the free reservation ' +
        '(NO_PAYMENT_JAPAN) in that setting, or set ALLOW_TEST_PAYMENTS=1 if test payments are really wanted here.',
    );
}
