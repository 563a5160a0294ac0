/**
 * The English default of every content slot of the reservation flow that is the flow's own text
 * (the product's own words where it has them: payment error texts, fee currency symbol '$'). The
 * reservation widget's English table and the reservation_flow block's defaults both start from
 * these, so an editor's empty slot and the widget show the same words. The soft-lock and phone
 * check slots come from the shared widget parts (widgets/features/soft-lock, widgets/features/phone-verification).
 */
export const RESERVATION_SLOT_TEXTS_EN = {
  landing_title: 'Reserve your vehicle online',
  landing_text: 'Choose a vehicle in stock, we hold it for you while you complete your reservation, and secure it with a reservation fee.',
  landing_button: 'Show available vehicles',
  vehicles_title: 'Vehicles you can reserve',
  vehicles_tabs_label: 'Models',
  vehicle_reserve_button: 'Reserve',
  no_vehicles_title: 'No vehicles available',
  no_vehicles_text: 'There are no vehicles available for reservation at the moment. Please check again later.',
  no_vehicles_button: 'Check again',
  reservation_made_title: 'You have already reserved a vehicle',
  reservation_made_text: 'Your reservation is confirmed. Order number: {{order_number}}.',
  reservation_made_new_button: 'Reserve another vehicle',
  cancel_link: 'Cancel this reservation',
  checkout_title: 'Complete your reservation',
  checkout_back_button: 'Back to vehicles',
  order_details_title: 'Order details',
  order_vehicle_label: 'Vehicle',
  your_details_title: 'Your details',
  first_name_label: 'First name',
  last_name_label: 'Last name',
  email_label: 'E-mail',
  phone_label: 'Phone (optional)',
  reservation_fee_title: 'Reservation fee',
  reservation_fee_text:
    'A reservation fee of {{fee}} secures this vehicle for you. It is deducted from the price when you buy the vehicle.',
  reservation_fee_currency_symbol: '$',
  free_reservation_text: 'Reserving this vehicle is free of charge.',
  terms_label: 'I accept the terms and conditions of the online reservation.',
  terms_required: 'Please accept the terms and conditions to continue.',
  checkout_submit_button: 'Continue to payment',
  checkout_submit_free_button: 'Reserve now',
  card_payment_provider_locale: 'auto',
  payment_title: 'Pay the reservation fee',
  payment_card_label: 'Card number',
  payment_submit_button: 'Pay {{fee}}',
  awaiting_payment_title: 'Awaiting payment',
  awaiting_payment_text:
    'We are waiting for the payment provider to confirm your payment. This page updates by itself; please keep it open.',
  payment_expired_title: 'Payment expired',
  payment_expired_text:
    'Your payment was not confirmed in time, so the vehicle has been released. If any amount was held on your card, it will be released.',
  payment_expired_button: 'Start again',
  thank_you_title: 'Thank you!',
  thank_you_text: 'Your reservation is confirmed. Order number: {{order_number}}.',
  unavailable_title: 'Page unavailable',
  unavailable_text: 'This reservation page is not available. Please check the address or try again later.',
  payment_error_title: 'Something went wrong',
  payment_error_paragraph: 'Sorry, an error occured. Please try again or refresh the page.',
  payment_error_prefix: 'Error message:',
  error_retry_button: 'Try again',
} as const;
