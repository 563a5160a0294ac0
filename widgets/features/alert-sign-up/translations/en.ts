/** English texts of the alert sign-up form (docs/alerts.md); ku.ts and ar.ts have the same keys (checked by type). */
import type { TextKey } from '../../../runtime/i18n.js';

const en = {
  alertEmail: 'E-mail address',
  alertSubmit: 'Send me the confirmation link',
  alertCancel: 'Cancel',
  alertSending: 'Sending…',
  alertSent: 'Check your inbox to confirm: we have sent you a link. Nothing more is sent until you follow it.',
  alertInvalidEmail: 'Enter an e-mail address such as name@example.com',
  alertNeedConsent: 'Tick the box to agree',
  alertClose: 'Close',
  alertFailed: 'The alert could not be saved. Try again.',
  // A saved vehicle's alert (price drop and back in stock), on the saved vehicle's card.
  vehicleAlertOpen: 'E-mail me about price drops',
  // The open button's name on a card: its visible text, then which vehicle (label in name).
  vehicleAlertOpenLabel: 'E-mail me about price drops: {{model}}',
  vehicleAlertTitle: 'Price drop and back in stock',
  vehicleAlertLead:
    'We e-mail you when the price of this vehicle drops, or when it can be reserved again after being reserved, sold or held.',
  vehicleAlertConsent: 'I agree to receive e-mails about this vehicle. Every e-mail has a link to stop them with one click.',
  // Un-saving stops the alert (docs/alerts.md, "Un-saving stops the alert").
  vehicleAlertOnNote: 'E-mail alerts are on for this vehicle. Removing it from Saved stops them.',
  // The vehicle page, the vehicle not saved: un-saving cannot stop them, the e-mails' own link does.
  vehicleAlertOnUnsavedNote: 'E-mail alerts are on for this vehicle. Every e-mail has a link to stop them.',
  vehicleAlertStoppedNote: 'Removed from Saved: the e-mail alerts for this vehicle are stopped.',
  // Saved emptied by un-saving: the removed cards (and their notes) go with the list, so the empty view says it.
  savedAlertsStopped_one: 'The e-mail alerts for the vehicle you removed are stopped.',
  savedAlertsStopped_other: 'The e-mail alerts for the {{count}} vehicles you removed are stopped.',
  // The vehicle someone else holds: offered when the reservation is refused.
  holdAlertOpen: 'E-mail me if it becomes free',
  holdAlertTitle: 'E-mail me if it becomes free',
  holdAlertLead: 'If the hold ends without a reservation, we send you one e-mail.',
  holdAlertConsent: 'I agree to receive one e-mail about this vehicle.',
} as const;

export type AlertFormTexts = Record<keyof typeof en, string>;
/** A counted text is asked by its base key with a `count` (`savedAlertsStopped`). */
export type AlertFormTextKey = TextKey<typeof en>;
export default en satisfies AlertFormTexts;
