import { describe, expect, it } from 'vitest';
import { suiteFixture } from '../testing/suite-fixture.js';
import type { Page } from '../../domain/page.js';
import { testDialects } from '../db/test-db.js';
import { buildContentTestApp } from '../testing/content-test-app.js';
import { testPageRow } from '../testing/page-row.js';
import { loadNewsFeeds } from './news-feeds.js';

const page = (props: Record<string, unknown>): Page => ({ blocks: [{ id: 'n', template: 'news', props }] }) as unknown as Page;

describe('loadNewsFeeds', () => {
  it('reads nothing for a page without a feed, one page per news block, and records failures', async () => {
    expect(await loadNewsFeeds(page({ api_root: '' }), 1, () => Promise.reject(new Error('no call')))).toBeUndefined();
    const asked: string[] = [];
    const ok = await loadNewsFeeds(page({ api_root: 'https://news.example/n', per_page: 2 }), 3, async (url) => {
      asked.push(String(url));
      return Response.json({ items: [{ title: 'A', published_at: '2026-01-02' }], total_pages: 5 });
    });
    expect(asked).toEqual(['https://news.example/n?page=3&per_page=2']);
    expect([...(ok?.values() ?? [])]).toEqual([
      { ok: true, page: 3, total_pages: 5, items: [{ title: 'A', summary: '', image: '', url: '', published_at: '2026-01-02' }] },
    ]);
    const failed = await loadNewsFeeds(page({ api_root: 'https://news.example/n' }), 1, async () => new Response('x', { status: 502 }));
    expect([...(failed?.values() ?? [])]).toEqual([{ ok: false }]);
  });
});

describe.each(testDialects())('the news block on a page, reading the demo feed (%s)', (dialect) => {
  const t = suiteFixture(
    () => buildContentTestApp(dialect),
    async (t) => {
      const blocks = [
        {
          id: 'news',
          template: 'news',
          props: { block_scroll_id: 'news', heading: 'هەواڵەکان', api_root: '/public_api/demo_news', locale: 'ku', per_page: 3 },
        },
      ];
      await t.database.db
        .insertInto('pages')
        .values(testPageRow({ language: 'ku', path: '/news-test', title: 'News', blocks: JSON.stringify(blocks) }))
        .execute();
    },
  );

  it('shows the feed’s first page in Kurdish with Kurdish dates, and the next page by ?news_page=', async () => {
    const first = await t().app.inject({ method: 'GET', url: '/ku/news-test' });
    expect(first.statusCode).toBe(200);
    expect(first.body).toContain('دیفێندەر لە چیاکانی هەورامان');
    expect(first.body).toContain('١٨ تشرینی دووەم ٢٠٢٦');
    expect(first.body).toContain('١ لە ٣');
    expect(first.body).toContain('href="?news_page=2#news"');
    const second = await t().app.inject({ method: 'GET', url: '/ku/news-test?news_page=2' });
    expect(second.body).toContain('گەشتی خێزانی بە دیسکڤەری بۆ دوکان');
    expect(second.body).not.toContain('دیفێندەر لە چیاکانی هەورامان');
  });

  it('answers the demo feed itself in the asked locale', async () => {
    const answer = await t().app.inject({ method: 'GET', url: '/public_api/demo_news?locale=en&page=3&per_page=3' });
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toMatchObject({ page: 3, total_pages: 3, items: [{ title: '75 years of adventure' }] });
  });
});
