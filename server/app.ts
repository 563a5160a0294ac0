/**
 * The Fastify application: one plugin per API family, the site renderer and the built bundles,
 * all handed the same services (server/services.ts, the composition root) and answered by one
 * root error handler (server/error-handler.ts).
 * Built by `buildApp(ctx)`; `server/main.ts` opens the database and listens.
 */
import Fastify, { type FastifyInstance } from 'fastify';
import compress from '@fastify/compress';
import helmet from '@fastify/helmet';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { apiError } from '../domain/api-error.js';
import type { AppConfig } from './config.js';
import type { AppContext } from './context.js';
import { registerListingApi } from './api/listing/index.js';
import { registerContentApi } from './api/content/index.js';
import { registerMediaApi } from './api/media/index.js';
import { registerSiteRoutes } from './render/index.js';
import { registerBundles } from './static/bundles.js';
import { registerMapData } from './static/map-data.js';
import { registerBuyOnlineApi } from './api/buy-online/index.js';
import { registerLeadsApi } from './api/leads/index.js';
import { registerVerificationApi } from './api/verification/index.js';
import { registerDealersApi } from './api/dealers/index.js';
import { registerWidgetConfigApi } from './api/widget-config/index.js';
import { registerQuizzesApi } from './api/quizzes/index.js';
import { registerRangeCalculatorApi } from './api/range-calculator/index.js';
import { registerVinApi } from './api/vin/index.js';
import { registerAuthApi } from './api/auth/index.js';
import { registerFormsApi } from './api/forms/index.js';
import { registerAlertsApi } from './api/alerts/index.js';
import { registerCmsApi } from './api/cms/index.js';
import { registerHealthApi } from './api/health/index.js';
import { registerMetricsApi } from './api/metrics/index.js';
import { installMetrics } from './metrics/install.js';
import { registerAccountPages } from './render/account/index.js';
import { installAppErrorHandler } from './error-handler.js';
import { buildServices, manageServices, type ServiceOptions, type Services } from './services.js';
import { installRequireLogin } from './http/auth/require-login.js';
import { paymentEnvFrom } from './adapters/payments/index.js';
import { apiDocsContentSecurityPolicy, registerSecurityHeaders } from './http/security-headers.js';
import { registerErrorSchema } from './http/error-schema.js';
import { answerClientError, answerFrameworkError } from './http/framework-errors.js';
import { installInputGuards } from './http/input-guard.js';
import { installCommonErrorResponses } from './http/route-responses.js';
import { installLoadShedding } from './http/load-shedding.js';
import { loadSheddingFrom } from './config-load-shedding.js';
import { busyPages } from './render/busy-page.js';
import { installPersonalDataNoStore } from './http/personal-data.js';

export interface BuildOptions {
  logger?: boolean | { level: string };
  /** What the services are built with (tests replace the clock, vendors, CRM or verifiers). */
  services?: Omit<ServiceOptions, 'log'>;
}

/** A hop count becomes the function Fastify would build from it (its typings accept no number). */
function trustProxyOption(trust: AppConfig['trustProxy']): boolean | string[] | ((address: string, hop: number) => boolean) {
  return typeof trust === 'number' ? (_address, hop) => hop < trust : trust;
}

