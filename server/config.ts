/** Configuration from the environment (documented in the README). */
import { DEFAULT_LANGUAGE, LANGUAGE_INFO, isLanguage, type LanguageInfo } from '../domain/languages.js';
import type { AuthConfig } from './auth/auth-config.js';
import { oidcConfigFrom } from './auth/oidc/oidc-config.js';
import { DEFAULT_OUTBOX_POLICY } from './adapters/crm/outbox.js';
import { DEFAULT_CRM_REQUEST_TIMEOUT_MS } from './adapters/crm/salesforce.js';
import type { MailConfig } from './adapters/email/index.js';
import { loadSheddingFrom, type LoadSheddingConfig } from './config-load-shedding.js';

export interface AppConfig {
  port: number;
  host: string;
  /** PostgreSQL connection string; SQLite is used when absent. */
  databaseUrl: string | undefined;
  sqlitePath: string;
  /** How long finished lead exports (jobs and their stored CSV) are kept (LEAD_EXPORT_RETENTION_HOURS, default 24). */
  leadExportRetentionHours?: number;
  /**
   * The CRM outbox worker: how often it looks for due deliveries (CRM_OUTBOX_INTERVAL_MS, default
   * 5000) and how long a delivery it claimed is hidden from other workers (CRM_OUTBOX_LEASE_MS,
   * default 60000). A process that dies mid-delivery leaves its claim; any process on the same
   * database (the restarted one included) delivers the lead once the lease has lapsed. Each CRM
   * HTTP call (token, lead) gives up after CRM_REQUEST_TIMEOUT_MS (default 15000): a timed-out call
   * is a failed attempt, retried with the usual backoff.
   */
  crmOutbox?: { intervalMs: number; leaseMs: number; requestTimeoutMs?: number };
  /** Sending the e-mail outbox (docs/operations.md, "E-mail"). */
  mail: MailConfig;
  /** How often each process looks for due alert digests (ALERT_DIGEST_INTERVAL_MS, default 300000; docs/alerts.md). */
  alertDigestIntervalMs?: number;
  /** How often each process checks the alerts on single vehicles (VEHICLE_ALERT_INTERVAL_MS, default 60000; docs/alerts.md). */
  vehicleAlertIntervalMs?: number;
  /** The configured stock feed pull (docs/stock-feed.md, "A feed pulled on a schedule"). */
  stockPull: {
    /** How often each process looks for a due pull (STOCK_FEED_PULL_CHECK_MS, default 60000). */
    checkMs: number;
    /** How long reading the feed may take (STOCK_FEED_TIMEOUT_MS, default 60000). */
    timeoutMs: number;
    /** STOCK_FEED_ALLOW_PRIVATE_HOSTS=1: a feed on a loopback or private address is read too (a DMS on the same network). */
    allowPrivateHosts: boolean;
    /** Photo fetches one import runs at once (STOCK_FEED_PHOTO_FETCHES, default 6) and on one host (STOCK_FEED_PHOTO_FETCHES_PER_HOST, default 4). */
    photoFetches: { atOnce: number; perHost: number };
  };
  /** Where the built bundles live. */
  distDir: string;
  /** Public origin of this server, used in absolute links (JSON-LD, embed snippets). */
  publicOrigin: string;
  /** Origin of the example retailer site (PORT + 1), allowed by the demo listing. */
  examplesOrigin: string;
  /**
   * Tile URL template of the retailer locator's map for production (RETAILER_MAP_TILE_URL, e.g. a
   * self-run tile server's `https://tiles.example.iq/{z}/{x}/{y}.png`); absent: only the self-hosted
   * outline of Iraq is drawn and no other host is asked. Its attribution: RETAILER_MAP_ATTRIBUTION.
   */
  retailerMapTileUrl?: string | null;
  retailerMapAttribution?: string | null;
  /**
   * The language `/` redirects to (LRDX_LANGUAGE, default ku); every language is served at once
   * under its own segment (/ku/, /ar/, /en/), and APIs without a `language` answer in this one.
   */
  defaultLanguage: LanguageInfo;
  /** Seed demo data into an empty database at start. */
  seedOnStart: boolean;
  logLevel: string;
  /** How long a buy-online soft lock holds a vehicle (SOFT_LOCK_SECONDS, default 900 = 15 minutes). */
  softLockSeconds: number;
  /** When a new request is refused with 503 instead of queued (LOAD_SHED_*, docs/load-shedding.md). */
  loadShedding?: LoadSheddingConfig;
  /** The bearer token `GET /metrics` asks for (METRICS_TOKEN); unset, the endpoint does not exist (docs/metrics.md). */
  metricsToken?: string;
  /** Memory for serialized listing answers (LISTING_CACHE_MB, default 64; 0 turns the cache off). */
  listingCacheMb: number;
  /**
   * Where the listing index's read runs at a start or rebuild (LISTING_READ_WORKER, docs/listing-api.md,
   * "At a million vehicles"): `on`, a worker thread beside the build; `off`, the main thread in keyset
   * chunks; unset or `auto`, a worker on a SQLite file and one COPY on the main thread on PostgreSQL.
   */
  listingReadWorker?: boolean | undefined;
  /** Rendered pages and their CDN headers (docs/caching.md); absent in hand-built test configs: the defaults. */
  pageCache?: PageCacheConfig;
  /**
   * Which proxies may name the client in X-Forwarded-For (TRUST_PROXY). Default `loopback`: a
   * reverse proxy on the same machine; a direct connection from anywhere else is its own client,
   * whatever header it sends. A number trusts that many hops, a list names addresses or CIDRs.
   */
  trustProxy: boolean | number | string[];
  /** Per-client limits on the routes a bot could abuse (RATE_LIMITS=off switches them all off). */
  rateLimits: RateLimitConfig;
  /**
   * Who may show our HTML pages in a frame (FRAME_ANCESTORS, CSP `frame-ancestors`, space-separated):
   * default `'self'`; `'none'`, or origins such as `https://dealer.example https://*.example.com`.
   */
  frameAncestors: string[];
  /** Editor sign-in (docs/accounts.md). */
  auth: AuthConfig;
}

