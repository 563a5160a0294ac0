/**
 * The Arabic versions of the demo's pages (content-pages.ts has the Kurdish ones): the same paths
 * and blocks, in Modern Standard Arabic as used by car retailers in Iraq.
 */
import { DEMO_LIST_KEY } from '../../domain/demo-listing.js';
import { blocksQaPage, homeHeroBlock, houseOfBrandsBlock } from './catalogue-blocks-seed.js';
import { homeNewsBlock } from './story-blocks-seed.js';
import { card, link, type SeedPage } from './seed-page-parts.js';

const home: SeedPage = {
  path: '/',
  title: 'لاند روفر في العراق',
  meta_title: 'لاند روفر العراق | سيارات جديدة ومعتمدة',
  meta_description: 'استكشف سيارات رينج روفر وديفندر وديسكفري وقارن بينها لدى وكلاء لاند روفر الرسميين في العراق.',
  blocks: [
    homeHeroBlock('ar'),
    {
      id: 'home-intro',
      template: 'snippet',
      props: {
        heading: 'سيارات جديدة ومعتمدة',
        paragraph:
          'تتوفر ديفندر وديسكفري ورينج روفر لدى وكلائنا الرسميين في جميع أنحاء العراق. اختر سيارتك، وقارن المواصفات، وتواصل مع الوكيل مباشرة.',
        alignment: 'center',
        link: link('تعرّف علينا أكثر', '/about-us', 'secondary'),
      },
    },
    houseOfBrandsBlock('ar'),
    {
      id: 'home-stock',
      template: 'stock_locator',
      props: {
        block_scroll_id: 'stock',
        heading: 'السيارات المتوفرة في العراق',
        paragraph: 'تصفّح أحدث السيارات المتوفرة لدى وكلائنا، وصفّها حسب الطراز والسنة والسعر.',
        ci_key_list: DEMO_LIST_KEY,
        load_on: 'visible',
      },
    },
    homeNewsBlock('ar'),
  ],
};

const faq = [
  {
    title: 'كيف أجد سيارة متوفرة؟',
    content:
      '<p>انتقل إلى صفحة <a href="/ar/stock">السيارات المتوفرة</a>، وصفِّ النتائج حسب الطراز والسنة واللون والسعر، ثم اختر السيارة التي تعجبك.</p>',
  },
  {
    title: 'هل يمكنني حجز سيارة عبر الإنترنت؟',
    content: '<p>نعم. يمكنك من صفحة السيارة حجزها لك مقابل عربون بسيط، ثم يتواصل معك الوكيل لإتمام عملية الشراء.</p>',
  },
  {
    title: 'ما الفرق بين السيارات الجديدة والمعتمدة؟',
    content: '<p>السيارة المعتمدة مستعملة سابقًا، لكن فنيي لاند روفر المدرَّبين فحصوها فحصًا شاملًا، ولها سجل واضح.</p>',
  },
  {
    title: 'أين تتم صيانة السيارة وإصلاحها؟',
    content:
      '<p>يقدّم وكلاؤنا الرسميون في المدن الرئيسية في العراق صيانة كاملة وقطع غيار أصلية. لحجز موعد <a href="/ar/contact-us">تواصل معنا</a>.</p>',
  },
];

const aboutUs: SeedPage = {
  path: '/about-us',
  title: 'من نحن',
  meta_title: 'عن لاند روفر في العراق',
  meta_description: 'لاند روفر في العراق: تاريخ العلامة، والوكلاء الرسميون، والصيانة، وإجابات الأسئلة الشائعة.',
  blocks: [
    {
      id: 'about-hero',
      template: 'hero_banner',
      props: {
        heading: 'لاند روفر في العراق',
        heading_level: '1',
        paragraph: 'منذ أكثر من سبعين عامًا نصنع سيارات لكل أنواع الطرق.',
        image: { src: '', alt: '' },
      },
    },
    {
      id: 'about-story',
      template: 'snippet',
      props: {
        heading: 'قصتنا',
        alignment: 'start',
        paragraph:
          'صُنعت أول لاند روفر عام ١٩٤٨ سيارةً بسيطة ومتينة للمزارع والطرق الوعرة. ومنذ ذلك الحين أصبح اسم لاند روفر مرادفًا للقدرة على الطرق الوعرة والراحة داخل المدينة.\n\nواليوم، في العراق وإقليم كردستان، تقدّم شبكة من الوكلاء الرسميين السيارات الجديدة والمعتمدة والصيانة وقطع الغيار الأصلية.',
      },
    },
    {
      id: 'about-why',
      template: 'content_blocks',
      props: {
        heading: 'لماذا لاند روفر؟',
        layout: 'carousel',
        columns: '3',
        items: [
          card('قدرة على كل الطرق', 'اختُبرت أنظمة الدفع الرباعي في سياراتنا على الثلج والرمال والوحل والصخور.'),
          card(
            'وكلاء رسميون',
            'لدى وكلائنا الرسميين تحصل على سيارتك مع ضمان وسجل واضح.',
            undefined,
            link('تواصل معنا', '/contact-us', 'tertiary'),
          ),
          card('قطع غيار وخدمة أصلية', 'لا يستخدم فنيونا المدرَّبون إلا قطع غيار لاند روفر الأصلية.'),
        ],
      },
    },
    {
      id: 'about-faq',
      template: 'accordion',
      props: {
        block_scroll_id: 'faq',
        heading: 'الأسئلة الشائعة',
        has_schema: true,
        open_all_label: 'افتح الكل',
        close_all_label: 'أغلق الكل',
        items: faq.map((item, index) => ({ ...item, open: index === 0 })),
      },
    },
  ],
};

