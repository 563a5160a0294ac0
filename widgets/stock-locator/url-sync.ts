/**
 * The locator's filters, page and sort in the page URL (spec, section 4; domain/filter-url-codec.ts).
 * Discrete changes (a checkbox, the sort, a page, a reset) push a history entry, so Back undoes
 * them one by one; slider drags and the budget replace the entry, so a drag is not fifty steps of
 * history. The URL is written only when the query changed; popstate restores the filters.
 */
import { decodeFilterQuery, nextSearch, type FilterUrlState } from '../../domain/filter-url-codec.js';
import type { UrlWriteMode } from '../../state-machines/stock-locator/index.js';

export function readUrlState(): FilterUrlState {
  return decodeFilterQuery(location.search);
}

export function writeUrlState(state: FilterUrlState, mode: UrlWriteMode): void {
  const search = nextSearch(state, location.search);
  if (search === null) return;
  const url = `${location.pathname}${search}${location.hash}`;
  if (mode === 'push') history.pushState(history.state, '', url);
  else history.replaceState(history.state, '', url);
}

/** Calls `restore` with the URL's state on back and forward; returns the unsubscribe. */
export function onUrlStateChange(restore: (state: FilterUrlState) => void): () => void {
  const listener = () => restore(readUrlState());
  window.addEventListener('popstate', listener);
  return () => window.removeEventListener('popstate', listener);
}
