/**
 * The composition root: every service and adapter the server uses, built once at start and handed
 * to each API family (`registerXxxApi(scope, ctx, services)`) and to the site renderer. Nothing else
 * constructs payment vendors, the CRM, the verifiers or the listing index, so every route of a
 * process shares the same instances (one listing index, one local-test webhook secret).
 *
 * Tests build services the same way and override what they must through `ServiceOptions`
 * (a clock, a vendor pointed at a fake, a local CRM or verifier).
 */
import { createDigestWorker, type DigestWorker } from './alerts/digest-worker.js';
import { createVehicleWatchWorker, type VehicleWatchWorker } from './alerts/vehicle-watch.js';
import { createStockPullWorker, type StockPullWorker } from './stock-feed/pull-worker.js';
import { ALERT_PURGE_INTERVAL_MS, startAlertPurge, type AlertPurgeWorker } from './alerts/purge-worker.js';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import { crmFromEnv, type Crm } from './adapters/crm/index.js';
import { emailVerifierFromEnv, type EmailVerifier } from './adapters/email-verification/index.js';
import {
  createEmailOutbox,
  DEFAULT_EMAIL_OUTBOX_POLICY,
  mailTransportFrom,
  type EmailOutbox,
  type MailTransport,
} from './adapters/email/index.js';
import {
  createPaymentVendors,
  paymentEnvFrom,
  type PaymentEnv,
  type PaymentVendor,
  type PaymentVendors,
  type VendorType,
} from './adapters/payments/index.js';
import { phoneVerifierFromEnv, type PhoneVerifier } from './adapters/sms/index.js';
import { recaptchaFromEnv, type RecaptchaVerifier } from './adapters/recaptcha/index.js';
import type { AppContext } from './context.js';
import { createAnswerCache, type AnswerCache } from './http/answer-cache.js';
import { createListingIndex, type ListingIndexService } from './listing/engine/index-service.js';
import type { BuyOnlineDeps } from './orders/deps.js';
import { createAuthService, type AuthService } from './auth/index.js';
import { createOidcService, type OidcService } from './auth/oidc/index.js';
import { createLoginRequirement, REQUIRE_LOGIN_SETTING, type LoginRequirement } from './auth/require-login.js';
import { createCmsServices, type CmsServices } from './cms/index.js';
import { DEFAULT_SCHEDULER_MS } from './cms/scheduler.js';
import type { CurrencyRatesSource } from './adapters/currency-rates/index.js';
import { createCurrencyExchange } from './content/currency-exchange.js';
import type { CurrencyExchange } from './content/currency-rate.js';
import { createDataVersionWatch, type DataVersionWatch } from './content/content-version.js';
import { createPageCache, emptyRenderStats, type PageCache, type RenderStats } from './http/page-cache.js';
import { cdnPurgerFrom, startPurgeWorker, type CdnPurger, type PurgeWorker } from './adapters/cdn-purge/index.js';
import { DEFAULT_PAGE_CACHE, type PageCacheConfig } from './config.js';
import { createStockService, type StockService } from './stock-feed/index.js';