export const DEFAULT_MAIL_FROM = 'lrdx <no-reply@lrdx.local>';

function mailFrom(env: NodeJS.ProcessEnv): MailConfig {
  const smtpUrl = env.SMTP_URL?.trim() || undefined;
  if (smtpUrl && !/^smtps?:\/\/[^/]/i.test(smtpUrl))
    throw new Error('SMTP_URL must be smtp://host[:port] or smtps://user:password@host[:port]');
  const from = env.MAIL_FROM?.trim();
  if (smtpUrl && !from)
    throw new Error('MAIL_FROM must be set with SMTP_URL (the From address, e.g. "Land Rover Iraq" <no-reply@example.iq>)');
  if (from && !/^[^@\s<>]+@[^@\s<>]+$|<[^@\s<>]+@[^@\s<>]+>$/.test(from))
    throw new Error(`MAIL_FROM must be an address or "Name" <address>, got ${from}`);
  const timeoutMs = positiveWhole(env.SMTP_TIMEOUT_MS, 15_000, 'SMTP_TIMEOUT_MS', 'milliseconds');
  const leaseMs = positiveWhole(env.EMAIL_OUTBOX_LEASE_MS, 60_000, 'EMAIL_OUTBOX_LEASE_MS', 'milliseconds');
  if (timeoutMs >= leaseMs) throw new Error(`SMTP_TIMEOUT_MS (${timeoutMs}) must be well under EMAIL_OUTBOX_LEASE_MS (${leaseMs})`);
  return {
    smtpUrl,
    from: from || DEFAULT_MAIL_FROM,
    timeoutMs,
    intervalMs: positiveWhole(env.EMAIL_OUTBOX_INTERVAL_MS, 5_000, 'EMAIL_OUTBOX_INTERVAL_MS', 'milliseconds'),
    leaseMs,
  };
}

/** At most `max` requests per client in a window of `windowSeconds`. */
export interface RateRule {
  max: number;
  windowSeconds: number;
}

