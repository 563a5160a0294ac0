/**
 * The payment configuration of the shop: settings key `buy_online.payment_config`, JSON
 * `{ vendor: { type, uuid }, stripe_connected_accounts: [...] }` (docs/buy-online.md, "The journey").
 * A missing or broken setting means "no online payment": the journey is then a free reservation,
 * which never takes money by mistake.
 */
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { SETTING_KEYS } from '../../../domain/setting-keys.js';

export const PAYMENT_CONFIG_KEY = SETTING_KEYS.paymentConfig;

export interface PaymentConfig {
  vendor: { type: string; uuid: string | null };
  /** Stripe Connect accounts a payment may be routed to; anything else is refused. */
  stripeConnectedAccounts: string[];
}

export const DEFAULT_PAYMENT_CONFIG: PaymentConfig = { vendor: { type: 'NO_PAYMENT_JAPAN', uuid: null }, stripeConnectedAccounts: [] };

/** Entries may be bare account ids or objects naming one (`id`, `stripe_account_id` or `account_id`). */
function accountIds(list: unknown): string[] {
  if (!Array.isArray(list)) return [];
  return list.flatMap((entry: unknown) => {
    if (typeof entry === 'string') return [entry];
    if (entry && typeof entry === 'object') {
      const record = entry as Record<string, unknown>;
      const id = record.stripe_account_id ?? record.account_id ?? record.id;
      return typeof id === 'string' ? [id] : [];
    }
    return [];
  });
}

export function parsePaymentConfig(text: string | undefined, warn: (message: string) => void = console.warn): PaymentConfig {
  if (text === undefined || text === '') return DEFAULT_PAYMENT_CONFIG;
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    warn(`Invalid JSON in ${PAYMENT_CONFIG_KEY}`);
    return DEFAULT_PAYMENT_CONFIG;
  }
  const record = (parsed && typeof parsed === 'object' ? parsed : {}) as {
    vendor?: { type?: unknown; uuid?: unknown };
    stripe_connected_accounts?: unknown;
  };
  const type =
    typeof record.vendor?.type === 'string' && record.vendor.type.trim() !== '' ? record.vendor.type.trim().toUpperCase() : undefined;
  if (!type) {
    warn(`${PAYMENT_CONFIG_KEY} has no vendor.type: falling back to the free reservation`);
    return DEFAULT_PAYMENT_CONFIG;
  }
  return {
    vendor: { type, uuid: typeof record.vendor?.uuid === 'string' ? record.vendor.uuid : null },
    stripeConnectedAccounts: accountIds(record.stripe_connected_accounts),
  };
}

export async function readPaymentConfig(db: Kysely<Database>, warn?: (message: string) => void): Promise<PaymentConfig> {
  const row = await db.selectFrom('settings').select('value').where('key', '=', PAYMENT_CONFIG_KEY).executeTakeFirst();
  return parsePaymentConfig(row?.value, warn);
}
