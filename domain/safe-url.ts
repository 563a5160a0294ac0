/**
 * The one rule for every URL an editor can store and the site or a widget later uses as a link,
 * a redirect, an image, a video or a widget attribute (docs/security-headers.md, "Stored URLs").
 *
 * Allowed: `http:`, `https:`, `mailto:` and `tel:` URLs, and same-origin references (`/x`, `x`,
 * `#x`, `?x`), never a network-path reference (`//x`, `\\x`, `/\x`). The decision is made on the
 * value as a browser reads an `href`: HTML entities decoded (also `&#9` without `;`, and repeatedly,
 * in case the value is written into HTML once more), every ASCII control character and whitespace
 * removed (browsers drop tabs and newlines inside a URL and trim the rest), and the scheme
 * percent-decoded. So `java&#9;script:`, `&#1;javascript:`, `java\nscript:`, ` javascript:` and
 * `%6Aavascript:` are all the same refused `javascript:`, as are `data:`, `vbscript:` and any other
 * scheme. Pure functions: the server, the renderer and the widgets share them.
 */

/** The schemes a stored URL may have. */
export const SAFE_URL_SCHEMES = ['http', 'https', 'mailto', 'tel'] as const;

export interface SafeUrl {
  /** The value to write into the page: the stored one, trimmed, tabs and newlines removed. */
  href: string;
  /** An absolute URL (another site, a mail or a phone number) rather than a path of this site. */
  external: boolean;
  /** The scheme of an absolute URL (lower case); null for a same-origin reference. */
  scheme: SafeUrlScheme | null;
}

export type SafeUrlScheme = (typeof SAFE_URL_SCHEMES)[number];

/**
 * Named entities a browser decodes to ASCII punctuation or whitespace. No named entity decodes to
 * an ASCII letter or digit, so these are every named entity that can change a URL's scheme.
 */
const NAMED: Record<string, string> = {
  tab: '\t',
  newline: '\n',
  nbsp: ' ',
  nonbreakingspace: ' ',
  excl: '!',
  quot: '"',
  num: '#',
  dollar: '$',
  percnt: '%',
  amp: '&',
  apos: "'",
  lpar: '(',
  rpar: ')',
  ast: '*',
  midast: '*',
  plus: '+',
  comma: ',',
  period: '.',
  sol: '/',
  colon: ':',
  semi: ';',
  lt: '<',
  equals: '=',
  gt: '>',
  quest: '?',
  commat: '@',
  lsqb: '[',
  lbrack: '[',
  bsol: '\\',
  rsqb: ']',
  rbrack: ']',
  hat: '^',
  lowbar: '_',
  underbar: '_',
  grave: '`',
  diacriticalgrave: '`',
  lcub: '{',
  lbrace: '{',
  verbar: '|',
  vert: '|',
  verticalline: '|',
  rcub: '}',
  rbrace: '}',
};

const ENTITY = /&(?:#(\d{1,8})|#[xX]([0-9a-fA-F]{1,8})|([a-zA-Z]{2,32}));?/g;

function decodeOnce(text: string): string {
  return text.replace(ENTITY, (whole, decimal?: string, hex?: string, name?: string) => {
    if (name !== undefined) return NAMED[name.toLowerCase()] ?? whole;
    const code = decimal !== undefined ? Number.parseInt(decimal, 10) : Number.parseInt(hex!, 16);
    // NUL and out-of-range code points decode to U+FFFD in browsers: not a scheme character either.
    return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : '\uFFFD';
  });
}

/** HTML entities decoded until nothing changes (bounded: each round only shortens the text). */
export function decodeHtmlEntities(text: string): string {
  let current = text;
  for (let round = 0; round < 8; round += 1) {
    const next = decodeOnce(current);
    if (next === current) return current;
    current = next;
  }
  return current;
}

// ASCII controls, space and DEL, plus the Unicode spaces a browser trims from attribute values.
const INVISIBLE = /[\u0000-\u0020\u007f\u00a0\u1680\u2000-\u200b\u2028\u2029\u202f\u205f\u3000\ufeff]/g;

function percentDecode(text: string): string | null {
  try {
    return decodeURIComponent(text);
  } catch {
    return null;
  }
}

/** The value as it may be used, or null when it is not an allowed URL (see the rule above). */
export function checkUrl(raw: string): SafeUrl | null {
  // What a browser reads.
  const probe = decodeHtmlEntities(raw).replace(INVISIBLE, '');
  if (probe === '') return null;
  // A scheme is whatever precedes the first `:` that comes before any `/`, `?` or `#`.
  const schemeEnd = probe.search(/[:/?#\\]/);
  if (schemeEnd >= 0 && probe[schemeEnd] === ':') {
    const decoded = percentDecode(probe.slice(0, schemeEnd));
    const scheme = decoded?.replace(INVISIBLE, '').toLowerCase();
    if (!scheme || !(SAFE_URL_SCHEMES as readonly string[]).includes(scheme)) return null;
    if (scheme === 'http' || scheme === 'https') {
      // `https:evil.example` and `https:/evil.example` are read as `https://evil.example`: any host must parse.
      try {
        if (!new URL(probe).hostname) return null;
      } catch {
        return null;
      }
    }
    return { href: cleaned(raw), external: true, scheme: scheme as SafeUrlScheme };
  }
  // Same-origin references only: `//host` and its backslash spellings name another origin.
  if (/^[/\\]{2}/.test(probe)) return null;
  return { href: cleaned(raw), external: false, scheme: null };
}

/** The stored value trimmed, with the tabs and newlines a browser would skip removed. */
function cleaned(raw: string): string {
  return raw.replace(/[\t\n\r]/g, '').trim();
}

/** The href to render for a stored URL, or undefined when it must be dropped (unset, empty or not allowed). */
export function safeHref(value: unknown): string | undefined {
  if (typeof value !== 'string' || value.trim() === '') return undefined;
  return checkUrl(value)?.href;
}

/** True when the value is an allowed URL (an empty value is not a URL at all: callers decide whether it may be empty). */
export function isSafeUrl(value: string): boolean {
  return checkUrl(value) !== null;
}

/** The message every refusal of a stored URL carries (server) and the editor shows. */
export const UNSAFE_URL_MESSAGE = 'must be a site path (/…) or an http(s), mailto or tel URL';
