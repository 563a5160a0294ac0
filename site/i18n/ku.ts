/** Kurdish Sorani (ckb), the deployment language. */
import type { ShellStrings } from './types.js';

export const ku: ShellStrings = {
  brandName: 'لاند ڕۆڤەر',
  skipToContent: 'بازدان بۆ ناوەڕۆکی سەرەکی',
  homeLinkLabel: 'لاند ڕۆڤەر - پەڕەی سەرەکی',
  mainNavigationLabel: 'ڕێنیشاندەری سەرەکی',
  footerLabel: 'بەستەرەکانی خوارەوەی ماڵپەڕ',
  footerColumns: [
    {
      heading: 'ئۆتۆمبێلەکان',
      links: [
        { label: 'ئۆتۆمبێلە بەردەستەکان', url: '/stock' },
        { label: 'خێزانەکانی لاند ڕۆڤەر', url: '/#families' },
      ],
    },
    {
      heading: 'لاند ڕۆڤەر لە عێراق',
      links: [
        { label: 'دەربارەی ئێمە', url: '/about-us' },
        { label: 'پرسیارە باوەکان', url: '/about-us#faq' },
        { label: 'پەیوەندیمان پێوە بکە', url: '/contact-us' },
      ],
    },
  ],
  socialHeading: 'لە تۆڕە کۆمەڵایەتییەکان بمانبینە',
  socialLinkLabel: (network) => `لاند ڕۆڤەر لە ${network}`,
  rightsNotice: '© {year} لاند ڕۆڤەر. هەموو مافەکان پارێزراون.',
  notFound: {
    title: 'پەڕەکە نەدۆزرایەوە',
    intro: 'ببورە، ئەو پەڕەیەی بەدوایدا دەگەڕێیت بوونی نییە یان گوازراوەتەوە.',
    causesHeading: 'لەوانەیە ئەمە بەهۆی یەکێک لەمانەوە بێت:',
    causes: [
      'هەڵەیەکی تەکنیکی ڕوویداوە.',
      'پەڕەکە لە کاتی نوێکردنەوەی دیزاینی ماڵپەڕەکەدا لابراوە.',
      'بەستەرەکە چیتر کار ناکات.',
      'ناونیشانی پەڕەکە (URL) بە هەڵە نووسراوە.',
    ],
    actionsHeading: 'دەتوانیت:',
    goHome: 'بگەڕێیتەوە بۆ پەڕەی سەرەکی',
    goBack: 'بە دوگمەی گەڕانەوەی وێبگەڕەکەت بگەڕێیتەوە بۆ پەڕەی پێشوو',
    retypeUrl: 'ناونیشانی پەڕەکە دووبارە بە وردی بنووسیتەوە',
  },
  errorPageFailed: 'هەڵەیەک ڕوویدا لە کاتی پیشاندانی پەڕەی هەڵە',
  busy: { title: 'ماڵپەڕەکە ئێستا زۆر سەرقاڵە', text: 'تکایە چەند چرکەیەکی تر دووبارە هەوڵ بدەرەوە.' },
  backToHome: 'گەڕانەوە بۆ پەڕەی سەرەکی',
  stockLocatorNoScript: 'بۆ گەڕان لە ناو ئۆتۆمبێلە بەردەستەکان، تکایە جاڤاسکریپت لە وێبگەڕەکەتدا چالاک بکە.',
  carouselLabel: 'کاروسێل',
};
