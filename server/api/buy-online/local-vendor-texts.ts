/**
 * The words of the local PayPal and LiqPay stand-in pages (local-vendor-pages.ts), in the language of
 * the shop page the buyer came from (its /ku/, /ar/ or /en/ path; Kurdish otherwise).
 */
import { formatMoney } from '../../../domain/price-format.js';

export type StandInLanguage = 'ku' | 'ar' | 'en';

export const STAND_IN_TEXTS = {
  ku: {
    notice: 'ئەمە جێگرەوەیەکی ناوخۆییە لە جیاتی {{vendor}} بۆ تاقیکردنەوە: هیچ پارەیەکی ڕاستەقینە نابڕدرێت.',
    amount: 'بڕ',
    approve: 'پەسەندکردن و پارەدان',
    cancel: 'هەڵوەشاندنەوە و گەڕانەوە بۆ فرۆشگا',
    pay: 'پارەدان',
    decline: 'کارتەکە ڕەت بکەرەوە',
    unknown: 'ئەم پارەدانە نەدۆزرایەوە یان کاتی بەسەرچووە.',
    back: 'گەڕانەوە بۆ فرۆشگا',
  },
  ar: {
    notice: 'هذه بديلة محلية لـ {{vendor}} للاختبار: لن يُخصم أي مبلغ حقيقي.',
    amount: 'المبلغ',
    approve: 'الموافقة والدفع',
    cancel: 'الإلغاء والعودة إلى المتجر',
    pay: 'ادفع',
    decline: 'رفض البطاقة',
    unknown: 'لم يُعثر على هذا الدفع أو انتهت صلاحيته.',
    back: 'العودة إلى المتجر',
  },
  en: {
    notice: 'This is a local stand-in for {{vendor}}, for testing: no real money is taken.',
    amount: 'Amount',
    approve: 'Approve and pay',
    cancel: 'Cancel and return to the shop',
    pay: 'Pay',
    decline: 'Decline the card',
    unknown: 'This payment was not found or has expired.',
    back: 'Return to the shop',
  },
} as const satisfies Record<StandInLanguage, Record<string, string>>;

/** The shop page's language from its path (`/ar/showroom-order-online/checkout` → ar). */
export function standInLanguage(url: string | null | undefined): StandInLanguage {
  const path = (() => {
    try {
      return new URL(url ?? '', 'http://x').pathname;
    } catch {
      return '';
    }
  })();
  const first = path.split('/')[1];
  return first === 'ar' || first === 'en' ? first : 'ku';
}

/**
 * The vendor's amount ("500.00" USD) as the page language writes money, with the project's one
 * formatter (domain/price-format.ts): Kurdish and Arabic digits with their separators (٬ and ٫) and
 * a known currency as its word, «٥٠٠٫٠٠ دۆلار»; English "USD 500.00". The vendor's decimals are kept.
 */
export function standInAmount(value: string, currency: string, language: StandInLanguage): string {
  const amount = Number(value);
  if (value.trim() === '' || !Number.isFinite(amount)) return `${value} ${currency}`.trim();
  const decimals = Math.min(2, value.split('.')[1]?.length ?? 0);
  return formatMoney(amount, currency, '^%', ',', decimals, language);
}
