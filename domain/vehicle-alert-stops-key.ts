/**
 * Where a browser keeps the stop tokens of the alerts it asked for on vehicles (localStorage,
 * widgets/runtime/vehicle-alert-stops.ts; docs/alerts.md, "Un-saving stops the alert"). A file of its
 * own: the vehicle page's server render names it too, and the widgets' runtime must not take the saved
 * list's parsing with it (docs/architecture.md, "Build").
 */
export const VEHICLE_ALERT_STOPS_STORAGE_KEY = 'lrdx_vehicle_alert_stops';