export interface RateLimitConfig {
  enabled: boolean;
  /** POST /buy_online/orders/init per client IP (RATE_LIMIT_LOCK_INIT, default 10/60). */
  lockInit: RateRule;
  /** Live soft locks (distinct vehicles held) per client IP (RATE_LIMIT_LOCKS_PER_CLIENT, default 5). */
  locksPerClient: number;
  /** POST /twilio/create_verification per client IP (RATE_LIMIT_SMS, default 5/600). */
  sms: RateRule;
  /** POST /twilio/create_verification per phone number (RATE_LIMIT_SMS_PER_NUMBER, default 3/600). */
  smsPerNumber: RateRule;
  /** POST /twilio/check_verification per client IP (RATE_LIMIT_CODE_CHECK, default 10/600). */
  codeCheck: RateRule;
  /** POST /api/leads per client IP (RATE_LIMIT_LEADS, default 10/600). */
  leads: RateRule;
  /** POST /verification/email per client IP (RATE_LIMIT_EMAIL_CHECK, default 20/600). */
  emailCheck: RateRule;
  /** POST /buy_online/orders per client IP (RATE_LIMIT_ORDERS, default 20/600). */
  orders: RateRule;
  /**
   * Each payment start (POST /buy_online/payment, /buy_online/paypal/create_order,
   * /api/stripe/create_payment_intent) and the local test vendor's pay route, per client IP and
   * route (RATE_LIMIT_PAYMENTS, default 10/600).
   */
  payments: RateRule;
  /** PUT /buy_online/orders/send_inquiry_email per client IP (RATE_LIMIT_INQUIRY_EMAIL, default 5/600). */
  inquiryEmail: RateRule;
  /** POST /auth/sign-in and POST /auth/token per client IP (RATE_LIMIT_SIGN_IN, default 10/600). */
  signIn: RateRule;
  /** POST /api/vin-checks per client IP (RATE_LIMIT_VIN_CHECKS, default 30/600). */
  vinChecks: RateRule;
  /** PUT /buy_online/orders/:number/cancel per client IP (RATE_LIMIT_ORDER_CANCEL, default 10/600). */
  orderCancel: RateRule;
  /** POST /cms/api/media per signed-in account (RATE_LIMIT_MEDIA_UPLOADS, default 30/600): each upload is decoded and re-encoded six times. */
  mediaUploads: RateRule;
  /** POST /public_api/alerts/searches per client IP (RATE_LIMIT_ALERT_SIGN_UPS, default 5/600; docs/alerts.md). */
  alertSignUps: RateRule;
  /** POST /public_api/alerts/searches per e-mail address (RATE_LIMIT_ALERT_SIGN_UPS_PER_ADDRESS, default 3/3600): each sends a mail to it. */
  alertSignUpsPerAddress: RateRule;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const port = Number(env.PORT ?? 8080);
  if (!Number.isInteger(port) || port <= 0 || port > 65534) throw new Error(`PORT must be a port number below 65535, got ${env.PORT}`);
  const host = env.HOST ?? '0.0.0.0';
  const lang = env.LRDX_LANGUAGE ?? DEFAULT_LANGUAGE;
  if (!isLanguage(lang)) throw new Error(`LRDX_LANGUAGE must be ku, en or ar, got ${lang}`);
  const publicOrigin = env.PUBLIC_ORIGIN ?? `http://localhost:${port}`;
  return {
    port,
    host,
    databaseUrl: env.DATABASE_URL || undefined,
    sqlitePath: env.SQLITE_PATH ?? 'data/lrdx.sqlite',
    leadExportRetentionHours: positiveWhole(env.LEAD_EXPORT_RETENTION_HOURS, 24, 'LEAD_EXPORT_RETENTION_HOURS', 'hours'),
    crmOutbox: {
      intervalMs: positiveWhole(env.CRM_OUTBOX_INTERVAL_MS, 5_000, 'CRM_OUTBOX_INTERVAL_MS', 'milliseconds'),
      leaseMs: positiveWhole(env.CRM_OUTBOX_LEASE_MS, DEFAULT_OUTBOX_POLICY.leaseMs, 'CRM_OUTBOX_LEASE_MS', 'milliseconds'),
      requestTimeoutMs: positiveWhole(env.CRM_REQUEST_TIMEOUT_MS, DEFAULT_CRM_REQUEST_TIMEOUT_MS, 'CRM_REQUEST_TIMEOUT_MS', 'milliseconds'),
    },
    mail: mailFrom(env),
    distDir: env.DIST_DIR ?? 'dist',
    publicOrigin,
    alertDigestIntervalMs: positiveWhole(env.ALERT_DIGEST_INTERVAL_MS, 300_000, 'ALERT_DIGEST_INTERVAL_MS', 'milliseconds'),
    vehicleAlertIntervalMs: positiveWhole(env.VEHICLE_ALERT_INTERVAL_MS, 60_000, 'VEHICLE_ALERT_INTERVAL_MS', 'milliseconds'),
    stockPull: {
      checkMs: positiveWhole(env.STOCK_FEED_PULL_CHECK_MS, 60_000, 'STOCK_FEED_PULL_CHECK_MS', 'milliseconds'),
      timeoutMs: positiveWhole(env.STOCK_FEED_TIMEOUT_MS, 60_000, 'STOCK_FEED_TIMEOUT_MS', 'milliseconds'),
      allowPrivateHosts: ['1', 'true'].includes((env.STOCK_FEED_ALLOW_PRIVATE_HOSTS ?? '').trim().toLowerCase()),
      photoFetches: {
        atOnce: positiveWhole(env.STOCK_FEED_PHOTO_FETCHES, 6, 'STOCK_FEED_PHOTO_FETCHES', 'fetches'),
        perHost: positiveWhole(env.STOCK_FEED_PHOTO_FETCHES_PER_HOST, 4, 'STOCK_FEED_PHOTO_FETCHES_PER_HOST', 'fetches'),
      },
    },
    examplesOrigin: env.EXAMPLES_ORIGIN ?? `http://localhost:${port + 1}`,
    retailerMapTileUrl: env.RETAILER_MAP_TILE_URL?.trim() || null,
    retailerMapAttribution: env.RETAILER_MAP_ATTRIBUTION?.trim() || null,
    defaultLanguage: LANGUAGE_INFO[lang],
    seedOnStart: env.SEED_ON_START !== '0',
    logLevel: env.LOG_LEVEL ?? 'info',
    softLockSeconds: positiveSeconds(env.SOFT_LOCK_SECONDS, 900, 'SOFT_LOCK_SECONDS'),
    listingCacheMb: megabytes(env.LISTING_CACHE_MB, 64, 'LISTING_CACHE_MB'),
    listingReadWorker: onOffAuto(env.LISTING_READ_WORKER, 'LISTING_READ_WORKER'),
    loadShedding: loadSheddingFrom(env),
    pageCache: pageCacheFrom(env),
    metricsToken: env.METRICS_TOKEN?.trim() || undefined,
    trustProxy: trustProxyFrom(env.TRUST_PROXY),
    rateLimits: rateLimitsFrom(env),
    frameAncestors: frameAncestorsFrom(env.FRAME_ANCESTORS),
    auth: {
      sessionHours: positiveWhole(env.SESSION_HOURS, 12, 'SESSION_HOURS', 'hours'),
      apiTokenDays: positiveWhole(env.API_TOKEN_DAYS, 30, 'API_TOKEN_DAYS', 'days'),
      oidc: oidcConfigFrom(env, publicOrigin),
    },
  };
}

