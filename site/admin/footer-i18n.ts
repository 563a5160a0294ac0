/** Words of the footer screen (editor) in Kurdish Sorani, Arabic and English. */
import type { Language } from '../../domain/languages.js';

export interface FooterStrings {
  tab: string;
  heading: string;
  intro: string;
  language: string;
  columns: string;
  column: string;
  columnKind: string;
  kinds: { links: string; social: string };
  group: string;
  groupHeading: string;
  groupLink: string;
  link: string;
  label: string;
  url: string;
  icon: string;
  newWindow: string;
  addColumn: string;
  addGroup: string;
  addLink: string;
  removeColumn: string;
  removeGroup: string;
  removeLink: string;
  retailers: string;
  mediumLinks: string;
  listHeading: string;
  search: string;
  searchLabel: string;
  searchPlaceholder: string;
  searchAction: string;
  searchActionHint: string;
  searchButton: string;
  middleHtml: string;
  bottomHtml: string;
  htmlHint: string;
  save: string;
  saved: string;
  loading: string;
  emptyDropped: string;
  /** The jump list's name: links to each column, group and part of the long form. */
  jumpTo: string;
  /** A column's or group's summary when its heading is empty. */
  noHeading: string;
  /** "12 links" in a collapsed column's or group's summary. */
  linkCount(n: number): string;
}

const en: FooterStrings = {
  tab: 'Footer',
  heading: 'Footer',
  intro: 'The footer of every page in one site language. Saving replaces it at once on the live site.',
  language: 'Site language',
  columns: 'Columns',
  column: 'Column {n}',
  columnKind: 'Kind',
  kinds: { links: 'Links', social: 'Social icons' },
  group: 'Group {n}',
  groupHeading: 'Heading',
  groupLink: 'Heading link',
  link: 'Link {n}',
  label: 'Text',
  url: 'Address',
  icon: 'Icon (e.g. facebook)',
  newWindow: 'Open in a new window',
  addColumn: 'Add column',
  addGroup: 'Add group',
  addLink: 'Add link',
  removeColumn: 'Delete column',
  removeGroup: 'Delete group',
  removeLink: 'Delete link',
  retailers: 'Retailers',
  mediumLinks: 'Link list',
  listHeading: 'Heading',
  search: 'Search bar',
  searchLabel: 'Label',
  searchPlaceholder: 'Placeholder',
  searchAction: 'Search page',
  searchActionHint: 'A site path such as /search; leave the label empty for no search bar.',
  searchButton: 'Button text',
  middleHtml: 'Middle HTML',
  bottomHtml: 'Bottom HTML (legal)',
  htmlHint: 'Cleaned on save: scripts and unknown tags are removed.',
  save: 'Save footer',
  saved: 'Footer saved.',
  loading: 'Loading…',
  emptyDropped: 'Groups without links and columns without groups are left out when saving.',
  jumpTo: 'Go to a part of the footer',
  noHeading: 'no heading',
  linkCount: (n) => (n === 1 ? '1 link' : `${n} links`),
};

