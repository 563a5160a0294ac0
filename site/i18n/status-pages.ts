/**
 * Texts of the site's status pages (docs/content-api.md, "Status pages and redirects"): /no-access (any 403),
 * /auth/error (type=noPermissions: signed in without permissions; other types: sign-in failed) and
 * /disabled-preview. Kept apart from ShellStrings so each language file stays as it is.
 */
import type { Language } from '../../domain/languages.js';

export interface StatusPageText {
  title: string;
  body: string;
}

export interface StatusPageStrings {
  noAccess: StatusPageText;
  noPermissions: StatusPageText;
  authError: StatusPageText;
  disabledPreview: StatusPageText;
}

const STRINGS: Record<Language, StatusPageStrings> = {
  ku: {
    noAccess: { title: 'دەستگەیشتن ڕێگەپێنەدراوە', body: 'ببورە، ڕێگەت پێ نەدراوە ئەم پەڕەیە ببینیت.' },
    noPermissions: {
      title: 'مۆڵەتت نییە',
      body: 'تۆ چوویتە ژوورەوە، بەڵام هەژمارەکەت مۆڵەتی پێویستی بۆ ئەم بەشە نییە. تکایە پەیوەندی بە بەڕێوەبەری ماڵپەڕەکەوە بکە.',
    },
    authError: { title: 'هەڵە لە چوونەژوورەوە', body: 'چوونەژوورەوە سەرکەوتوو نەبوو. تکایە دووبارە هەوڵ بدەرەوە.' },
    disabledPreview: {
      title: 'ئەم پەڕەیە ناچالاکە',
      body: 'ئەم پەڕەیە لە ئێستادا بڵاو نەکراوەتەوە. پێشبینینی پەڕە ناچالاکەکان تەنها بۆ دەستکارانی چووەژوورەوەیە.',
    },
  },
  ar: {
    noAccess: { title: 'الوصول غير مسموح', body: 'عذرًا، ليس لديك إذن لعرض هذه الصفحة.' },
    noPermissions: {
      title: 'ليست لديك صلاحيات',
      body: 'لقد سجّلت الدخول، لكن حسابك لا يملك الصلاحيات اللازمة لهذا القسم. يُرجى التواصل مع مسؤول الموقع.',
    },
    authError: { title: 'خطأ في تسجيل الدخول', body: 'تعذّر تسجيل الدخول. يُرجى المحاولة مرة أخرى.' },
    disabledPreview: {
      title: 'هذه الصفحة معطّلة',
      body: 'هذه الصفحة غير منشورة حاليًا. معاينة الصفحات المعطّلة متاحة فقط للمحرّرين بعد تسجيل الدخول.',
    },
  },
  en: {
    noAccess: { title: 'Access not allowed', body: 'Sorry, you do not have permission to see this page.' },
    noPermissions: {
      title: 'No permissions',
      body: 'You are signed in, but your account does not have the permissions this area needs. Please contact the site administrator.',
    },
    authError: { title: 'Sign-in error', body: 'Signing in did not succeed. Please try again.' },
    disabledPreview: {
      title: 'This page is disabled',
      body: 'This page is not published at the moment. Previews of disabled pages are available to signed-in editors only.',
    },
  },
};

export function statusPageStrings(language: Language): StatusPageStrings {
  return STRINGS[language];
}
