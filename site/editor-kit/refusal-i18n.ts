/**
 * The server's refusals (`{error:{code,message,field}}`) in the screen's language. The server's
 * `message` is English for API callers; an editor working in Kurdish or Arabic reads the code (and,
 * for `invalid_request`, the field) here instead. Only a code this table does not know falls back
 * to the server's own message, so a new server refusal is still shown rather than hidden. Pure.
 */
import type { Language } from '../../domain/languages.js';
import { isPasswordReason, passwordReasonText } from '../../domain/password-rule.js';
import { EditorApiError } from './api-client.js';
import { fillPlaceholders } from '../../domain/placeholders.js';

type Words = Record<Language, string>;

/** What the one URL rule accepts (docs/security-headers.md, "One URL rule"), for a refused link. */
const LINK_RULE: Words = {
  ku: 'بەستەرەکە دەبێت ڕێڕەوێکی ماڵپەڕ یان ناونیشانێکی http(s)، mailto: یان tel: بێت: {field}.',
  ar: 'يجب أن يكون الرابط مسارًا في الموقع أو عنوان http(s) أو mailto: أو tel:: {field}.',
  en: 'The link must be a site path or an http(s), mailto: or tel: address: {field}.',
};

/**
 * A stock locator's curated list (docs/cms-editor.md, "The stock locator's curated list"): the
 * block's check refuses a mistyped entry (invalid_block on `…props.vehicles`), the server an id or VIN
 * no vehicle has (unknown_vehicle, the entries in `details.unknown`, filled in as `{list}`).
 */
const CURATED_SHAPE: Words = {
  ku: 'هەر دێڕێکی لیستی ئۆتۆمبێلەکان دەبێت ژمارەی ئۆتۆمبێلێک لە کۆگادا یان ژمارەی شاسیی ١٧ پیتی بێت (تا ٢٤ دانە): {field}.',
  ar: 'يجب أن يكون كل سطر في قائمة السيارات رقم معرّف سيارة أو رقم VIN من ١٧ خانة (حتى ٢٤): {field}.',
  en: 'Each line of the vehicle list must be a vehicle id or a 17-character VIN (at most 24): {field}.',
};

