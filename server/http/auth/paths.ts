/**
 * Where signed-in routes send the browser (docs/accounts.md, "Return targets"): no session → the sign-in
 * page with a return path; a 403 → `/{lang}/no-access`; signed in without a role →
 * `/{lang}/auth/error?type=noPermissions`. A return path is taken back only when the one rule of
 * domain/safe-return-path.ts says it is a path of this site (docs/accounts.md, "Return targets").
 */
import type { Language } from '../../../domain/languages.js';
import { safeReturnPath } from '../../../domain/safe-return-path.js';

export const SIGN_IN_PATH = '/auth/sign-in';

/**
 * Where to go after signing in: `raw` as a path of this site (`/ku/cms?x=1`, normalised), or
 * undefined when it is not one, or is the sign-in page itself (no place to return to).
 */
export function signInReturnPath(raw: unknown): string | undefined {
  const path = safeReturnPath(raw);
  if (path === null || new URL(path, 'http://return.invalid').pathname.replace(/\/+$/, '') === SIGN_IN_PATH) return undefined;
  return path;
}

/** `back` (a path of this site) with `name=value` set in its query: the outcome of a form, told to the page. */
export function withOutcome(back: string, name: string, value: string): string {
  const url = new URL(back, 'http://return.invalid');
  url.searchParams.set(name, value);
  return safeReturnPath(`${url.pathname}${url.search}`) ?? '/';
}

export function signInUrl(language: Language, returnPath: string | undefined): string {
  const query = new URLSearchParams({ lang: language });
  const back = signInReturnPath(returnPath);
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
