/**
 * GET /public_api/demo_news: the demo news feed the seeded news blocks read (site/blocks/news/
 * feed.ts), so the demo site shows real items without an outside host. It answers the news
 * block's request shape: `?locale=ku|ar|en&page=&per_page=` → `{ items, page, total_pages }`,
 * newest first. A real site points the block's api_root at its news service instead.
 */
import type { FastifyInstance } from 'fastify';
import { LANGUAGES, type Language } from '../../../domain/languages.js';
import { scenePath } from '../../../domain/media-scenes.js';

type Texts = Record<Language, string>;
const t = (ku: string, ar: string, en: string): Texts => ({ ku, ar, en });

interface DemoStory {
  date: string;
  scene: string;
  path: string;
  title: Texts;
  summary: Texts;
}

const STORIES: readonly DemoStory[] = [
  {
    date: '2026-11-18',
    scene: 'suv-5e6b4e-mountains-day',
    path: '/defender',
    title: t('دیفێندەر لە چیاکانی هەورامان', 'ديفندر في جبال هورامان', 'Defender in the Hawraman mountains'),
    summary: t(
      'تیمەکەمان سێ ڕۆژ بە ڕێگا بەردینەکانی هەورامان گەڕا و دیفێندەر ١١٠ی تاقیکردەوە.',
      'قضى فريقنا ثلاثة أيام على طرق هورامان الصخرية لاختبار ديفندر 110.',
      'Our team spent three days on the rocky roads of Hawraman putting the Defender 110 to the test.',
    ),
  },
  {
    date: '2026-11-04',
    scene: 'city-night',
    path: '/contact-us',
    title: t('نمایشگای نوێ لە هەولێر', 'صالة عرض جديدة في أربيل', 'A new showroom in Erbil'),
    summary: t(
      'نمایشگاکەمان لە شەقامی ٦٠ مەتری هەولێر دەرگاکانی کردەوە، هەموو ڕۆژێک جگە لە هەینی.',
      'افتتحت صالة العرض الجديدة في شارع الستين بأربيل أبوابها، يومياً عدا الجمعة.',
      'Our showroom on Erbil’s 60 Metre Street is now open every day except Friday.',
    ),
  },
  {
    date: '2026-10-21',
    scene: 'suv-1b1c1e-city-night',
    path: '/range-rover',
    title: t('ڕەینج ڕۆڤەری نوێ گەیشتە عێراق', 'رينج روفر الجديدة تصل إلى العراق', 'The new Range Rover arrives in Iraq'),
    summary: t(
      'یەکەم ئۆتۆمبێلەکانی ڕەینج ڕۆڤەری نوێ ئێستا لە لای بریکارەکانمان بۆ تاقیکردنەوەی لێخوڕین ئامادەن.',
      'أولى سيارات رينج روفر الجديدة متاحة الآن لتجربة القيادة لدى وكلائنا.',
      'The first new Range Rover vehicles are now ready for test drives at our retailers.',
    ),
  },
  {
    date: '2026-10-07',
    scene: 'suv-c9cac5-mountains-dawn',
    path: '/discovery',
    title: t('گەشتی خێزانی بە دیسکڤەری بۆ دوکان', 'رحلة عائلية بديسكفري إلى دوكان', 'A family trip to Dukan in a Discovery'),
    summary: t(
      'حەوت کورسی، جێگای فراوان بۆ کەلوپەل و ڕێگایەکی جوان بەرەو دەریاچەی دوکان.',
      'سبعة مقاعد ومساحة واسعة للأمتعة وطريق جميل نحو بحيرة دوكان.',
      'Seven seats, room for the luggage and a beautiful road to Lake Dukan.',
    ),
  },
  {
    date: '2026-09-23',
    scene: 'interior-tan',
    path: '/about-us',
    title: t('خزمەتگوزاری پاش فرۆشتن لە سلێمانی', 'خدمة ما بعد البيع في السليمانية', 'After-sales service in Sulaymaniyah'),
    summary: t(
      'سەنتەری خزمەتگوزاری نوێمان لە سلێمانی چاککردنەوە و پارچەی ڕەسەن پێشکەش دەکات.',
      'يقدّم مركز الخدمة الجديد في السليمانية الصيانة وقطع الغيار الأصلية.',
      'Our new service centre in Sulaymaniyah offers repairs and genuine parts.',
    ),
  },
  {
    date: '2026-09-09',
    scene: 'suv-8a1c1c-city-day',
    path: '/stock',
    title: t('ئۆتۆمبێلی پەسەندکراو بە گەرەنتی', 'سيارات معتمدة مع ضمان', 'Approved vehicles with a warranty'),
    summary: t(
      'هەموو ئۆتۆمبێلێکی پەسەندکراو پشکنینی تەواوی بۆ کراوە و گەرەنتی لەگەڵدایە.',
      'كل سيارة معتمدة خضعت لفحص كامل وتأتي مع ضمان.',
      'Every approved vehicle has been fully inspected and comes with a warranty.',
    ),
  },
  {
    date: '2026-08-26',
    scene: 'mountains-dusk',
    path: '/about-us',
    title: t('٧٥ ساڵ لە سەرکێشی', '٧٥ عاماً من المغامرة', '75 years of adventure'),
    summary: t(
      'لە ١٩٤٨ەوە لاند ڕۆڤەر ڕێگای نوێ دەدۆزێتەوە؛ چیرۆکەکە لە کوردستان بەردەوامە.',
      'منذ 1948 تكتشف لاند روفر طرقاً جديدة؛ والقصة مستمرة في كردستان.',
      'Since 1948 Land Rover has been finding new roads; the story continues in Kurdistan.',
    ),
  },
];

const whole = (value: unknown, fallback: number, max: number): number => {
  const n = typeof value === 'string' ? Number(value) : NaN;
  return Number.isInteger(n) && n >= 1 ? Math.min(n, max) : fallback;
};

export function demoNewsPage(query: Record<string, unknown>) {
  const locale = (LANGUAGES as readonly string[]).includes(String(query.locale)) ? (query.locale as Language) : 'en';
  const perPage = whole(query.per_page, 6, 24);
  const totalPages = Math.max(1, Math.ceil(STORIES.length / perPage));
  const page = whole(query.page, 1, 1000);
  const items = STORIES.slice((page - 1) * perPage, page * perPage).map((story) => ({
    title: story.title[locale],
    summary: story.summary[locale],
    image: scenePath(story.scene),
    url: story.path,
    published_at: story.date,
  }));
  return { items, page, total_pages: totalPages };
}

const itemSchema = {
  type: 'object',
  properties: {
    title: { type: 'string' },
    summary: { type: 'string' },
    image: { type: 'string' },
    url: { type: 'string' },
    published_at: { type: 'string' },
  },
} as const;

export function registerDemoNewsRoute(app: FastifyInstance): void {
  app.get(
    '/public_api/demo_news',
    {
      schema: {
        description: 'The demo news feed of the seeded news blocks: one page of stories in the asked locale, newest first.',
        tags: ['content'],
        querystring: {
          type: 'object',
          properties: {
            locale: { type: 'string', enum: [...LANGUAGES] },
            country: { type: 'string' },
            page: { type: 'string', pattern: '^[0-9]{1,4}$' },
            per_page: { type: 'string', pattern: '^[0-9]{1,2}$' },
          },
        },
        response: {
          200: {
            type: 'object',
            properties: { items: { type: 'array', items: itemSchema }, page: { type: 'integer' }, total_pages: { type: 'integer' } },
          },
        },
      },
    },
    async (request) => demoNewsPage(request.query as Record<string, unknown>),
  );
}