export interface ServiceOptions {
  /** Where services log (the application's logger); silent when absent (tests). */
  log?: FastifyBaseLogger;
  /** Clock in epoch ms for locks, leads, payments and rate-limit windows (tests move it). */
  now?: () => number;
  /** How often the editor's scheduler looks for due publishes (ms); 0 = never by itself (tests run it). */
  cmsSchedulerMs?: number;
  /**
   * A process signal that runs the scheduler once at once (CMS_SCHEDULER_SIGNAL, e.g. SIGUSR2):
   * the browser tests publish a scheduled page on cue instead of waiting for the timer.
   */
  cmsSchedulerSignal?: NodeJS.Signals;
  /** Overrides ctx.config.softLockSeconds (tests shorten it). */
  softLockSeconds?: number;
  paymentEnv?: PaymentEnv;
  vendorOverrides?: Partial<Record<VendorType, PaymentVendor>>;
  /** The fetch payment vendors call (tests point it at a fake). */
  fetch?: typeof fetch;
  crm?: Crm;
  phoneVerifier?: PhoneVerifier;
  emailVerifier?: EmailVerifier;
  /** The reCAPTCHA verifier of form leads (tests pass the local stand-in, switched on). */
  recaptcha?: RecaptchaVerifier;
  /** Replaces the currency rates source the settings pick (tests). */
  currencyRates?: CurrencyRatesSource;
  /** How old the stored exchange rates may get before a refresh (default one hour). */
  currencyRefreshMs?: number;
  /** Room for serialized listing answers, in bytes (default: config LISTING_CACHE_MB; 0 turns the cache off). */
  listingAnswerCacheBytes?: number;
  /** Where e-mail goes (tests point it at their SMTP server); default: SMTP_URL, else the local mail catcher. */
  mailTransport?: MailTransport;
  /**
   * How often the e-mail outbox worker runs (ms). Absent or 0: not started, so test apps keep their
   * queued mail `pending` for inspection and run passes themselves; server/main.ts passes
   * EMAIL_OUTBOX_INTERVAL_MS.
   */
  emailOutboxIntervalMs?: number;
  /** How often the alert digest worker runs (ms); absent or 0: not started (tests run passes themselves). */
  alertDigestIntervalMs?: number;
  /** How often the watcher of alerts on one vehicle runs (ms); absent or 0: not started (tests run passes themselves). */
  vehicleAlertIntervalMs?: number;
  /** How often the configured stock feed pull is looked at (ms); absent or 0: not started (tests run passes themselves). */
  stockPullIntervalMs?: number;
  /** Overrides the page cache's configuration (tests: check the content version on every request). */
  pageCache?: Partial<PageCacheConfig>;
  /** Replaces the CDN purge the configuration picks (tests pass the local stand-in to read it). */
  cdnPurger?: CdnPurger;
  /** The counts of page renders (tests hold the object to read renders started, finished and abandoned). */
  renderStats?: RenderStats;
}

export interface Services {
  now: () => number;
  /** The process's in-memory listing index (listing, dealers, widget config, showroom pages). */
  listingIndex: ListingIndexService;
  /** Serialized listing answers per (route, listing, query) of the current stock version. */
  listingAnswers: AnswerCache;
  payments: PaymentVendors;
  /** What the order and payment services share: database, clock, lock time, vendors, log. */
  orders: BuyOnlineDeps;
  crm: Crm;
  phoneVerifier: PhoneVerifier;
  emailVerifier: EmailVerifier;
  /** Checks `g-recaptcha-response` of form leads (server/adapters/recaptcha/). */
  recaptcha: RecaptchaVerifier;
  log: FastifyBaseLogger;
  /** Editor accounts: sign-in, sessions, bearer tokens, password changes (server/auth/). */
  auth: AuthService;
  /** The require-login setting, kept in memory; the settings API forgets it when it is saved. */
  loginRequirement: LoginRequirement;
  /** Single sign-on with OpenID Connect (server/auth/oidc/), when OIDC_ISSUER and the client are configured. */
  oidc: OidcService | undefined;
  /** The editor's pages, versions, scheduler, media, navigation, settings writes and users (server/cms/). */
  cms: CmsServices;
  /** Current exchange rates (GET /currency-exchange, the double price), stored in the database. */
  currencyExchange: CurrencyExchange;
  /** Where the e-mail outbox worker sends: SMTP, or the local mail catcher (server/adapters/email/). */
  mail: MailTransport;
  /** The e-mail outbox worker: started with the server when ServiceOptions.emailOutboxIntervalMs is set. */
  emailOutbox: EmailOutbox;
  /** Rendered pages, their configuration and render counts (server/render/shared-pages.ts, docs/caching.md). */
  pages: { cache: PageCache; versions: DataVersionWatch; stats: RenderStats; config: PageCacheConfig };
  /** Where the CDN purge outbox sends the keys of each change (server/adapters/cdn-purge/). */
  cdnPurger: CdnPurger;
  /** Stock feed imports and the stock screen's writes (server/stock-feed/, docs/stock-feed.md). */
  stock: StockService;
  /** The daily digest of visitors' saved searches (server/alerts/, docs/alerts.md). */
  alertDigests: DigestWorker;
  /** Price drop, back in stock and hold released on single vehicles (server/alerts/vehicle-watch.ts, docs/alerts.md). */
  vehicleAlerts: VehicleWatchWorker;
  /** The configured stock feed, pulled on its schedule (server/stock-feed/pull-worker.ts, docs/stock-feed.md). */
  stockPull: StockPullWorker;
}

