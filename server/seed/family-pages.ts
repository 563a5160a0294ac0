/**
 * The three family pages (Range Rover, Defender, Discovery) in Kurdish, Arabic and English, built
 * from the catalogue blocks: hero, figures at a glance, models and specifications,
 * exterior and interior 360, colour picker, gallery and the stock carousel. Pictures are the
 * media pipeline's generated scenes and vehicle drawings (no external hosts).
 */
import type { Language } from '../../domain/languages.js';
import type { PageBlock } from '../../domain/page.js';
import { scenePath } from '../../domain/media-scenes.js';
import { vehiclePicturePath } from '../../domain/vehicle-picture.js';
import { link, type SeedPage } from './seed-page-parts.js';
import { specificationAccordionBlock } from './specification-accordion-seed.js';

interface FamilyData {
  path: string;
  family: string;
  /** Latin nameplate, the same in every language. */
  name: string;
  paints: { hex: string; name: Record<Language, string> }[];
  models: { key: string; title: string; price: string; power: string; accel: string; seats: string }[];
  glance: { power: string; accel: string; wade: string; towing: string };
  text: Record<Language, { tagline: string; intro: string; description: string }>;
}

const FAMILIES: FamilyData[] = [
  {
    path: '/range-rover',
    family: 'Range Rover',
    name: 'Range Rover',
    paints: [
      { hex: '0e1a24', name: { ku: 'شینی کاربۆنی', ar: 'أزرق كربوني', en: 'Carpathian Blue' } },
      { hex: 'e8e4dc', name: { ku: 'سپیی فوجی', ar: 'أبيض فوجي', en: 'Fuji White' } },
      { hex: '4a4d50', name: { ku: 'خۆڵەمێشیی ئێگەر', ar: 'رمادي إيغر', en: 'Eiger Grey' } },
      { hex: '1b1b1b', name: { ku: 'ڕەشی سانتۆرینی', ar: 'أسود سانتوريني', en: 'Santorini Black' } },
    ],
    models: [
      { key: 'rr-se', title: 'Range Rover SE', price: '$145,000', power: '400', accel: '5.9', seats: '5' },
      { key: 'rr-autobiography', title: 'Range Rover Autobiography', price: '$185,000', power: '530', accel: '4.6', seats: '5' },
      { key: 'rr-sport', title: 'Range Rover Sport', price: '$110,000', power: '400', accel: '5.9', seats: '5' },
    ],
    glance: { power: '530', accel: '4.6', wade: '900', towing: '3500' },
    text: {
      ku: {
        tagline: 'ئاسوودەیی بێ سنوور',
        intro: 'ڕەینج ڕۆڤەر لوتکەی ئاسوودەیی و توانایە، لە شەقامەکانی هەولێرەوە تا چیاکانی کوردستان.',
        description: 'هەر مۆدێلێک هەڵبژێرە و تایبەتمەندییەکانی ببینە.',
      },
      ar: {
        tagline: 'رفاهية بلا حدود',
        intro: 'رينج روفر قمة الرفاهية والقدرة، من شوارع أربيل إلى جبال كردستان.',
        description: 'اختر أي طراز واطّلع على مواصفاته.',
      },
      en: {
        tagline: 'Peerless refinement',
        intro: 'Range Rover is the height of refinement and capability, from the streets of Erbil to the mountains of Kurdistan.',
        description: 'Choose a model to see its specifications.',
      },
    },
  },
  {
    path: '/defender',
    family: 'Defender',
    name: 'Defender',
    paints: [
      { hex: '5b6a4a', name: { ku: 'سەوزی پانگیا', ar: 'أخضر بانجيا', en: 'Pangea Green' } },
      { hex: 'c9b99a', name: { ku: 'قاوەیی گۆندوانا', ar: 'بني غوندوانا', en: 'Gondwana Stone' } },
      { hex: '2a2d30', name: { ku: 'خۆڵەمێشیی کارپاتیان', ar: 'رمادي كارباتيان', en: 'Carpathian Grey' } },
      { hex: 'f1efe9', name: { ku: 'سپیی فوجی', ar: 'أبيض فوجي', en: 'Fuji White' } },
    ],
    models: [
      { key: 'defender-90', title: 'Defender 90', price: '$75,000', power: '300', accel: '7.0', seats: '6' },
      { key: 'defender-110', title: 'Defender 110', price: '$82,000', power: '400', accel: '6.1', seats: '7' },
      { key: 'defender-130', title: 'Defender 130', price: '$95,000', power: '400', accel: '6.6', seats: '8' },
    ],
    glance: { power: '400', accel: '6.1', wade: '900', towing: '3500' },
    text: {
      ku: {
        tagline: 'توانای هەموو ڕێگایەک',
        intro: 'دیفێندەر بۆ ئەو شوێنانە دروستکراوە کە ڕێگایان تێدا نییە: بەفری چیا، لمی بیابان و ڕووباری قووڵ.',
        description: 'سێ قەبارە، یەک ڕۆحی بەهێز.',
      },
      ar: {
        tagline: 'قادر على كل الطرق',
        intro: 'صُمّمت ديفندر للأماكن التي لا طرق فيها: ثلوج الجبال ورمال الصحراء والأنهار العميقة.',
        description: 'ثلاثة أحجام وروح واحدة قوية.',
      },
      en: {
        tagline: 'Capable of great things',
        intro: 'Defender is built for places without roads: mountain snow, desert sand and deep rivers.',
        description: 'Three sizes, one unstoppable spirit.',
      },
    },
  },
  {
    path: '/discovery',
    family: 'Discovery',
    name: 'Discovery',
    paints: [
      { hex: '6b1e1e', name: { ku: 'سووری فایرێنزێ', ar: 'أحمر فيرينزي', en: 'Firenze Red' } },
      { hex: '1f3346', name: { ku: 'شینی پۆرتۆفینۆ', ar: 'أزرق بورتوفينو', en: 'Portofino Blue' } },
      { hex: 'd9d6cf', name: { ku: 'زیویی ئیندوس', ar: 'فضي إندوس', en: 'Indus Silver' } },
      { hex: '141414', name: { ku: 'ڕەشی سانتۆرینی', ar: 'أسود سانتوريني', en: 'Santorini Black' } },
    ],
    models: [
      { key: 'discovery', title: 'Discovery', price: '$72,000', power: '360', accel: '6.5', seats: '7' },
      { key: 'discovery-sport', title: 'Discovery Sport', price: '$52,000', power: '249', accel: '7.6', seats: '7' },
    ],
    glance: { power: '360', accel: '6.5', wade: '900', towing: '3500' },
    text: {
      ku: {
        tagline: 'شوێنی هەموو خێزانەکە',
        intro: 'دیسکڤەری حەوت کورسیی ڕاستەقینەی هەیە و بۆ گەشتی درێژی خێزان لە هەموو وەرزێکدا ئامادەیە.',
        description: 'مۆدێلەکان و تایبەتمەندییەکانیان.',
      },
      ar: {
        tagline: 'مكان للعائلة كلها',
        intro: 'ديسكفري بسبعة مقاعد حقيقية، جاهزة لرحلات العائلة الطويلة في كل المواسم.',
        description: 'الطرازات ومواصفاتها.',
      },
      en: {
        tagline: 'Room for everyone',
        intro: 'Discovery has seven full-size seats and is ready for long family journeys in every season.',
        description: 'The models and their specifications.',
      },
    },
  },
];

