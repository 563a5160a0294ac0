/** Words of the metaheads screen (admin) in Kurdish Sorani, Arabic and English. */
import type { CmsMetaheadLanguage } from '../../domain/contracts/cms.js';
import type { Language } from '../../domain/languages.js';
import { COMMON_WORDS, type CommonWords } from '../editor-kit/common-words.js';

export interface MetaheadsStrings extends Pick<CommonWords, 'save' | 'cancel' | 'remove' | 'loading' | 'saved' | 'removed' | 'actions'> {
  tab: string;
  heading: string;
  intro: string;
  content: string;
  /** `{example}` marks where the left-to-right markup example goes. */
  contentHint: string;
  codeLanguage: string;
  codeLanguages: Record<CmsMetaheadLanguage, string>;
  place: string;
  inHead: string;
  inBody: string;
  page: string;
  everyPage: string;
  sequence: string;
  sequenceHint: string;
  reload: string;
  add: string;
  editing: string;
  edit: string;
  empty: string;
}

const en: MetaheadsStrings = {
  ...COMMON_WORDS.en,
  tab: 'Head code',
  heading: 'Head code (metaheads)',
  intro:
    'Code added to the <head> of the site or at the end of its <body>: analytics, verification tags, styles. It is not checked: only add code you trust.',
  content: 'Code',
  contentHint: 'Exactly as it goes into the page, e.g. {example} or a script.',
  codeLanguage: 'Kind of code',
  codeLanguages: { html: 'HTML', javascript: 'JavaScript', 'js-src': 'JavaScript file address', css: 'CSS', scss: 'SCSS', sass: 'Sass' },
  place: 'Place',
  inHead: 'In <head>',
  inBody: 'At the end of <body>',
  page: 'Pages',
  everyPage: 'Every page',
  sequence: 'Order',
  sequenceHint: 'Smaller numbers come first (0 to 100000).',
  reload: 'Run again on every page change',
  add: 'Add code',
  editing: 'Edit code',
  edit: 'Edit',
  empty: 'No head code yet.',
};

const ku: MetaheadsStrings = {
  ...COMMON_WORDS.ku,
  tab: 'کۆدی سەرپەڕە',
  heading: 'کۆدی سەرپەڕە (metaheads)',
  intro:
    'کۆدێک کە دەخرێتە <head>ی ماڵپەڕ یان کۆتایی <body>: شیکاری، تاگی پشتڕاستکردنەوە، ستایل. پشکنینی بۆ ناکرێت: تەنها کۆدێک زیاد بکە کە متمانەت پێیەتی.',
  content: 'کۆد',
  contentHint: 'وەک خۆی کە دەچێتە ناو پەڕەکە، بۆ نموونە {example} یان سکریپتێک.',
  codeLanguage: 'جۆری کۆد',
  codeLanguages: { html: 'HTML', javascript: 'JavaScript', 'js-src': 'ناونیشانی فایلی JavaScript', css: 'CSS', scss: 'SCSS', sass: 'Sass' },
  place: 'شوێن',
  inHead: 'لە <head>',
  inBody: 'لە کۆتایی <body>',
  page: 'پەڕەکان',
  everyPage: 'هەموو پەڕەکان',
  sequence: 'ڕیزبەندی',
  sequenceHint: 'ژمارەی بچووکتر پێشتر دێت (0 تا 100000).',
  reload: 'لە هەر گۆڕینێکی پەڕەدا دووبارە جێبەجێ بکرێتەوە',
  add: 'زیادکردنی کۆد',
  editing: 'دەستکاریکردنی کۆد',
  edit: 'دەستکاریکردن',
  empty: 'هێشتا هیچ کۆدێکی سەرپەڕە نییە.',
};

const ar: MetaheadsStrings = {
  ...COMMON_WORDS.ar,
  tab: 'شيفرة الترويسة',
  heading: 'شيفرة الترويسة (metaheads)',
  intro: 'شيفرة تُضاف إلى <head> في الموقع أو إلى نهاية <body>: التحليلات، وسوم التحقق، الأنماط. لا يتم فحصها: أضف فقط شيفرة تثق بها.',
  content: 'الشيفرة',
  contentHint: 'كما تدخل الصفحة تمامًا، مثل {example} أو سكربت.',
  codeLanguage: 'نوع الشيفرة',
  codeLanguages: { html: 'HTML', javascript: 'JavaScript', 'js-src': 'عنوان ملف JavaScript', css: 'CSS', scss: 'SCSS', sass: 'Sass' },
  place: 'المكان',
  inHead: 'في <head>',
  inBody: 'في نهاية <body>',
  page: 'الصفحات',
  everyPage: 'كل الصفحات',
  sequence: 'الترتيب',
  sequenceHint: 'الأرقام الأصغر تأتي أولاً (من 0 إلى 100000).',
  reload: 'تشغيل من جديد عند كل تغيير للصفحة',
  add: 'إضافة شيفرة',
  editing: 'تعديل الشيفرة',
  edit: 'تعديل',
  empty: 'لا توجد شيفرة ترويسة بعد.',
};

const TABLES: Record<Language, MetaheadsStrings> = { ku, ar, en };

export function metaheadsStrings(language: Language): MetaheadsStrings {
  return TABLES[language];
}
