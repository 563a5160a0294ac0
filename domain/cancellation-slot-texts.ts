/**
 * The English default of every content slot of the cancellation flow (the payment error
 * texts verbatim; docs/buy-online.md, "Cancelling a reservation"). The cancellation widget's English table and the cancellation_flow block's
 * defaults both start from these.
 */
export const CANCELLATION_SLOT_TEXTS_EN = {
  landing_title: 'Cancel your reservation',
  landing_text: 'You can cancel your reservation of the vehicle below.',
  lead_vehicle_label: 'Vehicle',
  lead_vin_label: 'VIN',
  lead_reference_label: 'Reservation reference',
  cancel_button: 'Cancel reservation',
  confirm_title: 'Cancel this reservation?',
  confirm_text: 'The vehicle will be released and other customers will be able to reserve it.',
  confirm_primary_button: 'Yes, cancel the reservation',
  confirm_secondary_button: 'No, keep my reservation',
  paid_title: 'Your reservation fee has been paid',
  paid_text:
    'Because your reservation fee has already been paid, you can only request the cancellation: the retailer confirms it and arranges the refund of the fee.',
  paid_cancel_button: 'Request cancellation',
  awaiting_title: 'Cancelling your reservation',
  awaiting_text: 'We are sending your cancellation. This takes a few seconds; please keep this page open.',
  cancelled_title: 'Your reservation is cancelled',
  cancelled_text: 'The cancellation is confirmed. Thank you for letting us know.',
  received_title: 'Thank you, we have received your request',
  received_text: 'Your cancellation request is being processed. The retailer will confirm it to you.',
  unavailable_title: 'Page unavailable',
  unavailable_text: 'We could not find this reservation. Please use the link from your confirmation.',
  payment_error_title: 'Something went wrong',
  payment_error_paragraph: 'Sorry, an error occured. Please try again or refresh the page.',
  payment_error_prefix: 'Error message:',
  error_retry_button: 'Try again',
} as const;
