/**
 * Strings of the editor sign-in pages (/auth/sign-in, the signed-in landing of /cms and /admin),
 * per language. Kept apart from the shell strings: only these pages use them.
 */
import type { Language } from '../../domain/languages.js';

export interface AccountStrings {
  signInTitle: string;
  signInIntro: string;
  email: string;
  password: string;
  signInButton: string;
  /** The same text for an unknown e-mail and a wrong password (no user enumeration). */
  invalidCredentials: string;
  csrfFailed: string;
  /** {minutes} is replaced. */
  rateLimited: string;
  errorHeading: string;
  languageNavLabel: string;
  landingTitleCms: string;
  landingTitleAdmin: string;
  /** The stock screen's area (docs/stock-feed.md, "Stock screen"). */
  landingTitleStock: string;
  signedInAs: string;
  role: string;
  roleNames: { editor: string; admin: string };
  /** One honest line: the editor is not built yet. */
  notYet: string;
  signOut: string;
  changePasswordHeading: string;
  currentPassword: string;
  newPassword: string;
  /** {min} is replaced. */
  newPasswordHint: string;
  changePasswordButton: string;
  passwordChanged: string;
  wrongPassword: string;
  weakPassword: string;
  backToSite: string;
  /** Single sign-on (shown only when OIDC_* is configured). */
  ssoButton: string;
  ssoHint: string;
  /** Between the single sign-on button and the password form. */
  orPassword: string;
  /** Linking a single sign-on account to a signed-in account (the account panel, when SSO is configured). */
  ssoLinkIntro: string;
  ssoLinkButton: string;
  ssoLinked: string;
  ssoAlreadyLinked: string;
  ssoLinkTaken: string;
  ssoLinkFailed: string;
}

const en: AccountStrings = {
  signInTitle: 'Sign in',
  signInIntro: 'Sign in to edit the site.',
  email: 'E-mail',
  password: 'Password',
  signInButton: 'Sign in',
  invalidCredentials: 'The e-mail or the password is not right.',
  csrfFailed: 'The form had expired. Please try again.',
  rateLimited: 'Too many attempts. Please try again in {minutes} minutes.',
  errorHeading: 'There is a problem',
  languageNavLabel: 'Language',
  landingTitleCms: 'Editor',
  landingTitleAdmin: 'Administration',
  landingTitleStock: 'Stock',
  signedInAs: 'Signed in as',
  role: 'Role',
  roleNames: { editor: 'Editor', admin: 'Admin' },
  notYet: 'The page editor is not available yet; it is the next step of this work.',
  signOut: 'Sign out',
  changePasswordHeading: 'Change password',
  currentPassword: 'Current password',
  newPassword: 'New password',
  newPasswordHint: 'At least {min} characters. Your other sessions will be signed out.',
  changePasswordButton: 'Change password',
  passwordChanged: 'Your password was changed. Your other sessions were signed out.',
  wrongPassword: 'The current password is not right.',
  weakPassword: 'The password rule refused the new password; choose a longer, less common one.',
  backToSite: 'Back to the site',
  ssoButton: 'Sign in with SSO',
  ssoHint: "Use your organisation's account.",
  orPassword: 'Or sign in with your e-mail and password',
  ssoLinkIntro:
    "Link your organisation's account to this one to sign in with SSO from now on. Confirm with your password; you then sign in at your organisation.",
  ssoLinkButton: 'Link SSO account',
  ssoLinked: 'Your SSO account is linked. You can now sign in with SSO.',
  ssoAlreadyLinked: 'This account is linked to an SSO account.',
  ssoLinkTaken: 'That SSO account is already linked to another account.',
  ssoLinkFailed: 'The SSO account could not be linked. Please try again.',
};

