/**
 * The feed pages of a page's news blocks, read before rendering with the feed's timeout
 * (site/blocks/news/feed.ts), by news URL. A page without the block reads nothing; a failed feed
 * is recorded as such and the block shows its error texts. An api_root that is a path of this
 * server (the demo feed) is asked through the render's reader of its own routes (own-answers.ts):
 * the same route, no network hop.
 */
import type { OwnAnswerRead } from './own-answers.js';
import type { Page } from '../../domain/page.js';
import { fetchNews, newsPerPage, newsUrl, type NewsResult } from '../../site/blocks/news/feed.js';
import { newsTemplate } from '../../site/blocks/news/template.js';
import { readProps } from '../../site/blocks/read-props.js';

/** fetch for absolute URLs, `read` (this server's own routes) for paths. */
export function serverFetch(read: OwnAnswerRead): typeof fetch {
  return async (input, init) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.toString() : input.url;
    if (!url.startsWith('/')) return fetch(input, init);
    const answer = await read(url);
    return new Response(answer.body, { status: answer.status, headers: { 'content-type': answer.contentType } });
  };
}

export async function loadNewsFeeds(
  page: Page,
  newsPage: number,
  fetchImpl: typeof fetch = fetch,
): Promise<Map<string, NewsResult> | undefined> {
  const queries = page.blocks
    .filter((block) => block.template === newsTemplate.key)
    .map((block) => readProps(newsTemplate, block.props))
    .map((props) => ({ url: newsUrl(props, newsPage), perPage: newsPerPage(props.per_page) }))
    .filter((query) => query.url !== '');
  if (queries.length === 0) return undefined;
  const results = await Promise.all(
    queries.map(async (query) => [query.url, await fetchNews(query.url, newsPage, query.perPage, fetchImpl)] as const),
  );
  return new Map(results);
}
