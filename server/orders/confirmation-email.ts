/**
 * The buyer's confirmation e-mail, worded in the order's language (its `locale`: `ku`/`ckb`, `ar`,
 * `en`, with or without a region), with the cancellation link when there is one. Plain text: the
 * outbox sends it as the text part and draws the HTML part from it (server/adapters/email/render.ts).
 */
import { isLanguage, type Language } from '../../domain/languages.js';
import type { EmailMessage } from '../adapters/email/outbox.js';

/** Latin codes (VIN, order number) isolated left-to-right (LRI … PDI), so they never reorder in a right-to-left sentence. */
const ltr = (code: string): string => `\u2066${code}\u2069`;

const WORDS: Record<Language, { subject: (order: string) => string; body: (vin: string, order: string) => string; cancel: string }> = {
  en: {
    subject: (order) => `Order ${order} confirmed`,
    body: (vin, order) => `Thank you. Your reservation of vehicle ${vin} is confirmed. Order number: ${order}.`,
    cancel: 'To cancel this reservation, open:',
  },
  ku: {
    subject: (order) => `داواکاریی ${ltr(order)} پشتڕاستکرایەوە`,
    body: (vin, order) => `سوپاس. حیجزکردنی ئۆتۆمبێلی ${ltr(vin)} پشتڕاستکرایەوە. ژمارەی داواکاری: ${ltr(order)}.`,
    cancel: 'بۆ هەڵوەشاندنەوەی ئەم حیجزکردنە، ئەم بەستەرە بکەرەوە:',
  },
  ar: {
    subject: (order) => `تم تأكيد الطلب ${ltr(order)}`,
    body: (vin, order) => `شكراً لك. تم تأكيد حجز المركبة ${ltr(vin)}. رقم الطلب: ${ltr(order)}.`,
    cancel: 'لإلغاء هذا الحجز، افتح الرابط:',
  },
};

/** `ckb`, `ku-IQ`, `ar_IQ`, `en-GB` → ku, ar, en; anything else English (the order API's default locale). */
export function languageOfLocale(locale: string | null | undefined): Language {
  const primary = (locale ?? '').trim().toLowerCase().split(/[-_]/)[0] ?? '';
  if (primary === 'ckb') return 'ku';
  return isLanguage(primary) ? primary : 'en';
}

export function orderConfirmationEmail(
  order: { customer_email: string; order_number: string; vehicle_vin: string; locale: string },
  cancellationLink: string | null,
): EmailMessage {
  const language = languageOfLocale(order.locale);
  const words = WORDS[language];
  return {
    to: order.customer_email,
    subject: words.subject(order.order_number),
    body: words.body(order.vehicle_vin, order.order_number) + (cancellationLink ? `\n\n${words.cancel} ${cancellationLink}` : ''),
    language,
  };
}
