/**
 * Rendered HTML answers kept in process memory, least recently used first out, bounded by bytes
 * (docs/caching.md). An entry is one answer that is the same for every visitor: its status, its
 * body split at the response's CSP nonce (so each answer served from it gets a fresh nonce), the
 * redirect target of a 301, its validators and the names of what it depends on.
 *
 * An entry remembers the content version (and, when it shows stock, the stock version) it was
 * rendered from; a lookup with other versions drops it. So a write on any process is never served
 * from here once this process has read the new version, whatever the LRU holds.
 */
import { createHash } from 'node:crypto';
import type { PageBody } from './page-body.js';

export interface PageVersions {
  content: number;
  /** Null when the page shows no stock: stock changes leave it alone. */
  stock: number | null;
}

export interface PageEntry {
  status: 200 | 301 | 404;
  /** The body split where the nonce stood, encoded once; joined with each response's own nonce (page-body.ts). */
  body: PageBody;
  /** Where a 301 leads. */
  location?: string;
  /** Weak ETag of the body without its nonce (the same on every process for the same page). */
  etag: string;
  /** When it was rendered, in whole seconds (epoch ms): the Last-Modified. */
  lastModified: number;
  keys: readonly string[];
  versions: PageVersions;
  /** After this (epoch ms) the entry is rendered again: what the database does not tell (external feeds, the year). */
  expiresAt: number;
}

export interface PageCache {
  readonly enabled: boolean;
  /** The entry for `key` when it was rendered from these versions and has not expired. */
  get(key: string, current: { content: number; stock: number }, now: number): PageEntry | undefined;
  set(key: string, entry: PageEntry): void;
  bytes(): number;
  entries(): number;
}

/** Counts for tests and the bench: a render abandoned for a gone client never finishes. */
export interface RenderStats {
  /** Answers served from the page cache. */
  hits: number;
  /** Requests whose client had gone before their render started (none started). */
  skipped: number;
  started: number;
  finished: number;
  /** Renders stopped half-way because their client had gone. */
  abandoned: number;
}

export const emptyRenderStats = (): RenderStats => ({ hits: 0, skipped: 0, started: 0, finished: 0, abandoned: 0 });

/** An entry over this share of the room is not kept (one huge page cannot flush all others). */
const MAX_ENTRY_SHARE = 0.25;

/**
 * `W/"…"` of what makes the answer, without the nonce: equal bodies give equal ETags on every process.
 * The parts as text or as their UTF-8 bytes give the same tag (a kept page's are encoded already).
 */
export function pageEtag(status: number, parts: readonly (string | Uint8Array)[], location = ''): string {
  const hash = createHash('sha1');
  hash.update(`${status}\u0000${location}\u0000`);
  parts.forEach((part, index) => {
    if (index > 0) hash.update('\u0000nonce\u0000');
    hash.update(part);
  });
  return `W/"p-${hash.digest('base64url').slice(0, 27)}"`;
}

export function createPageCache(maxBytes: number): PageCache {
  const map = new Map<string, { entry: PageEntry; size: number }>();
  let total = 0;

  const sizeOf = (key: string, entry: PageEntry): number => key.length + entry.body.bytes + entry.keys.join(' ').length + 200;

  function drop(key: string): void {
    const held = map.get(key);
    if (!held) return;
    map.delete(key);
    total -= held.size;
  }

  return {
    enabled: maxBytes > 0,
    get(key, current, now) {
      const held = map.get(key);
      if (!held) return undefined;
      const { entry } = held;
      const stale =
        entry.versions.content !== current.content ||
        (entry.versions.stock !== null && entry.versions.stock !== current.stock) ||
        now >= entry.expiresAt;
      if (stale) {
        drop(key);
        return undefined;
      }
      // A Map iterates in insertion order: re-inserting makes the first key the least recently used.
      map.delete(key);
      map.set(key, held);
      return entry;
    },
    set(key, entry) {
      if (maxBytes <= 0) return;
      const size = sizeOf(key, entry);
      if (size > maxBytes * MAX_ENTRY_SHARE) return;
      drop(key);
      map.set(key, { entry, size });
      total += size;
      for (const [oldest, held] of map) {
        if (total <= maxBytes) break;
        map.delete(oldest);
        total -= held.size;
      }
    },
    bytes: () => total,
    entries: () => map.size,
  };
}
