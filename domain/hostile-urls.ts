/**
 * Stored URLs an attacker with an editor account would try: a script or document scheme spelled so
 * a naive check misses it, or another origin written as a path. The security tests of every
 * editor-stored URL field replay them all (domain/safe-url.ts refuses each).
 */
export const HOSTILE_URLS: readonly string[] = [
  'javascript:alert(document.domain)',
  'JaVaScRiPt:alert(document.domain)',
  'java&#9;script:alert(document.domain)',
  '&#1;javascript:alert(document.domain)',
  'java\nscript:alert(document.domain)',
  '%6Aavascript:alert(document.domain)',
  ' javascript:alert(document.domain)',
  'javascript&colon;alert(document.domain)',
  '&#x6A;avascript:alert(document.domain)',
  'java\u0000script:alert(document.domain)',
  'data:text/html,<script>alert(document.domain)</script>',
  'vbscript:msgbox(1)',
  '//evil.example',
  '\\\\evil.example',
  '/\\evil.example',
  ' //evil.example/x',
  '/\t/evil.example',
];
