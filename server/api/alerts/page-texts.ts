/** The alert pages' texts in Kurdish, Arabic and English (docs/alerts.md, "The pages"). */
import type { Language } from '../../../domain/languages.js';

export interface AlertPageTexts {
  confirmTitle: string;
  confirmLead: string;
  confirmButton: string;
  confirmed: string;
  confirmedLead: string;
  stopTitle: string;
  stopLead: string;
  stopButton: string;
  stopped: string;
  manageTitle: string;
  manageLead: (email: string) => string;
  none: string;
  pending: string;
  active: string;
  openSearch: string;
  deleteOne: string;
  deleteAll: string;
  allDeleted: string;
  invalidTitle: string;
  invalidLead: string;
  stockLink: string;
  /** Alerts on one vehicle (docs/alerts.md, "Alerts on one vehicle"). */
  confirmVehicleLead: string;
  confirmHoldLead: string;
  confirmedVehicleLead: string;
  confirmedHoldLead: string;
  vehicleAlert: string;
  holdAlert: string;
  holdDone: string;
  openVehicle: string;
}

/** Latin text (an address) isolated left-to-right inside a right-to-left sentence. */
const ltr = (text: string): string => `\u2066${text}\u2069`;

export const ALERT_PAGE_TEXTS: Record<Language, AlertPageTexts> = {
  en: {
    confirmTitle: 'Confirm your alert',
    confirmLead: 'Press the button to start receiving at most one e-mail a day about new vehicles matching your search.',
    confirmButton: 'Confirm the alert',
    confirmed: 'Your alert is on',
    confirmedLead: 'We will e-mail you at most once a day when new vehicles match your search.',
    stopTitle: 'Stop this alert',
    stopLead: 'Press the button to stop the e-mails of this alert.',
    stopButton: 'Stop the alert',
    stopped: 'The alert is stopped. You will get no more e-mails about it.',
    manageTitle: 'Your alerts',
    manageLead: (email) => `Alerts for ${email}. When you delete the last one, we delete your address too.`,
    none: 'You have no alerts left, and your address is deleted.',
    pending: 'waiting for confirmation',
    active: 'on',
    openSearch: 'Open the search',
    deleteOne: 'Delete',
    deleteAll: 'Delete all alerts',
    allDeleted: 'All your alerts and your address are deleted.',
    invalidTitle: 'This link no longer works',
    invalidLead: 'It has expired, or the alert has already been stopped or deleted.',
    stockLink: 'Go to the stock',
    confirmVehicleLead: 'Press the button to be e-mailed when the price of this vehicle drops or when it is available again.',
    confirmHoldLead: 'Press the button to be e-mailed once when the vehicle someone else is reserving becomes free.',
    confirmedVehicleLead: 'We will e-mail you when the price of this vehicle drops or when it is available again.',
    confirmedHoldLead: 'We will e-mail you once when the vehicle becomes free to reserve.',
    vehicleAlert: 'Price drop or back in stock',
    holdAlert: 'When the vehicle is free',
    holdDone: 'sent',
    openVehicle: 'Open the vehicle',
  },
  ku: {
    confirmTitle: 'ئاگادارکردنەوەکەت پشتڕاست بکەرەوە',
    confirmLead: 'دوگمەکە دابگرە بۆ ئەوەی ڕۆژانە زۆرترین یەک ئیمەیڵ وەربگریت دەربارەی ئۆتۆمبێلە نوێیەکانی گونجاو لەگەڵ گەڕانەکەت.',
    confirmButton: 'ئاگادارکردنەوەکە پشتڕاست بکەرەوە',
    confirmed: 'ئاگادارکردنەوەکەت چالاکە',
    confirmedLead: 'کاتێک ئۆتۆمبێلی نوێ لەگەڵ گەڕانەکەت گونجا، ڕۆژانە زۆرترین یەک ئیمەیڵت بۆ دەنێرین.',
    stopTitle: 'ئەم ئاگادارکردنەوەیە ڕابگرە',
    stopLead: 'دوگمەکە دابگرە بۆ ڕاگرتنی ئیمەیڵەکانی ئەم ئاگادارکردنەوەیە.',
    stopButton: 'ئاگادارکردنەوەکە ڕابگرە',
    stopped: 'ئاگادارکردنەوەکە ڕاگیرا. چیتر ئیمەیڵی دەربارەی وەرناگریت.',
    manageTitle: 'ئاگادارکردنەوەکانت',
    manageLead: (email) => `ئاگادارکردنەوەکانی ${ltr(email)}. کاتێک دوایینیان بسڕیتەوە، ناونیشانەکەشت دەسڕینەوە.`,
    none: 'هیچ ئاگادارکردنەوەیەکت نەماوە و ناونیشانەکەت سڕایەوە.',
    pending: 'چاوەڕێی پشتڕاستکردنەوە',
    active: 'چالاک',
    openSearch: 'گەڕانەکە بکەرەوە',
    deleteOne: 'سڕینەوە',
    deleteAll: 'هەموو ئاگادارکردنەوەکان بسڕەوە',
    allDeleted: 'هەموو ئاگادارکردنەوەکانت و ناونیشانەکەت سڕانەوە.',
    invalidTitle: 'ئەم بەستەرە چیتر کار ناکات',
    invalidLead: 'ماوەکەی بەسەرچووە، یان ئاگادارکردنەوەکە پێشتر ڕاگیراوە یان سڕاوەتەوە.',
    stockLink: 'بڕۆ بۆ کۆگا',
    confirmVehicleLead: 'دوگمەکە دابگرە بۆ ئەوەی ئیمەیڵت بۆ بنێرین کاتێک نرخی ئەم ئۆتۆمبێلە دادەبەزێت یان دووبارە بەردەست دەبێتەوە.',
    confirmHoldLead: 'دوگمەکە دابگرە بۆ ئەوەی یەک جار ئیمەیڵت بۆ بنێرین کاتێک ئەو ئۆتۆمبێلەی کەسێکی تر حیجزی دەکات ئازاد دەبێت.',
    confirmedVehicleLead: 'کاتێک نرخی ئەم ئۆتۆمبێلە دابەزی یان دووبارە بەردەست بوو، ئیمەیڵت بۆ دەنێرین.',
    confirmedHoldLead: 'کاتێک ئۆتۆمبێلەکە بۆ حیجزکردن ئازاد بوو، یەک جار ئیمەیڵت بۆ دەنێرین.',
    vehicleAlert: 'دابەزینی نرخ یان گەڕانەوە بۆ کۆگا',
    holdAlert: 'کاتێک ئۆتۆمبێلەکە ئازاد بوو',
    holdDone: 'نێردرا',
    openVehicle: 'ئۆتۆمبێلەکە بکەرەوە',
  },
  ar: {
    confirmTitle: 'أكّد تنبيهك',
    confirmLead: 'اضغط الزر لتتلقى رسالة واحدة في اليوم على الأكثر عن السيارات الجديدة التي تطابق بحثك.',
    confirmButton: 'تأكيد التنبيه',
    confirmed: 'تنبيهك مفعّل',
    confirmedLead: 'سنراسلك مرة واحدة في اليوم على الأكثر عندما تطابق سيارات جديدة بحثك.',
    stopTitle: 'إيقاف هذا التنبيه',
    stopLead: 'اضغط الزر لإيقاف رسائل هذا التنبيه.',
    stopButton: 'إيقاف التنبيه',
    stopped: 'تم إيقاف التنبيه. لن تصلك رسائل أخرى عنه.',
    manageTitle: 'تنبيهاتك',
    manageLead: (email) => `تنبيهات ${ltr(email)}. عندما تحذف آخرها نحذف عنوانك أيضاً.`,
    none: 'لم يبقَ لديك أي تنبيه، وحُذف عنوانك.',
    pending: 'بانتظار التأكيد',
    active: 'مفعّل',
    openSearch: 'فتح البحث',
    deleteOne: 'حذف',
    deleteAll: 'حذف جميع التنبيهات',
    allDeleted: 'حُذفت جميع تنبيهاتك وعنوانك.',
    invalidTitle: 'هذا الرابط لم يعد صالحاً',
    invalidLead: 'انتهت صلاحيته، أو أن التنبيه أُوقف أو حُذف من قبل.',
    stockLink: 'الذهاب إلى المخزون',
    confirmVehicleLead: 'اضغط الزر لنراسلك عندما ينخفض سعر هذه السيارة أو عندما تتوفر من جديد.',
    confirmHoldLead: 'اضغط الزر لنراسلك مرة واحدة عندما تصبح السيارة التي يحجزها شخص آخر متاحة.',
    confirmedVehicleLead: 'سنراسلك عندما ينخفض سعر هذه السيارة أو عندما تتوفر من جديد.',
    confirmedHoldLead: 'سنراسلك مرة واحدة عندما تصبح السيارة متاحة للحجز.',
    vehicleAlert: 'انخفاض السعر أو العودة إلى المخزون',
    holdAlert: 'عندما تصبح السيارة متاحة',
    holdDone: 'أُرسل',
    openVehicle: 'فتح السيارة',
  },
};