/** A CSP source a frame-ancestors list may hold: a keyword, a scheme, or an origin (wildcard host and port allowed). */
const FRAME_SOURCE = /^('self'|'none'|https?:|https?:\/\/(\*\.)?[a-z0-9-]+(\.[a-z0-9-]+)*(:(\d{1,5}|\*))?)$/i;

function frameAncestorsFrom(raw: string | undefined): string[] {
  const value = raw?.trim();
  if (value === undefined || value === '') return ["'self'"];
  // Bare keywords are accepted and quoted, as they are easy to get wrong in a shell.
  const sources = value.split(/\s+/).map((s) => (['self', 'none'].includes(s.toLowerCase()) ? `'${s.toLowerCase()}'` : s));
  const bad = sources.find((s) => !FRAME_SOURCE.test(s));
  if (bad) throw new Error(`FRAME_ANCESTORS must be 'self', 'none' or origins like https://dealer.example, got ${bad}`);
  if (sources.includes("'none'") && sources.length > 1) throw new Error(`FRAME_ANCESTORS: 'none' cannot be combined with other sources`);
  return sources;
}

/** `false`/`0` (no proxy), `true` (every hop: only when nothing can reach the server directly), a hop count, or a list. */
function trustProxyFrom(raw: string | undefined): boolean | number | string[] {
  const value = raw?.trim();
  if (value === undefined || value === '') return ['loopback'];
  if (value === 'false') return false;
  if (value === 'true') return true;
  if (/^\d+$/.test(value)) return Number(value) === 0 ? false : Number(value);
  return value
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);
}

