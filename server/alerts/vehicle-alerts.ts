/**
 * Sign-up for alerts on one vehicle (docs/alerts.md, "Alerts on one vehicle"): `vehicle` (price drop
 * and back in stock on a saved vehicle) and `hold` (a vehicle someone else held when the visitor
 * tried to reserve it becomes free). They are rows of `stock_alerts` like saved searches, so the
 * double opt-in, the links, one-click unsubscribe, the manage page and the purge are the same.
 * The baseline is taken at sign-up: a drop or a release between sign-up and confirmation is still
 * mailed once the alert is confirmed.
 */
import type { Language } from '../../domain/languages.js';
import { formatNumber } from '../../domain/number-format.js';
import { enqueueEmail } from '../adapters/email/outbox.js';
import { addressIdFor } from './addresses.js';
import { storePendingAlert, withAddressRetry } from './pending-alert.js';
import { confirmationParts, unsubscribe, type AlertsDeps } from './saved-searches.js';
import { CONFIRM_TOKEN_MS, issueToken } from './tokens.js';
import { newSecretToken } from '../auth/secret-tokens.js';
import { vehicleConfirmationEmail, type VehicleAlertKind } from './vehicle-alert-emails.js';
import { alertVehicle, vehicleFacts } from './watched-vehicle.js';

export interface VehicleSignUp {
  email: string;
  language: Language;
  listingId: string;
  vehicleId: number;
  kind: VehicleAlertKind;
}

/**
 * `stopToken`: what the browser that asked keeps to stop this alert when the visitor un-saves the
 * vehicle (docs/alerts.md, "Un-saving stops the alert"). It is an unsubscribe token of the new or
 * pending alert; for an alert that was already active it is a random token stored nowhere, so the
 * answer still tells nobody which addresses have alerts and whoever types someone else's address
 * cannot stop their alert with it.
 */
export type VehicleSignUpResult = { outcome: 'sent' | 'already_active'; stopToken: string } | 'vehicle_not_found';

/** How long the browser's stop token works: longer than an e-mail link's, as a saved vehicle may stay saved for a year. */
export const STOP_TOKEN_MS = 400 * 24 * 3_600_000;

async function signUpOnce(deps: AlertsDeps, input: VehicleSignUp, now: number): Promise<VehicleSignUpResult> {
  const facts = await vehicleFacts(deps.db, input.vehicleId, now);
  const vehicle = await alertVehicle(deps.db, input.vehicleId, input.language, deps.publicOrigin);
  if (!facts || !vehicle) return 'vehicle_not_found';
  return deps.db.transaction().execute(async (trx) => {
    const addressId = await addressIdFor(trx, input.email, now);
    const pending = await storePendingAlert(trx, {
      addressId,
      language: input.language,
      now,
      names: { kind: input.kind, vehicle_id: input.vehicleId },
      columns: {
        kind: input.kind,
        vehicle_id: input.vehicleId,
        listing_id: input.listingId,
        query: '',
        // A hold alert starts "held": the visitor was refused; once free it is mailed (once).
        watched_available: input.kind === 'hold' ? 0 : facts.available ? 1 : 0,
        watched_price: input.kind === 'vehicle' ? facts.price : null,
      },
    });
    if (!pending) return { outcome: 'already_active', stopToken: newSecretToken() };
    const alert = { id: pending.alertId, address_id: addressId, language: input.language, query: '' };
    const { to, confirmLink, links } = await confirmationParts(trx, deps, alert, pending.expiresAt, now);
    const hours = formatNumber(CONFIRM_TOKEN_MS / 3_600_000, input.language);
    await enqueueEmail(trx, vehicleConfirmationEmail(to, input.language, input.kind, vehicle, confirmLink, links, hours), now);
    const stopToken = await issueToken(trx, 'unsubscribe', { addressId, alertId: pending.alertId }, now + STOP_TOKEN_MS);
    return { outcome: 'sent', stopToken };
  });
}

/** Stores a pending alert on one vehicle and queues its confirmation e-mail. */
export async function signUpForVehicle(deps: AlertsDeps, input: VehicleSignUp): Promise<VehicleSignUpResult> {
  const now = deps.now();
  return withAddressRetry(() => signUpOnce(deps, input, now));
}

/**
 * The visitor un-saved the vehicle: the alert the browser's stop token names is deleted (with its
 * address when it was the last one, as every unsubscribe). True when an alert was deleted; an unknown,
 * spent or never-stored token deletes nothing, and the route answers the same either way.
 */
export async function stopVehicleAlert(deps: AlertsDeps, stopToken: string): Promise<boolean> {
  return unsubscribe(deps, stopToken);
}