const silent: FastifyBaseLogger = {
  level: 'silent',
  fatal: () => undefined,
  error: () => undefined,
  warn: () => undefined,
  info: () => undefined,
  debug: () => undefined,
  trace: () => undefined,
  silent: () => undefined,
  child: () => silent,
};

/** The site's cancellation page (block cancellation_flow), as an absolute URL for e-mails. */
export function cancellationPageUrl(ctx: AppContext): string {
  return new URL(`/${ctx.config.defaultLanguage.segment}/cancel-reservation`, ctx.config.publicOrigin).toString();
}

export function buildServices(ctx: AppContext, options: ServiceOptions = {}): Services {
  const log = options.log ?? silent;
  const now = options.now ?? Date.now;
  const loginRequirement = createLoginRequirement(ctx.db, now);
  const pageConfig: PageCacheConfig = { ...DEFAULT_PAGE_CACHE, ...ctx.config.pageCache, ...options.pageCache };
  const payments = createPaymentVendors({
    db: ctx.db,
    env: options.paymentEnv ?? paymentEnvFrom(),
    now,
    ...(options.fetch ? { fetch: options.fetch } : {}),
    ...(options.vendorOverrides ? { overrides: options.vendorOverrides } : {}),
  });
  const mail = options.mailTransport ?? mailTransportFrom(ctx.db, ctx.config.mail, now);
  const listingIndex = createListingIndex(ctx.db, {
    readInWorker: ctx.config.listingReadWorker,
    onError: (error) => log.warn({ err: error }, 'listing index refresh failed; serving the previous index'),
  });
  const stock = createStockService(ctx.db, now, listingIndex, {
    allowPrivateHosts: ctx.config.stockPull.allowPrivateHosts,
    timeoutMs: ctx.config.stockPull.timeoutMs,
    limits: ctx.config.stockPull.photoFetches,
  });
  return {
    now,
    listingIndex,
    listingAnswers: createAnswerCache(options.listingAnswerCacheBytes ?? Math.round(ctx.config.listingCacheMb * 1024 * 1024)),
    payments,
    orders: {
      db: ctx.db,
      now,
      lockTtlMs: (options.softLockSeconds ?? ctx.config.softLockSeconds) * 1000,
      vendors: payments,
      log: {
        warn: (message) => log.warn(message),
        info: (message) => log.info(message),
        error: (obj, message) => log.error(obj, message),
      },
      cancellationPageUrl: cancellationPageUrl(ctx),
    },
    crm: options.crm ?? crmFromEnv(process.env, undefined, { requestTimeoutMs: ctx.config.crmOutbox?.requestTimeoutMs }),
    phoneVerifier: options.phoneVerifier ?? phoneVerifierFromEnv(ctx.db, (message) => log.info(message)),
    emailVerifier: options.emailVerifier ?? emailVerifierFromEnv(),
    recaptcha: options.recaptcha ?? recaptchaFromEnv(),
    log,
    auth: createAuthService(ctx.db, ctx.config.auth, now),
    loginRequirement,
    oidc: ctx.config.auth.oidc
      ? createOidcService(ctx.db, ctx.config.auth.oidc, ctx.config.auth.sessionHours * 3_600_000, { now })
      : undefined,
    cms: createCmsServices(ctx.db, now, options.cmsSchedulerMs ?? DEFAULT_SCHEDULER_MS, {
      onError: (error) => log.error({ err: error }, 'scheduled publishing failed; retrying on the next run'),
      onSettingChanged: (key) => {
        if (key === REQUIRE_LOGIN_SETTING) loginRequirement.invalidate();
      },
    }),
    currencyExchange: createCurrencyExchange({
      db: ctx.db,
      now,
      log: { warn: (message) => log.warn(message), error: (obj, message) => log.error(obj, message) },
      ...(options.currencyRates ? { source: options.currencyRates } : {}),
      ...(options.currencyRefreshMs !== undefined ? { refreshMs: options.currencyRefreshMs } : {}),
    }),
    mail,
    emailOutbox: createEmailOutbox(ctx.db, mail, {
      intervalMs: options.emailOutboxIntervalMs ?? 0,
      now,
      policy: { ...DEFAULT_EMAIL_OUTBOX_POLICY, leaseMs: ctx.config.mail.leaseMs },
      defaultLanguage: ctx.config.defaultLanguage.segment,
      onError: (error) => log.warn({ err: error }, 'e-mail outbox pass failed; retrying on the next run'),
    }),
    pages: {
      cache: createPageCache(Math.round(pageConfig.megabytes * 1024 * 1024)),
      // Real time, not the test clock: the check interval is about how long other processes' writes may go unseen.
      versions: createDataVersionWatch(ctx.db, { checkMs: pageConfig.checkMs }),
      stats: options.renderStats ?? emptyRenderStats(),
      config: pageConfig,
    },
    cdnPurger: options.cdnPurger ?? cdnPurgerFrom(pageConfig),
    stock,
    stockPull: createStockPullWorker(
      { db: ctx.db, now, importFeed: (input) => stock.importFeed(input), fetch: ctx.config.stockPull },
      {
        intervalMs: options.stockPullIntervalMs ?? 0,
        onError: (error) => log.warn({ err: error }, 'stock feed pull pass failed; retrying on the next run'),
      },
    ),
    alertDigests: createDigestWorker({ db: ctx.db, now, publicOrigin: ctx.config.publicOrigin }, listingIndex, {
      intervalMs: options.alertDigestIntervalMs ?? 0,
      onError: (error) => log.warn({ err: error }, 'alert digest pass failed; retrying on the next run'),
    }),
    vehicleAlerts: createVehicleWatchWorker(
      { db: ctx.db, now, publicOrigin: ctx.config.publicOrigin },
      {
        intervalMs: options.vehicleAlertIntervalMs ?? 0,
        onError: (error) => log.warn({ err: error }, 'vehicle alert pass failed; retrying on the next run'),
      },
    ),
  };
}

