/**
 * Texts of the shell's interactive parts (cookie consent, exit popup, modal form, video modal,
 * quick links) per page language: the defaults the `cookie_consent.texts` and `exit_popup.copy`
 * settings override. Kept apart from ShellStrings so the header/footer work can change those freely.
 */
import type { Language } from '../../domain/languages.js';

export interface CookieConsentTexts {
  banner_label: string;
  title: string;
  text: string;
  policy_label: string;
  /** Site path of the cookie policy page. */
  policy_url: string;
  accept_all: string;
  reject_optional: string;
  preferences: string;
  preferences_title: string;
  preferences_intro: string;
  obligatory_label: string;
  obligatory_description: string;
  optional_label: string;
  optional_description: string;
  save: string;
  /** The footer's "reopen" button. */
  reopen: string;
}

export interface ExitPopupTexts {
  title: string;
  /** Before the destination's host name. */
  text: string;
  go: string;
  cancel: string;
}

export interface ShellElementStrings {
  close: string;
  cookieConsent: CookieConsentTexts;
  exitPopup: ExitPopupTexts;
  modalForm: { fallbackTitle: string; unavailable: string; contactLabel: string };
  video: { fallbackTitle: string };
  quickLinksLabel: string;
}

const ku: ShellElementStrings = {
  close: 'داخستن',
  cookieConsent: {
    banner_label: 'ڕەزامەندی کووکی',
    title: 'ئێمە کووکی بەکاردەهێنین',
    text: 'کووکییە پێویستەکان ماڵپەڕەکە کارپێدەکەن. بە ڕەزامەندیی تۆ، کووکیی ئامار بەکاردەهێنین بۆ باشترکردنی ماڵپەڕەکە.',
    policy_label: 'سیاسەتی کووکی',
    policy_url: '/cookie-policy',
    accept_all: 'ڕازیم بە هەمووی',
    reject_optional: 'تەنها پێویستەکان',
    preferences: 'ڕێکخستنەکان',
    preferences_title: 'ڕێکخستنەکانی کووکی',
    preferences_intro: 'هەڵبژێرە کام کووکییانە ڕێگەپێدراون. دەتوانیت هەر کاتێک لە خوارەوەی پەڕەکە بیگۆڕیت.',
    obligatory_label: 'پێویست',
    obligatory_description: 'بۆ کارکردنی ماڵپەڕەکە پێویستن و ناکوژێنەوە.',
    optional_label: 'ئامار و باشترکردن',
    optional_description: 'یارمەتیمان دەدەن بزانین کام پەڕانە بەکاردێن.',
    save: 'پاشەکەوتکردنی هەڵبژاردن',
    reopen: 'ڕێکخستنەکانی کووکی',
  },
  exitPopup: {
    title: 'ماڵپەڕەکە جێدەهێڵیت',
    text: 'ئەم بەستەرە دەتبات بۆ ماڵپەڕێکی تر:',
    go: 'بەردەوامبە',
    cancel: 'مانەوە لێرە',
  },
  modalForm: {
    fallbackTitle: 'فۆرم',
    unavailable: 'ئەم فۆرمە هێشتا بەردەست نییە. تکایە ڕاستەوخۆ پەیوەندی بە بریکارێکەوە بکە.',
    contactLabel: 'پەیوەندی بە بریکارەکانەوە',
  },
  video: { fallbackTitle: 'ڤیدیۆ' },
  quickLinksLabel: 'بەستەرە خێراکان',
};

const en: ShellElementStrings = {
  close: 'Close',
  cookieConsent: {
    banner_label: 'Cookie consent',
    title: 'We use cookies',
    text: 'Necessary cookies make this site work. With your consent we also use statistics cookies to improve it.',
    policy_label: 'Cookie policy',
    policy_url: '/cookie-policy',
    accept_all: 'Accept all',
    reject_optional: 'Necessary only',
    preferences: 'Preferences',
    preferences_title: 'Cookie preferences',
    preferences_intro: 'Choose which cookies we may use. You can change this at any time from the foot of the page.',
    obligatory_label: 'Necessary',
    obligatory_description: 'Needed for the site to work; always on.',
    optional_label: 'Statistics and improvement',
    optional_description: 'Help us learn which pages are used.',
    save: 'Save my choice',
    reopen: 'Cookie settings',
  },
  exitPopup: {
    title: 'You are leaving this site',
    text: 'This link takes you to another website:',
    go: 'Continue',
    cancel: 'Stay here',
  },
  modalForm: {
    fallbackTitle: 'Form',
    unavailable: 'This form is not available yet. Please contact a retailer directly.',
    contactLabel: 'Contact our retailers',
  },
  video: { fallbackTitle: 'Video' },
  quickLinksLabel: 'Quick links',
};

const ar: ShellElementStrings = {
  close: 'إغلاق',
  cookieConsent: {
    banner_label: 'الموافقة على ملفات تعريف الارتباط',
    title: 'نستخدم ملفات تعريف الارتباط',
    text: 'ملفات تعريف الارتباط الضرورية تجعل هذا الموقع يعمل. وبموافقتك نستخدم أيضًا ملفات الإحصاءات لتحسينه.',
    policy_label: 'سياسة ملفات تعريف الارتباط',
    policy_url: '/cookie-policy',
    accept_all: 'قبول الكل',
    reject_optional: 'الضرورية فقط',
    preferences: 'التفضيلات',
    preferences_title: 'تفضيلات ملفات تعريف الارتباط',
    preferences_intro: 'اختر ملفات تعريف الارتباط المسموح بها. يمكنك تغيير ذلك في أي وقت من أسفل الصفحة.',
    obligatory_label: 'ضرورية',
    obligatory_description: 'لازمة لعمل الموقع؛ مفعّلة دائمًا.',
    optional_label: 'الإحصاءات والتحسين',
    optional_description: 'تساعدنا على معرفة الصفحات المستخدمة.',
    save: 'حفظ اختياري',
    reopen: 'إعدادات ملفات تعريف الارتباط',
  },
  exitPopup: {
    title: 'أنت تغادر هذا الموقع',
    text: 'ينقلك هذا الرابط إلى موقع آخر:',
    go: 'متابعة',
    cancel: 'البقاء هنا',
  },
  modalForm: {
    fallbackTitle: 'نموذج',
    unavailable: 'هذا النموذج غير متوفر بعد. يرجى التواصل مع أحد الوكلاء مباشرة.',
    contactLabel: 'تواصل مع وكلائنا',
  },
  video: { fallbackTitle: 'فيديو' },
  quickLinksLabel: 'روابط سريعة',
};

const STRINGS: Record<Language, ShellElementStrings> = { ku, en, ar };

export function shellElementStrings(language: Language): ShellElementStrings {
  return STRINGS[language];
}