const WORDS: Record<
  Language,
  {
    figures: string;
    power: string;
    accel: string;
    wade: string;
    towing: string;
    models: string;
    engine: string;
    seats: string;
    from: string;
    petrol: string;
    plugIn: string;
    testDrive: string;
    stock: string;
    exterior: string;
    interior: string;
    colours: string;
    gallery: string;
    inStock: string;
    explore: string;
    drag: string;
    cabin: string;
  }
> = {
  ku: {
    figures: 'ژمارە سەرەکییەکان',
    power: 'هێزی ئەسپ',
    accel: '٠–١٠٠ کم/ک (چرکە)',
    wade: 'قووڵیی پەڕینەوە لە ئاو (ملم)',
    towing: 'توانای ڕاکێشان (کگم)',
    models: 'مۆدێلەکان و تایبەتمەندییەکان',
    engine: 'بزوێنەر و توانا',
    seats: 'کورسی',
    from: 'نرخ لە',
    petrol: 'بەنزین',
    plugIn: 'هایبریدی پلاگ-ئین',
    testDrive: 'تاقیکردنەوەی لێخوڕین',
    stock: 'ئۆتۆمبێلە بەردەستەکان',
    exterior: 'دیمەنی ٣٦٠ پلە',
    interior: 'ناوەوە',
    colours: 'ڕەنگی دەرەوە',
    gallery: 'گەلەری',
    inStock: 'ئێستا بەردەستە',
    explore: 'سەیری مۆدێلەکان بکە',
    drag: 'دیمەنی ئۆتۆمبێلەکە',
    cabin: 'ناوەوەی ئۆتۆمبێلەکە',
  },
  ar: {
    figures: 'أرقام رئيسية',
    power: 'حصان',
    accel: '٠–١٠٠ كم/س (ثانية)',
    wade: 'عمق الخوض (ملم)',
    towing: 'قدرة القطر (كغ)',
    models: 'الطرازات والمواصفات',
    engine: 'المحرك والأداء',
    seats: 'المقاعد',
    from: 'السعر من',
    petrol: 'بنزين',
    plugIn: 'هجين قابل للشحن',
    testDrive: 'تجربة القيادة',
    stock: 'السيارات المتوفرة',
    exterior: 'عرض ٣٦٠ درجة',
    interior: 'المقصورة',
    colours: 'اللون الخارجي',
    gallery: 'معرض الصور',
    inStock: 'متوفرة الآن',
    explore: 'استكشف الطرازات',
    drag: 'مظهر السيارة',
    cabin: 'مقصورة السيارة',
  },
  en: {
    figures: 'At a glance',
    power: 'horsepower',
    accel: '0–100 km/h (seconds)',
    wade: 'wading depth (mm)',
    towing: 'towing capacity (kg)',
    models: 'Models and specifications',
    engine: 'Engine and performance',
    seats: 'Seats',
    from: 'From',
    petrol: 'Petrol',
    plugIn: 'Plug-in hybrid',
    testDrive: 'Test drive',
    stock: 'Vehicles in stock',
    exterior: '360° view',
    interior: 'Interior',
    colours: 'Exterior colour',
    gallery: 'Gallery',
    inStock: 'Available now',
    explore: 'Explore the models',
    drag: 'The vehicle',
    cabin: 'The cabin',
  },
};

