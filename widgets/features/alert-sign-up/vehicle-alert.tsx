/**
 * An alert on one vehicle (docs/alerts.md, "Alerts on one vehicle"): the alert form posting to
 * POST /public_api/alerts/vehicles — `vehicle` (price drop and back in stock, on a saved vehicle's
 * card) or `hold` (once, when the vehicle someone else holds becomes free; in the refusal).
 */
import type { Language } from '../../../domain/languages.js';
import { requestJson } from '../../runtime/http.js';
import { useEffect, useState } from 'react';
import { alertStopState, rememberAlertStop, subscribeAlertStops } from '../../runtime/vehicle-alert-stops.js';
import { AlertForm } from './alert-form.js';
import type { AlertFormTextKey } from './translations/en.js';

export const VEHICLE_ALERT_PATH = '/public_api/alerts/vehicles';

export interface VehicleAlertProps {
  kind: 'vehicle' | 'hold';
  apiBase: string;
  listKey: string;
  vehicleId: number;
  /** The vehicle's name (model and version), for the open button's accessible name. */
  model: string;
  language: Language;
  t: (key: AlertFormTextKey, options?: { model: string }) => string;
  startOpen?: boolean;
}

export function VehicleAlert({ kind, apiBase, listKey, vehicleId, model, language, t, startOpen }: VehicleAlertProps) {
  const prefix = kind === 'vehicle' ? 'vehicleAlert' : 'holdAlert';
  return (
    <AlertForm
      name={kind}
      listKey={listKey}
      language={language}
      t={t}
      startOpen={startOpen ?? false}
      texts={{
        open: t(`${prefix}Open`),
        ...(kind === 'vehicle' ? { openLabel: t('vehicleAlertOpenLabel', { model }) } : {}),
        title: t(`${prefix}Title`),
        lead: t(`${prefix}Lead`),
        consent: t(`${prefix}Consent`),
      }}
      signUp={async ({ email, language: lang, listing }, signal) => {
        const answer = await requestJson<{ data?: { stop_token?: string } }>(apiBase, VEHICLE_ALERT_PATH, {
          method: 'POST',
          body: { email, language: lang, listing, vehicle_id: vehicleId, kind },
          signal,
        });
        // Kept so that un-saving the vehicle stops this alert, a hold alert too: un-saving says the visitor
        // no longer wants this car (docs/alerts.md, "Un-saving stops the alert").
        const token = answer.data?.stop_token;
        if (token) rememberAlertStop(vehicleId, apiBase, token);
      }}
    />
  );
}

/**
 * On a saved vehicle's card and on the vehicle page: whether this browser asked for alerts on it
 * ("removing it from Saved stops them") and, once un-saved here, that they are stopped. A polite
 * status, so screen readers hear the change when the visitor un-saves. `saved` false (the vehicle page
 * of a vehicle not saved): un-saving cannot stop them, so the note names the e-mails' own link.
 */
export function VehicleAlertNote({ vehicleId, saved, t }: { vehicleId: number; saved?: boolean; t: (key: AlertFormTextKey) => string }) {
  const [state, setState] = useState(() => (typeof window === 'undefined' ? 'none' : alertStopState(vehicleId)));
  useEffect(() => {
    setState(alertStopState(vehicleId));
    return subscribeAlertStops(() => setState(alertStopState(vehicleId)));
  }, [vehicleId]);
  return (
    <p className="lrdx-alert-note" role="status" data-alert-note={state}>
      {state === 'on'
        ? t(saved === false ? 'vehicleAlertOnUnsavedNote' : 'vehicleAlertOnNote')
        : state === 'stopped'
          ? t('vehicleAlertStoppedNote')
          : ''}
    </p>
  );
}
