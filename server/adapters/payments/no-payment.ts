/**
 * NO_PAYMENT_JAPAN: the free reservation. There is no payment step; the order holds the vehicle
 * through its soft lock and may be confirmed straight away (domain/order.ts isFreeReservation).
 */
import { PaymentVendorError, WebhookSignatureError, type PaymentVendor } from './types.js';

export function createNoPaymentVendor(): PaymentVendor {
  return {
    type: 'NO_PAYMENT_JAPAN',
    takesPayment: false,
    async createPayment() {
      throw new PaymentVendorError('Free reservation: there is no payment to create', 'payment_not_required');
    },
    async retrieve() {
      return undefined;
    },
    async parseWebhook() {
      throw new WebhookSignatureError('The free reservation vendor sends no webhooks');
    },
  };
}