const scene = (name: string, alt: string) => ({ src: scenePath(name), alt });

function familyPage(data: FamilyData, language: Language): SeedPage {
  const w = WORDS[language];
  const t = data.text[language];
  const slug = data.path.slice(1);
  const first = data.paints[0]?.hex ?? '1f2a30';
  const blocks: PageBlock[] = [
    {
      id: `${slug}-hero`,
      template: 'hero_banner',
      props: {
        heading: data.name,
        heading_level: '1',
        paragraph: t.tagline,
        image: scene(`suv-${first}-mountains-dusk`, data.name),
        link: link(w.explore, `${data.path}#models`, 'primary'),
      },
    },
    {
      id: `${slug}-intro`,
      template: 'snippet',
      props: { heading: t.tagline, paragraph: t.intro, alignment: 'center' },
    },
    {
      id: `${slug}-glance`,
      template: 'specification_at_a_glance',
      props: {
        heading: w.figures,
        per_row: '4',
        items: [
          { icon: 'engine', value: data.glance.power, unit: '', label: w.power },
          { icon: 'speed', value: data.glance.accel, unit: '', label: w.accel },
          { icon: 'range', value: data.glance.wade, unit: '', label: w.wade },
          { icon: 'car', value: data.glance.towing, unit: '', label: w.towing },
        ],
      },
    },
    {
      id: `${slug}-exterior`,
      template: 'exterior_360',
      props: {
        block_scroll_id: '360',
        heading: w.exterior,
        alt: `${data.name} – ${w.drag}`,
        body_style: 'suv',
        has_slider_with_handle: true,
        has_sidebar: true,
        has_autostart: false,
        colours: data.paints.map((paint) => ({ name: paint.name[language], hex: `#${paint.hex}`, frames: '' })),
      },
    },
    {
      id: `${slug}-models`,
      template: 'models_and_specifications',
      props: {
        block_scroll_id: 'models',
        heading: w.models,
        models: data.models.map((model, index) => ({
          car_key: model.key,
          car_title: model.title,
          image: scene(`suv-${data.paints[index % data.paints.length]?.hex ?? first}-studio`, model.title),
          price: `${w.from} ${model.price}`,
          petrol_label: w.petrol,
          diesel_label: '',
          phev_label: index === 0 ? w.plugIn : '',
          bev_label: '',
          accordion_schema: JSON.stringify([
            {
              title: w.engine,
              rows: [
                { label: w.power, value: model.power },
                { label: w.accel, value: model.accel },
                { label: w.seats, value: model.seats },
              ],
            },
          ]),
          ready_to_go_icon_1: 'calendar',
          ready_to_go_link_1: '/contact-us',
          ready_to_go_paragraph_1: w.testDrive,
          ready_to_go_icon_2: 'car',
          ready_to_go_link_2: `/stock?family=${encodeURIComponent(data.family)}`,
          ready_to_go_paragraph_2: w.stock,
        })),
      },
    },
    // The Defender's engines, section by section (the other families have one engine per model here).
    ...(data.path === '/defender' ? [{ ...specificationAccordionBlock(language), id: 'defender-specifications' }] : []),
    {
      id: `${slug}-colours`,
      template: 'color_button_carousel',
      props: {
        heading: w.colours,
        is_bigger_picker: true,
        colours: data.paints.map((paint) => ({
          name: paint.name[language],
          hex: `#${paint.hex}`,
          main_image: { src: vehiclePicturePath('suv', `#${paint.hex}`, 'side', 'hd'), alt: `${data.name} – ${paint.name[language]}` },
          thumbnail: { src: '', alt: '' },
        })),
      },
    },
    {
      id: `${slug}-interior`,
      template: 'interior_360',
      props: { heading: w.interior, image: scene('interior-tan', `${data.name} – ${w.cabin}`) },
    },
    {
      id: `${slug}-gallery`,
      template: 'gallery_carousel',
      props: {
        block_scroll_id: 'gallery',
        heading: w.gallery,
        pictures: [
          { image: scene(`suv-${first}-mountains-day`, data.name), caption: '' },
          { image: scene(`suv-${data.paints[1]?.hex ?? first}-city-night`, data.name), caption: '' },
          { image: scene('interior-ebony', `${data.name} – ${w.cabin}`), caption: '' },
          { image: scene(`suv-${data.paints[2]?.hex ?? first}-mountains-dawn`, data.name), caption: '' },
          { image: scene('city-dusk', data.name), caption: '' },
        ],
      },
    },
    {
      id: `${slug}-stock`,
      template: 'stock_carousel',
      props: { heading: w.inStock, family: data.family },
    },
  ];
  return {
    path: data.path,
    title: data.name,
    meta_title: `${data.name} | Land Rover`,
    meta_description: t.intro,
    blocks,
  };
}

export const FAMILY_PAGES: Readonly<Record<Language, readonly SeedPage[]>> = {
  ku: FAMILIES.map((family) => familyPage(family, 'ku')),
  ar: FAMILIES.map((family) => familyPage(family, 'ar')),
  en: FAMILIES.map((family) => familyPage(family, 'en')),
};
