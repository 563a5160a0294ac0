/**
 * The password rule's reasons, shared by the server (which decides, server/auth/password-strength.ts)
 * and every place a password is set (the admin Users screen, the password change form,
 * `npm run user:add`), which says the reason in the reader's language (docs/accounts.md,
 * "Passwords"). A refusal carries the reason's key (`reason` of a 400 `weak_password`); the words
 * live here once. Pure data and lookups: no estimator here, its dictionaries stay on the server.
 */
import type { Language } from './languages.js';

/** The shortest password an account may get. */
export const MIN_PASSWORD_LENGTH = 12;
/** argon2 hashes any length, but a megabyte "password" is a cheap way to burn the server's CPU. */
export const MAX_PASSWORD_LENGTH = 256;

export const PASSWORD_REASONS = [
  'too_short',
  'too_long',
  'only_spaces',
  'personal_data',
  'common_password',
  'keyboard_pattern',
  'repeated',
  'sequence',
  'dates',
  'single_word',
  'too_guessable',
] as const;

export type PasswordReason = (typeof PASSWORD_REASONS)[number];

export function isPasswordReason(value: unknown): value is PasswordReason {
  return typeof value === 'string' && (PASSWORD_REASONS as readonly string[]).includes(value);
}

type Words = Record<Language, string>;

/** `{min}` and `{max}` are filled with the lengths above. */
const REASONS: Record<PasswordReason, Words> = {
  too_short: {
    ku: 'وشەی نهێنی دەبێت لانیکەم {min} پیت بێت.',
    ar: 'يجب أن تتكون كلمة المرور من {min} حرفًا على الأقل.',
    en: 'The password must have at least {min} characters.',
  },
  too_long: {
    ku: 'وشەی نهێنی دەبێت زۆرترین {max} پیت بێت.',
    ar: 'يجب ألا تزيد كلمة المرور على {max} حرفًا.',
    en: 'The password must have at most {max} characters.',
  },
  only_spaces: {
    ku: 'وشەی نهێنی ناتوانێت تەنها بۆشایی بێت.',
    ar: 'لا يمكن أن تتكون كلمة المرور من مسافات فقط.',
    en: 'The password cannot be only spaces.',
  },
  personal_data: {
    ku: 'وشەی نهێنی نابێت ئیمەیڵەکەت، ناوەکەت یان ناوی براندەکە (لاند ڕۆڤەر، جاگوار، lrdx) لەخۆ بگرێت.',
    ar: 'يجب ألا تحتوي كلمة المرور على بريدك الإلكتروني أو اسمك أو اسم العلامة التجارية (لاند روفر، جاكوار، lrdx).',
    en: 'The password must not contain your e-mail address, your name or the brand’s names (Land Rover, Jaguar, lrdx).',
  },
  common_password: {
    ku: 'ئەمە وشەیەکی نهێنیی باو یان نزیکی وشەیەکی باوە؛ هێرشبەران یەکەم جار ئەمانە تاقی دەکەنەوە.',
    ar: 'هذه كلمة مرور شائعة أو قريبة من كلمة شائعة؛ يجرّبها المهاجمون أولاً.',
    en: 'This is a common password, or close to one; attackers try these first.',
  },
  keyboard_pattern: {
    ku: 'ڕیزی دوگمەکانی تەختەکلیل (وەک qwerty) بە ئاسانی دەدۆزرێنەوە.',
    ar: 'صفوف مفاتيح لوحة المفاتيح (مثل qwerty) سهلة التخمين.',
    en: 'Rows of keyboard keys (such as qwerty) are easy to guess.',
  },
  repeated: {
    ku: 'پیت یان بەشی دووبارەکراوە (وەک aaa یان abcabc) بە ئاسانی دەدۆزرێنەوە.',
    ar: 'الأحرف أو الأجزاء المكررة (مثل aaa أو abcabc) سهلة التخمين.',
    en: 'Repeated characters or parts (such as aaa or abcabc) are easy to guess.',
  },
  sequence: {
    ku: 'زنجیرەی وەک abc یان 1234 بە ئاسانی دەدۆزرێنەوە.',
    ar: 'التسلسلات مثل abc أو 1234 سهلة التخمين.',
    en: 'Sequences such as abc or 1234 are easy to guess.',
  },
  dates: {
    ku: 'ساڵ و بەروار بە ئاسانی دەدۆزرێنەوە.',
    ar: 'السنوات والتواريخ سهلة التخمين.',
    en: 'Years and dates are easy to guess.',
  },
  single_word: {
    ku: 'یەک وشە یان یەک ناو بە ئاسانی دەدۆزرێتەوە؛ چەند وشەیەکی نەباو پێکەوە بنووسە.',
    ar: 'الكلمة الواحدة أو الاسم الواحد سهل التخمين؛ اكتب عدة كلمات غير شائعة معًا.',
    en: 'A single word or name is easy to guess; write several uncommon words together.',
  },
  too_guessable: {
    ku: 'وشەی نهێنییەکە بە ئاسانی دەدۆزرێتەوە؛ درێژتری بکە بە چەند وشەیەکی نەباو.',
    ar: 'كلمة المرور سهلة التخمين؛ أطِلها بعدة كلمات غير شائعة.',
    en: 'The password is easy to guess; make it longer with a few uncommon words.',
  },
};

/** Why a password was refused, in `language`. */
export function passwordReasonText(reason: PasswordReason, language: Language): string {
  return REASONS[reason][language].replace('{min}', String(MIN_PASSWORD_LENGTH)).replace('{max}', String(MAX_PASSWORD_LENGTH));
}

/** The length rules alone (no estimator): the reason, or undefined when the length is fine. */
export function passwordLengthReason(password: string): PasswordReason | undefined {
  if (password.length < MIN_PASSWORD_LENGTH) return 'too_short';
  if (password.length > MAX_PASSWORD_LENGTH) return 'too_long';
  if (password.trim() === '') return 'only_spaces';
  return undefined;
}
