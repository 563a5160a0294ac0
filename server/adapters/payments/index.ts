/**
 * Picks the payment vendor. Which vendor the shop uses is the `buy_online.payment_config` setting
 * (payment-config.ts); the vendors' secrets come only from the environment, never from settings,
 * because GET /settings is public.
 *
 *   STRIPE_SECRET_KEY, STRIPE_WEBHOOK_SECRET, STRIPE_PUBLISHABLE_KEY (pk_…, handed to the widgets),
 *   STRIPE_API_BASE (tests only: a local fake of Stripe's API)
 *   PAYPAL_CLIENT_ID, PAYPAL_CLIENT_SECRET, PAYPAL_BASE_URL (sandbox by default), PAYPAL_WEBHOOK_ID
 *   LIQPAY_PUBLIC_KEY, LIQPAY_PRIVATE_KEY, LIQPAY_SERVER_URL
 *   Without the PayPal or LiqPay keys the vendor runs against a local stand-in served by this server
 *   (local-stand-ins/: PayPal's approval page, LiqPay's checkout page), refused like LOCAL_TEST in production.
 *   LOCAL_TEST_WEBHOOK_SECRET (optional; a random one per process otherwise)
 *   ALLOW_TEST_PAYMENTS=1 lets the LOCAL_TEST vendor run when NODE_ENV=production (test-payments-guard.ts)
 */
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { createLiqPayVendor, type LiqPayKeys } from './liqpay.js';
import { createLocalTestVendor, randomLocalSecret, type LocalTestVendor } from './local-test.js';
import { createNoPaymentVendor } from './no-payment.js';
import { createPayPalVendor } from './paypal.js';
import { createLocalLiqPay, LOCAL_LIQPAY_API_URL, LOCAL_LIQPAY_CHECKOUT_PATH, type LocalLiqPay } from './local-stand-ins/liqpay-local.js';
import { createLocalPayPal, LOCAL_PAYPAL_BASE_URL, type LocalPayPal } from './local-stand-ins/paypal-local.js';
import { createStripeVendor } from './stripe.js';
import type { PaymentConfig } from './payment-config.js';
import { TEST_PAYMENTS_REFUSED_MESSAGE, testPaymentsRefused } from './test-payments-guard.js';
import { PaymentVendorError, isVendorType, type PaymentVendor, type VendorType } from './types.js';

export * from './types.js';
export { readPaymentConfig, parsePaymentConfig, PAYMENT_CONFIG_KEY, type PaymentConfig } from './payment-config.js';
export { assertPaymentConfigAllowed, testPaymentsRefused, StartupConfigError } from './test-payments-guard.js';

export interface PaymentEnv {
  stripeSecretKey?: string | undefined;
  stripeWebhookSecret?: string | undefined;
  /** pk_…: the only Stripe key the browser ever sees. */
  stripePublishableKey?: string | undefined;
  /** Tests point the server library at a local fake (`http://127.0.0.1:port`); production leaves it unset. */
  stripeApiBase?: string | undefined;
  paypalClientId?: string | undefined;
  paypalClientSecret?: string | undefined;
  paypalBaseUrl?: string | undefined;
  paypalWebhookId?: string | undefined;
  liqpayPublicKey?: string | undefined;
  liqpayPrivateKey?: string | undefined;
  liqpayServerUrl?: string | undefined;
  localTestWebhookSecret?: string | undefined;
  /** Production without ALLOW_TEST_PAYMENTS=1: the LOCAL_TEST vendor refuses every payment (test-payments-guard.ts). */
  testPaymentsRefused?: boolean | undefined;
}

export function paymentEnvFrom(env: NodeJS.ProcessEnv = process.env): PaymentEnv {
  return {
    stripeSecretKey: env.STRIPE_SECRET_KEY || undefined,
    stripeWebhookSecret: env.STRIPE_WEBHOOK_SECRET || undefined,
    stripePublishableKey: env.STRIPE_PUBLISHABLE_KEY || undefined,
    stripeApiBase: env.STRIPE_API_BASE || undefined,
    paypalClientId: env.PAYPAL_CLIENT_ID || undefined,
    paypalClientSecret: env.PAYPAL_CLIENT_SECRET || undefined,
    paypalBaseUrl: env.PAYPAL_BASE_URL || undefined,
    paypalWebhookId: env.PAYPAL_WEBHOOK_ID || undefined,
    liqpayPublicKey: env.LIQPAY_PUBLIC_KEY || undefined,
    liqpayPrivateKey: env.LIQPAY_PRIVATE_KEY || undefined,
    liqpayServerUrl: env.LIQPAY_SERVER_URL || undefined,
    localTestWebhookSecret: env.LOCAL_TEST_WEBHOOK_SECRET || undefined,
    testPaymentsRefused: testPaymentsRefused(env),
  };
}

export interface PaymentVendorsOptions {
  db: Kysely<Database>;
  env: PaymentEnv;
  now: () => number;
  fetch?: typeof fetch;
  /** Tests replace a vendor (a Stripe client pointed at a fake, for instance). */
  overrides?: Partial<Record<VendorType, PaymentVendor>>;
}

