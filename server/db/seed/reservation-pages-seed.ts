/**
 * The online reservation pages of the demo, in Kurdish: `/reserve` with the reservation flow block
 * and `/cancel-reservation` with the cancellation flow block (its visitor arrives with `?lead=<id>&token=<lead access token>`
 * from the confirmation), plus the two block templates' rows. Untouched content slots show the
 * widgets' own Kurdish texts, so only the headings and the no-script notes are written here.
 * Safe to run twice and on a database seeded before these blocks existed: existing rows are kept.
 * Called by the lead after seedContent: `await seedReservationPages(trx);`
 */
import type { Insertable, Kysely } from 'kysely';
import type { PageBlock } from '../../../domain/page.js';
import type { Database, PagesTable } from '../schema.js';
import { blockTemplateRows } from './content-seed.js';
import { IRAQ_LISTING_ID } from './listings.js';

const SEEDED_AT = '2025-01-01T00:00:00.000Z';
export const RESERVATION_PAGE_PATH = '/reserve';
export const CANCELLATION_PAGE_PATH = '/cancel-reservation';
const FLOW_TEMPLATES = ['reservation_flow', 'cancellation_flow'];

interface FlowPage {
  path: string;
  title: string;
  meta_description: string;
  blocks: PageBlock[];
}

export const RESERVATION_PAGES: FlowPage[] = [
  {
    path: RESERVATION_PAGE_PATH,
    title: 'حیجزکردنی ئۆتۆمبێل بە ئۆنلاین',
    meta_description: 'ئۆتۆمبێلێکی بەردەست هەڵبژێرە و بە شێوەی ئۆنلاین حیجزی بکە؛ تا حیجزەکەت تەواو دەکەیت بۆت ڕادەگرین.',
    blocks: [
      {
        id: 'reserve-flow',
        template: 'reservation_flow',
        props: {
          block_scroll_id: 'reserve',
          heading: 'حیجزکردنی ئۆتۆمبێل بە ئۆنلاین',
          heading_level: '1',
          list_key: IRAQ_LISTING_ID,
          cancellation_page: CANCELLATION_PAGE_PATH,
          noscript_text: 'بۆ حیجزکردنی ئۆتۆمبێل بە ئۆنلاین، تکایە جاڤاسکریپت لە وێبگەڕەکەتدا چالاک بکە.',
        },
      },
    ],
  },
  {
    path: CANCELLATION_PAGE_PATH,
    title: 'هەڵوەشاندنەوەی حیجز',
    meta_description: 'حیجزی ئۆنلاینی ئۆتۆمبێلەکەت لێرە هەڵبوەشێنەوە.',
    blocks: [
      {
        id: 'cancel-flow',
        template: 'cancellation_flow',
        props: {
          block_scroll_id: 'cancel',
          heading: 'هەڵوەشاندنەوەی حیجز',
          heading_level: '1',
          noscript_text: 'بۆ هەڵوەشاندنەوەی حیجزەکەت، تکایە جاڤاسکریپت لە وێبگەڕەکەتدا چالاک بکە.',
        },
      },
    ],
  },
];

function pageRow(page: FlowPage): Insertable<PagesTable> {
  return {
    path: page.path,
    title: page.title,
    meta_title: null,
    meta_description: page.meta_description,
    image_id: null,
    page_type: 'content',
    link_type: null,
    redirect_path: null,
    link_new_window: 0,
    url_redirection: null,
    blocks: JSON.stringify(page.blocks),
    state: 'published',
    created_at: SEEDED_AT,
    updated_at: SEEDED_AT,
  };
}

export async function seedReservationPages(db: Kysely<Database>): Promise<void> {
  const templates = blockTemplateRows().filter((row) => FLOW_TEMPLATES.includes(row.key));
  await db
    .insertInto('block_templates')
    .values(templates)
    .onConflict((oc) => oc.column('key').doNothing())
    .execute();
  await db
    .insertInto('pages')
    .values(RESERVATION_PAGES.map(pageRow))
    .onConflict((oc) => oc.column('path').doNothing())
    .execute();
}
