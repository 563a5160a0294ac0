/**
 * A version's change summary in the editor's language (docs/cms-editor.md, "Versions"). The server
 * stores it in English phrases joined by "; " (server/cms/page-content.ts `summarizeChange`, and
 * server/cms/pages-service.ts for moves, copies, restores and unpublishing); each known phrase is
 * said again here, a phrase this table does not know is shown as stored, isolated.
 */
import { fillPlaceholders } from '../../domain/placeholders.js';
import type { Language } from '../../domain/languages.js';
import { pluralText, type PluralTexts } from '../../domain/plural-rules.js';

interface SummaryStrings {
  noChanges: string;
  takenOff: string;
  reordered: string;
  /** `{count}` blocks. */
  created: PluralTexts;
  added: PluralTexts;
  removed: PluralTexts;
  changed: PluralTexts;
  /** `{field}`. */
  fieldChanged: string;
  /** `{from}`, `{to}`: paths. */
  moved: string;
  /** `{from}`: language and path of the page copied. */
  copied: string;
  /** `{number}`. */
  restored: string;
  fields: Record<string, string>;
}

const en: SummaryStrings = {
  noChanges: 'no changes',
  takenOff: 'taken off the site',
  reordered: 'blocks reordered',
  created: { one: 'created with {count} block', other: 'created with {count} blocks' },
  added: { one: '{count} block added', other: '{count} blocks added' },
  removed: { one: '{count} block removed', other: '{count} blocks removed' },
  changed: { one: '{count} block changed', other: '{count} blocks changed' },
  fieldChanged: '{field} changed',
  moved: 'moved from {from} to {to}',
  copied: 'copied from {from} to translate',
  restored: 'restored version {number}',
  fields: {
    title: 'title',
    meta_title: 'search title',
    meta_description: 'search description',
    image_id: 'share image',
    page_type: 'page type',
    link_type: 'link type',
    redirect_path: 'redirect',
    link_new_window: 'new window',
    url_redirection: 'URL redirection',
    nav_hidden: 'hidden from navigation',
  },
};

const ku: SummaryStrings = {
  noChanges: 'هیچ گۆڕانێک نییە',
  takenOff: 'لە ماڵپەڕ لابرا',
  reordered: 'ڕیزبەندی بەشەکان گۆڕا',
  created: { one: 'دروستکرا بە {count} بەش', other: 'دروستکرا بە {count} بەش' },
  added: { one: '{count} بەش زیادکرا', other: '{count} بەش زیادکران' },
  removed: { one: '{count} بەش سڕایەوە', other: '{count} بەش سڕانەوە' },
  changed: { one: '{count} بەش گۆڕا', other: '{count} بەش گۆڕان' },
  fieldChanged: '{field} گۆڕا',
  moved: 'گوازرایەوە لە {from} بۆ {to}',
  copied: 'لە {from} کۆپی کرا بۆ وەرگێڕان',
  restored: 'وەشانی {number} گەڕێندرایەوە',
  fields: {
    title: 'ناونیشان',
    meta_title: 'ناونیشانی گەڕان',
    meta_description: 'وەسفی گەڕان',
    image_id: 'وێنەی هاوبەشکردن',
    page_type: 'جۆری پەڕە',
    link_type: 'جۆری بەستەر',
    redirect_path: 'ئاڕاستەکردنەوە',
    link_new_window: 'پەنجەرەی نوێ',
    url_redirection: 'ئاڕاستەکردنەوەی ناونیشان',
    nav_hidden: 'شاردنەوە لە لیست',
  },
};

