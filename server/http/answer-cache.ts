/**
 * Serialized answers kept in memory, least recently used first out, bounded by bytes. An answer is
 * the JSON text plus its br and gzip forms (made on first demand, with the compression plugin's
 * settings), so a repeated question skips the engine, the database, serialization and compression.
 *
 * Every entry belongs to one index state (a stock version of one build; a forced rebuild of the same
 * version is another): the first lookup with a newer state empties the cache, and an answer computed
 * on an older one is never stored, so a stock change can never bring back an old answer.
 */
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

export type AnswerEncoding = 'br' | 'gzip';

/** What answers were computed from: the listing index's state (compared by identity: ListingIndex.state) and its stock version. */
export interface AnswerSource {
  readonly version: number;
}

export interface CachedAnswer {
  etag: string;
  json: Buffer;
  /** The body in that encoding (compressed once, then kept). */
  encoded(encoding: AnswerEncoding): Buffer;
}

export interface AnswerCache {
  /** False when built with no room (maxBytes 0): callers answer without it. */
  readonly enabled: boolean;
  get(source: AnswerSource, key: string): CachedAnswer | undefined;
  /** Stores the answer when `source` is the cache's current one; returns it either way. */
  set(source: AnswerSource, key: string, etag: string, json: string): CachedAnswer;
  /** Bytes held, for tests and logs. */
  bytes(): number;
}

/** As server/app.ts registers @fastify/compress: brotli at quality 4, gzip at zlib's default. */
const COMPRESS: Record<AnswerEncoding, (body: Buffer) => Buffer> = {
  br: (body) => brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } }),
  gzip: (body) => gzipSync(body),
};

/** Map keys of entries over this share of the budget are not kept (one huge page cannot flush all). */
const MAX_ENTRY_SHARE = 0.25;

export function createAnswerCache(maxBytes: number): AnswerCache {
  const entries = new Map<string, Entry>();
  let current: AnswerSource | undefined;
  let total = 0;

  class Entry implements CachedAnswer {
    private forms: Partial<Record<AnswerEncoding, Buffer>> = {};
    constructor(
      readonly key: string,
      readonly etag: string,
      readonly json: Buffer,
      private stored: boolean,
    ) {}
    get size(): number {
      return this.json.length + (this.forms.br?.length ?? 0) + (this.forms.gzip?.length ?? 0) + this.key.length;
    }
    encoded(encoding: AnswerEncoding): Buffer {
      const known = this.forms[encoding];
      if (known) return known;
      const made = COMPRESS[encoding](this.json);
      this.forms[encoding] = made;
      if (this.stored && entries.get(this.key) === this) {
        total += made.length;
        evict();
      }
      return made;
    }
  }

  function evict(): void {
    // A Map iterates in insertion order, and get() re-inserts: the first key is the least recently used.
    for (const [key, entry] of entries) {
      if (total <= maxBytes) break;
      entries.delete(key);
      total -= entry.size;
    }
  }

  /** True when `source` is the current build, after moving to it if it is newer. */
  function follow(source: AnswerSource): boolean {
    if (source === current) return true;
    // An older build still answering a request in flight: neither read nor store.
    if (current && source.version < current.version) return false;
    current = source;
    entries.clear();
    total = 0;
    return true;
  }

  return {
    enabled: maxBytes > 0,
    get(source, key) {
      if (!follow(source)) return undefined;
      const entry = entries.get(key);
      if (!entry) return undefined;
      entries.delete(key);
      entries.set(key, entry);
      return entry;
    },
    set(source, key, etag, json) {
      const body = Buffer.from(json);
      const keep = maxBytes > 0 && follow(source) && body.length + key.length <= maxBytes * MAX_ENTRY_SHARE;
      const entry = new Entry(key, etag, body, keep);
      if (!keep) return entry;
      const previous = entries.get(key);
      if (previous) {
        entries.delete(key);
        total -= previous.size;
      }
      entries.set(key, entry);
      total += entry.size;
      evict();
      return entry;
    },
    bytes: () => total,
  };
}
