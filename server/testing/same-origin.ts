/**
 * Assertions of the open-redirect security tests (server/api/auth/return-redirect.security.test.ts,
 * server/api/buy-online/return-address.security.test.ts): where a browser goes with a Location.
 */
import { expect } from 'vitest';
import { safeReturnPath } from '../../domain/safe-return-path.js';

/** What a browser on `origin` does with `location`: it must stay on `origin`, on a path that is not `//…`. */
export function expectStaysOnSite(location: string, origin: string, what: string): void {
  expect(/[\u0000-\u001f\u007f]/.test(location), `${what}: control character in ${JSON.stringify(location)}`).toBe(false);
  const relative = !/^[a-z][a-z0-9+.-]*:/i.test(location);
  if (relative) expect(/^\/(?![/\\])/.test(location), `${what}: ${JSON.stringify(location)} is not a same-origin path`).toBe(true);
  const target = new URL(location, `${origin}/auth/sign-in?lang=ku`);
  expect(target.origin, `${what}: ${JSON.stringify(location)}`).toBe(origin);
  expect(/^\/[/\\]/.test(target.pathname), `${what}: ${JSON.stringify(location)}`).toBe(false);
  // A return target carried along (the sign-in page's `return`, /auth-exchange's) obeys the same rule.
  const carried = target.searchParams.get('return');
  if (carried !== null) {
    expect(safeReturnPath(carried), `${what}: carried return ${JSON.stringify(carried)}`).toBe(carried);
    expectStaysOnSite(carried, origin, `${what} (carried)`);
  }
}

/** A redirect that must happen (3xx) and stay on the site. */
export function expectRedirectOnSite(response: Response, origin: string, what: string): string {
  expect([302, 303], `${what}: status`).toContain(response.status);
  const location = response.headers.get('location');
  expect(location, `${what}: Location`).toBeTruthy();
  expectStaysOnSite(location!, origin, what);
  return location!;
}

export const unescapeHtml = (text: string) =>
  text.replaceAll('&quot;', '"').replaceAll('&#x27;', "'").replaceAll('&lt;', '<').replaceAll('&gt;', '>').replaceAll('&amp;', '&');
