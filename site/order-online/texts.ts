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
  receiptTitle: string;
  retailer: string;
  appointment: string;
  appointmentAt: string;
  amountPaid: string;
  freeReservation: string;
  nextSteps: string;
  nextStepsList: readonly string[];
  cancelTitle: string;
  cancelText: string;
  cancelLink: string;
  cancelledText: string;
  printReceipt: string;
  orderDate: string;
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
  receiptTitle: 'Reservation receipt',
  retailer: 'Retailer',
  appointment: 'Appointment',
  appointmentAt: '{{date}} at {{time}}',
  amountPaid: 'Amount paid',
  freeReservation: 'Free reservation (nothing paid)',
  nextSteps: 'What happens next',
  nextStepsList: [
    'We have sent this receipt to your e-mail address.',
    'The retailer will call you within one working day to confirm the appointment.',
    'Bring your ID to the appointment; the reservation amount is deducted from the price.',
  ],
  cancelTitle: 'Cancel the reservation',
  cancelText:
    'To cancel, use the cancellation link in the confirmation e-mail or call the retailer. The reservation amount is refunded in full.',
  cancelLink: 'Cancel this reservation',
  cancelledText: 'This reservation was cancelled.',
  printReceipt: 'Print or save the receipt',
  orderDate: 'Reserved on',
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
  receiptTitle: 'پسوولەی حیجز',
  retailer: 'بریکار',
  appointment: 'کاتی سەردان',
  appointmentAt: '{{date}} کاتژمێر {{time}}',
  amountPaid: 'بڕی پارەی دراو',
  freeReservation: 'حیجزی بێبەرامبەر (هیچ پارەیەک نەدراوە)',
  nextSteps: 'هەنگاوەکانی داهاتوو',
  nextStepsList: [
    'ئەم پسوولەیەمان بۆ ئیمەیڵەکەت ناردووە.',
    'بریکار لە ماوەی یەک ڕۆژی کاردا پەیوەندیت پێوە دەکات بۆ پشتڕاستکردنەوەی کاتی سەردان.',
    'ناسنامەکەت لەگەڵ خۆت بهێنە؛ پارەی حیجزکردن لە نرخەکە کەم دەکرێتەوە.',
  ],
  cancelTitle: 'هەڵوەشاندنەوەی حیجز',
  cancelText:
    'بۆ هەڵوەشاندنەوە، بەستەری هەڵوەشاندنەوە لە ئیمەیڵی پشتڕاستکردنەوەدا بەکاربهێنە یان پەیوەندی بە بریکارەوە بکە. پارەی حیجزکردن بە تەواوی دەگەڕێندرێتەوە.',
  cancelLink: 'هەڵوەشاندنەوەی ئەم حیجزە',
  cancelledText: 'ئەم حیجزە هەڵوەشێندرایەوە.',
  printReceipt: 'چاپکردن یان پاشەکەوتکردنی پسوولە',
  orderDate: 'ڕێکەوتی حیجز',
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
  receiptTitle: 'إيصال الحجز',
  retailer: 'الوكيل',
  appointment: 'الموعد',
  appointmentAt: '{{date}} الساعة {{time}}',
  amountPaid: 'المبلغ المدفوع',
  freeReservation: 'حجز مجاني (لم يُدفع شيء)',
  nextSteps: 'الخطوات التالية',
  nextStepsList: [
    'أرسلنا هذا الإيصال إلى بريدك الإلكتروني.',
    'سيتصل بك الوكيل خلال يوم عمل واحد لتأكيد الموعد.',
    'أحضر هويتك إلى الموعد؛ يُخصم مبلغ الحجز من السعر.',
  ],
  cancelTitle: 'إلغاء الحجز',
  cancelText: 'للإلغاء، استخدم رابط الإلغاء في رسالة التأكيد أو اتصل بالوكيل. يُسترد مبلغ الحجز بالكامل.',
  cancelLink: 'ألغِ هذا الحجز',
  cancelledText: 'أُلغي هذا الحجز.',
  printReceipt: 'اطبع الإيصال أو احفظه',
  orderDate: 'تاريخ الحجز',
  status: { pending: 'بانتظار الدفع', authorized: 'مُصرَّح به', paid: 'مدفوع', failed: 'فشل', cancelled: 'ملغى', refunded: 'مُسترد' },
};

export const ORDER_ONLINE_PAGE_TEXTS: Record<Language, OrderOnlinePageTexts> = { ku, en, ar };
