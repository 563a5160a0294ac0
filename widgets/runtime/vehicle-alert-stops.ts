/**
 * Un-saving a vehicle stops the e-mail alerts this browser asked for on it (docs/alerts.md,
 * "Un-saving stops the alert"). A sign-up answers a stop token; it is kept here (localStorage
 * `lrdx_vehicle_alert_stops`, shared with the visitor's other tabs like the saved list) with the
 * API origin it came from, and `stopVehicleAlerts` posts each of a vehicle's tokens to
 * POST /public_api/alerts/vehicles/stop (through the widgets' one JSON client, http.ts, so the URL,
 * headers and errors are handled as for every call) and forgets them. Saved vehicles live in the
 * browser, the alert on the server: this is the one link between them.
 */
import { VEHICLE_ALERT_STOPS_STORAGE_KEY } from '../../domain/vehicle-alert-stops-key.js';
import { requestJson } from './http.js';
import { storedList } from './stored-list.js';

export const STOP_VEHICLE_ALERT_PATH = '/public_api/alerts/vehicles/stop';

interface AlertStop {
  vehicle_id: number;
  token: string;
  api_base: string;
}

function parseStops(stored: string | null): AlertStop[] {
  try {
    const value: unknown = stored === null ? [] : JSON.parse(stored);
    if (!Array.isArray(value)) return [];
    return value.filter(
      (item): item is AlertStop =>
        typeof item === 'object' &&
        item !== null &&
        Number.isInteger((item as AlertStop).vehicle_id) &&
        typeof (item as AlertStop).token === 'string' &&
        typeof (item as AlertStop).api_base === 'string',
    );
  } catch {
    return [];
  }
}

const list = storedList<AlertStop[]>({
  key: VEHICLE_ALERT_STOPS_STORAGE_KEY,
  changeEvent: 'lrdx-vehicle-alert-stops-change',
  parse: parseStops,
});

/**
 * Vehicles whose alerts un-saving stopped in this page, until they are saved again: their cards stay on
 * screen until the list is fetched again, and the Saved view counts them when it empties.
 */
const stoppedHere = new Set<number>();

export function rememberAlertStop(vehicleId: number, apiBase: string, token: string): void {
  list.write([...list.read(), { vehicle_id: vehicleId, token, api_base: apiBase }]);
}

/** 'on' while this browser holds a stop token for the vehicle, 'stopped' once un-saving here stopped it. */
export function alertStopState(vehicleId: number): 'on' | 'stopped' | 'none' {
  if (list.read().some((stop) => stop.vehicle_id === vehicleId)) return 'on';
  return stoppedHere.has(vehicleId) ? 'stopped' : 'none';
}

/** The vehicle is saved again: what un-saving stopped is past, and its "stopped" line goes. */
export function clearAlertStopped(vehicleId: number): void {
  // Rewriting the same list tells this page's notes (another tab gets no event for an unchanged value).
  if (stoppedHere.delete(vehicleId)) list.write(list.read());
}

export const subscribeAlertStops = (listener: () => void): (() => void) => list.subscribe(listener);

/**
 * Stops every alert this browser asked for on the vehicle. The tokens are forgotten first (a second
 * un-save sends nothing); `keepalive` lets the request finish when the visitor leaves the page at once.
 * A request that fails is not retried: the e-mails' own stop links still work.
 */
export async function stopVehicleAlerts(vehicleId: number): Promise<number> {
  const stops = list.read().filter((stop) => stop.vehicle_id === vehicleId);
  if (stops.length === 0) return 0;
  stoppedHere.add(vehicleId);
  list.write(list.read().filter((stop) => stop.vehicle_id !== vehicleId));
  const results = await Promise.allSettled(
    stops.map((stop) =>
      // Under the API base the token came from (empty: this page's origin), by the one joining rule.
      requestJson(stop.api_base, STOP_VEHICLE_ALERT_PATH, { method: 'POST', body: { stop_token: stop.token }, keepalive: true }),
    ),
  );
  return results.filter((result) => result.status === 'fulfilled').length;
}
