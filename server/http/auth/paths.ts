/**
 * Where signed-in routes send the browser (issue 10; spec, section 6): no session → the sign-in
 * page with a return path; a 403 → `/{lang}/no-access`; signed in without a role →
 * `/{lang}/auth/error?type=noPermissions`. The return path is taken back only when it is a path of
 * this site (an absolute or protocol-relative URL would make the sign-in page an open redirect).
 */
import type { Language } from '../../../domain/languages.js';

export const SIGN_IN_PATH = '/auth/sign-in';

const PLACEHOLDER_ORIGIN = 'http://same.site';

/** `raw` as a same-site path (`/ku/cms?x=1`), or undefined when it is not one. */
export function safeReturnPath(raw: unknown): string | undefined {
  if (typeof raw !== 'string' || raw.length === 0 || raw.length > 2000) return undefined;
  // "//evil.example" and "/\evil.example" are other hosts to a browser; control characters hide tricks.
  if (!raw.startsWith('/') || raw.startsWith('//') || raw.startsWith('/\\') || /[\u0000-\u001f\u007f\\]/.test(raw)) return undefined;
  let url: URL;
  try {
    url = new URL(raw, PLACEHOLDER_ORIGIN);
  } catch {
    return undefined;
  }
  if (url.origin !== PLACEHOLDER_ORIGIN) return undefined;
  // The sign-in page itself is no place to return to.
  if (url.pathname === SIGN_IN_PATH) return undefined;
  return `${url.pathname}${url.search}${url.hash}`;
}

export function signInUrl(language: Language, returnPath: string | undefined): string {
  const query = new URLSearchParams({ lang: language });
  const back = safeReturnPath(returnPath);
  if (back) query.set('return', back);
  return `${SIGN_IN_PATH}?${query.toString()}`;
}

export function noAccessPath(language: Language): string {
  return `/${language}/no-access`;
}

export function noPermissionsPath(language: Language): string {
  return `/${language}/auth/error?type=noPermissions`;
}

/** Where a successful sign-in goes when no return path was given. */
export function defaultAfterSignIn(language: Language): string {
  return `/${language}/cms`;
}