const ku: AccountStrings = {
  signInTitle: 'چوونەژوورەوە',
  signInIntro: 'بۆ دەستکاریکردنی ماڵپەڕەکە بچۆ ژوورەوە.',
  email: 'ئیمەیڵ',
  password: 'وشەی نهێنی',
  signInButton: 'چوونەژوورەوە',
  invalidCredentials: 'ئیمەیڵ یان وشەی نهێنی دروست نییە.',
  csrfFailed: 'کاتی فۆرمەکە بەسەرچوو. تکایە دووبارە هەوڵ بدەرەوە.',
  rateLimited: 'هەوڵی زۆر درا. تکایە دوای {minutes} خولەک دووبارە هەوڵ بدەرەوە.',
  errorHeading: 'کێشەیەک هەیە',
  languageNavLabel: 'زمان',
  landingTitleCms: 'دەستکاریکەر',
  landingTitleAdmin: 'بەڕێوەبردن',
  landingTitleStock: 'کۆگا',
  signedInAs: 'چوویتە ژوورەوە وەک',
  role: 'ڕۆڵ',
  roleNames: { editor: 'دەستکاریکەر', admin: 'بەڕێوەبەر' },
  notYet: 'دەستکاریکەری پەڕەکان هێشتا بەردەست نییە؛ هەنگاوی داهاتووی ئەم کارەیە.',
  signOut: 'چوونەدەرەوە',
  changePasswordHeading: 'گۆڕینی وشەی نهێنی',
  currentPassword: 'وشەی نهێنیی ئێستا',
  newPassword: 'وشەی نهێنیی نوێ',
  newPasswordHint: 'لانیکەم {min} پیت. دانیشتنەکانی ترت دادەخرێن.',
  changePasswordButton: 'گۆڕینی وشەی نهێنی',
  passwordChanged: 'وشەی نهێنییەکەت گۆڕدرا. دانیشتنەکانی ترت داخران.',
  wrongPassword: 'وشەی نهێنیی ئێستا دروست نییە.',
  weakPassword: 'وشەی نهێنییە نوێیەکە زۆر لاوازە؛ درێژتر و نەباوتر هەڵبژێرە.',
  backToSite: 'گەڕانەوە بۆ ماڵپەڕ',
  ssoButton: 'چوونەژوورەوە بە SSO',
  ssoHint: 'بە هەژماری دامەزراوەکەت بچۆ ژوورەوە.',
  orPassword: 'یان بە ئیمەیڵ و وشەی نهێنی بچۆ ژوورەوە',
  ssoLinkIntro:
    'هەژماری دامەزراوەکەت بەم هەژمارەوە ببەستەوە تا لەمەودوا بە SSO بچیتە ژوورەوە. بە وشەی نهێنییەکەت پشتڕاستی بکەرەوە، پاشان لای دامەزراوەکەت بچۆ ژوورەوە.',
  ssoLinkButton: 'بەستنەوەی هەژماری SSO',
  ssoLinked: 'هەژماری SSO بەسترایەوە. ئێستا دەتوانیت بە SSO بچیتە ژوورەوە.',
  ssoAlreadyLinked: 'ئەم هەژمارە بە هەژمارێکی SSO بەستراوەتەوە.',
  ssoLinkTaken: 'ئەو هەژمارەی SSO پێشتر بە هەژمارێکی ترەوە بەستراوەتەوە.',
  ssoLinkFailed: 'هەژماری SSO نەبەسترایەوە. تکایە دووبارە هەوڵ بدەرەوە.',
};

const ar: AccountStrings = {
  signInTitle: 'تسجيل الدخول',
  signInIntro: 'سجّل الدخول لتحرير الموقع.',
  email: 'البريد الإلكتروني',
  password: 'كلمة المرور',
  signInButton: 'تسجيل الدخول',
  invalidCredentials: 'البريد الإلكتروني أو كلمة المرور غير صحيحة.',
  csrfFailed: 'انتهت صلاحية النموذج. يرجى المحاولة مرة أخرى.',
  rateLimited: 'محاولات كثيرة جدًا. يرجى المحاولة مرة أخرى بعد {minutes} دقيقة.',
  errorHeading: 'هناك مشكلة',
  languageNavLabel: 'اللغة',
  landingTitleCms: 'المحرر',
  landingTitleAdmin: 'الإدارة',
  landingTitleStock: 'المخزون',
  signedInAs: 'تم تسجيل الدخول باسم',
  role: 'الدور',
  roleNames: { editor: 'محرر', admin: 'مدير' },
  notYet: 'محرر الصفحات غير متاح بعد؛ إنه الخطوة التالية من هذا العمل.',
  signOut: 'تسجيل الخروج',
  changePasswordHeading: 'تغيير كلمة المرور',
  currentPassword: 'كلمة المرور الحالية',
  newPassword: 'كلمة المرور الجديدة',
  newPasswordHint: '{min} أحرف على الأقل. سيتم تسجيل خروج جلساتك الأخرى.',
  changePasswordButton: 'تغيير كلمة المرور',
  passwordChanged: 'تم تغيير كلمة المرور. تم تسجيل خروج جلساتك الأخرى.',
  wrongPassword: 'كلمة المرور الحالية غير صحيحة.',
  weakPassword: 'كلمة المرور الجديدة ضعيفة جدًا؛ اختر كلمة أطول وأقل شيوعًا.',
  backToSite: 'العودة إلى الموقع',
  ssoButton: 'تسجيل الدخول عبر SSO',
  ssoHint: 'استخدم حساب مؤسستك.',
  orPassword: 'أو سجّل الدخول بالبريد الإلكتروني وكلمة المرور',
  ssoLinkIntro: 'اربط حساب مؤسستك بهذا الحساب لتسجّل الدخول عبر SSO من الآن فصاعدًا. أكّد ذلك بكلمة المرور، ثم سجّل الدخول لدى مؤسستك.',
  ssoLinkButton: 'ربط حساب SSO',
  ssoLinked: 'تم ربط حساب SSO. يمكنك الآن تسجيل الدخول عبر SSO.',
  ssoAlreadyLinked: 'هذا الحساب مرتبط بحساب SSO.',
  ssoLinkTaken: 'حساب SSO هذا مرتبط بحساب آخر بالفعل.',
  ssoLinkFailed: 'تعذّر ربط حساب SSO. يرجى المحاولة مرة أخرى.',
};

const STRINGS: Record<Language, AccountStrings> = { ku, en, ar };

export function accountStrings(language: Language): AccountStrings {
  return STRINGS[language];
}

/** The language names as each language writes itself (the language links of the sign-in page). */
export const LANGUAGE_SELF_NAMES: Record<Language, string> = { ku: 'کوردی', en: 'English', ar: 'العربية' };