export interface PaymentVendors {
  /** The vendor for a type from the payment config; throws PaymentVendorError when it is not configured. */
  forType(type: string): PaymentVendor;
  localTest: LocalTestVendor;
  /**
   * The local PayPal and LiqPay stand-ins behind their pages (server/api/buy-online/local-vendor-pages.ts);
   * null when the real vendor's keys are set or test payments are refused (production).
   */
  localPayPal(): LocalPayPal | null;
  localLiqPay(): LocalLiqPay | null;
  liqpayKeys(): LiqPayKeys;
  /** What a widget needs to run the card step in the browser (public values only). */
  browserConfig(config: PaymentConfig): BrowserPaymentConfig;
}

/** Public payment settings for the widgets: `stripe_publishable_key` and `stripe_account_id` in the config routes. */
export interface BrowserPaymentConfig {
  stripePublishableKey: string | null;
  /** The Connect account payments are made on (the first of `stripe_connected_accounts`), or null for the platform. */
  stripeAccountId: string | null;
}

/** Only a publishable key may reach a browser: anything else (a secret key set by mistake) is withheld. */
const PUBLISHABLE_KEY = /^pk_(test|live)_[A-Za-z0-9]+$/;

export function browserPaymentConfig(env: PaymentEnv, config: PaymentConfig): BrowserPaymentConfig {
  if (config.vendor.type !== 'STRIPE') return { stripePublishableKey: null, stripeAccountId: null };
  const key = env.stripePublishableKey;
  return {
    stripePublishableKey: key && PUBLISHABLE_KEY.test(key) ? key : null,
    stripeAccountId: config.stripeConnectedAccounts[0] ?? null,
  };
}

export function createPaymentVendors(options: PaymentVendorsOptions): PaymentVendors {
  const { env } = options;
  const cache = new Map<VendorType, PaymentVendor>();
  const localTest = createLocalTestVendor({
    db: options.db,
    now: options.now,
    webhookSecret: env.localTestWebhookSecret ?? randomLocalSecret(),
  });

  const notConfigured = (what: string): PaymentVendorError =>
    new PaymentVendorError(`${what} is not set on the server`, 'payment_vendor_not_configured');

  const paypalIsLocal = !env.paypalClientId || !env.paypalClientSecret;
  const liqpayIsLocal = !env.liqpayPublicKey || !env.liqpayPrivateKey;
  const localPayPal = paypalIsLocal && !env.testPaymentsRefused ? createLocalPayPal() : null;
  const localLiqPay = liqpayIsLocal && !env.testPaymentsRefused ? createLocalLiqPay() : null;
  const refused = () => new PaymentVendorError(TEST_PAYMENTS_REFUSED_MESSAGE, 'test_payments_refused');

  function liqpayKeys(): LiqPayKeys {
    if (!liqpayIsLocal) return { publicKey: env.liqpayPublicKey!, privateKey: env.liqpayPrivateKey! }; // both set: liqpayIsLocal
    if (localLiqPay) return localLiqPay.keys;
    throw notConfigured('LIQPAY_PUBLIC_KEY / LIQPAY_PRIVATE_KEY');
  }

  function build(type: VendorType): PaymentVendor {
    const override = options.overrides?.[type];
    if (override) return override;
    switch (type) {
      case 'STRIPE':
        if (!env.stripeSecretKey) throw notConfigured('STRIPE_SECRET_KEY');
        return createStripeVendor({
          secretKey: env.stripeSecretKey,
          webhookSecret: env.stripeWebhookSecret,
          ...(env.stripeApiBase ? { apiBase: env.stripeApiBase } : {}),
        });
      case 'PAYPAL':
        if (paypalIsLocal) {
          if (!localPayPal) throw refused();
          return createPayPalVendor({
            clientId: 'local',
            clientSecret: 'local',
            baseUrl: LOCAL_PAYPAL_BASE_URL,
            webhookId: undefined,
            fetch: localPayPal.fetch,
          });
        }
        return createPayPalVendor({
          clientId: env.paypalClientId!, // set: paypalIsLocal is false
          clientSecret: env.paypalClientSecret!,
          baseUrl: env.paypalBaseUrl ?? 'https://api-m.sandbox.paypal.com',
          webhookId: env.paypalWebhookId,
          ...(options.fetch ? { fetch: options.fetch } : {}),
        });
      case 'LIQPAY':
        if (liqpayIsLocal) {
          if (!localLiqPay) throw refused();
          return createLiqPayVendor({
            ...localLiqPay.keys,
            serverUrl: env.liqpayServerUrl,
            checkoutUrl: LOCAL_LIQPAY_CHECKOUT_PATH,
            apiUrl: LOCAL_LIQPAY_API_URL,
            fetch: localLiqPay.fetch,
          });
        }
        return createLiqPayVendor({ ...liqpayKeys(), serverUrl: env.liqpayServerUrl, ...(options.fetch ? { fetch: options.fetch } : {}) });
      case 'NO_PAYMENT_JAPAN':
        return createNoPaymentVendor();
      case 'LOCAL_TEST':
        if (env.testPaymentsRefused) throw refused();
        return localTest;
    }
  }

  return {
    forType(type) {
      const normalized = type.toUpperCase();
      if (!isVendorType(normalized)) throw new PaymentVendorError(`Unknown payment vendor type ${type}`, 'payment_vendor_unknown');
      let vendor = cache.get(normalized);
      if (!vendor) {
        vendor = build(normalized);
        cache.set(normalized, vendor);
      }
      return vendor;
    },
    localTest,
    localPayPal: () => localPayPal,
    localLiqPay: () => localLiqPay,
    liqpayKeys,
    browserConfig: (config) => browserPaymentConfig(env, config),
  };
}
