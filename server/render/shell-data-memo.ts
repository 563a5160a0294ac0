/**
 * The shell's data (navigation, settings, metaheads and their compiled styles: shell-data.ts) kept
 * per language and page for one content version (docs/caching.md, "Render cost"). Every table it
 * reads raises the content version in the same transaction as the write (migration 0025), so data
 * loaded after a request read version V is at least as new as V: it serves every later request
 * that reads V, on any page render that misses the page cache (another stock query, another
 * vehicle, a render after an unrelated publish…), and a request that reads a newer version starts
 * over. Never a timer. A request that read an older version than the memo's (PAGE_CACHE_CHECK_MS)
 * loads from the database itself. A warning about a malformed setting is logged by the load that
 * read it, so once per version.
 */
import type { Language } from '../../domain/languages.js';
import type { ShellData } from './shell-data.js';

export interface ShellDataMemo {
  /** The shell data of `pageId` in `language` as of `contentVersion`, loaded with `fresh` at most once per version. */
  load(contentVersion: number, pageId: number | null, language: Language, fresh: () => Promise<ShellData>): Promise<ShellData>;
}

/** Pages × languages kept at most; past it the memo starts again (one version's working set is far below it). */
export const SHELL_DATA_MEMO_ENTRIES = 2000;

export function createShellDataMemo(maxEntries = SHELL_DATA_MEMO_ENTRIES): ShellDataMemo {
  let version = Number.NEGATIVE_INFINITY;
  const entries = new Map<string, Promise<ShellData>>();
  return {
    load(contentVersion, pageId, language, fresh) {
      if (contentVersion < version) return fresh();
      if (contentVersion > version) {
        version = contentVersion;
        entries.clear();
      }
      const key = `${language} ${pageId ?? ''}`;
      const kept = entries.get(key);
      if (kept) return kept;
      if (entries.size >= maxEntries) entries.clear();
      const loading = fresh();
      entries.set(key, loading);
      // A failed load is not kept: the next request tries the database again.
      loading.catch(() => {
        if (entries.get(key) === loading) entries.delete(key);
      });
      return loading;
    },
  };
}
