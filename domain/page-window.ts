/**
 * Which page numbers a pager shows: always the first and the last, the current page with one
 * neighbour on each side, and a gap marker where pages are left out — at most 7 entries, so the
 * pager fits a phone. A gap that would hide a single page shows that page instead.
 */
export type PageWindowEntry = number | 'gap';

export function pageWindow(current: number, pages: number): PageWindowEntry[] {
  const last = Math.max(1, Math.floor(pages));
  const page = Math.min(Math.max(1, Math.floor(current)), last);
  if (last <= 7) return Array.from({ length: last }, (_, i) => i + 1);

  // Near an end the window widens, so the pager keeps the same number of entries while paging.
  const start = page <= 4 ? 2 : page >= last - 3 ? last - 4 : page - 1;
  const end = page <= 4 ? 5 : page >= last - 3 ? last - 1 : page + 1;
  const entries: PageWindowEntry[] = [1];
  if (start > 2) entries.push('gap');
  for (let n = start; n <= end; n += 1) entries.push(n);
  if (end < last - 1) entries.push('gap');
  entries.push(last);
  return entries;
}
