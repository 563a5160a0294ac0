/**
 * The model, specification, gallery, collection and stock blocks on the QA page `/blocks`, each once, in ku / ar / en,
 * with the content an editor of a Land Rover dealer in Iraq would write. The blocks that a family
 * page already shows (360 views, colour picker, gallery, models and specifications, stock
 * carousel) are taken from the Range Rover page, so the two stay alike.
 */
import type { Language } from '../../domain/languages.js';
import type { PageBlock } from '../../domain/page.js';
import { scenePath } from '../../domain/media-scenes.js';
import { formatNumber } from '../../domain/number-format.js';
import { FAMILY_PAGES } from './family-pages.js';
import { link, scrolledBlock, t, type Texts } from './seed-page-parts.js';

const image = (scene: string, alt = '') => ({ src: scenePath(scene), alt });

const B = {
  collection: t('کۆمەڵەی لاند ڕۆڤەر', 'مجموعة لاند روفر', 'Land Rover Collection'),
  collectionItem: t('جانتای گەشتی چەرمی', 'حقيبة سفر جلدية', 'Leather travel bag'),
  collectionItemText: t(
    'جانتایەکی چەرمیی دەستکرد بە ڕەنگی قاوەیی، گونجاو بۆ گەشتی کۆتایی هەفتە بۆ چیاکان.',
    'حقيبة جلدية مصنوعة يدوياً باللون البني، مناسبة لرحلات نهاية الأسبوع إلى الجبال.',
    'A hand-made brown leather bag, sized for a weekend in the mountains.',
  ),
  collectionAlt: t('جانتای گەشتی چەرمی', 'حقيبة سفر جلدية', 'Leather travel bag'),
  collectionError: t('ناتوانین کۆمەڵەکە پیشان بدەین.', 'تعذّر عرض المجموعة.', 'We cannot show the collection.'),
  items: [
    t('جاکێتی زستانە', 'سترة شتوية', 'Winter jacket'),
    t('کڵاوی گەشت', 'قبعة الرحلات', 'Expedition cap'),
    t('بوتڵی ئاو', 'قارورة ماء', 'Water bottle'),
  ],
  itemLabel: t('نوێ', 'جديد', 'New'),
  lifestyle: t('ژیانی دەرەوە', 'أسلوب الحياة في الهواء الطلق', 'Life outdoors'),
  lifestyleCards: [
    t('گەشت بۆ هەورامان', 'رحلة إلى هورامان', 'A trip to Hawraman'),
    t('شەوێک لە شاری هەولێر', 'ليلة في مدينة أربيل', 'A night in Erbil'),
    t('بەرەبەیان لە کوێستان', 'الفجر في الجبال', 'Dawn in the mountains'),
  ],
  models: t('مۆدێلەکان', 'الطرازات', 'Models'),
  discover: t('بیناسە', 'اكتشف', 'Discover'),
  derivatives: t('جۆرەکانی ڕەینج ڕۆڤەر', 'فئات رينج روفر', 'Range Rover derivatives'),
  power: t('هێز', 'القوة', 'Power'),
  acceleration: t('٠–١٠٠ کم/کاتژمێر', '٠–١٠٠ كم/س', '0–100 km/h'),
  topSpeed: t('خێرایی بەرز', 'السرعة القصوى', 'Top speed'),
  bodyStyle: t('شێوەی لەش', 'شكل الهيكل', 'Body style'),
  model: t('مۆدێل', 'الطراز', 'Model'),
  show: t('پیشاندان', 'عرض', 'Show'),
  all: t('هەموو', 'الكل', 'All'),
  sections: t('بەشەکانی ئۆتۆمبێل', 'أقسام السيارة', 'Vehicle sections'),
  tabs: [t('دیزاین', 'التصميم', 'Design'), t('ناوەوە', 'المقصورة', 'Interior'), t('تەکنەلۆژیا', 'التقنية', 'Technology')],
  tabTexts: [
    t(
      'هێڵە پاک و سادەکانی لەش، پەنجەرە باریکەکان و سەقفی بەرز ناسنامەی ڕەینج ڕۆڤەرن.',
      'الخطوط النظيفة والنوافذ الرفيعة والسقف المرتفع هي هوية رينج روفر.',
      'Clean lines, slim windows and the floating roof are the signature of Range Rover.',
    ),
    t(
      'کورسیی چەرمیی گەرم و سارد، ڕووناکیی ناوەوەی ڕەنگاوڕەنگ و بێدەنگیی تەواو لە ڕێگای درێژدا.',
      'مقاعد جلدية مدفأة ومبرّدة وإضاءة داخلية ملونة وهدوء تام في الرحلات الطويلة.',
      'Heated and cooled leather seats, ambient lighting and a quiet cabin on long journeys.',
    ),
    t(
      'شاشەی ١٣٫١ ئینچی، پەیوەندیی بێ وایەر بە مۆبایلەکەت و نوێکردنەوەی نەرمەکاڵا لە دوورەوە.',
      'شاشة ١٣٫١ إنش واتصال لاسلكي بهاتفك وتحديثات برمجية عن بُعد.',
      'A 13.1-inch screen, wireless phone connection and over-the-air software updates.',
    ),
  ],
  moreAbout: t('زیاتر دەربارەی ئەم بەشانە', 'المزيد عن هذه الأقسام', 'More about these sections'),
  openCards: t('کارتەکان ببینە', 'عرض البطاقات', 'See the cards'),
  terrains: t('بۆ هەر زەوییەک', 'لكل تضاريس', 'For every terrain'),
  terrainTabs: [t('چیا', 'الجبال', 'Mountains'), t('شار', 'المدينة', 'City')],
  terrainTexts: [
    t(
      'سیستەمی وەڵامدانەوەی زەوی خۆی لەگەڵ بەرد، بەفر و قوڕ دەگونجێنێت.',
      'يتكيّف نظام الاستجابة للتضاريس مع الصخور والثلج والوحل.',
      'Terrain Response adapts the vehicle to rock, snow and mud.',
    ),
    t(
      'لە شاردا، کامێرای ٣٦٠ پلە و وەستاندنی ئۆتۆماتیک ڕێگای تەنگ ئاسان دەکەن.',
      'في المدينة، تجعل الكاميرا بزاوية ٣٦٠ درجة والركن الآلي الشوارع الضيقة سهلة.',
      'In town, the 360° camera and park assist make narrow streets easy.',
    ),
  ],
  views: t('بینینی ئۆتۆمبێل', 'مشاهدة السيارة', 'See the vehicle'),
  viewTabs: [t('وێنەکان', 'الصور', 'Pictures'), t('٣٦٠ پلە', '٣٦٠ درجة', '360°'), t('ناوەوە', 'المقصورة', 'Interior')],
  viewAlt: t('دیفێندەری سەوز', 'ديفندر أخضر', 'A green Defender'),
  editions: t('وەشانەکانی دیفێندەر', 'إصدارات ديفندر', 'Defender editions'),
  editionNames: [
    t('دیفێندەر ٩٠', 'ديفندر ٩٠', 'Defender 90'),
    t('دیفێندەر ١١٠', 'ديفندر ١١٠', 'Defender 110'),
    t('دیفێندەر ١٣٠', 'ديفندر ١٣٠', 'Defender 130'),
  ],
  editionTexts: [
    t('سێ دەرگا، کورت و چالاک بۆ ڕێگای چیا.', 'ثلاثة أبواب، قصيرة ورشيقة لطرق الجبال.', 'Three doors, short and agile on mountain roads.'),
    t('پێنج دەرگا و جێگای پێنج تا حەوت کەس.', 'خمسة أبواب ومكان لخمسة إلى سبعة أشخاص.', 'Five doors and room for five to seven.'),
    t('هەشت کورسی بۆ خێزانە گەورەکان.', 'ثمانية مقاعد للعائلات الكبيرة.', 'Eight seats for large families.'),
  ],
  stories: t('چیرۆکەکانی گەشت', 'قصص الرحلات', 'Journey stories'),
  storyTexts: [
    t('لە دهۆکەوە بۆ ئامێدی بە ڕێگای چیادا.', 'من دهوك إلى العمادية عبر طريق الجبل.', 'From Duhok to Amedi by the mountain road.'),
    t('گەشتێکی شەوانە لە سلێمانی.', 'رحلة ليلية في السليمانية.', 'A night drive through Sulaymaniyah.'),
    t('بەرەو دەریاچەی دوکان لە بەرەبەیاندا.', 'نحو بحيرة دوكان عند الفجر.', 'To Lake Dukan at dawn.'),
  ],
  dualFrame: t('دیسکڤەری لە نزیکەوە', 'ديسكفري عن قرب', 'Discovery up close'),
  dualFrameSlides: [
    t('جێگای حەوت کەس', 'مكان لسبعة أشخاص', 'Room for seven'),
    t('بارهەڵگری فراوان', 'صندوق أمتعة واسع', 'A generous boot'),
  ],
  seats: t('شێوازی کورسییەکان', 'ترتيب المقاعد', 'Seating layouts'),
  litres: t('لیتر', 'لتر', 'litres'),
  loadSpace: t('شوێنی بار', 'مساحة التحميل', 'Load space'),
  seatLayouts: [t('٥ کورسی', '٥ مقاعد', '5 seats'), t('٧ کورسی', '٧ مقاعد', '7 seats'), t('٢ کورسی', 'مقعدان', '2 seats')],
  seatTexts: [
    t('ڕیزی سێیەم نووشتاوە بۆ بارێکی زیاتر.', 'الصف الثالث مطوي لمساحة أكبر.', 'The third row folded for more luggage.'),
    t('هەموو کورسییەکان کراوەن بۆ خێزان.', 'جميع المقاعد مفتوحة للعائلة.', 'Every seat up for the family.'),
    t(
      'ڕیزی دووەم و سێیەم نووشتاون بۆ بارێکی گەورە.',
      'الصفان الثاني والثالث مطويان لحمولة كبيرة.',
      'Second and third rows folded for a big load.',
    ),
  ],
  masonry: t('ساتەکانی ڕێگا', 'لحظات الطريق', 'Moments on the road'),
  videoLabel: t('دیفێندەر لە ڕێگای چیادا', 'ديفندر على طريق جبلي', 'Defender on a mountain road'),
  captions: [
    t('بەفری پێنجوێن', 'ثلوج بنجوين', 'Snow in Penjwen'),
    t('شەقامەکانی هەولێر', 'شوارع أربيل', 'The streets of Erbil'),
    t('ناوەوەی ئاسوودە', 'مقصورة مريحة', 'A calm cabin'),
  ],
  inspired: t('ئیلهام بۆ گەشتی داهاتووت', 'إلهام لرحلتك القادمة', 'Inspiration for your next journey'),
  inspiredText: t(
    'چوار شێوازی گەشت، لە چیاوە تا شار.',
    'أربعة أساليب للرحلات، من الجبال إلى المدينة.',
    'Four ways to travel, from the mountains to the city.',
  ),
  inspiredCards: [
    t('گەشتی خێزانی', 'رحلة عائلية', 'Family trip'),
    t('سەرکەوتن بۆ لووتکە', 'الصعود إلى القمة', 'To the summit'),
    t('شەوی شار', 'ليل المدينة', 'City night'),
    t('کەمپی بەرەبەیان', 'مخيم الفجر', 'Dawn camp'),
  ],
  hotspots: t('ناوەوەی ڕەینج ڕۆڤەر', 'مقصورة رينج روفر', 'Inside the Range Rover'),
  hotspotItems: [
    [
      t('شاشەی ناوەند', 'الشاشة المركزية', 'Centre screen'),
      t('شاشەی دەستلێدانی ١٣٫١ ئینچی.', 'شاشة لمس ١٣٫١ إنش.', 'A 13.1-inch touch screen.'),
    ],
    [
      t('پیشاندانی سەر شووشە', 'شاشة العرض على الزجاج', 'Head-up display'),
      t('خێرایی و ڕێنمایی لەبەردەم چاوەکانت.', 'السرعة والملاحة أمام عينيك.', 'Speed and directions in your line of sight.'),
    ],
    [
      t('سوکانی گەرم', 'مقود مدفأ', 'Heated wheel'),
      t('بۆ بەیانییە ساردەکانی زستان.', 'لصباحات الشتاء الباردة.', 'For cold winter mornings.'),
    ],
  ],
  ready: t('ئامادەی دەستپێکردن', 'جاهز للانطلاق', 'Ready to go'),
  readyMore: t('زیاتر پیشان بدە', 'عرض المزيد', 'Show more'),
  readyLinks: [
    t('تاقیکردنەوەی لێخوڕین', 'تجربة القيادة', 'Book a test drive'),
    t('ئۆتۆمبێلە بەردەستەکان', 'السيارات المتوفرة', 'Vehicles in stock'),
    t('پێشکەش و دارایی', 'العروض والتمويل', 'Offers and finance'),
    t('بریکارێک بدۆزەرەوە', 'ابحث عن وكيل', 'Find a retailer'),
    t('پەیوەندی', 'اتصل بنا', 'Contact us'),
  ],
  galleryCategories: t('گەلەرییەکان', 'معارض الصور', 'Galleries'),
  categoryNames: [
    t('دەرەوە', 'الخارج', 'Exterior'),
    t('ناوەوە', 'المقصورة', 'Interior'),
    t('گەشت', 'الرحلات', 'Adventure'),
    t('شار', 'المدينة', 'City'),
  ],
  overseas: t('ئۆتۆمبێل بۆ کڕیارانی دەرەوە', 'سيارات للمشترين من الخارج', 'Vehicles for overseas buyers'),
};