const ku: FooterStrings = {
  tab: 'پێپەڕە',
  heading: 'پێپەڕە',
  intro: 'پێپەڕەی هەموو پەڕەکان بە یەک زمانی ماڵپەڕ. پاشەکەوتکردن یەکسەر لە ماڵپەڕی زیندوودا دەیگۆڕێت.',
  language: 'زمانی ماڵپەڕ',
  columns: 'ستوونەکان',
  column: 'ستوونی {n}',
  columnKind: 'جۆر',
  kinds: { links: 'بەستەرەکان', social: 'ئایکۆنی تۆڕە کۆمەڵایەتییەکان' },
  group: 'کۆمەڵەی {n}',
  groupHeading: 'سەردێڕ',
  groupLink: 'بەستەری سەردێڕ',
  link: 'بەستەری {n}',
  label: 'دەق',
  url: 'ناونیشان',
  icon: 'ئایکۆن (بۆ نموونە facebook)',
  newWindow: 'لە پەنجەرەیەکی نوێدا بکرێتەوە',
  addColumn: 'زیادکردنی ستوون',
  addGroup: 'زیادکردنی کۆمەڵە',
  addLink: 'زیادکردنی بەستەر',
  removeColumn: 'سڕینەوەی ستوون',
  removeGroup: 'سڕینەوەی کۆمەڵە',
  removeLink: 'سڕینەوەی بەستەر',
  retailers: 'بریکاران',
  mediumLinks: 'لیستی بەستەر',
  listHeading: 'سەردێڕ',
  search: 'شریتی گەڕان',
  searchLabel: 'ناونیشان',
  searchPlaceholder: 'دەقی نموونە',
  searchAction: 'پەڕەی گەڕان',
  searchActionHint: 'ڕێڕەوێکی ماڵپەڕ وەک /search؛ بۆ نەبوونی شریتی گەڕان ناونیشانەکە بەتاڵ بهێڵەوە.',
  searchButton: 'دەقی دوگمە',
  middleHtml: 'HTMLی ناوەڕاست',
  bottomHtml: 'HTMLی خوارەوە (یاسایی)',
  htmlHint: 'لە کاتی پاشەکەوتکردندا پاک دەکرێتەوە: سکریپت و تاگی نەناسراو لادەبرێن.',
  save: 'پاشەکەوتکردنی پێپەڕە',
  saved: 'پێپەڕە پاشەکەوت کرا.',
  loading: 'بارکردن…',
  emptyDropped: 'کۆمەڵەی بێ بەستەر و ستوونی بێ کۆمەڵە لە کاتی پاشەکەوتکردندا لادەبرێن.',
  jumpTo: 'چوون بۆ بەشێکی پێپەڕە',
  noHeading: 'بێ سەردێڕ',
  // Sorani counts with the singular noun: «٣ بەستەر».
  linkCount: (n) => `${n} بەستەر`,
};

const ar: FooterStrings = {
  tab: 'التذييل',
  heading: 'التذييل',
  intro: 'تذييل كل الصفحات بلغة واحدة من لغات الموقع. الحفظ يغيّره فورًا في الموقع المنشور.',
  language: 'لغة الموقع',
  columns: 'الأعمدة',
  column: 'العمود {n}',
  columnKind: 'النوع',
  kinds: { links: 'روابط', social: 'أيقونات التواصل الاجتماعي' },
  group: 'المجموعة {n}',
  groupHeading: 'العنوان',
  groupLink: 'رابط العنوان',
  link: 'الرابط {n}',
  label: 'النص',
  url: 'العنوان',
  icon: 'الأيقونة (مثل facebook)',
  newWindow: 'فتح في نافذة جديدة',
  addColumn: 'إضافة عمود',
  addGroup: 'إضافة مجموعة',
  addLink: 'إضافة رابط',
  removeColumn: 'حذف العمود',
  removeGroup: 'حذف المجموعة',
  removeLink: 'حذف الرابط',
  retailers: 'الوكلاء',
  mediumLinks: 'قائمة روابط',
  listHeading: 'العنوان',
  search: 'شريط البحث',
  searchLabel: 'التسمية',
  searchPlaceholder: 'النص التوضيحي',
  searchAction: 'صفحة البحث',
  searchActionHint: 'مسار في الموقع مثل /search؛ اترك التسمية فارغة لإخفاء شريط البحث.',
  searchButton: 'نص الزر',
  middleHtml: 'HTML الأوسط',
  bottomHtml: 'HTML السفلي (قانوني)',
  htmlHint: 'يُنظَّف عند الحفظ: تُزال السكربتات والوسوم غير المعروفة.',
  save: 'حفظ التذييل',
  saved: 'تم حفظ التذييل.',
  loading: 'جارٍ التحميل…',
  emptyDropped: 'المجموعات بلا روابط والأعمدة بلا مجموعات تُحذف عند الحفظ.',
  jumpTo: 'الانتقال إلى جزء من التذييل',
  noHeading: 'بلا عنوان',
  linkCount: arabicLinkCount,
};

/** Arabic counts agree with the number: رابط واحد، رابطان، ٣ روابط، ١١ رابطًا، ١٠٠ رابط. */
function arabicLinkCount(n: number): string {
  switch (new Intl.PluralRules('ar').select(n)) {
    case 'zero':
      return 'لا روابط';
    case 'one':
      return 'رابط واحد';
    case 'two':
      return 'رابطان';
    case 'few':
      return `${n} روابط`;
    case 'many':
      return `${n} رابطًا`;
    default:
      return `${n} رابط`;
  }
}

const TABLES: Record<Language, FooterStrings> = { ku, ar, en };

export function footerStrings(language: Language): FooterStrings {
  return TABLES[language];
}
