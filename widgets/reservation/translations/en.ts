/**
 * English texts of the reservation widget. The keys are the block's content slots
 * (site/blocks/reservation_flow/template.ts): an editor's slot text replaces the text of its key.
 * The product's own defaults (payment error texts, fee currency symbol) are verbatim, as editors know them.
 */
import { RESERVATION_SLOT_TEXTS_EN } from '../../../domain/reservation-slot-texts.js';
import softLock from '../../features/soft-lock/translations/en.js';
import alerts from '../../features/alert-sign-up/translations/en.js';
import type { TextKey } from '../../runtime/i18n.js';
import phoneVerification from '../../features/phone-verification/translations/en.js';

const reservationEn = {
  ...RESERVATION_SLOT_TEXTS_EN,
  loading: 'Loading…',
  vehicles_more: 'Show more cars',
  vehicles_shown: '{{shown}} of {{total}} shown',
  vehicles_count_one: '{{count}} available',
  vehicles_count_other: '{{count}} available',
  vehicle_year_label: 'Year',
  vehicle_vin_label: 'VIN',
  vehicle_dealer_label: 'Retailer',
  vehicle_price_label: 'Price',
  vehicle_price_hidden: 'Price on request',
  field_required: 'Please fill in this field.',
  field_email: 'Please enter a valid e-mail address.',
  field_phone: 'Please enter a valid phone number.',
  field_too_long: 'Character limit exceeded',
  checkout_sending: 'Sending your reservation…',
  payment_card_details_label: 'Card details',
  payment_card_unavailable: 'The card form could not be loaded. Please refresh the page.',
  payment_card_hint: 'Test cards: 4242 4242 4242 4242 succeeds, 4000 0000 0000 0002 is declined, 4000 0000 0000 0119 never answers.',
  payment_processing: 'Processing your payment…',
  payment_paypal_text: 'You approve the payment on PayPal, then come back here to finish.',
  payment_paypal_button: 'Pay {{fee}} with PayPal',
  payment_liqpay_text: 'You pay on the secure LiqPay checkout page, then come back here to finish.',
  payment_liqpay_button: 'Pay {{fee}} with LiqPay',
  payment_redirecting: 'Taking you to {{vendor}}…',
  vendor_cancelled: 'You cancelled the payment on {{vendor}}. No money was taken; you can pay again.',
  vendor_failed: '{{vendor}} did not accept the payment. No money was taken; please try again.',
  thank_you_email_text: 'We have sent the details to {{email}}.',
  thank_you_car: 'Car',
  thank_you_deposit: 'Reservation fee',
  thank_you_deposit_free: 'None: this reservation is free',
  thank_you_retailer: 'Your retailer',
  thank_you_next_title: 'What happens next',
  thank_you_next_call: 'The retailer will call you within one working day to arrange your visit.',
  thank_you_next_bring: 'Bring your ID to the visit; the reservation fee is deducted from the price.',
  thank_you_next_cancel:
    'Changed your mind? Cancel with the link below or the one in the e-mail: a fee only held on your card is released at once; one already taken is refunded in full by the retailer.',
  'error.card_declined': 'The card was declined.',
  declined_title: 'Your card was declined',
  declined_text: 'No payment was taken. Please try another card; the car stays held for you until the countdown ends.',
  declined_retry: 'Try another card',
  'error.network_error': 'The connection to the server failed.',
  'error.vendor_not_supported': 'This payment method is not available here.',
  'error.lock_expired': 'The hold on the vehicle has ended.',
  'error.vehicle_unavailable': 'This vehicle is no longer available.',
  'error.rate_limited': softLock['softLock.rateLimited'],
  'error.unknown': 'Unexpected error ({{code}}).',
  terms_link: 'Read the terms and conditions (opens in a new tab)',
  ...softLock,
  ...alerts,
  ...phoneVerification,
};

export type ReservationTexts = Record<keyof typeof reservationEn, string>;
export type ReservationTextKey = TextKey<typeof reservationEn>;
export default reservationEn satisfies ReservationTexts;