/** Digits as the page's language writes them. */
const n = (value: number, language: Language) => formatNumber(value, language);
/** A starting price as each language writes it: "From $87,300", "لە ٨٧٬٣٠٠ دۆلارەوە", "ابتداءً من ٨٧٬٣٠٠ دولار". */
const fromPrice = (value: number, language: Language) =>
  language === 'en'
    ? `From $${n(value, language)}`
    : language === 'ku'
      ? `لە ${n(value, language)} دۆلارەوە`
      : `ابتداءً من ${n(value, language)} دولار`;

/** A block's id on the QA page: its template's name, `qa-` first and with dashes. */
const qaId = (template: string) => `qa-${template.replace(/_/g, '-')}`;

/** The Range Rover page's block of this template, with a QA id and scroll id of its own. */
function familyBlock(language: Language, template: string, scrollId: string): PageBlock {
  const block = FAMILY_PAGES[language][0]?.blocks.find((candidate) => candidate.template === template);
  if (!block) throw new Error(`the Range Rover page has no ${template} block`);
  return { ...block, id: qaId(template), props: { ...block.props, block_scroll_id: scrollId } };
}

/** A block of the QA page, its id from its template. */
const qaBlock = (template: string, scrollId: string, props: PageBlock['props']): PageBlock =>
  scrolledBlock(qaId(template), template, scrollId, props);

