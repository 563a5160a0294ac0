/**
 * The alert sign-up form shared by the stock locator (saved search, saved vehicles) and the
 * reservation (a held vehicle): docs/alerts.md. Texts: spread `translations/{ku,en,ar}` into the
 * widget's own tables and pass its `t`. Styles: `alert-form.css` in the widget's styles.
 */
export { AlertForm, type AlertFormProps, type AlertPurposeTexts } from './alert-form.js';
export { VehicleAlert, VehicleAlertNote, VEHICLE_ALERT_PATH, type VehicleAlertProps } from './vehicle-alert.js';
export type { AlertFormTextKey, AlertFormTexts } from './translations/en.js';
