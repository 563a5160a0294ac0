/**
 * Reads the configured feed from its address (docs/stock-feed.md, "A feed pulled on a schedule"):
 * every address the host resolves to must be public (domain/feed-url.ts) unless the deployment
 * allows private hosts; redirects are not followed (one could lead to a private address after the
 * check); the answer must be 2xx and at most MAX_FEED_BYTES, read within the timeout. The format
 * is read from the answer's type, the address's file name, or the text itself, as for an upload.
 */
import { lookup } from 'node:dns/promises';
import { isPrivateAddress } from '../../domain/feed-url.js';
import { feedFormatOf, MAX_FEED_BYTES, parseFeedText, type FeedFormat, type FeedRow } from './parse-feed.js';

export class FeedPullError extends Error {
  constructor(
    readonly code: 'private_address' | 'unreachable' | 'http_status' | 'redirect' | 'too_large' | 'timeout' | 'unreadable',
    message: string,
  ) {
    super(message);
  }
}

export interface FetchFeedOptions {
  allowPrivateHosts: boolean;
  timeoutMs: number;
}

async function checkHost(url: URL, allowPrivateHosts: boolean): Promise<void> {
  if (allowPrivateHosts) return;
  const host = url.hostname.replace(/^\[|\]$/g, '');
  let addresses: string[];
  try {
    addresses = (await lookup(host, { all: true })).map((entry) => entry.address);
  } catch {
    throw new FeedPullError('unreachable', `The host ${host} could not be found`);
  }
  const inside = addresses.find(isPrivateAddress);
  if (inside) throw new FeedPullError('private_address', `${host} is a private address (${inside}); a feed is read from a public host`);
}

async function readCapped(response: Response): Promise<string> {
  const declared = Number(response.headers.get('content-length') ?? '0');
  if (declared > MAX_FEED_BYTES) throw new FeedPullError('too_large', 'The feed is larger than 32 MB');
  if (!response.body) return '';
  const chunks: Uint8Array[] = [];
  let size = 0;
  for await (const chunk of response.body as unknown as AsyncIterable<Uint8Array>) {
    size += chunk.byteLength;
    if (size > MAX_FEED_BYTES) throw new FeedPullError('too_large', 'The feed is larger than 32 MB');
    chunks.push(chunk);
  }
  return Buffer.concat(chunks).toString('utf8');
}

export async function fetchFeed(address: string, options: FetchFeedOptions): Promise<{ format: FeedFormat; rows: FeedRow[] }> {
  const url = new URL(address);
  await checkHost(url, options.allowPrivateHosts);
  let response: Response;
  try {
    response = await fetch(url, {
      redirect: 'manual',
      signal: AbortSignal.timeout(options.timeoutMs),
      headers: { accept: 'text/csv, application/json' },
    });
  } catch (error) {
    const timedOut = (error as { name?: string }).name === 'TimeoutError';
    throw new FeedPullError(
      timedOut ? 'timeout' : 'unreachable',
      timedOut ? `No answer within ${options.timeoutMs / 1000} s` : `The feed could not be fetched: ${(error as Error).message}`,
    );
  }
  if (response.status >= 300 && response.status < 400) {
    await response.body?.cancel();
    throw new FeedPullError('redirect', `The address redirects (HTTP ${response.status}); give the final address`);
  }
  if (!response.ok) {
    await response.body?.cancel();
    throw new FeedPullError('http_status', `The feed answered HTTP ${response.status}`);
  }
  let text: string;
  try {
    text = await readCapped(response);
  } catch (error) {
    if (error instanceof FeedPullError) throw error;
    throw new FeedPullError('timeout', `The feed was not read within ${options.timeoutMs / 1000} s`);
  }
  const format = feedFormatOf(response.headers.get('content-type') ?? undefined, url.pathname, text);
  try {
    return { format, rows: parseFeedText(format, text) };
  } catch (error) {
    const code = (error as { code?: unknown }).code;
    throw new FeedPullError('unreadable', `${typeof code === 'string' ? `${code}: ` : ''}${(error as Error).message}`);
  }
}
