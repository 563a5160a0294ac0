/**
 * The external feeds of a page's collection_slider blocks, fetched before rendering with the
 * feed's timeout (site/blocks/collection_slider/feed.ts), by feed URL. A page without the block
 * fetches nothing; a failed feed is recorded as such and the block shows its error text.
 */
import type { Page } from '../../domain/page.js';
import { fetchFeed, feedUrl, type FeedResult } from '../../site/blocks/collection_slider/feed.js';
import { collectionSliderTemplate } from '../../site/blocks/collection_slider/template.js';
import { readProps } from '../../site/blocks/read-props.js';

export async function loadCollectionFeeds(page: Page, fetchImpl: typeof fetch = fetch): Promise<Map<string, FeedResult> | undefined> {
  const queries = page.blocks
    .filter((block) => block.template === collectionSliderTemplate.key)
    .map((block) => readProps(collectionSliderTemplate, block.props))
    .map((props) => ({ url: feedUrl(props), limit: props.limit }))
    .filter((query) => query.url !== '');
  if (queries.length === 0) return undefined;
  const results = await Promise.all(queries.map(async (query) => [query.url, await fetchFeed(query.url, query.limit, fetchImpl)] as const));
  return new Map(results);
}