/** A QA block that opens with an h2 heading. */
const qaHeaded = (template: string, scrollId: string, heading: string, props: PageBlock['props']): PageBlock =>
  qaBlock(template, scrollId, { heading, heading_level: '2', ...props });

const slide = (scene: string, heading: string, paragraph: string, cta: ReturnType<typeof link>) => ({
  image: image(scene),
  heading,
  paragraph,
  link: cta,
});

/** The model, specification, gallery, collection and stock blocks of the QA page `/blocks`, in order. */
export function modelBlocksQa(language: Language): PageBlock[] {
  const l = (texts: Texts) => texts[language];
  const snippet = (id: string, heading: string, paragraph: string): PageBlock => ({
    id,
    template: 'snippet',
    props: { heading, paragraph, alignment: 'center' },
  });
  return [
    qaBlock('models_carousel', 'models-carousel', {
      models_label: l(B.models),
      models: [
        ['Range Rover', '1b1c1e', '/range-rover', 'P530 V8', 215000],
        ['Defender', '5e6b4e', '/defender', 'D300', 87300],
        ['Discovery', 'c9cac5', '/discovery', 'P360', 76500],
      ].map(([name, hex, path, engine, price]) => ({
        nameplate: String(name),
        car_image: image(`suv-${hex}-studio`, String(name)),
        transparent_image: { src: '', alt: '' },
        link: link(l(B.discover), String(path), 'tertiary'),
        specs: JSON.stringify({
          name: String(name),
          rows: [
            {
              name: String(name),
              engine: String(engine),
              consumption: '',
              price: fromPrice(Number(price), language),
              lease: '',
            },
          ],
        }),
      })),
    }),
    familyBlock(language, 'models_and_specifications', 'models-specifications'),
    qaBlock('model_summary_filters', 'model-filters', {
      selectBodystyle: l(B.bodyStyle),
      selectModel: l(B.model),
      submit: l(B.show),
      all_label: l(B.all),
    }),
    qaBlock('model_summary', 'model-summary', {
      heading: l(B.derivatives),
      tab_id: '',
      has_columns: true,
      spec_key_1: 'power',
      spec_label_1: l(B.power),
      spec_key_2: 'acceleration',
      spec_label_2: l(B.acceleration),
      spec_key_3: 'top_speed',
      spec_label_3: l(B.topSpeed),
      derivatives: [
        ['rr-se', 'P400', 'Range Rover SE', 'Range Rover', 'SWB', '1b1c1e', 165000, 400, 5.9, 242],
        ['rr-lwb', 'P530', 'Range Rover Autobiography', 'Range Rover', 'LWB', '2f4a5a', 215000, 530, 4.6, 250],
        ['rrs-dynamic', 'P400', 'Range Rover Sport Dynamic SE', 'Range Rover Sport', 'SWB', '8a1c1c', 118000, 400, 5.9, 242],
      ].map(([car, engine, name, model, body, hex, price, power, accel, speed]) => ({
        car_key: String(car),
        engine_key: String(engine),
        name: String(name),
        model: String(model),
        body_style: String(body),
        image: image(`suv-${hex}-studio`, String(name)),
        price: fromPrice(Number(price), language),
        spec_value_1: `${n(Number(power), language)} PS`,
        spec_value_2: `${n(Number(accel), language)} s`,
        spec_value_3: `${n(Number(speed), language)} km/h`,
        link: link(l(B.discover), '/range-rover', 'tertiary'),
      })),
    }),
    familyBlock(language, 'specification_at_a_glance', 'glance'),
    qaBlock('section_tabs', 'section-tabs', {
      label: l(B.sections),
      has_modal: true,
      modal_title: l(B.moreAbout),
      modal_button_label: l(B.openCards),
      tabs: B.tabs.map((tab, index) => ({
        tab_label: l(tab),
        tab_id: ['design', 'interior', 'technology'][index],
        blocks_count: 1,
        icon: ['car', 'seat', 'engine'][index],
        modal_card_title: l(tab),
        modal_card_text: l(B.tabTexts[index]!),
        modal_card_image: image(['suv-1b1c1e-city-day', 'interior-tan', 'interior-ebony'][index]!),
      })),
    }),
    ...B.tabs.map((tab, index) => snippet(`qa-section-tab-${index + 1}`, l(tab), l(B.tabTexts[index]!))),
    qaBlock('section_image_tabs', 'image-tabs', {
      label: l(B.terrains),
      tabs: B.terrainTabs.map((tab, index) => ({
        tab_label: l(tab),
        tab_id: ['terrain-mountains', 'terrain-city'][index],
        blocks_count: 1,
        image: image(['suv-5e6b4e-mountains-day', 'suv-1b1c1e-city-night'][index]!),
      })),
    }),
    ...B.terrainTabs.map((tab, index) => snippet(`qa-image-tab-${index + 1}`, l(tab), l(B.terrainTexts[index]!))),
    qaHeaded('tabbed_component', 'tabbed', l(B.views), {
      tabs: ['image_hero_slider', 'exterior_360', 'interior_360'].map((component, index) => ({
        tab_label: l(B.viewTabs[index]!),
        component_type: component,
        images: '',
        alt: l(B.viewAlt),
        body_style: 'suv',
        colour: '#5e6b4e',
      })),
    }),
    familyBlock(language, 'exterior_360', 'exterior-360'),
    familyBlock(language, 'interior_360', 'interior-360'),
    familyBlock(language, 'color_button_carousel', 'colours'),
    qaHeaded('number_button_carousel', 'editions', l(B.editions), {
      slides: B.editionNames.map((name, index) =>
        slide(
          ['suv-5e6b4e-mountains-day', 'suv-c9cac5-city-day', 'suv-1b1c1e-mountains-dusk'][index]!,
          l(name),
          l(B.editionTexts[index]!),
          link(l(B.discover), '/defender', 'tertiary'),
        ),
      ),
    }),
    qaHeaded('content_blocks_carousel', 'stories', l(B.stories), {
      slides: B.storyTexts.map((text, index) =>
        slide(
          ['mountains-day', 'city-night', 'mountains-dawn'][index]!,
          l(B.lifestyleCards[index]!),
          l(text),
          link(l(B.discover), '/about-us', 'tertiary'),
        ),
      ),
    }),
    qaHeaded('dual_frame_carousel', 'dual-frame', l(B.dualFrame), {
      slides: B.dualFrameSlides.map((heading, index) => ({
        image_primary: image(['suv-c9cac5-mountains-dawn', 'suv-c9cac5-city-dusk'][index]!),
        image_secondary: image(['interior-ivory', 'interior-tan'][index]!),
        heading: l(heading),
        paragraph: l(B.seatTexts[index]!),
        link: link(l(B.discover), '/discovery', 'tertiary'),
      })),
    }),
    qaHeaded('seat_slider', 'seats', l(B.seats), {
      counter: 1200,
      counter_unit: l(B.litres),
      counter_label: l(B.loadSpace),
      slides: B.seatLayouts.map((layout, index) => ({
        image: image(['interior-tan', 'interior-ivory', 'interior-ebony'][index]!),
        heading: l(layout),
        paragraph: l(B.seatTexts[index]!),
        link: { link_text: '', url: '' },
      })),
    }),
    qaHeaded('masonry', 'masonry', l(B.masonry), {
      img_video_grid: 'video-top',
      disable_autoplay: false,
      // No demo video is shipped: the poster stands in its place (a real URL plays in <lrdx-autoplay-video>).
      video_url: '',
      video_poster: image('suv-5e6b4e-mountains-dusk', l(B.videoLabel)),
      video_label: l(B.videoLabel),
      tiles: B.captions.map((caption, index) => ({
        image: image(['mountains-dawn', 'city-dusk', 'interior-tan'][index]!, l(caption)),
        caption: l(caption),
      })),
    }),
    qaHeaded('inspired_collection', 'inspired', l(B.inspired), {
      paragraph: l(B.inspiredText),
      items: B.inspiredCards.map((card, index) =>
        slide(
          ['suv-c9cac5-mountains-day', 'suv-5e6b4e-mountains-dawn', 'suv-1b1c1e-city-night', 'mountains-dusk'][index]!,
          l(card),
          '',
          link(l(B.discover), '/about-us', 'tertiary'),
        ),
      ),
    }),
    {
      ...qaHeaded('hotspots_container', 'hotspots', l(B.hotspots), {
        image: image('interior-ebony', l(B.hotspots)),
        hotspots: JSON.stringify(
          B.hotspotItems.map(([title, text], index) => ({
            // On the scene: the centre screen, the windscreen, the steering wheel.
            x: [52, 50, 28][index],
            y: [74, 40, 84][index],
            title: l(title!),
            text: l(text!),
          })),
        ),
      }),
      id: 'qa-hotspots',
    },
    qaBlock('ready_to_go_bar', 'ready-to-go', {
      label: l(B.ready),
      fabDisabled: false,
      mobile_button_label: l(B.readyMore),
      groups: B.readyLinks.map((label, index) => ({
        icon: ['calendar', 'car', 'document', 'pin', 'phone'][index],
        label: l(label),
        url: ['/contact-us', '/stock', '/offers-and-finance', '/contact-us#retailers', '/contact-us'][index],
      })),
    }),
    qaHeaded('gallery_categories', 'gallery-categories', l(B.galleryCategories), {
      categories: B.categoryNames.map((name, index) => ({
        title: l(name),
        image: image(['suv-1b1c1e-mountains-day', 'interior-tan', 'suv-5e6b4e-mountains-dusk', 'city-night'][index]!),
        url: '#gallery',
      })),
    }),
    familyBlock(language, 'gallery_carousel', 'gallery'),
    qaBlock('collection_item', 'collection-item', {
      images: JSON.stringify(['/media/scenes/interior-tan/1024x576.webp', '/media/scenes/interior-ebony/1024x576.webp']),
      images_alt: l(B.collectionAlt),
      html: `<h2>${l(B.collectionItem)}</h2><p>${l(B.collectionItemText)}</p>{photos}`,
    }),
    qaHeaded('collection_slider', 'collection-slider', l(B.collection), {
      // The editor's own items only: the demo has no outside collection feed.
      api_url: '',
      lang: language === 'ar' ? 'ar' : 'en',
      market: '',
      collection: '',
      limit: 10,
      grouped: false,
      show_pagination: false,
      error_text: l(B.collectionError),
      items: B.items.map((name, index) => ({
        image: image(['interior-ivory', 'interior-tan', 'interior-ebony'][index]!),
        image_hover: { src: '', alt: '' },
        item_name: l(name),
        item_label: index === 0 ? l(B.itemLabel) : '',
        url: '/about-us',
      })),
    }),
    qaHeaded('collection_carousel', 'collection-carousel', l(B.lifestyle), {
      cards: B.lifestyleCards.map((title, index) => ({
        image: image(['mountains-day', 'city-night', 'mountains-dawn'][index]!),
        url: '/about-us',
        target: false,
        title: l(title),
      })),
    }),
    qaHeaded('stock_locator_overseas', 'overseas', l(B.overseas), { load_on: 'visible' }),
    familyBlock(language, 'stock_carousel', 'stock-carousel'),
  ];
}
