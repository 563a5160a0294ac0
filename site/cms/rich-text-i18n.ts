/**
 * Texts around the rich-text field (docs/cms-editor.md, "Rich text") in the editor's language:
 * the text style and list selects, the link button, its question and refusal, and the note on a
 * value kept in the code area.
 */
import type { Language } from '../../domain/languages.js';
import type { ListKind, TextStyle } from './rich-text.js';

export interface RichTextStrings {
  /** The text style select's name and its choices. */
  textStyle: string;
  textStyles: Record<TextStyle, string>;
  /** The list select's name and its choices. */
  list: string;
  lists: Record<ListKind, string>;
  link: string;
  unlink: string;
  /** The question asked for a link's address. */
  linkAddress: string;
  /** An address the one URL rule refuses (domain/safe-url.ts). */
  linkRefused: string;
  /** Under a value the rich-text field cannot keep, shown in the code area instead. */
  keptAsHtml: string;
}

const en: RichTextStrings = {
  textStyle: 'Text style',
  textStyles: { p: 'Paragraph', h2: 'Heading 2', h3: 'Heading 3', h4: 'Heading 4' },
  list: 'List',
  lists: { none: 'No list', bullet: 'Bullet list', ordered: 'Numbered list' },
  link: 'Link',
  unlink: 'Remove link',
  linkAddress: 'Address of the link: a page of this site (/offers), https://…, mailto:… or tel:…',
  linkRefused: 'This address cannot be a link. Use a page of this site (/offers) or an https://, mailto: or tel: address.',
  keptAsHtml: 'This text holds HTML the text editor cannot keep (a table, an image, a widget, a class…), so it is edited as HTML here.',
};

const ku: RichTextStrings = {
  textStyle: 'شێوەی دەق',
  textStyles: { p: 'بڕگە', h2: 'سەردێڕی ٢', h3: 'سەردێڕی ٣', h4: 'سەردێڕی ٤' },
  list: 'لیست',
  lists: { none: 'بێ لیست', bullet: 'لیستی خاڵدار', ordered: 'لیستی ژمارەدار' },
  link: 'بەستەر',
  unlink: 'لابردنی بەستەر',
  linkAddress: 'ناونیشانی بەستەر: پەڕەیەکی ئەم ماڵپەڕە (/offers)، https://…، mailto:… یان tel:…',
  linkRefused: 'ئەم ناونیشانە ناتوانێت ببێتە بەستەر. پەڕەیەکی ئەم ماڵپەڕە (/offers) یان ناونیشانێکی https://، mailto: یان tel: بەکاربهێنە.',
  keptAsHtml:
    'ئەم دەقە HTMLی تێدایە کە دەستکاریکەری دەق ناتوانێت بیپارێزێت (خشتە، وێنە، ویجێت، class…)، بۆیە لێرەدا وەک HTML دەستکاری دەکرێت.',
};

const ar: RichTextStrings = {
  textStyle: 'نمط النص',
  textStyles: { p: 'فقرة', h2: 'عنوان ٢', h3: 'عنوان ٣', h4: 'عنوان ٤' },
  list: 'قائمة',
  lists: { none: 'بدون قائمة', bullet: 'قائمة نقطية', ordered: 'قائمة مرقمة' },
  link: 'رابط',
  unlink: 'إزالة الرابط',
  linkAddress: 'عنوان الرابط: صفحة من هذا الموقع (/offers) أو https://… أو mailto:… أو tel:…',
  linkRefused: 'لا يمكن أن يكون هذا العنوان رابطًا. استخدم صفحة من هذا الموقع (/offers) أو عنوان https:// أو mailto: أو tel:.',
  keptAsHtml: 'يحتوي هذا النص على HTML لا يستطيع محرر النص الاحتفاظ به (جدول، صورة، أداة، class…)، لذلك يُحرَّر هنا بصيغة HTML.',
};

const STRINGS: Record<Language, RichTextStrings> = { en, ku, ar };

export function richTextStrings(language: Language): RichTextStrings {
  return STRINGS[language];
}
