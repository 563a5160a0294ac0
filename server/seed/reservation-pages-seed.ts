/**
 * The online reservation pages of the demo, in Kurdish, Arabic and English: `/reserve` with the reservation flow block
 * and `/cancel-reservation` with the cancellation flow block (its visitor arrives with `?lead=<id>&token=<lead access token>`
 * from the confirmation), plus the two block templates' rows. Untouched content slots show the
 * widgets' own texts in the page language, so only the headings and the no-script notes are written here.
 * Safe to run twice and on a database seeded before these blocks existed: existing rows are kept.
 * Called by the lead after seedContent: `await seedReservationPages(trx);`
 */
import type { Kysely } from 'kysely';
import { LANGUAGES, type Language } from '../../domain/languages.js';
import type { PageBlock } from '../../domain/page.js';
import type { Database } from '../db/schema.js';
import { blockTemplateRows } from './content-seed.js';
import { IRAQ_LISTING_ID } from './listings.js';
import { seededPageRow } from './seed-page-parts.js';

export const RESERVATION_PAGE_PATH = '/reserve';
export const CANCELLATION_PAGE_PATH = '/cancel-reservation';
const FLOW_TEMPLATES = ['reservation_flow', 'cancellation_flow'];

interface FlowPage {
  path: string;
  title: string;
  meta_description: string;
  blocks: PageBlock[];
  /** Only reached with an order's token from its e-mail or confirmation: hidden from the navigation. */
  navHidden: boolean;
}

interface FlowTexts {
  reserveTitle: string;
  reserveDescription: string;
  reserveNoscript: string;
  cancelTitle: string;
  cancelDescription: string;
  cancelNoscript: string;
}

const FLOW_TEXTS: Readonly<Record<Language, FlowTexts>> = {
  ku: {
    reserveTitle: 'حیجزکردنی ئۆتۆمبێل بە ئۆنلاین',
    reserveDescription: 'ئۆتۆمبێلێکی بەردەست هەڵبژێرە و بە شێوەی ئۆنلاین حیجزی بکە؛ تا حیجزەکەت تەواو دەکەیت بۆت ڕادەگرین.',
    reserveNoscript: 'بۆ حیجزکردنی ئۆتۆمبێل بە ئۆنلاین، تکایە جاڤاسکریپت لە وێبگەڕەکەتدا چالاک بکە.',
    cancelTitle: 'هەڵوەشاندنەوەی حیجز',
    cancelDescription: 'حیجزی ئۆنلاینی ئۆتۆمبێلەکەت لێرە هەڵبوەشێنەوە.',
    cancelNoscript: 'بۆ هەڵوەشاندنەوەی حیجزەکەت، تکایە جاڤاسکریپت لە وێبگەڕەکەتدا چالاک بکە.',
  },
  ar: {
    reserveTitle: 'احجز سيارتك عبر الإنترنت',
    reserveDescription: 'اختر سيارة متوفرة واحجزها عبر الإنترنت؛ نحتفظ بها لك ريثما تُتم الحجز.',
    reserveNoscript: 'لحجز سيارة عبر الإنترنت، يُرجى تفعيل جافاسكربت في متصفحك.',
    cancelTitle: 'إلغاء الحجز',
    cancelDescription: 'ألغِ حجز سيارتك عبر الإنترنت من هنا.',
    cancelNoscript: 'لإلغاء حجزك، يُرجى تفعيل جافاسكربت في متصفحك.',
  },
  en: {
    reserveTitle: 'Reserve a vehicle online',
    reserveDescription: 'Choose a vehicle in stock and reserve it online; we hold it for you while you complete your reservation.',
    reserveNoscript: 'To reserve a vehicle online, please turn on JavaScript in your browser.',
    cancelTitle: 'Cancel a reservation',
    cancelDescription: 'Cancel the online reservation of your vehicle here.',
    cancelNoscript: 'To cancel your reservation, please turn on JavaScript in your browser.',
  },
};

function flowPages(texts: FlowTexts): FlowPage[] {
  return [
    {
      path: RESERVATION_PAGE_PATH,
      navHidden: false,
      title: texts.reserveTitle,
      meta_description: texts.reserveDescription,
      blocks: [
        {
          id: 'reserve-flow',
          template: 'reservation_flow',
          props: {
            block_scroll_id: 'reserve',
            heading: texts.reserveTitle,
            heading_level: '1',
            list_key: IRAQ_LISTING_ID,
            cancellation_page: CANCELLATION_PAGE_PATH,
            noscript_text: texts.reserveNoscript,
          },
        },
      ],
    },
    {
      path: CANCELLATION_PAGE_PATH,
      navHidden: true,
      title: texts.cancelTitle,
      meta_description: texts.cancelDescription,
      blocks: [
        {
          id: 'cancel-flow',
          template: 'cancellation_flow',
          props: {
            block_scroll_id: 'cancel',
            heading: texts.cancelTitle,
            heading_level: '1',
            noscript_text: texts.cancelNoscript,
          },
        },
      ],
    },
  ];
}

/** The reservation and cancellation pages per language, at the same paths. */
export const RESERVATION_PAGES: Readonly<Record<Language, FlowPage[]>> = {
  ku: flowPages(FLOW_TEXTS.ku),
  ar: flowPages(FLOW_TEXTS.ar),
  en: flowPages(FLOW_TEXTS.en),
};

export async function seedReservationPages(db: Kysely<Database>): Promise<void> {
  const templates = blockTemplateRows().filter((row) => FLOW_TEMPLATES.includes(row.key));
  await db
    .insertInto('block_templates')
    .values(templates)
    .onConflict((oc) => oc.column('key').doNothing())
    .execute();
  await db
    .insertInto('pages')
    .values(
      LANGUAGES.flatMap((language) => RESERVATION_PAGES[language].map((page) => seededPageRow(language, { ...page, meta_title: null }))),
    )
    .onConflict((oc) => oc.columns(['language', 'path']).doNothing())
    .execute();
}
