/**
 * Known shapes of open-redirect bypasses, for the tests of domain/safe-return-path.ts and of every
 * route that redirects to a caller's return target (server/api/auth/return-redirect.security.test.ts).
 * Each one, once it has been through `safeReturnPath`, must be a path of this site or nothing.
 */
export interface BypassShape {
  name: string;
  target: string;
}

const HOST = 'evil.example';

export const RETURN_TARGET_BYPASSES: readonly BypassShape[] = [
  // Protocol-relative and backslash forms.
  { name: 'two slashes', target: `//${HOST}` },
  { name: 'two slashes and a path', target: `//${HOST}/ku/cms` },
  { name: 'three slashes', target: `///${HOST}` },
  { name: 'slash backslash', target: `/\\${HOST}` },
  { name: 'two backslashes', target: `\\\\${HOST}` },
  { name: 'backslash slash', target: `\\/${HOST}` },
  // Dot segments that collapse into two slashes.
  { name: 'slash dot slash slash', target: `/.//${HOST}` },
  { name: 'slash dot slash backslash', target: `/./\\${HOST}` },
  { name: 'parent then two slashes', target: `/ku/..//${HOST}` },
  { name: 'percent-encoded dot', target: `/%2e//${HOST}/` },
  { name: 'percent-encoded dot, capitals', target: `/%2E//${HOST}` },
  { name: 'percent-encoded parent', target: `/%2e%2e//${HOST}` },
  { name: 'percent-encoded parent, capitals', target: `/%2E%2E//${HOST}` },
  { name: 'percent-encoded parents twice', target: `/ku/cms/%2E%2E/%2e%2E//${HOST}` },
  { name: 'half-encoded parent', target: `/.%2e//${HOST}` },
  { name: 'parent with an encoded slash', target: `/ku/..%2f..%2f/${HOST}` },
  // Encoded slashes and backslashes.
  { name: 'encoded backslash', target: `/%5c${HOST}` },
  { name: 'encoded backslash, capital', target: `/%5C${HOST}` },
  { name: 'two encoded backslashes', target: `/%5c%5c${HOST}` },
  { name: 'encoded slash', target: `/%2f${HOST}` },
  { name: 'two encoded slashes', target: `/%2F%2F${HOST}` },
  { name: 'double-encoded slash', target: `/%252f%252f${HOST}` },
  // Tab, newline and carriage return, which a browser drops from a URL.
  { name: 'tab between the slashes', target: `/\t/${HOST}` },
  { name: 'newline between the slashes', target: `/\n/${HOST}` },
  { name: 'carriage return between the slashes', target: `/\r/${HOST}` },
  { name: 'tab before a backslash', target: `/\t\\${HOST}` },
  { name: 'leading tab', target: `\t//${HOST}` },
  { name: 'leading space', target: ` //${HOST}` },
  { name: 'encoded tab between the slashes', target: `/%09/${HOST}` },
  { name: 'encoded newline between the slashes', target: `/%0a/${HOST}` },
  // Other schemes and absolute URLs.
  { name: 'scheme without slashes', target: `https:${HOST}` },
  { name: 'scheme with one slash', target: `http:/${HOST}` },
  { name: 'scheme with a backslash', target: `https:/\\${HOST}` },
  { name: 'absolute URL', target: `https://${HOST}/` },
  { name: 'absolute URL, capitals', target: `HTTPS://${HOST}` },
  { name: 'credentials before the host', target: `//lrdx.example@${HOST}` },
  { name: 'javascript', target: 'javascript:alert(document.domain)' },
  { name: 'javascript, mixed case', target: 'JaVaScRiPt:alert(1)' },
  { name: 'javascript after a space', target: ' javascript:alert(1)' },
  { name: 'javascript after a tab', target: 'java\tscript:alert(1)' },
  { name: 'data URL', target: 'data:text/html,<script>alert(1)</script>' },
  // Unicode look-alikes of dots, slashes and backslashes.
  { name: 'full-width slashes', target: `／／${HOST}` },
  { name: 'slash, full-width slash', target: `/／${HOST}` },
  { name: 'slash, full-width backslash', target: `/＼${HOST}` },
  { name: 'full-width dot', target: `/．//${HOST}` },
  { name: 'full-width parent', target: `/．．//${HOST}` },
  { name: 'ideographic full stop', target: `/。//${HOST}` },
  { name: 'two-dot leader', target: `/‥//${HOST}` },
  { name: 'encoded full-width slashes', target: `/%EF%BC%8F%EF%BC%8F${HOST}` },
  { name: 'encoded full-width dot', target: `/%EF%BC%8E//${HOST}` },
  // Control characters that never belong in a path.
  { name: 'NUL between the slashes', target: `/\u0000/${HOST}` },
  { name: 'DEL between the slashes', target: `/\u007f/${HOST}` },
];
