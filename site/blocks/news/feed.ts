/**
 * The news block's feed (catalogue: `api_root`, section 7 "news block uses api_root"). The server
 * reads one page of it before rendering, with a timeout, and hands the result to the renderer
 * through RenderContext.news keyed by newsUrl(); the browser never calls the feed, so pagination
 * is plain links (`?news_page=2`) that work without script.
 *
 * Request: `{api_root}?locale=…&country=…&page=…&per_page=…`. An api_root starting with `/` is a
 * route of this server (the demo feed, server/render/demo-news.ts). Accepted answer:
 * `{ items: [...], total_pages }` (or `data` / `totalPages`, or a bare array = one page), each
 * item with title, summary (or description), image, url (or link) and published_at (or date, ISO).
 */
import type { NewsItem, NewsResult } from '../feed-results.js';

export type { NewsItem, NewsResult };

export const NEWS_FEED_TIMEOUT_MS = 3000;
export const NEWS_PER_PAGE_DEFAULT = 6;
export const NEWS_PAGE_PARAM = 'news_page';

export interface NewsQuery {
  api_root: string;
  locale: string;
  country: string;
  per_page: number;
}

export function newsPerPage(perPage: number): number {
  return Number.isInteger(perPage) && perPage > 0 ? Math.min(perPage, 24) : NEWS_PER_PAGE_DEFAULT;
}

/** The page asked for in the page URL's `news_page`: a whole number from 1, else 1. */
export function newsPageOf(value: unknown): number {
  const page = typeof value === 'string' ? Number(value) : NaN;
  return Number.isInteger(page) && page >= 1 && page <= 1000 ? page : 1;
}

/** The URL of one feed page ('' without a usable api_root): absolute http(s), or a path of this server. */
export function newsUrl(query: NewsQuery, page: number): string {
  const root = query.api_root.trim();
  if (root === '') return '';
  const local = root.startsWith('/') && !root.startsWith('//');
  let url: URL;
  try {
    url = new URL(root, 'http://server.invalid');
  } catch {
    return '';
  }
  if (!local && !/^https?:\/\/[^/]/i.test(root)) return '';
  if (query.locale) url.searchParams.set('locale', query.locale);
  if (query.country) url.searchParams.set('country', query.country);
  url.searchParams.set('page', String(page));
  url.searchParams.set('per_page', String(newsPerPage(query.per_page)));
  return local ? `${url.pathname}${url.search}` : url.toString();
}

const text = (value: unknown): string => (typeof value === 'string' ? value.trim() : '');
const whole = (value: unknown): number => (typeof value === 'number' && Number.isInteger(value) && value > 0 ? value : 0);

function isoDate(value: unknown): string {
  const raw = text(value);
  if (!raw) return '';
  const date = new Date(raw);
  return Number.isNaN(date.getTime()) ? '' : raw;
}

/** Reads a feed answer; anything without a list of items is a failure. */
export function readNews(body: unknown, page: number, perPage: number): NewsResult {
  const record = body && typeof body === 'object' && !Array.isArray(body) ? (body as Record<string, unknown>) : undefined;
  const list = Array.isArray(body) ? body : (record?.items ?? record?.data);
  if (!Array.isArray(list)) return { ok: false };
  const items = list
    .filter((item): item is Record<string, unknown> => !!item && typeof item === 'object')
    .map((item) => ({
      title: text(item.title),
      summary: text(item.summary) || text(item.description),
      image: text(item.image),
      url: text(item.url) || text(item.link),
      published_at: isoDate(item.published_at ?? item.date),
    }))
    .filter((item) => item.title !== '')
    .slice(0, newsPerPage(perPage));
  const totalPages = Math.max(whole(record?.total_pages) || whole(record?.totalPages) || 1, page > 1 && items.length > 0 ? page : 1);
  return { ok: true, items, page, total_pages: totalPages };
}

/** Fetches one feed page with the timeout; network errors, non-2xx and bad JSON are a failure. */
export async function fetchNews(url: string, page: number, perPage: number, fetchImpl: typeof fetch = fetch): Promise<NewsResult> {
  try {
    const response = await fetchImpl(url, { signal: AbortSignal.timeout(NEWS_FEED_TIMEOUT_MS), headers: { accept: 'application/json' } });
    if (!response.ok) return { ok: false };
    return readNews(await response.json(), page, perPage);
  } catch {
    return { ok: false };
  }
}
