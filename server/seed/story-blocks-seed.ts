/**
 * Demo content of the story blocks (in-page navigation, hero carousel, quotes, parallax, electric
 * figures, HTML, news, a retailer on the map, the sections chooser): their place on the QA page `/blocks`
 * (each block once, in ku / ar / en) and the home page's news. The news blocks read the demo
 * feed of this server (GET /public_api/demo_news), so the seeded pages show real items.
 */
import type { Language } from '../../domain/languages.js';
import { scenePath } from '../../domain/media-scenes.js';
import { link, scrolledBlock, t, type Texts } from './seed-page-parts.js';

const NEWS = {
  heading: t('دوایین هەواڵەکان', 'آخر الأخبار', 'Latest news'),
  readMore: t('زیاتر بخوێنەوە', 'اقرأ المزيد', 'Read more'),
  pagination: t('لە %', 'من %', 'of %'),
  published: t('بڵاوکراوەتەوە لە', 'نُشر في', 'Published'),
  back: t('گەڕانەوە بۆ هەواڵەکان', 'العودة إلى الأخبار', 'Back to news'),
  errorHeading: t('ناتوانین هەواڵەکان پیشان بدەین', 'تعذّر عرض الأخبار', 'We cannot show the news'),
  errorMessage: t('تکایە دواتر هەوڵ بدەرەوە.', 'يرجى المحاولة لاحقاً.', 'Please try again later.'),
  emptyHeading: t('هیچ هەواڵێک نییە', 'لا توجد أخبار', 'No news'),
  emptyMessage: t('ئێستا هیچ هەواڵێک بۆ پیشاندان نییە.', 'لا توجد أخبار لعرضها الآن.', 'There is no news to show right now.'),
};

export function newsBlock(language: Language, id: string, perPage: number) {
  const l = (texts: Texts) => texts[language];
  return {
    id,
    template: 'news',
    props: {
      block_scroll_id: 'news',
      heading: l(NEWS.heading),
      heading_level: '2',
      api_root: '/public_api/demo_news',
      locale: language,
      date_locale: '',
      country: 'iq',
      per_page: perPage,
      read_more: l(NEWS.readMore),
      pagination_text: l(NEWS.pagination),
      publication_date: l(NEWS.published),
      back_to_news: l(NEWS.back),
      error_heading: l(NEWS.errorHeading),
      error_message: l(NEWS.errorMessage),
      no_results_heading: l(NEWS.emptyHeading),
      no_results_message: l(NEWS.emptyMessage),
      background_color: 'stone',
    },
  };
}

/** The home page's news: the three latest stories. */
export const homeNewsBlock = (language: Language) => newsBlock(language, 'home-news', 3);

