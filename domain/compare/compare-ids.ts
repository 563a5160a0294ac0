/**
 * The `ids` of the compare page (docs/compare.md): vehicle ids separated by commas, at most three.
 * Pure: the page, the tray and the tests read the same rule. Anything that is not a plain positive
 * integer in the database's range is refused and named back (escaped by the page), a repeated id is
 * shown once, and ids past the third are named as not shown; nothing here ever throws.
 */

/** At most this many vehicles side by side (a phone still reads three columns with a sticky label column). */
export const MAX_COMPARE = 3;

/** The largest id the database holds (a signed 32-bit integer); larger is no vehicle. */
const ID_MAX = 2_147_483_647;

/** Only this much of a hostile or pasted `ids` is read; the rest is dropped. */
const RAW_MAX = 256;

/** At most this many refused entries are named back (a long list of junk is not worth a page). */
const NAMED_MAX = 6;

/** Each refused entry is named back at most this long. */
const TOKEN_MAX = 24;

export interface CompareIds {
  /** The ids to show, in the order given, unique, at most MAX_COMPARE. */
  ids: number[];
  /** Entries that are not vehicle ids, as given (shortened): the page names them, escaped. */
  malformed: string[];
  /** Valid ids past the third: not shown. */
  overflow: number[];
  /** Ids given more than once (each shown once). */
  duplicates: number[];
}

/** A plain positive integer in the database's range, or null. */
export function parseVehicleId(token: string): number | null {
  if (!/^[1-9][0-9]{0,9}$/.test(token)) return null;
  const id = Number(token);
  return id <= ID_MAX ? id : null;
}

const shorten = (token: string) => (token.length > TOKEN_MAX ? `${token.slice(0, TOKEN_MAX)}…` : token);

/** Reads `ids` as the query gives it: a string, a repeated parameter (array) or nothing. */
export function parseCompareIds(raw: unknown): CompareIds {
  const text = (Array.isArray(raw) ? raw.filter((v) => typeof v === 'string').join(',') : typeof raw === 'string' ? raw : '').slice(
    0,
    RAW_MAX,
  );
  const result: CompareIds = { ids: [], malformed: [], overflow: [], duplicates: [] };
  const seen = new Set<number>();
  for (const part of text.split(',')) {
    const token = part.trim();
    if (token === '') continue;
    const id = parseVehicleId(token);
    if (id === null) {
      if (result.malformed.length < NAMED_MAX) result.malformed.push(shorten(token));
    } else if (seen.has(id)) {
      if (!result.duplicates.includes(id)) result.duplicates.push(id);
    } else {
      seen.add(id);
      if (result.ids.length < MAX_COMPARE) result.ids.push(id);
      else if (result.overflow.length < NAMED_MAX) result.overflow.push(id);
    }
  }
  return result;
}

/**
 * The compare page's path in a language: `/{lang}/stock/compare?ids=1,2,3` (and `&list=` for a
 * listing other than the default). Built from integers and a list key of `[A-Za-z0-9_-]` only, so
 * nothing a visitor typed reaches the URL.
 */
export function comparePath(language: string, ids: readonly number[], listKey?: string): string {
  const clean = ids.filter((id) => Number.isSafeInteger(id) && id > 0 && id <= ID_MAX);
  const lang = /^[a-z]{2}$/.test(language) ? language : 'ku';
  const list = listKey && /^[A-Za-z0-9_-]{1,64}$/.test(listKey) ? `&list=${listKey}` : '';
  return `/${lang}/stock/compare?ids=${clean.join(',')}${list}`;
}
