/**
 * Stock alerts for visitors (docs/alerts.md):
 *  - POST /public_api/alerts/searches: save a stock search (double opt-in: a pending alert and a
 *    confirmation e-mail); called by the stock locator, also on retailers' pages (widget CORS);
 *  - POST /public_api/alerts/vehicles: an alert on one vehicle (price drop and back in stock on a
 *    saved vehicle, or "free again" for a vehicle someone else holds), double opt-in as well;
 *  - GET|POST /{lang}/alerts/confirm?token=: the confirmation page; its button activates the alert;
 *  - GET|POST /{lang}/alerts/unsubscribe?token=: stops one alert; the POST is also the RFC 8058
 *    one-click unsubscribe every alert e-mail names in List-Unsubscribe;
 *  - GET|POST /{lang}/alerts/manage?token=: every alert of the address, each deletable, or all.
 * Registered as
 *   await app.register(async (scope) => registerAlertsApi(scope, ctx, services));
 */
import formbody from '@fastify/formbody';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { Static } from 'typebox';
import { accountEmailKey, emailProblem } from '../../../domain/account-email.js';
import { LANGUAGES, type Language } from '../../../domain/languages.js';
import { requireAlertListing } from '../../alerts/alert-listing.js';
import { savedSearchQuery } from '../../alerts/saved-search-query.js';
import {
  confirmAlert,
  confirmLinkKind,
  deleteManagedAlerts,
  managedAlerts,
  signUp,
  unsubscribe,
  type AlertsDeps,
} from '../../alerts/saved-searches.js';
import { signUpForVehicle, stopVehicleAlert } from '../../alerts/vehicle-alerts.js';
import type { AppContext } from '../../context.js';
import { ApiFailure, refusal } from '../../failure.js';
import { registerRateLimits } from '../../http/rate-limit/index.js';
import { cspNonce } from '../../http/security-headers.js';
import { registerWidgetCors } from '../../http/widget-cors.js';
import type { Services } from '../../services.js';
import { allDeletedPage, confirmedPage, confirmPage, invalidLinkPage, managePage, stopPage, stoppedPage } from './pages.js';
import { alertPageSchema, signUpSchema, stopVehicleAlertSchema, vehicleSignUpSchema } from './schemas.js';

function sendPage(reply: FastifyReply, status: number, html: string) {
  return reply.status(status).header('cache-control', 'no-store').type('text/html; charset=utf-8').send(html);
}

/** A mailable address: the account rule's shape, and a domain with a dot. */
function checkEmail(email: string): void {
  const problem = emailProblem(email);
  if (problem || !/@[^@.]+(\.[^@.]+)+$/.test(email.trim()))
    throw new ApiFailure(400, 'invalid_email', problem ?? 'Enter an e-mail address such as name@example.com', 'email');
}

/**
 * Un-saving mails nobody and deletes at most the alert its token names: a visitor clearing a long
 * saved list stays well inside this, a script guessing tokens (32 random bytes) gains nothing from more.
 */
const STOP_RATE = { max: 60, windowSeconds: 600 };

export async function registerAlertsApi(app: FastifyInstance, ctx: AppContext, services: Services): Promise<void> {
  const deps: AlertsDeps = { db: ctx.db, now: services.now, publicOrigin: ctx.config.publicOrigin };

  await app.register(async (scope) => {
    // The handlers' body and answer types come from the TypeBox schemas (docs/api-schemas.md).
    const api = scope.withTypeProvider<TypeBoxTypeProvider>();
    registerWidgetCors(api, ctx, { preflightPaths: ['/public_api/alerts/*'], tag: 'alerts' });
    const limits = await registerRateLimits(api, ctx, { now: services.now });
    // Each sign-up mails the address: limited per client and, after validation, per address.
    const perAddress = limits.perKey('alert_address', limits.config.alertSignUpsPerAddress, (request) =>
      // After validation: both sign-up bodies have an e-mail address.
      accountEmailKey((request.body as Pick<Static<typeof signUpSchema.body>, 'email'>).email),
    );
    // Both sign-ups share one limit per client (a fresh options object for each route).
    const signUpLimits = () => ({
      config: limits.route('alert_sign_up', limits.config.alertSignUps),
      ...(perAddress ? { preHandler: perAddress } : {}),
    });
    api.post('/public_api/alerts/searches', { schema: signUpSchema, ...signUpLimits() }, async (request, reply) => {
      const { email, language, listing, query } = request.body;
      checkEmail(email);
      const saved = savedSearchQuery(query);
      if (!saved.ok) throw refusal(400, saved.error);
      await requireAlertListing(deps, listing);
      await signUp(deps, { email, language, listingId: listing, query: saved.value });
      // The same answer whether the address is new, pending or already has this alert.
      return reply.status(202).send({ data: { status: 'check_inbox' } });
    });
    api.post('/public_api/alerts/vehicles', { schema: vehicleSignUpSchema, ...signUpLimits() }, async (request, reply) => {
      const { email, language, listing, vehicle_id: vehicleId, kind } = request.body;
      checkEmail(email);
      await requireAlertListing(deps, listing);
      const result = await signUpForVehicle(deps, { email, language, listingId: listing, vehicleId, kind });
      if (result === 'vehicle_not_found') throw new ApiFailure(404, 'vehicle_not_found', `No vehicle ${vehicleId}`, 'vehicle_id');
      // As for searches: one answer whatever the address already has (the stop token looks the same either way).
      return reply.status(202).send({ data: { status: 'check_inbox', stop_token: result.stopToken } });
    });
    api.post(
      '/public_api/alerts/vehicles/stop',
      { schema: stopVehicleAlertSchema, config: limits.route('alert_stop', STOP_RATE) },
      async (request) => {
        await stopVehicleAlert(deps, request.body.stop_token);
        // Stopped, already gone or never stored: one answer, so a token tells nothing about an address.
        return { data: { status: 'stopped' as const } };
      },
    );
  });

  await app.register(async (pages) => {
    // The pages' buttons and mail clients' one-click POSTs send form bodies.
    await pages.register(formbody);
    // RFC 8058 allows the one-click POST as multipart/form-data too. No page reads a multipart
    // body (the token is in the URL), so it is read to the end (within the body limit) and dropped.
    pages.addContentTypeParser('multipart/form-data', { parseAs: 'buffer' }, (_request, _body, done) => done(null, {}));
    for (const language of LANGUAGES) registerPages(pages, deps, language);
  });
}

