/**
 * The locator's filters, page and sort in the page URL (docs/embedding.md, "What the widgets do"; domain/filter-url-codec.ts).
 * Discrete changes (a checkbox, the sort, a page, a reset) push a history entry, so Back undoes
 * them one by one; slider drags and the budget replace the entry, so a drag is not fifty steps of
 * history. The URL is written only when the query changed; popstate restores the filters.
 * The Saved view is in the URL too (`view=saved`, a history entry of its own), so it can be linked,
 * reloaded and left with Back; the filter codec keeps that parameter as it keeps the host page's.
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

const VIEW_PARAM = 'view';
const SAVED_VIEW = 'saved';

export function readSavedViewOpen(): boolean {
  return new URLSearchParams(location.search).get(VIEW_PARAM) === SAVED_VIEW;
}

/** Opening or closing the Saved view pushes a history entry; nothing is written when the URL already says so. */
export function writeSavedViewOpen(open: boolean): void {
  const params = new URLSearchParams(location.search);
  if ((params.get(VIEW_PARAM) === SAVED_VIEW) === open) return;
  if (open) params.set(VIEW_PARAM, SAVED_VIEW);
  else params.delete(VIEW_PARAM);
  const search = params.toString();
  history.pushState(history.state, '', `${location.pathname}${search ? `?${search}` : ''}${location.hash}`);
}

/** Calls `restore` with whether the URL shows the Saved view, on back and forward; returns the unsubscribe. */
export function onSavedViewChange(restore: (open: boolean) => void): () => void {
  const listener = () => restore(readSavedViewOpen());
  window.addEventListener('popstate', listener);
  return () => window.removeEventListener('popstate', listener);
}
