/**
 * The one rule for a return target a caller hands us (`return=` after sign-in, single sign-on,
 * /auth-exchange, a payment vendor's return address, …): it is a path of this site, or it is
 * nothing and the caller's default applies. Every redirect that takes a caller's value goes through
 * `safeReturnPath` (docs/accounts.md, "Return targets").
 *
 * The target is read the way a browser reads a `Location` header: WHATWG URL parsing against a
 * page of this site, which strips tab, newline and carriage return, treats `\` as `/`, and resolves
 * dot segments, `%2e` ones included (`/.//evil.example` and `/%2e//evil.example` become
 * `//evil.example`). What comes out must still be on the dummy origin, and its path must not start
 * with two slashes: `//host` is another host to any browser. The answer is that normalised
 * path + query + hash, so the header we send is the text we checked, not the text we were given.
 *
 * Other programs on the way (a proxy, an old browser, a server that decodes before routing) may
 * read the same text differently, so the target must also be safe when read NFKC-normalised
 * (full-width `．／＼` become `./\`) and percent-decoded once (`%2f`, `%5c`, `%2e`, `%09`).
 */

/** Never resolves (RFC 2606 `.invalid`): only its origin is compared. */
const DUMMY_ORIGIN = 'http://return.invalid';

/** Longer targets are refused: no page of this site needs one, and it keeps headers small. */
export const MAX_RETURN_PATH_LENGTH = 2000;

/** C0 controls and DEL: never part of a path we link to; a browser drops some of them silently. */
const CONTROL = /[\u0000-\u001f\u007f]/;

/** Another host to a browser (`//`, `/\`), or to a program that decodes first (`/%2f`, `/%5c`). */
const OTHER_HOST_START = /^\/(?:[/\\]|%2f|%5c)/i;

/**
 * `text` as a browser resolves it against a page of this site: its path, query and hash when it
 * stays on the site and cannot be taken for another host; null otherwise.
 */
function resolveOnSite(text: string): string | null {
  // Only an absolute path: not `https:…`, `javascript:…`, `//host`, nor a relative `ku/cms`.
  if (!text.startsWith('/')) return null;
  let url: URL;
  try {
    url = new URL(text, `${DUMMY_ORIGIN}/`);
  } catch {
    return null;
  }
  if (url.origin !== DUMMY_ORIGIN || url.username !== '' || url.password !== '') return null;
  const path = `${url.pathname}${url.search}${url.hash}`;
  return OTHER_HOST_START.test(path) ? null : path;
}

/** Percent-decoded once; a malformed or partial UTF-8 sequence decodes its ASCII bytes only. */
function percentDecodedOnce(text: string): string {
  return text.replace(/(?:%[0-9a-f]{2})+/gi, (run) => {
    try {
      return decodeURIComponent(run);
    } catch {
      return run.replace(/%([0-7][0-9a-f])/gi, (_escape, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));
    }
  });
}

/**
 * `raw` as a path of this site (`/ku/cms?tab=users#top`), normalised as a browser would read it, or
 * null when it is not one (absent, not a string, empty, too long, with control characters, another
 * origin, or taken for another host under any of the readings above).
 */
export function safeReturnPath(raw: unknown): string | null {
  if (typeof raw !== 'string' || raw.length === 0 || raw.length > MAX_RETURN_PATH_LENGTH || CONTROL.test(raw)) return null;
  const path = resolveOnSite(raw);
  if (path === null) return null;
  const decoded = percentDecodedOnce(raw);
  const otherReadings = [raw.normalize('NFKC'), decoded, decoded.normalize('NFKC')];
  return otherReadings.every((reading) => resolveOnSite(reading) !== null) ? path : null;
}