function rateLimitsFrom(env: NodeJS.ProcessEnv): RateLimitConfig {
  const switched = (env.RATE_LIMITS ?? 'on').trim().toLowerCase();
  if (!['on', 'off', '1', '0', 'true', 'false'].includes(switched))
    throw new Error(`RATE_LIMITS must be on or off, got ${env.RATE_LIMITS}`);
  const locks = env.RATE_LIMIT_LOCKS_PER_CLIENT;
  const locksPerClient = locks === undefined || locks === '' ? 5 : Number(locks);
  if (!Number.isInteger(locksPerClient) || locksPerClient <= 0)
    throw new Error(`RATE_LIMIT_LOCKS_PER_CLIENT must be a whole number above 0, got ${locks}`);
  return {
    enabled: ['on', '1', 'true'].includes(switched),
    lockInit: rateRule(env, 'RATE_LIMIT_LOCK_INIT', { max: 10, windowSeconds: 60 }),
    locksPerClient,
    sms: rateRule(env, 'RATE_LIMIT_SMS', { max: 5, windowSeconds: 600 }),
    smsPerNumber: rateRule(env, 'RATE_LIMIT_SMS_PER_NUMBER', { max: 3, windowSeconds: 600 }),
    codeCheck: rateRule(env, 'RATE_LIMIT_CODE_CHECK', { max: 10, windowSeconds: 600 }),
    leads: rateRule(env, 'RATE_LIMIT_LEADS', { max: 10, windowSeconds: 600 }),
    emailCheck: rateRule(env, 'RATE_LIMIT_EMAIL_CHECK', { max: 20, windowSeconds: 600 }),
    orders: rateRule(env, 'RATE_LIMIT_ORDERS', { max: 20, windowSeconds: 600 }),
    payments: rateRule(env, 'RATE_LIMIT_PAYMENTS', { max: 10, windowSeconds: 600 }),
    inquiryEmail: rateRule(env, 'RATE_LIMIT_INQUIRY_EMAIL', { max: 5, windowSeconds: 600 }),
    signIn: rateRule(env, 'RATE_LIMIT_SIGN_IN', { max: 10, windowSeconds: 600 }),
    vinChecks: rateRule(env, 'RATE_LIMIT_VIN_CHECKS', { max: 30, windowSeconds: 600 }),
    orderCancel: rateRule(env, 'RATE_LIMIT_ORDER_CANCEL', { max: 10, windowSeconds: 600 }),
    mediaUploads: rateRule(env, 'RATE_LIMIT_MEDIA_UPLOADS', { max: 30, windowSeconds: 600 }),
    alertSignUps: rateRule(env, 'RATE_LIMIT_ALERT_SIGN_UPS', { max: 5, windowSeconds: 600 }),
    alertSignUpsPerAddress: rateRule(env, 'RATE_LIMIT_ALERT_SIGN_UPS_PER_ADDRESS', { max: 3, windowSeconds: 3600 }),
  };
}

/** `<max>/<seconds>`, e.g. `10/60` = ten requests a minute. */
function rateRule(env: NodeJS.ProcessEnv, name: string, fallback: RateRule): RateRule {
  const raw = env[name]?.trim();
  if (raw === undefined || raw === '') return fallback;
  const match = /^(\d+)\/(\d+)$/.exec(raw);
  const max = Number(match?.[1]);
  const windowSeconds = Number(match?.[2]);
  if (!match || max <= 0 || windowSeconds <= 0)
    throw new Error(`${name} must be <requests>/<seconds> with both above 0 (e.g. 10/60), got ${raw}`);
  return { max, windowSeconds };
}