const QA = {
  navTop: t('سەرەوە', 'الأعلى', 'Top'),
  heroInfo: t('ئۆفەری ئەم مانگە', 'عرض هذا الشهر', 'This month’s offer'),
  heroTitles: [
    t('دیفێندەر ١١٠', 'ديفندر 110', 'Defender 110'),
    t('ڕەینج ڕۆڤەر سپۆرت', 'رينج روفر سبورت', 'Range Rover Sport'),
    t('دیسکڤەری', 'ديسكفري', 'Discovery'),
  ],
  heroText: t(
    'بەهێز لە ڕێگاکانی چیا، ئاسوودە لە شەقامەکانی شار.',
    'قوية على طرق الجبال، مريحة في شوارع المدينة.',
    'Capable on mountain roads, calm in city streets.',
  ),
  heroPrice: t('لە ٨٧٬٣٠٠ دۆلارەوە', 'ابتداءً من ٨٧٬٣٠٠ دولار', 'From $87,300'),
  banner: t(
    'پێشەکیی ٢٠٪ و ماوەی ٥ ساڵ لە لای هەموو بریکارەکان.',
    'دفعة أولى ٢٠٪ ومدة ٥ سنوات لدى جميع الوكلاء.',
    '20% down payment over 5 years at every retailer.',
  ),
  stock: t('ئۆتۆمبێلە بەردەستەکان', 'السيارات المتوفرة', 'Vehicles in stock'),
  testDrive: t('تاقیکردنەوەی لێخوڕین', 'تجربة القيادة', 'Test drive'),
  parallax: t('لە چیاکانی زاگرۆسەوە', 'من جبال زاغروس', 'From the Zagros mountains'),
  parallaxText: t('هەر ڕێگایەک چیرۆکێکە.', 'كل طريق حكاية.', 'Every road is a story.'),
  htmlHeading: t('ناوەڕۆکی ئازاد', 'محتوى حر', 'Free content'),
  htmlText: t(
    'ئەم بەشە دەقێکی ئازادە کە دەستکاریکەر دەینووسێت و دەتوانێت ویجێتەکانیش لەخۆبگرێت.',
    'هذا القسم نص حر يكتبه المحرر ويمكنه أن يحتوي على الأدوات أيضاً.',
    'This section is written in HTML and may hold widget tags too.',
  ),
  electric: t('هێزی کارەبایی', 'قوة كهربائية', 'Electrifying power'),
  electricText: t(
    'هایبریدی پلاگ-ئین بۆ گەشتی ڕۆژانە بە کارەبا و گەشتی دوور بە بەنزین.',
    'هجين قابل للشحن للتنقل اليومي بالكهرباء وللرحلات الطويلة بالبنزين.',
    'A plug-in hybrid: daily trips on electricity, long journeys on petrol.',
  ),
  range: t('مەودای کارەبایی', 'المدى الكهربائي', 'Electric range'),
  charging: t('بارگاویکردنی خێرا', 'الشحن السريع', 'Rapid charging'),
  power: t('هێز', 'القوة', 'Power'),
  km: t('کم', 'كم', 'km'),
  hp: t('هێزی ئەسپ', 'حصان', 'hp'),
  disclaimer: t(
    'ژمارەکان بەپێی تاقیکردنەوەی جیهانیی یەکگرتووی ئۆتۆمبێلە سووکەکانن.',
    'الأرقام وفق الإجراء العالمي الموحد لاختبار المركبات الخفيفة.',
    'Figures according to WLTP testing.',
  ),
  quotes: [
    t(
      'باشترین ڕێگا ئەو ڕێگایەیە کە هێشتا نەتبڕیوە.',
      'أفضل طريق هو الطريق الذي لم تسلكه بعد.',
      'The best road is the one you have not driven yet.',
    ),
    t('لە هەورامانەوە تا بەسرە، هەرگیز نەوەستا.', 'من هورامان إلى البصرة، لم تتوقف أبداً.', 'From Hawraman to Basra, it never stopped.'),
  ],
  authors: [t('ئاراس کەریم', 'آراس كريم', 'Aras Karim'), t('شیلان ئەحمەد', 'شيلان أحمد', 'Shilan Ahmed')],
  positions: [
    t('ڕێبەری گەشتی چیا', 'دليل رحلات جبلية', 'Mountain expedition guide'),
    t('خاوەنی دیفێندەر', 'مالكة ديفندر', 'Defender owner'),
  ],
  location: t('بریکارەکەمان لە هەولێر', 'وكيلنا في أربيل', 'Our retailer in Erbil'),
  dealer: t('لاند ڕۆڤەر هەولێر', 'لاند روفر أربيل', 'Land Rover Erbil'),
  address: t('شەقامی ٦٠ مەتری، هەولێر، هەرێمی کوردستان', 'شارع الستين، أربيل، إقليم كردستان', '60 Metre Street, Erbil, Kurdistan Region'),
  hours: t('شەممە تا پێنجشەممە، ٩ی بەیانی تا ٦ی ئێوارە', 'السبت إلى الخميس، ٩ صباحاً حتى ٦ مساءً', 'Saturday to Thursday, 9 am to 6 pm'),
  choose: t('بەشەکانی ئەم پەڕەیە هەڵبژێرە', 'اختر أقسام هذه الصفحة', 'Choose the sections of this page'),
  chooseText: t(
    'تەنها ئەو بەشانە پیشان بدە کە بەلاتەوە گرنگن.',
    'اعرض فقط الأقسام التي تهمك.',
    'Show only the sections that matter to you.',
  ),
  optionQuotes: t('وتەکان', 'الاقتباسات', 'Quotes'),
  optionElectric: t('کارەبایی', 'الكهربائية', 'Electric'),
  navLabels: [
    t('وتەکان', 'الاقتباسات', 'Quotes'),
    t('کارەبایی', 'الكهربائية', 'Electric'),
    t('هەواڵەکان', 'الأخبار', 'News'),
    t('شوێن', 'الموقع', 'Location'),
  ],
};