function registerPages(scope: FastifyInstance, deps: AlertsDeps, language: Language): void {
  // `request.query.token` is typed by the pages' TypeBox query schema.
  const app = scope.withTypeProvider<TypeBoxTypeProvider>();
  const token = (request: { query: { token?: string } }): string => request.query.token ?? '';
  const invalid = (reply: FastifyReply) => sendPage(reply, 404, invalidLinkPage(language, cspNonce(reply)));

  app.get(`/${language}/alerts/confirm`, { schema: alertPageSchema('The confirmation page of an alert') }, async (request, reply) => {
    // Reading the kind changes nothing: a mail scanner's GET leaves the alert pending.
    const kind = await confirmLinkKind(deps, token(request));
    if (!kind) return invalid(reply);
    return sendPage(reply, 200, confirmPage(language, cspNonce(reply), kind));
  });
  app.post(`/${language}/alerts/confirm`, { schema: alertPageSchema('Confirms an alert (its double opt-in)') }, async (request, reply) => {
    const alert = await confirmAlert(deps, token(request));
    if (!alert) return invalid(reply);
    return sendPage(reply, 200, confirmedPage(language, cspNonce(reply), alert));
  });

  app.get(`/${language}/alerts/unsubscribe`, { schema: alertPageSchema('The page that stops one alert') }, async (request, reply) => {
    if (!/^[A-Za-z0-9_-]{20,100}$/.test(token(request))) return invalid(reply);
    return sendPage(reply, 200, stopPage(language, cspNonce(reply)));
  });
  app.post(
    `/${language}/alerts/unsubscribe`,
    { schema: alertPageSchema("Stops one alert: the page's button and the one-click List-Unsubscribe POST (RFC 8058)") },
    async (request, reply) => {
      // An alert already stopped is stopped: the mail client's retry and a second click both hear so.
      await unsubscribe(deps, token(request));
      return sendPage(reply, 200, stoppedPage(language, cspNonce(reply)));
    },
  );

  app.get(`/${language}/alerts/manage`, { schema: alertPageSchema('Every alert of an address') }, async (request, reply) => {
    const managed = await managedAlerts(deps, token(request));
    if (!managed) return invalid(reply);
    return sendPage(reply, 200, managePage(language, cspNonce(reply), managed));
  });
  app.post(`/${language}/alerts/manage`, { schema: alertPageSchema('Deletes one alert of an address, or all') }, async (request, reply) => {
    const body = (request.body ?? {}) as Record<string, unknown>;
    const target = typeof body.delete === 'string' ? body.delete : '';
    if (!target) throw new ApiFailure(400, 'missing_field', 'delete must name an alert or be "all"', 'delete');
    const deleted = await deleteManagedAlerts(deps, token(request), target === 'all' ? 'all' : [target]);
    if (deleted === undefined) return invalid(reply);
    if (target === 'all') return sendPage(reply, 200, allDeletedPage(language, cspNonce(reply)));
    // Back to the list (which says so when the last alert and the address are gone).
    const managed = await managedAlerts(deps, token(request));
    if (!managed) return sendPage(reply, 200, allDeletedPage(language, cspNonce(reply)));
    return reply.redirect(`/${language}/alerts/manage?token=${encodeURIComponent(token(request))}`, 303);
  });
}
