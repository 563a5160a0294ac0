import { describe, expect, it } from 'vitest';
import { testRenderContext } from '../test-context.js';
import { expectCatalogueTemplate, expectValidRender, htmlProblems, renderBlockHtml } from '../testing/block-check.js';
import { newsUrl, readNews, type NewsResult } from './feed.js';
import { News } from './render.js';
import { newsTemplate } from './template.js';

const block = { template: newsTemplate, Render: News };
const FEED = { api_root: 'https://news.example/api/news', locale: 'ku', country: 'iq', per_page: 3 };

function render(props: Record<string, unknown>, result: NewsResult | undefined, newsPage = 1) {
  const ctx = testRenderContext();
  const url = newsUrl({ ...FEED, ...props } as typeof FEED, newsPage);
  const html = renderBlockHtml(block, { ...FEED, ...props }, { ...ctx, newsPage, news: result ? new Map([[url, result]]) : new Map() });
  expect(htmlProblems(html)).toEqual([]);
  return html;
}

const story = (n: number) => ({
  title: `هەواڵ ${n}`,
  summary: 'کورتە',
  image: '/media/scenes/city-dusk',
  url: '/about-us',
  published_at: '2026-11-18',
});

describe('news', () => {
  it('follows the catalogue (api_root, locale, date_locale, country, texts, background_color)', () => {
    expectCatalogueTemplate(block, { key: 'news', scrollId: true });
    for (const name of [
      'api_root',
      'locale',
      'date_locale',
      'country',
      'read_more',
      'pagination_text',
      'publication_date',
      'back_to_news',
      'error_heading',
      'error_message',
      'no_results_heading',
      'no_results_message',
      'background_color',
    ])
      expect(newsTemplate.fields).toHaveProperty(name);
  });

  it('asks the feed for one page in the editor’s locale and country; only http(s) or a path of this server', () => {
    expect(newsUrl(FEED, 2)).toBe('https://news.example/api/news?locale=ku&country=iq&page=2&per_page=3');
    expect(newsUrl({ ...FEED, api_root: '/public_api/demo_news' }, 1)).toBe('/public_api/demo_news?locale=ku&country=iq&page=1&per_page=3');
    expect(newsUrl({ ...FEED, api_root: 'javascript:alert(1)' }, 1)).toBe('');
    expect(newsUrl({ ...FEED, api_root: '//evil.example/x' }, 1)).toBe('');
    expect(readNews({ nope: 1 }, 1, 3)).toEqual({ ok: false });
  });

  it('renders cards with the publication date in the page language, and "2 of 3" pagination links', () => {
    const html = render(
      { pagination_text: 'لە %', publication_date: 'بڵاوکراوەتەوە' },
      { ok: true, items: [story(4), story(5)], page: 2, total_pages: 3 },
      2,
    );
    expect(html).toContain('<time dateTime="2026-11-18">١٨ تشرینی دووەم ٢٠٢٦</time>');
    expect(html).toContain('<a href="/ku/about-us">هەواڵ 4</a>');
    expect(html).toContain('<span class="lrdx-news__page" aria-current="page">٢ لە ٣</span>');
    expect(html).toContain('href="?" rel="prev"');
    expect(html).toContain('href="?news_page=3"');
    expect(html).toContain('aria-label="پەڕەکان"');
  });

  it('uses the editor’s date language and read-more text', () => {
    const html = render({ date_locale: 'en', read_more: 'Read the story' }, { ok: true, items: [story(1)], page: 1, total_pages: 1 });
    expect(html).toContain('18 November 2026');
    expect(html).toContain('Read the story');
    expect(html).not.toContain('lrdx-news__pagination');
  });

  it('shows the editable error texts when the feed fails, and the no-results texts with a way back', () => {
    const failed = render({ error_heading: 'هەڵە', error_message: 'دواتر' }, { ok: false });
    expect(failed).toContain('role="status"');
    expect(failed).toContain('هەڵە');
    expect(failed).toContain('<p>دواتر</p>');
    expect(render({}, undefined)).toContain('ناتوانین هەواڵەکان پیشان بدەین');
    const empty = render({ no_results_heading: 'هیچ', back_to_news: 'گەڕانەوە' }, { ok: true, items: [], page: 4, total_pages: 3 }, 4);
    expect(empty).toContain('هیچ');
    expect(empty).toContain('گەڕانەوە</a>');
  });

  it('renders nothing without an api_root', () => {
    expect(expectValidRender(block)).toBe('');
  });
});