const ar: SummaryStrings = {
  noChanges: 'لا تغييرات',
  takenOff: 'أزيلت من الموقع',
  reordered: 'تغيّر ترتيب الأقسام',
  created: {
    zero: 'أنشئت بلا أقسام',
    one: 'أنشئت بقسم واحد',
    two: 'أنشئت بقسمين',
    few: 'أنشئت بـ {count} أقسام',
    many: 'أنشئت بـ {count} قسمًا',
    other: 'أنشئت بـ {count} قسم',
  },
  added: {
    zero: 'لم يُضف قسم',
    one: 'أضيف قسم واحد',
    two: 'أضيف قسمان',
    few: 'أضيفت {count} أقسام',
    many: 'أضيف {count} قسمًا',
    other: 'أضيف {count} قسم',
  },
  removed: {
    zero: 'لم يُحذف قسم',
    one: 'حُذف قسم واحد',
    two: 'حُذف قسمان',
    few: 'حُذفت {count} أقسام',
    many: 'حُذف {count} قسمًا',
    other: 'حُذف {count} قسم',
  },
  changed: {
    zero: 'لم يتغير قسم',
    one: 'تغيّر قسم واحد',
    two: 'تغيّر قسمان',
    few: 'تغيّرت {count} أقسام',
    many: 'تغيّر {count} قسمًا',
    other: 'تغيّر {count} قسم',
  },
  fieldChanged: 'تغيّر {field}',
  moved: 'نُقلت من {from} إلى {to}',
  copied: 'نُسخت من {from} للترجمة',
  restored: 'استُعيد الإصدار {number}',
  fields: {
    title: 'العنوان',
    meta_title: 'عنوان البحث',
    meta_description: 'وصف البحث',
    image_id: 'صورة المشاركة',
    page_type: 'نوع الصفحة',
    link_type: 'نوع الرابط',
    redirect_path: 'إعادة التوجيه',
    link_new_window: 'نافذة جديدة',
    url_redirection: 'إعادة توجيه العنوان',
    nav_hidden: 'الإخفاء من القائمة',
  },
};

const STRINGS: Record<Language, SummaryStrings> = { en, ku, ar };

/** A path or other stored value kept left to right inside the sentence (first-strong isolate). */
const isolate = (text: string) => `\u2068${text}\u2069`;

function phrase(part: string, s: SummaryStrings, language: Language): string {
  const counted = (texts: PluralTexts, count: number) => fillPlaceholders(pluralText(texts, count, language), { count });
  if (part === 'no changes') return s.noChanges;
  if (part === 'taken off the site') return s.takenOff;
  if (part === 'blocks reordered') return s.reordered;
  let match = /^created with (\d+) blocks?$/.exec(part);
  if (match) return counted(s.created, Number(match[1]));
  match = /^blocks: (.+)$/.exec(part);
  if (match) {
    const counts = (match[1] ?? '').split(', ').map((item) => /^(\d+) (added|removed|changed)$/.exec(item));
    if (counts.every((item) => item !== null))
      return counts
        .map((item) => counted(s[item![2] as 'added' | 'removed' | 'changed'], Number(item![1])))
        .join(language === 'en' ? ', ' : '، ');
  }
  match = /^(\w+) changed$/.exec(part);
  if (match && s.fields[match[1] ?? '']) return fillPlaceholders(s.fieldChanged, { field: s.fields[match[1] ?? ''] ?? '' });
  match = /^moved from (\S+) to (\S+)$/.exec(part);
  if (match) return fillPlaceholders(s.moved, { from: isolate(match[1] ?? ''), to: isolate(match[2] ?? '') });
  match = /^copied from (\S+) to translate$/.exec(part);
  if (match) return fillPlaceholders(s.copied, { from: isolate(match[1] ?? '') });
  match = /^restored version (\d+)$/.exec(part);
  if (match) return fillPlaceholders(s.restored, { number: match[1] ?? '' });
  return isolate(part);
}

export function versionSummaryText(summary: string, language: Language): string {
  const s = STRINGS[language];
  const separator = language === 'en' ? '; ' : '؛ ';
  return summary
    .split('; ')
    .filter((part) => part !== '')
    .map((part) => phrase(part, s, language))
    .join(separator);
}
