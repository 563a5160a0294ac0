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
import { confirmationParts, type AlertsDeps } from './saved-searches.js';
import { CONFIRM_TOKEN_MS } from './tokens.js';
import { vehicleConfirmationEmail, type VehicleAlertKind } from './vehicle-alert-emails.js';
import { alertVehicle, vehicleFacts } from './watched-vehicle.js';

export interface VehicleSignUp {
  email: string;
  language: Language;
  listingId: string;
  vehicleId: number;
  kind: VehicleAlertKind;
}

export type VehicleSignUpResult = 'sent' | 'already_active' | 'vehicle_not_found';

async function signUpOnce(deps: AlertsDeps, input: VehicleSignUp, now: number): Promise<VehicleSignUpResult> {
  const facts = await vehicleFacts(deps.db, input.vehicleId, now);
  const vehicle = await alertVehicle(deps.db, input.vehicleId, input.language, deps.publicOrigin);
  if (!facts || !vehicle) return 'vehicle_not_found';
  return deps.db.transaction().execute(async (trx) => {
    const addressId = await addressIdFor(trx, input.email, now);
    const existing = await trx
      .selectFrom('stock_alerts')
      .select(['id', 'state'])
      .where('address_id', '=', addressId)
      .where('kind', '=', input.kind)
      .where('vehicle_id', '=', input.vehicleId)
      .executeTakeFirst();
    const pending = await storePendingAlert(trx, {
      addressId,
      language: input.language,
      now,
      existing,
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
    if (!pending) return 'already_active';
    const alert = { id: pending.alertId, address_id: addressId, language: input.language, query: '' };
    const { to, confirmLink, links } = await confirmationParts(trx, deps, alert, pending.expiresAt, now);
    const hours = formatNumber(CONFIRM_TOKEN_MS / 3_600_000, input.language);
    await enqueueEmail(trx, vehicleConfirmationEmail(to, input.language, input.kind, vehicle, confirmLink, links, hours), now);
    return 'sent';
  });
}

/** Stores a pending alert on one vehicle and queues its confirmation e-mail. */
export async function signUpForVehicle(deps: AlertsDeps, input: VehicleSignUp): Promise<VehicleSignUpResult> {
  const now = deps.now();
  return withAddressRetry(() => signUpOnce(deps, input, now));
}
