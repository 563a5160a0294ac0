/** Server-rendered texts of the order-online pages (the widget has its own). */
import type { Language } from '../../domain/languages.js';
export interface OrderOnlinePageTexts {
  title: string;
  loading: string;
  noScript: string;
  confirmationTitle: string;
  orderNumber: string;
  vehicle: string;
  vin: string;
  paymentStatus: string;
  confirmed: string;
  yes: string;
  no: string;
  status: Record<string, string>;
}

const en: OrderOnlinePageTexts = {
  title: 'Reserve your vehicle',
  loading: 'Loading the reservation…',
  noScript: 'Online reservation needs JavaScript. Please turn it on, or contact the retailer.',
  confirmationTitle: 'Your reservation',
  orderNumber: 'Order number',
  vehicle: 'Vehicle',
  vin: 'VIN',
  paymentStatus: 'Payment status',
  confirmed: 'Reservation confirmed',
  yes: 'Yes',
  no: 'Not yet',
  status: {
    pending: 'Awaiting payment',
    authorized: 'Authorised',
    paid: 'Paid',
    failed: 'Failed',
    cancelled: 'Cancelled',
    refunded: 'Refunded',
  },
};

const ku: OrderOnlinePageTexts = {
  title: 'ئۆتۆمبێلەکەت حیجز بکە',
  loading: 'حیجزکردن بار دەکرێت…',
  noScript: 'حیجزکردنی ئۆنلاین پێویستی بە JavaScript هەیە. تکایە چالاکی بکە، یان پەیوەندی بە بریکارەوە بکە.',
  confirmationTitle: 'حیجزەکەت',
  orderNumber: 'ژمارەی داواکاری',
  vehicle: 'ئۆتۆمبێل',
  vin: 'ژمارەی شاسی',
  paymentStatus: 'دۆخی پارەدان',
  confirmed: 'حیجز پشتڕاستکراوەتەوە',
  yes: 'بەڵێ',
  no: 'هێشتا نا',
  status: {
    pending: 'چاوەڕوانی پارەدان',
    authorized: 'ڕێگەپێدراو',
    paid: 'پارە دراوە',
    failed: 'سەرنەکەوتوو',
    cancelled: 'هەڵوەشێنراوە',
    refunded: 'پارە گەڕێندراوەتەوە',
  },
};

const ar: OrderOnlinePageTexts = {
  title: 'احجز سيارتك',
  loading: 'جارٍ تحميل الحجز…',
  noScript: 'يتطلب الحجز عبر الإنترنت تفعيل JavaScript. يرجى تفعيله أو التواصل مع الوكيل.',
  confirmationTitle: 'حجزك',
  orderNumber: 'رقم الطلب',
  vehicle: 'السيارة',
  vin: 'رقم الهيكل',
  paymentStatus: 'حالة الدفع',
  confirmed: 'تم تأكيد الحجز',
  yes: 'نعم',
  no: 'ليس بعد',
  status: { pending: 'بانتظار الدفع', authorized: 'مُصرَّح به', paid: 'مدفوع', failed: 'فشل', cancelled: 'ملغى', refunded: 'مُسترد' },
};

export const ORDER_ONLINE_PAGE_TEXTS: Record<Language, OrderOnlinePageTexts> = { ku, en, ar };