/**
 * Starts the services' background work when the server is ready (the listing index builds and
 * follows stock; migrations have run by then) and stops it on close. Called once, by whoever
 * built the services (server/app.ts, test apps).
 */
export function manageServices(app: FastifyInstance, services: Services, schedulerSignal?: NodeJS.Signals): void {
  const runScheduler = () => {
    services.cms.scheduler.runOnce().catch((error: unknown) => services.log.error({ err: error }, 'scheduled publishing failed'));
  };
  let purgeWorker: PurgeWorker | undefined;
  let alertPurge: AlertPurgeWorker | undefined;
  app.addHook('onReady', async () => {
    alertPurge = startAlertPurge(services.orders.db, {
      intervalMs: ALERT_PURGE_INTERVAL_MS,
      now: services.now,
      onError: (error) => services.log.warn({ err: error }, 'alert purge failed; retrying on the next pass'),
    });
    purgeWorker = startPurgeWorker(services.orders.db, services.cdnPurger, {
      intervalMs: services.pages.config.purgeIntervalMs,
      now: services.now,
      onError: (error) => services.log.warn({ err: error }, 'CDN purge pass failed; retrying on the next pass'),
    });
    services.listingIndex.start();
    services.cms.scheduler.start();
    if (schedulerSignal) process.on(schedulerSignal, runScheduler);
    services.emailOutbox.start();
    services.alertDigests.start();
    services.vehicleAlerts.start();
    services.stockPull.start();
  });
  app.addHook('onClose', async () => {
    if (schedulerSignal) process.off(schedulerSignal, runScheduler);
    purgeWorker?.stop();
    alertPurge?.stop();
    await services.listingIndex.close();
    await services.cms.scheduler.stop();
    await services.currencyExchange.settle();
    await services.alertDigests.stop();
    await services.vehicleAlerts.stop();
    await services.stockPull.stop();
    await services.emailOutbox.stop();
    services.mail.close();
  });
}