/** Per error code. `{field}` is the field's name on the screen (or the server's field path). */
const CODES: Record<string, Words> = {
  unknown_vehicle: {
    ku: 'هیچ ئۆتۆمبێلێک ئەم ژمارە یان VINـانەی نییە: {list}. ڕاستیان بکەرەوە یان لایان ببە ({field}).',
    ar: 'لا توجد سيارة بهذه الأرقام أو أرقام VIN: {list}. صحّحها أو احذفها ({field}).',
    en: 'No vehicle has these ids or VINs: {list}. Correct or remove them ({field}).',
  },
  invalid_request: {
    ku: 'ئەم بەهایە وەرناگیرێت: {field}.',
    ar: 'هذه القيمة غير مقبولة: {field}.',
    en: 'This value is not accepted: {field}.',
  },
  invalid_body: {
    ku: 'ناردنەکە نەخوێندرایەوە. پەڕەکە نوێ بکەرەوە و دووبارە هەوڵ بدەرەوە.',
    ar: 'تعذّرت قراءة الطلب. حدّث الصفحة وحاول مرة أخرى.',
    en: 'The request could not be read. Reload the page and try again.',
  },
  // The one URL rule (docs/security-headers.md, "One URL rule"): the field is named, the allowed kinds listed.
  unsafe_url: LINK_RULE,
  // The stock feed's address (domain/feed-url.ts, docs/stock-feed.md).
  invalid_url: {
    ku: 'ناونیشانەکە دەبێت تەواو بێت، بە https:// یان http:// دەست پێ بکات و ناوی بەکارهێنەر یان وشەی نهێنی تێدا نەبێت: {field}.',
    ar: 'يجب أن يكون العنوان كاملًا، يبدأ بـ https:// أو http://، ودون اسم مستخدم أو كلمة مرور: {field}.',
    en: 'The address must be whole, start with https:// or http://, and hold no user name or password: {field}.',
  },
  pull_not_configured: {
    ku: 'سەرەتا ناونیشانی فید دابنێ و هێنان چالاک بکە.',
    ar: 'اضبط عنوان الملف وفعّل الجلب أولًا.',
    en: 'Configure and switch on the feed pull first.',
  },
  pull_running: {
    ku: 'فیدەکە ئێستا دەهێنرێت؛ ڕاپۆرتەکەی دوای تەواوبوون لێرە دەردەکەوێت.',
    ar: 'يُجلب الملف الآن؛ يظهر تقريره هنا عند انتهائه.',
    en: 'The feed is being pulled already; its report shows here when it is done.',
  },
  external_redirect_admin_only: {
    ku: 'تەنها بەڕێوەبەر دەتوانێت پەڕەیەک بۆ ماڵپەڕێکی تر ئاراستە بکاتەوە: {field}.',
    ar: 'لا يحوّل صفحة إلى موقع آخر إلا المدير: {field}.',
    en: 'Only an admin may redirect a page to another site: {field}.',
  },
  path_taken: {
    ku: 'ئەم زمانە پێشتر ئاراستەکردنەوەیەکی لەم ناونیشانەوە هەیە.',
    ar: 'لهذه اللغة إعادة توجيه من هذا العنوان بالفعل.',
    en: 'This language already has a redirect from this address.',
  },
  redirect_not_found: {
    ku: 'ئەم ئاراستەکردنەوەیە نەماوە؛ لیستەکە نوێ کرایەوە.',
    ar: 'لم تعد إعادة التوجيه هذه موجودة؛ تم تحديث القائمة.',
    en: 'This redirect no longer exists; the list was reloaded.',
  },
  metahead_not_found: {
    ku: 'ئەم کۆدە نەماوە؛ لیستەکە نوێ کرایەوە.',
    ar: 'لم تعد هذه الشيفرة موجودة؛ تم تحديث القائمة.',
    en: 'This code no longer exists; the list was reloaded.',
  },
  unauthenticated: {
    ku: 'دانیشتنەکەت کۆتایی هات. دووبارە بچۆ ژوورەوە.',
    ar: 'انتهت جلستك. سجّل الدخول مرة أخرى.',
    en: 'Your session has ended. Sign in again.',
  },
  forbidden: {
    ku: 'ڕۆڵەکەت ڕێگەی ئەم کارە نادات.',
    ar: 'دورك لا يسمح بهذا الإجراء.',
    en: 'Your role does not allow this.',
  },
  no_permissions: {
    ku: 'ڕۆڵەکەت ڕێگەی ئەم کارە نادات.',
    ar: 'دورك لا يسمح بهذا الإجراء.',
    en: 'Your role does not allow this.',
  },
  csrf_invalid: {
    ku: 'پەڕەکە کۆن بووە. نوێی بکەرەوە و دووبارە هەوڵ بدەرەوە.',
    ar: 'الصفحة قديمة. حدّثها وحاول مرة أخرى.',
    en: 'This page is out of date. Reload it and try again.',
  },
  csrf_missing: {
    ku: 'پەڕەکە کۆن بووە. نوێی بکەرەوە و دووبارە هەوڵ بدەرەوە.',
    ar: 'الصفحة قديمة. حدّثها وحاول مرة أخرى.',
    en: 'This page is out of date. Reload it and try again.',
  },
  rate_limited: {
    ku: 'داواکاری زۆر لە ماوەیەکی کورتدا. کەمێک چاوەڕێ بکە و دووبارە هەوڵ بدەرەوە.',
    ar: 'طلبات كثيرة في وقت قصير. انتظر قليلاً ثم حاول مرة أخرى.',
    en: 'Too many requests in a short time. Wait a moment and try again.',
  },
  email_taken: {
    ku: 'ئەم ئیمەیڵە پێشتر هەژمارێکی هەیە.',
    ar: 'لهذا البريد الإلكتروني حساب بالفعل.',
    en: 'This e-mail already has an account.',
  },
  weak_password: {
    ku: 'وشەی نهێنییەکە زۆر لاوازە؛ درێژتر و جیاوازتر هەڵبژێرە.',
    ar: 'كلمة المرور ضعيفة جدًا؛ اختر كلمة أطول وأكثر تنوعًا.',
    en: 'The password is too weak; choose a longer, less common one.',
  },
  payload_too_large: {
    ku: 'ناوەڕۆکەکە زۆر گەورەیە.',
    ar: 'المحتوى كبير جداً.',
    en: 'The content is too large.',
  },
};

/**
 * `invalid_request` per field, when the field alone says what is wrong (the server's checks on it
 * are listed in its service: server/cms/redirects-service.ts, metaheads-service.ts, footer-service.ts).
 * Footer fields are paths (`configuration.columns[0].rows[1].items[2].url`): their last name decides.
 */
