/** Words of the sign-ins screen (admin; docs/accounts.md) in Kurdish Sorani, Arabic and English. */
import type { Language } from '../../domain/languages.js';
import { COMMON_WORDS, type CommonWords } from '../editor-kit/common-words.js';

export interface SignInsStrings extends Pick<CommonWords, 'loading'> {
  tab: string;
  sessionsHeading: string;
  activityHeading: string;
  delayedHeading: string;
  user: string;
  kind: string;
  kinds: Record<'session' | 'token', string>;
  scope: string;
  scopes: Record<'read' | 'write', string>;
  created: string;
  lastUsed: string;
  /** The client address of an attempt. */
  from: string;
  /** Where the session or token was created from. */
  createdFrom: string;
  /** Where it was last used from (a second column, so it needs its own header). */
  lastFrom: string;
  never: string;
  revoke: string;
  revoked: string;
  at: string;
  via: string;
  vias: Record<'password' | 'token', string>;
  outcome: string;
  outcomes: Record<'success' | 'failure' | 'locked', string>;
  until: string;
  failures: string;
  empty: string;
}

const en: SignInsStrings = {
  ...COMMON_WORDS.en,
  tab: 'Sign-ins',
  sessionsHeading: 'Signed-in sessions and tokens',
  activityHeading: 'Sign-in activity',
  delayedHeading: 'Accounts waiting out a delay',
  user: 'User',
  kind: 'Kind',
  kinds: { session: 'Browser session', token: 'Bearer token' },
  scope: 'Scope',
  scopes: { read: 'Read only', write: 'Read and write' },
  created: 'Created',
  lastUsed: 'Last used',
  from: 'From',
  createdFrom: 'Created from',
  lastFrom: 'Last used from',
  never: 'Not yet',
  revoke: 'Revoke',
  revoked: 'Revoked.',
  at: 'When',
  via: 'How',
  vias: { password: 'Sign-in', token: 'Token request' },
  outcome: 'Outcome',
  outcomes: { success: 'Signed in', failure: 'Wrong e-mail or password', locked: 'Refused: too many attempts' },
  until: 'Until',
  failures: 'Failures',
  empty: 'Nothing yet.',
};

const ku: SignInsStrings = {
  ...COMMON_WORDS.ku,
  tab: 'چوونەژوورەوەکان',
  sessionsHeading: 'دانیشتن و تۆکنە کراوەکان',
  activityHeading: 'چالاکیی چوونەژوورەوە',
  delayedHeading: 'هەژمارە ڕاگیراوەکان',
  user: 'بەکارهێنەر',
  kind: 'جۆر',
  kinds: { session: 'دانیشتنی وێبگەڕ', token: 'تۆکنی Bearer' },
  scope: 'مەودا',
  scopes: { read: 'تەنها خوێندنەوە', write: 'خوێندنەوە و نووسین' },
  created: 'دروستکراوە',
  lastUsed: 'دوایین بەکارهێنان',
  from: 'لە',
  createdFrom: 'دروستکرا لە',
  lastFrom: 'دوایین بەکارهێنان لە',
  never: 'هێشتا نا',
  revoke: 'هەڵوەشاندنەوە',
  revoked: 'هەڵوەشێنرایەوە.',
  at: 'کەی',
  via: 'چۆن',
  vias: { password: 'چوونەژوورەوە', token: 'داواکردنی تۆکن' },
  outcome: 'ئەنجام',
  outcomes: { success: 'چووە ژوورەوە', failure: 'ئیمەیڵ یان وشەی نهێنی هەڵە', locked: 'ڕەتکرایەوە: هەوڵی زۆر' },
  until: 'تا',
  failures: 'هەڵەکان',
  empty: 'هێشتا هیچ نییە.',
};

const ar: SignInsStrings = {
  ...COMMON_WORDS.ar,
  tab: 'تسجيلات الدخول',
  sessionsHeading: 'الجلسات والرموز النشطة',
  activityHeading: 'نشاط تسجيل الدخول',
  delayedHeading: 'حسابات في فترة انتظار',
  user: 'المستخدم',
  kind: 'النوع',
  kinds: { session: 'جلسة متصفح', token: 'رمز Bearer' },
  scope: 'النطاق',
  scopes: { read: 'قراءة فقط', write: 'قراءة وكتابة' },
  created: 'أُنشئ',
  lastUsed: 'آخر استخدام',
  from: 'من',
  createdFrom: 'أُنشئ من',
  lastFrom: 'آخر استخدام من',
  never: 'ليس بعد',
  revoke: 'إلغاء',
  revoked: 'تم الإلغاء.',
  at: 'متى',
  via: 'كيف',
  vias: { password: 'تسجيل دخول', token: 'طلب رمز' },
  outcome: 'النتيجة',
  outcomes: { success: 'تم الدخول', failure: 'بريد أو كلمة مرور خاطئة', locked: 'مرفوض: محاولات كثيرة' },
  until: 'حتى',
  failures: 'الإخفاقات',
  empty: 'لا شيء بعد.',
};

const STRINGS: Record<Language, SignInsStrings> = { en, ku, ar };

export function signInsStrings(language: Language): SignInsStrings {
  return STRINGS[language];
}