/** The story blocks of the QA page `/blocks`, in order. */
export function storyBlocksQa(language: Language) {
  const l = (texts: Texts) => texts[language];
  const scenes = ['suv-5e6b4e-mountains-dusk', 'suv-1b1c1e-city-night', 'suv-c9cac5-mountains-dawn'];
  return [
    {
      id: 'qa-in-page-navigation',
      template: 'in_page_navigation',
      props: {
        goTopShort: l(QA.navTop),
        items: ['quote-slider', 'electric', 'news', 'location'].map((blockId, i) => ({ label: l(QA.navLabels[i]!), blockId })),
      },
    },
    scrolledBlock('qa-hero-carousel', 'hero_carousel', 'hero-carousel', {
      heading_level: '2',
      has_timer: true,
      timer_box_color: 'light',
      has_banner: true,
      banner_text: l(QA.banner),
      slide_duration: 6000,
      is_autoplay: true,
      has_touch_devices_slides_limit: true,
      slides: QA.heroTitles.map((title, i) => ({
        image: { src: scenePath(scenes[i]!), alt: '' },
        info: l(QA.heroInfo),
        title: l(title),
        description: l(QA.heroText),
        price: i === 0 ? l(QA.heroPrice) : '',
        link: link(l(QA.stock), '/stock'),
        fallback_link: link(l(QA.testDrive), '/contact-us', 'secondary'),
      })),
    }),
    scrolledBlock('qa-quote-slider', 'quote_slider', 'quote-slider', {
      alignment: 'center',
      quotes: QA.quotes.map((quote, i) => ({ quote: l(quote), author: l(QA.authors[i]!), author_position: l(QA.positions[i]!) })),
    }),
    scrolledBlock('qa-parallax', 'parallax_image', 'parallax', {
      height: 'medium',
      items: [{ image: { src: scenePath('mountains-dawn'), alt: '' }, title: l(QA.parallax), text: l(QA.parallaxText), link: {} }],
    }),
    scrolledBlock('qa-electric', 'electrifying_power', 'electric', {
      eyebrow: 'PHEV',
      heading: l(QA.electric),
      text: l(QA.electricText),
      image: { src: scenePath('suv-2f4a5a-city-dusk'), alt: '' },
      figures: [
        { value: language === 'en' ? '113' : '١١٣', unit: l(QA.km), label: l(QA.range) },
        { value: language === 'en' ? '50 kW' : '٥٠ kW', unit: '', label: l(QA.charging) },
        { value: language === 'en' ? '510' : '٥١٠', unit: l(QA.hp), label: l(QA.power) },
      ],
      link: link(l(QA.testDrive), '/contact-us', 'secondary'),
      disclaimer: l(QA.disclaimer),
    }),
    scrolledBlock('qa-html-box', 'html_box', 'html-box', {
      html: `<h2>${l(QA.htmlHeading)}</h2><p>${l(QA.htmlText)}</p>`,
    }),
    newsBlock(language, 'qa-news', 3),
    scrolledBlock('qa-location', 'dual_frame_location_map', 'location', {
      heading: l(QA.location),
      dealer_name: l(QA.dealer),
      address: l(QA.address),
      phone: '+964 750 123 4567',
      email: 'erbil@landrover-iraq.example',
      opening_hours: l(QA.hours),
      latitude: 36.1911,
      longitude: 44.0092,
    }),
    scrolledBlock('qa-sections-select', 'dropdown_sections_select', 'sections-select', {
      modal_title: l(QA.choose),
      modal_text: l(QA.chooseText),
      options: [
        { option_label: l(QA.optionQuotes), option_blocks: 'quote-slider' },
        { option_label: l(QA.optionElectric), option_blocks: 'electric, parallax' },
      ],
    }),
  ];
}