const FIELDS: Record<string, Words> = {
  path: {
    ku: '«لە ناونیشانی» دەبێت ڕێڕەوێکی ماڵپەڕ بێت کە بە / دەست پێدەکات، بەبێ زمان و جگە لە پەڕەی سەرەکی.',
    ar: 'يجب أن يكون «من العنوان» مسارًا في الموقع يبدأ بـ /، من دون اللغة، وليس الصفحة الرئيسية.',
    en: '"From address" must be a site path starting with /, without the language, and not the home page.',
  },
  to: {
    ku: '«بۆ» دەبێت ڕێڕەوێکی ماڵپەڕ وەک /offers یان ناونیشانێکی http(s) بێت، بەبێ بۆشایی، و نابێت هەمان ناونیشانی خۆی بێت.',
    ar: 'يجب أن يكون «إلى» مسارًا في الموقع مثل /offers أو عنوان http(s)، من دون مسافات، وألا يكون العنوان نفسه.',
    en: '"To" must be a site path such as /offers or an http(s) address, without spaces, and not the same address.',
  },
  http_code: {
    ku: 'جۆرەکە دەبێت یەکێک بێت لە 301، 302، 303، 307، 308.',
    ar: 'يجب أن يكون النوع أحد 301 أو 302 أو 303 أو 307 أو 308.',
    en: 'The kind must be one of 301, 302, 303, 307, 308.',
  },
  content: {
    ku: 'کۆدەکە نابێت بەتاڵ بێت (زۆرترین 100000 پیت).',
    ar: 'يجب ألا تكون الشيفرة فارغة (100000 حرف كحد أقصى).',
    en: 'The code must not be empty (at most 100,000 characters).',
  },
  sequence: {
    ku: 'ڕیزبەندی دەبێت ژمارەیەکی تەواو بێت لە 0 تا 100000.',
    ar: 'يجب أن يكون الترتيب عددًا صحيحًا من 0 إلى 100000.',
    en: 'The order must be a whole number from 0 to 100000.',
  },
  rdx_core_page_id: {
    ku: 'ئەم پەڕەیە نییە؛ پەڕەیەک یان «هەموو پەڕەکان» هەڵبژێرە.',
    ar: 'هذه الصفحة غير موجودة؛ اختر صفحة أو «كل الصفحات».',
    en: 'This page does not exist; choose a page or "Every page".',
  },
  url: LINK_RULE,
  label: {
    ku: 'هەر بەستەرێک پێویستی بە ناونیشانێکە: {field}.',
    ar: 'كل رابط يحتاج إلى نص: {field}.',
    en: 'Every link needs a label: {field}.',
  },
  action: {
    ku: 'ناونیشانی گەڕان دەبێت ڕێڕەوێکی ماڵپەڕ بێت وەک /search.',
    ar: 'يجب أن يكون عنوان البحث مسارًا في الموقع مثل /search.',
    en: 'The search address must be a site path such as /search.',
  },
  middle_html: {
    ku: 'HTMLی ناوەڕاست زۆر درێژە.',
    ar: 'HTML الأوسط طويل جدًا.',
    en: 'The middle HTML is too long.',
  },
  bottom_html: {
    ku: 'HTMLی خوارەوە زۆر درێژە.',
    ar: 'HTML السفلي طويل جدًا.',
    en: 'The bottom HTML is too long.',
  },
};

/** The last field name of a path: `configuration.search.action` → action, `items[2].url` → url. */
export function lastFieldName(field: string): string {
  const names = field.split('.').map((part) => part.replace(/\[\d+\]$/, ''));
  return names[names.length - 1] ?? field;
}

/** The sentence with the field's screen name (and a curated list's unknown entries) in its gaps (domain/placeholders.ts). */
function fill(text: string, field: string, list = ''): string {
  return fillPlaceholders(text, { field, list });
}

/**
 * A refusal as the editor should read it. `fieldNames` gives the screen's own name of a field (its
 * label) for the generic `invalid_request` sentence.
 */
export function refusalText(failure: unknown, language: Language, fieldNames: Record<string, string> = {}): string {
  if (!(failure instanceof EditorApiError)) return failure instanceof Error ? failure.message : String(failure);
  const field = failure.field ?? '';
  const shownField = fieldNames[field] ?? fieldNames[lastFieldName(field)] ?? field;
  // A field with its own sentence says it for a malformed value and for one the URL rule refused.
  if ((failure.code === 'invalid_request' || failure.code === 'unsafe_url') && field) {
    const specific = FIELDS[field] ?? FIELDS[lastFieldName(field)];
    if (specific) return fill(specific[language], shownField);
  }
  // The password rule says which part of it refused the password (docs/accounts.md, "Passwords").
  if (failure.code === 'weak_password' && isPasswordReason(failure.details.reason))
    return passwordReasonText(failure.details.reason, language);
  if (failure.code === 'invalid_block' && lastFieldName(field) === 'vehicles') return fill(CURATED_SHAPE[language], shownField);
  const general = CODES[failure.code];
  const unknown = failure.details.unknown;
  // Entries are ids and VINs: kept left to right inside Kurdish and Arabic text.
  const list = Array.isArray(unknown) ? `\u2066${unknown.map(String).join(', ')}\u2069` : '';
  if (general && (failure.code !== 'invalid_request' || field)) return fill(general[language], shownField, list);
  return failure.message;
}

/** Codes this table translates (for tests and docs). */
export const TRANSLATED_CODES = Object.keys(CODES);
export const TRANSLATED_FIELDS = Object.keys(FIELDS);
