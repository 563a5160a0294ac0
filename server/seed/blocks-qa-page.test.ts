/**
 * The QA page `/blocks` (docs/site-shell.md, "Every page is reachable") shows every registered block, in each site language, as the
 * seed writes it to the database: a block added to the registry without a place on the page
 * fails here. Each placed block must also render visible markup with the stored props (a block
 * whose props are wrong renders nothing or the "Something went wrong" box, and QA would miss it).
 */
import { renderToStaticMarkup } from 'react-dom/server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LANGUAGE_INFO, LANGUAGES, type Language } from '../../domain/languages.js';
import type { PageBlock } from '../../domain/page.js';
import { shellStrings } from '../../site/i18n/index.js';
import { BLOCKS, renderBlock } from '../../site/blocks/registry.js';
import { siteHref } from '../../site/site-href.js';
import type { RenderContext } from '../../site/blocks/types.js';
import type { TestDatabase } from '../db/test-db.js';
import { openMigratedTestDatabase } from '../migrations/testing/migrated-test-database.js';
import { seedDemo } from './index.js';

/** The blocks that cannot stand alone on a page of samples, and why. */
const NOT_ON_QA_PAGE: Readonly<Record<string, string>> = {
  fab: 'renders nothing where it is placed: its items become the floating quick-links bar of the whole page',
  retailer_schema: "invisible JSON-LD that declares the page a retailer's page; it belongs on a retailer page only",
  retailer_service_schema: "invisible JSON-LD that declares the page a retailer's service page; it belongs on a retailer page only",
  reservation_flow: 'the reservation of one vehicle owns its page (/reserve): it is reached from a vehicle with the reservation steps',
  cancellation_flow: "needs a reservation's lead and token from the address of the e-mailed link (/cancel-reservation)",
  stock_locator:
    'keeps its filters in the page address; the QA page has the overseas variant, and two locators on one page would share that address',
};

function renderContext(language: Language): RenderContext & { warnings: string[] } {
  const warnings: string[] = [];
  return {
    segment: language,
    htmlLang: LANGUAGE_INFO[language].htmlLang,
    strings: shellStrings(language),
    href: (url) => siteHref(language, url),
    warn: (message) => warnings.push(message),
    warnings,
  };
}

describe('the seeded QA page /blocks', () => {
  let handle: TestDatabase;
  const pages = new Map<Language, PageBlock[]>();

  beforeAll(async () => {
    handle = await openMigratedTestDatabase('sqlite');
    await seedDemo(handle.db, { vehicles: 5, examplesOrigin: 'http://localhost:8081' });
    const rows = await handle.db.selectFrom('pages').select(['language', 'blocks']).where('path', '=', '/blocks').execute();
    for (const row of rows) pages.set(row.language as Language, JSON.parse(String(row.blocks)) as PageBlock[]);
  });
  afterAll(async () => {
    await handle?.close();
  });

  it('names only registered blocks as exceptions', () => {
    expect(Object.keys(NOT_ON_QA_PAGE).filter((key) => !BLOCKS.has(key))).toEqual([]);
  });

  describe.each(LANGUAGES)('in %s', (language) => {
    it('holds every registered block but the exceptions, and no exception', () => {
      const placed = new Set((pages.get(language) ?? []).map((block) => block.template));
      const expected = [...BLOCKS.keys()].filter((key) => !(key in NOT_ON_QA_PAGE));
      expect(expected.filter((key) => !placed.has(key))).toEqual([]);
      expect([...placed].filter((key) => key in NOT_ON_QA_PAGE)).toEqual([]);
    });

    it('gives each block a unique id and scroll id', () => {
      const blocks = pages.get(language) ?? [];
      const ids = blocks.map((block) => block.id);
      expect(ids.filter((id, index) => ids.indexOf(id) !== index)).toEqual([]);
      const scrollIds = blocks
        .map((block) => block.props.block_scroll_id)
        .filter((id): id is string => typeof id === 'string' && id !== '');
      expect(scrollIds.filter((id, index) => scrollIds.indexOf(id) !== index)).toEqual([]);
    });

    it('renders every placed block with content, without a warning', () => {
      const ctx = renderContext(language);
      const empty: string[] = [];
      const failed: string[] = [];
      for (const block of pages.get(language) ?? []) {
        const html = renderToStaticMarkup(renderBlock(block, ctx));
        if (html.trim() === '') empty.push(block.id);
        if (html.includes('lrdx-block--failed')) failed.push(block.id);
      }
      expect({ empty, failed, warnings: ctx.warnings }).toEqual({ empty: [], failed: [], warnings: [] });
    });
  });
});
