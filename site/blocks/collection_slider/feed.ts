/**
 * The collection slider's external feed (catalogue, section 7: "collection slider reads an external
 * API"). The server fetches it before rendering, with a timeout, and hands the result to the
 * renderer through RenderContext.feeds keyed by feedUrl(); the browser never calls the feed.
 * Accepted answer: a JSON array of items, or `{ items: [...] }` / `{ data: [...] }`, each item
 * with image, image_hover, item_name (or name), item_label (or label) and url.
 */
import type { FeedItem, FeedResult } from '../feed-results.js';

export type { FeedItem, FeedResult };

export const COLLECTION_FEED_TIMEOUT_MS = 3000;
export const COLLECTION_LIMIT_DEFAULT = 10;

export interface FeedQuery {
  api_url: string;
  lang: string;
  market: string;
  collection: string;
  limit: number;
  grouped: boolean;
}

/** The URL of one feed request; '' when no (valid http/https) api_url is set. */
export function feedUrl(query: FeedQuery): string {
  let url: URL;
  try {
    url = new URL(query.api_url.trim());
  } catch {
    return '';
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return '';
  url.searchParams.set('lang', query.lang === 'ar' ? 'ar' : 'en');
  if (query.market) url.searchParams.set('market', query.market);
  if (query.collection) url.searchParams.set('collection', query.collection);
  url.searchParams.set('limit', String(feedLimit(query.limit)));
  if (query.grouped) url.searchParams.set('grouped', '1');
  return url.toString();
}

export function feedLimit(limit: number): number {
  return Number.isInteger(limit) && limit > 0 ? Math.min(limit, 100) : COLLECTION_LIMIT_DEFAULT;
}

const text = (value: unknown): string => (typeof value === 'string' ? value : '');

/** Reads a feed answer; anything that is not a list of items is a failure. */
export function readFeed(body: unknown, limit: number): FeedResult {
  const list = Array.isArray(body)
    ? body
    : body && typeof body === 'object'
      ? ((body as { items?: unknown }).items ?? (body as { data?: unknown }).data)
      : undefined;
  if (!Array.isArray(list)) return { ok: false };
  const items = list
    .filter((item): item is Record<string, unknown> => !!item && typeof item === 'object')
    .map((item) => ({
      image: text(item.image),
      image_hover: text(item.image_hover),
      item_name: text(item.item_name) || text(item.name),
      item_label: text(item.item_label) || text(item.label),
      url: text(item.url),
    }))
    .filter((item) => item.item_name !== '')
    .slice(0, feedLimit(limit));
  return { ok: true, items };
}

/** Fetches one feed with a timeout; network errors, non-2xx and bad JSON are a failure. */
export async function fetchFeed(url: string, limit: number, fetchImpl: typeof fetch = fetch): Promise<FeedResult> {
  try {
    const response = await fetchImpl(url, {
      signal: AbortSignal.timeout(COLLECTION_FEED_TIMEOUT_MS),
      headers: { accept: 'application/json' },
    });
    if (!response.ok) return { ok: false };
    return readFeed(await response.json(), limit);
  } catch {
    return { ok: false };
  }
}
