/**
 * Smooth hash scrolling (docs/site-shell.md, "Shell rules"): the target's top minus the sticky header's height
 * (and any other offsets such as in-page navigation or breadcrumbs), never above the page top.
 */
export function hashScrollTop(targetTopInDocument: number, offsets: readonly number[]): number {
  const offset = offsets.reduce((sum, value) => sum + (Number.isFinite(value) && value > 0 ? value : 0), 0);
  return Math.max(0, Math.round(targetTopInDocument - offset));
}

/** A CSS length from a custom property ("72px", "4.5rem") in px; unknown units count as 0. */
export function cssLengthToPx(value: string, rootFontSizePx = 16): number {
  const match = /^\s*(-?\d+(?:\.\d+)?)(px|rem)?\s*$/.exec(value);
  if (!match) return 0;
  const number = Number(match[1]);
  return match[2] === 'rem' ? number * rootFontSizePx : number;
}

/** `#a%20b` → `a b`; empty or `#` alone → null (plain "to the top" links). */
export function hashTargetId(hash: string): string | null {
  const raw = hash.startsWith('#') ? hash.slice(1) : hash;
  if (!raw) return null;
  try {
    return decodeURIComponent(raw);
  } catch {
    return raw;
  }
}
