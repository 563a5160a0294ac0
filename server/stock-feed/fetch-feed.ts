/**
 * Reads the configured feed from its address (docs/stock-feed.md, "A feed pulled on a schedule")
 * through ./safe-fetch.ts (public hosts only, no redirects, at most MAX_FEED_BYTES, a timeout). The
 * format is read from the answer's type, the address's file name, or the text itself, as for an upload.
 */
import { feedFormatOf, MAX_FEED_BYTES, parseFeedText, type FeedFormat, type FeedRow } from './parse-feed.js';
import { FeedPullError, safeFetch, type FetchFeedOptions } from './safe-fetch.js';

export { FeedPullError, type FetchFeedOptions } from './safe-fetch.js';

export async function fetchFeed(address: string, options: FetchFeedOptions): Promise<{ format: FeedFormat; rows: FeedRow[] }> {
  const url = new URL(address);
  const { bytes, contentType } = await safeFetch(url, {
    ...options,
    maxBytes: MAX_FEED_BYTES,
    accept: 'text/csv, application/json',
    what: 'The feed',
  });
  const text = bytes.toString('utf8');
  const format = feedFormatOf(contentType, url.pathname, text);
  try {
    return { format, rows: parseFeedText(format, text) };
  } catch (error) {
    const code = (error as { code?: unknown }).code;
    throw new FeedPullError('unreadable', `${typeof code === 'string' ? `${code}: ` : ''}${(error as Error).message}`);
  }
}
