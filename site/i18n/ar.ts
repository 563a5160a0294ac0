/** Arabic deployment (/ar/, rtl). */
import type { ShellStrings } from './types.js';

export const ar: ShellStrings = {
  brandName: 'لاند روفر',
  skipToContent: 'انتقل إلى المحتوى الرئيسي',
  homeLinkLabel: 'لاند روفر - الصفحة الرئيسية',
  mainNavigationLabel: 'التنقل الرئيسي',
  footerLabel: 'روابط الموقع',
  footerColumns: [
    {
      heading: 'السيارات',
      links: [
        { label: 'السيارات المتوفرة', url: '/stock' },
        { label: 'عائلات لاند روفر', url: '/#families' },
      ],
    },
    {
      heading: 'لاند روفر في العراق',
      links: [
        { label: 'من نحن', url: '/about-us' },
        { label: 'الأسئلة الشائعة', url: '/about-us#faq' },
        { label: 'اتصل بنا', url: '/contact-us' },
      ],
    },
  ],
  socialHeading: 'تابعنا على وسائل التواصل الاجتماعي',
  socialLinkLabel: (network) => `لاند روفر على ${network}`,
  rightsNotice: '© {year} لاند روفر. جميع الحقوق محفوظة.',
  notFound: {
    title: 'الصفحة غير موجودة',
    intro: 'عذراً، الصفحة التي تبحث عنها غير موجودة أو تم نقلها.',
    causesHeading: 'قد يكون السبب أحد ما يلي:',
    causes: [
      'حدث خطأ تقني.',
      'تمت إزالة الصفحة أثناء إعادة تصميم الموقع.',
      'الرابط لم يعد يعمل.',
      'تمت كتابة عنوان الصفحة (URL) بشكل خاطئ.',
    ],
    actionsHeading: 'يمكنك:',
    goHome: 'العودة إلى الصفحة الرئيسية',
    goBack: 'العودة إلى الصفحة السابقة بزر الرجوع في المتصفح',
    retypeUrl: 'إعادة كتابة عنوان الصفحة بعناية',
  },
  errorPageFailed: 'حدث خطأ أثناء عرض صفحة الخطأ',
  busy: { title: 'الموقع مشغول جدًا الآن', text: 'يرجى المحاولة مرة أخرى بعد بضع ثوانٍ.' },
  backToHome: 'العودة إلى الصفحة الرئيسية',
  stockLocatorNoScript: 'للبحث في السيارات المتوفرة، يرجى تفعيل جافاسكريبت في متصفحك.',
  carouselLabel: 'عرض دوّار',
};
