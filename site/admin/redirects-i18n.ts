/** Words of the redirects screen (admin) in Kurdish Sorani, Arabic and English. */
import type { Language } from '../../domain/languages.js';
import { COMMON_WORDS, type CommonWords } from '../editor-kit/common-words.js';

export interface RedirectsStrings extends Pick<CommonWords, 'save' | 'remove' | 'loading' | 'saved' | 'removed' | 'actions' | 'language'> {
  tab: string;
  heading: string;
  intro: string;
  path: string;
  pathHint: string;
  to: string;
  toHint: string;
  code: string;
  codes: Record<301 | 302 | 303 | 307 | 308, string>;
  add: string;
  empty: string;
}

const en: RedirectsStrings = {
  ...COMMON_WORDS.en,
  tab: 'Redirects',
  heading: 'Redirects',
  intro: 'Send an old address that has no page to another page or site. A published page at the same address wins.',
  path: 'From address',
  pathHint: 'Without the language, e.g. /old-offer',
  to: 'To',
  toHint: 'A site path such as /stock, or a full https:// address',
  code: 'Kind',
  codes: {
    301: '301 moved for good',
    302: '302 moved for now',
    303: '303 see other',
    307: '307 moved for now (same method)',
    308: '308 moved for good (same method)',
  },
  add: 'Add redirect',
  empty: 'No redirects in this language yet.',
};

const ku: RedirectsStrings = {
  ...COMMON_WORDS.ku,
  tab: 'ئاراستەکردنەوەکان',
  heading: 'ئاراستەکردنەوەکان',
  intro: 'ناونیشانێکی کۆن کە پەڕەی نییە بنێرە بۆ پەڕەیەکی تر یان ماڵپەڕێکی تر. پەڕەیەکی بڵاوکراوە لە هەمان ناونیشاندا لە پێشترە.',
  path: 'لە ناونیشانی',
  pathHint: 'بەبێ زمان، بۆ نموونە /old-offer',
  to: 'بۆ',
  toHint: 'ڕێڕەوێکی ماڵپەڕ وەک /stock، یان ناونیشانێکی تەواوی https://',
  code: 'جۆر',
  codes: {
    301: '301 بۆ هەمیشە گوازرایەوە',
    302: '302 بۆ ماوەیەک گوازرایەوە',
    303: '303 سەیری شوێنێکی تر بکە',
    307: '307 بۆ ماوەیەک گوازرایەوە (هەمان ڕێگا)',
    308: '308 بۆ هەمیشە گوازرایەوە (هەمان ڕێگا)',
  },
  add: 'زیادکردنی ئاراستەکردنەوە',
  empty: 'هێشتا هیچ ئاراستەکردنەوەیەک بەم زمانە نییە.',
};

const ar: RedirectsStrings = {
  ...COMMON_WORDS.ar,
  tab: 'إعادات التوجيه',
  heading: 'إعادات التوجيه',
  intro: 'أرسل عنوانًا قديمًا ليست له صفحة إلى صفحة أو موقع آخر. الصفحة المنشورة على العنوان نفسه لها الأولوية.',
  path: 'من العنوان',
  pathHint: 'من دون اللغة، مثل /old-offer',
  to: 'إلى',
  toHint: 'مسار في الموقع مثل /stock، أو عنوان كامل يبدأ بـ https://',
  code: 'النوع',
  codes: {
    301: '301 نُقل نهائيًا',
    302: '302 نُقل مؤقتًا',
    303: '303 انظر مكانًا آخر',
    307: '307 نُقل مؤقتًا (الطريقة نفسها)',
    308: '308 نُقل نهائيًا (الطريقة نفسها)',
  },
  add: 'إضافة إعادة توجيه',
  empty: 'لا توجد إعادات توجيه بهذه اللغة بعد.',
};

const TABLES: Record<Language, RedirectsStrings> = { ku, ar, en };

export function redirectsStrings(language: Language): RedirectsStrings {
  return TABLES[language];
}