const stock: SeedPage = {
  path: '/stock',
  title: 'السيارات المتوفرة',
  meta_title: 'سيارات لاند روفر المتوفرة في العراق',
  meta_description: 'ابحث في جميع سيارات لاند روفر الجديدة والمعتمدة المتوفرة الآن في العراق حسب الطراز والسنة والسعر.',
  blocks: [
    {
      id: 'stock-locator',
      template: 'stock_locator',
      props: {
        heading: 'السيارات المتوفرة',
        heading_level: '1',
        paragraph: 'ابحث في السيارات الجديدة والمعتمدة لدى وكلائنا، واحفظ ما يعجبك، واطلبه مباشرة.',
        ci_key_list: DEMO_LIST_KEY,
        load_on: 'ready',
      },
    },
  ],
};

const contactUs: SeedPage = {
  path: '/contact-us',
  title: 'اتصل بنا',
  meta_title: null,
  meta_description: 'تواصل مع وكلاء لاند روفر الرسميين في العراق للمبيعات وتجربة القيادة والصيانة.',
  blocks: [
    {
      id: 'contact-intro',
      template: 'snippet',
      props: {
        heading: 'اتصل بنا',
        heading_level: '1',
        alignment: 'start',
        paragraph:
          'فرق المبيعات والصيانة لدى وكلائنا الرسميين مستعدة لمساعدتك: لتجربة قيادة، أو للاستفسار عن الأسعار وطرق الدفع، أو لحجز موعد صيانة.',
        link: link('اختر سيارة', '/stock'),
      },
    },
    {
      id: 'contact-ways',
      template: 'content_blocks',
      props: {
        heading: 'كيف يمكننا مساعدتك؟',
        layout: 'grid',
        columns: '3',
        items: [
          card(
            'المبيعات',
            'اختر سيارة متوفرة وأرسل استفسارك من صفحتها، وسيردّ عليك الوكيل سريعًا.',
            undefined,
            link('السيارات المتوفرة', '/stock', 'tertiary'),
          ),
          card('الصيانة', 'لحجز موعد إصلاح أو صيانة دورية، تواصل مباشرة مع أقرب وكيل إليك.'),
          card(
            'الأسئلة الشائعة',
            'ستجد إجابات معظم الأسئلة في قسم الأسئلة الشائعة.',
            undefined,
            link('الأسئلة الشائعة', '/about-us#faq', 'tertiary'),
          ),
        ],
      },
    },
    {
      id: 'contact-form',
      template: 'form',
      props: {
        block_scroll_id: 'contact-form',
        heading: 'أرسل لنا رسالة',
        heading_level: '2',
        paragraph: 'اكتب سؤالك وسنرد عليك خلال يوم عمل واحد.',
        form_kind: 'contact',
      },
    },
    {
      id: 'contact-retailers',
      template: 'retailer_list',
      props: {
        block_scroll_id: 'retailers',
        heading: 'وكلاؤنا الرسميون',
        heading_level: '2',
        paragraph: 'أرقام الهواتف والعناوين وساعات العمل لجميع وكلاء لاند روفر الرسميين في العراق.',
      },
    },
  ],
};

export const AR_PAGES: readonly SeedPage[] = [home, aboutUs, stock, contactUs, blocksQaPage('ar')];