/**
 * Rendered pages (docs/caching.md): PAGE_CACHE_MB of memory per process (0 off), the content version
 * read on every request, or at most every PAGE_CACHE_CHECK_MS (default 0: every request; at most
 * 1000, the promise a publish keeps), entries re-rendered after PAGE_CACHE_TTL_SECONDS; shared caches keep a page CDN_S_MAXAGE
 * seconds and serve it CDN_STALE_WHILE_REVALIDATE more while asking again; CDN_PURGE_URL (with
 * CDN_PURGE_TOKEN) is told the keys of every change, looked for every CDN_PURGE_INTERVAL_MS.
 */
export interface PageCacheConfig {
  megabytes: number;
  checkMs: number;
  ttlSeconds: number;
  sMaxAge: number;
  staleWhileRevalidate: number;
  purgeUrl: string | null;
  purgeToken: string | null;
  purgeIntervalMs: number;
}

export const DEFAULT_PAGE_CACHE: PageCacheConfig = {
  megabytes: 64,
  checkMs: 0,
  ttlSeconds: 300,
  sMaxAge: 60,
  staleWhileRevalidate: 30,
  purgeUrl: null,
  purgeToken: null,
  purgeIntervalMs: 2_000,
};

function pageCacheFrom(env: NodeJS.ProcessEnv): PageCacheConfig {
  const d = DEFAULT_PAGE_CACHE;
  const checkMs = wholeOrZero(env.PAGE_CACHE_CHECK_MS, d.checkMs, 'PAGE_CACHE_CHECK_MS', 'milliseconds');
  if (checkMs > 1000) throw new Error(`PAGE_CACHE_CHECK_MS must be at most 1000 (a publish shows within a second), got ${checkMs}`);
  const purgeUrl = env.CDN_PURGE_URL?.trim() || null;
  if (purgeUrl && !/^https?:\/\/[^/]/i.test(purgeUrl)) throw new Error(`CDN_PURGE_URL must be an http(s) URL, got ${purgeUrl}`);
  return {
    megabytes: megabytes(env.PAGE_CACHE_MB, d.megabytes, 'PAGE_CACHE_MB'),
    checkMs,
    ttlSeconds: positiveWhole(env.PAGE_CACHE_TTL_SECONDS, d.ttlSeconds, 'PAGE_CACHE_TTL_SECONDS', 'seconds'),
    sMaxAge: wholeOrZero(env.CDN_S_MAXAGE, d.sMaxAge, 'CDN_S_MAXAGE', 'seconds'),
    staleWhileRevalidate: wholeOrZero(env.CDN_STALE_WHILE_REVALIDATE, d.staleWhileRevalidate, 'CDN_STALE_WHILE_REVALIDATE', 'seconds'),
    purgeUrl,
    purgeToken: env.CDN_PURGE_TOKEN?.trim() || null,
    purgeIntervalMs: positiveWhole(env.CDN_PURGE_INTERVAL_MS, d.purgeIntervalMs, 'CDN_PURGE_INTERVAL_MS', 'milliseconds'),
  };
}

function wholeOrZero(raw: string | undefined, fallback: number, name: string, unit: string): number {
  if (raw === undefined || raw.trim() === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 0) throw new Error(`${name} must be a whole number of ${unit}, 0 or more, got ${raw}`);
  return value;
}

function megabytes(raw: string | undefined, fallback: number, name: string): number {
  if (raw === undefined || raw.trim() === '') return fallback;
  const value = Number(raw);
  if (!Number.isFinite(value) || value < 0) throw new Error(`${name} must be a number of megabytes, 0 or more, got ${raw}`);
  return value;
}

/** `on` / `off` / `auto` (or unset): true, false, or undefined for the built-in choice. */
function onOffAuto(raw: string | undefined, name: string): boolean | undefined {
  const value = (raw ?? '').trim().toLowerCase();
  if (value === '' || value === 'auto') return undefined;
  if (value === 'on') return true;
  if (value === 'off') return false;
  throw new Error(`${name} must be on, off or auto, got ${raw}`);
}

function positiveSeconds(raw: string | undefined, fallback: number, name: string): number {
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value <= 0) throw new Error(`${name} must be a whole number of seconds above 0, got ${raw}`);
  return value;
}

function positiveWhole(raw: string | undefined, fallback: number, name: string, unit: string): number {
  if (raw === undefined || raw.trim() === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value <= 0) throw new Error(`${name} must be a whole number of ${unit} above 0, got ${raw}`);
  return value;
}
