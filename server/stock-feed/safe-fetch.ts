/**
 * Reading an address an admin or a feed named (docs/stock-feed.md, "A feed pulled on a schedule" and
 * "Photos"): every address the host resolves to must be public (domain/feed-url.ts) unless the
 * deployment allows private hosts; redirects are not followed (one could lead to a private address
 * after the check); the answer must be 2xx and at most `maxBytes`, read within the timeout. The feed
 * itself and the photos its rows name are read through this one function.
 */
import { lookup } from 'node:dns/promises';
import { isPrivateAddress } from '../../domain/feed-url.js';

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

export interface SafeFetchRequest extends FetchFeedOptions {
  maxBytes: number;
  accept: string;
  /** What is read, for the messages: "The feed", "The photo". */
  what: string;
}

async function checkHost(url: URL, allowPrivateHosts: boolean, what: string): Promise<void> {
  if (allowPrivateHosts) return;
  const host = url.hostname.replace(/^\[|\]$/g, '');
  let addresses: string[];
  try {
    addresses = (await lookup(host, { all: true })).map((entry) => entry.address);
  } catch {
    throw new FeedPullError('unreachable', `The host ${host} could not be found`);
  }
  const inside = addresses.find(isPrivateAddress);
  if (inside)
    throw new FeedPullError(
      'private_address',
      `${host} is a private address (${inside}); ${what.toLowerCase()} is read from a public host`,
    );
}

const megabytes = (bytes: number) => `${Math.round(bytes / (1024 * 1024))} MB`;

async function readCapped(response: Response, request: SafeFetchRequest): Promise<Buffer> {
  const tooLarge = () => new FeedPullError('too_large', `${request.what} is larger than ${megabytes(request.maxBytes)}`);
  const declared = Number(response.headers.get('content-length') ?? '0');
  if (declared > request.maxBytes) throw tooLarge();
  if (!response.body) return Buffer.alloc(0);
  const chunks: Uint8Array[] = [];
  let size = 0;
  for await (const chunk of response.body as unknown as AsyncIterable<Uint8Array>) {
    size += chunk.byteLength;
    if (size > request.maxBytes) throw tooLarge();
    chunks.push(chunk);
  }
  return Buffer.concat(chunks);
}

/** The answer's bytes and declared type; a FeedPullError naming why when it cannot be read. */
export async function safeFetch(url: URL, request: SafeFetchRequest): Promise<{ bytes: Buffer; contentType: string | undefined }> {
  await checkHost(url, request.allowPrivateHosts, request.what);
  const seconds = `${request.timeoutMs / 1000} s`;
  let response: Response;
  try {
    response = await fetch(url, {
      redirect: 'manual',
      signal: AbortSignal.timeout(request.timeoutMs),
      headers: { accept: request.accept },
    });
  } catch (error) {
    const timedOut = (error as { name?: string }).name === 'TimeoutError';
    throw new FeedPullError(
      timedOut ? 'timeout' : 'unreachable',
      timedOut ? `No answer within ${seconds}` : `${request.what} could not be fetched: ${(error as Error).message}`,
    );
  }
  if (response.status >= 300 && response.status < 400) {
    await response.body?.cancel();
    throw new FeedPullError('redirect', `The address redirects (HTTP ${response.status}); give the final address`);
  }
  if (!response.ok) {
    await response.body?.cancel();
    throw new FeedPullError('http_status', `${request.what} answered HTTP ${response.status}`);
  }
  try {
    return { bytes: await readCapped(response, request), contentType: response.headers.get('content-type') ?? undefined };
  } catch (error) {
    if (error instanceof FeedPullError) throw error;
    throw new FeedPullError('timeout', `${request.what} was not read within ${seconds}`);
  }
}