/** Lead access tokens travel in the query (`?token=`, the cancellation link): they never reach the logs. */
export function redactSecretQuery(url: string): string {
  return url.replace(/([?&]token=)[^&#]*/g, '$1[redacted]');
}

function loggerOptions(logger: BuildOptions['logger']) {
  if (!logger) return false;
  return {
    ...(typeof logger === 'object' ? logger : {}),
    serializers: {
      req: (request: { method: string; url: string; host?: string; ip?: string }) => ({
        method: request.method,
        url: redactSecretQuery(request.url),
        host: request.host,
        remoteAddress: request.ip,
      }),
    },
  };
}

/** Health and readiness probes and metrics: never shed, so a load balancer tells busy from dead (docs/operations.md). */
const PROBE_PATHS = new Set(['/healthz', '/readyz', '/metrics']);
const isProbePath = (path: string) => PROBE_PATHS.has(path);

export async function buildApp(ctx: AppContext, options: BuildOptions = {}): Promise<FastifyInstance> {
  const app = Fastify({
    logger: loggerOptions(options.logger),
    // `filter[states_in][]=used` arrives as a flat key; the listing codec (domain/) parses it.
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: 500 },
    // Who may name the client in X-Forwarded-For (TRUST_PROXY, default loopback): rate limits key
    // on request.ip, so trusting every hop would let any client pick its own address.
    trustProxy: trustProxyOption(ctx.config.trustProxy),
    // Refusals made before any route runs answer in the API's error shape too (server/http/framework-errors.ts).
    frameworkErrors: answerFrameworkError,
    clientErrorHandler: (error, socket) => answerClientError(error, socket),
  });
  // First of all hooks: an overloaded process refuses at once, before spending anything on the request.
  await installLoadShedding(app, {
    config: ctx.config.loadShedding ?? loadSheddingFrom({}),
    exempt: isProbePath,
    busyPage: busyPages(ctx.config.defaultLanguage.segment),
  });
  // Before any route: the shared error schema, the common error statuses, no-store on personal data and the input guards reach them all.
  registerErrorSchema(app);
  installCommonErrorResponses(app);
  installPersonalDataNoStore(app);
  installInputGuards(app);

  const frameAncestors = ctx.config.frameAncestors;
  await app.register(helmet, {
    // Widgets are embedded on retailers' origins: their bundles, pictures and fonts must be loadable cross-origin.
    crossOriginResourcePolicy: { policy: 'cross-origin' },
    // Our own, per response (nonce) and for HTML only: server/http/security-headers.ts.
    contentSecurityPolicy: false,
    // X-Frame-Options can only say "same origin": when FRAME_ANCESTORS names others, CSP frame-ancestors alone decides.
    xFrameOptions: frameAncestors.length === 1 && frameAncestors[0] === "'self'" ? { action: 'sameorigin' } : false,
  });
  // Stripe.js is only ever loaded with a publishable key, which only the environment provides.
  const paymentEnv = paymentEnvFrom();
  const securityHeaders = {
    frameAncestors,
    stripe: Boolean(paymentEnv.stripePublishableKey),
    liqpay: Boolean(paymentEnv.liqpayPublicKey && paymentEnv.liqpayPrivateKey),
  };
  registerSecurityHeaders(app, securityHeaders);

  // HTML, JSON, CSS, SVG and the loader compressed for browsers that ask (brotli at quality 4, gzip);
  // built bundles come precompressed at the highest levels (server/static/bundles.ts).
  await app.register(compress, { encodings: ['br', 'gzip'], threshold: 1024 });

  await app.register(swagger, {
    // Shared schemas appear under their own $id (components.schemas.ApiError) rather than def-0.
    refResolver: { buildLocalReference: (json, _baseUri, _fragment, i) => (typeof json.$id === 'string' ? json.$id : `def-${i}`) },
    openapi: {
      info: {
        title: 'lrdx API',
        version: '0.1.0',
        description:
          'Listing, content and site API of the lrdx Kurdish site and retail widgets. Every error is `{ error: { code, message, field? } }` (components.schemas.ApiError), including the 414 and 431 the HTTP parser answers before any route.',
      },
    },
  });
  // Its own policy (set after ours, so it wins on its routes): Swagger UI needs inline styles.
  await app.register(swaggerUi, { routePrefix: '/api/docs', staticCSP: apiDocsContentSecurityPolicy(securityHeaders) });

  installAppErrorHandler(app);
  // Unknown routes answer in the API's error shape (site paths under /ku/ have their own 404 view).
  app.setNotFoundHandler((request, reply) =>
    reply.status(404).send({ error: apiError('not_found', `No route for ${request.method} ${request.url.split('?')[0]}`) }),
  );

  const services = buildServices(ctx, { ...options.services, log: app.log });
  manageServices(app, services, options.services?.cmsSchedulerSignal);
  // Before any route, so every route's answers are counted (docs/metrics.md).
  const metrics = await installMetrics(app, ctx, services);

  // The families the site's pages and widgets read need a signed-in account while the require-login
  // setting is on (server/http/auth/require-login.ts); off, they stay public.
  const siteReads = (register: (scope: FastifyInstance, c: AppContext, s: Services) => Promise<void>) => async (scope: FastifyInstance) => {
    await installRequireLogin(scope, ctx, services, 'api');
    await register(scope, ctx, services);
  };

  // Probes first and outside siteReads: never behind the require-login setting or a rate limit.
  await app.register(async (scope) => registerHealthApi(scope, ctx, services));
  await app.register(async (scope) => registerMetricsApi(scope, ctx, metrics));
  await app.register(siteReads(registerListingApi));
  await app.register(siteReads(registerContentApi));
  await app.register(siteReads(registerDealersApi));
  await app.register(siteReads(registerWidgetConfigApi));
  await app.register(siteReads(registerQuizzesApi));
  await app.register(siteReads(registerRangeCalculatorApi));
  await app.register(siteReads(registerVinApi));
  await app.register(siteReads(registerMediaApi));
  await app.register(async (scope) => registerBuyOnlineApi(scope, ctx, services));
  await app.register(async (scope) => registerLeadsApi(scope, ctx, services));
  await app.register(async (scope) => registerVerificationApi(scope, ctx, services));
  await app.register(async (scope) => registerAuthApi(scope, ctx, services));
  await app.register(async (scope) => registerFormsApi(scope, ctx, services));
  await app.register(async (scope) => registerAlertsApi(scope, ctx, services));
  await app.register(async (scope) => registerCmsApi(scope, ctx, services));
  await app.register(async (scope) => registerAccountPages(scope, ctx, services));
  await app.register(async (scope) => registerBundles(scope, ctx));
  await app.register(async (scope) => registerMapData(scope, ctx.config));
  await app.register(async (scope) => registerSiteRoutes(scope, ctx, services));

  return app;
}
