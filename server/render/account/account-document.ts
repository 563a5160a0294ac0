/**
 * The HTML document of the account pages (sign-in, the signed-in landing): the site's fonts and
 * stylesheet, a small nonce'd style block of their own, no script (they work without JavaScript),
 * never indexed. The editor shell (editor-shell.tsx) shares its frame, with the editor's bundle instead.
 */
import { LANGUAGE_INFO, type Language } from '../../../domain/languages.js';
import { documentOpening, escapeHtml } from '../html-document.js';

const ACCOUNT_CSS = `
.lrdx-account{max-inline-size:28rem;margin-block:3rem;margin-inline:auto;padding-inline:1rem}
.lrdx-account h1{font-size:1.75rem;margin-block-end:.5rem}
.lrdx-account form{display:grid;gap:1rem;margin-block:1.5rem}
.lrdx-account label{display:grid;gap:.375rem;font-weight:600}
.lrdx-account input{font:inherit;padding:.625rem .75rem;border:1px solid #4a4f54;border-radius:4px;min-block-size:2.75rem}
.lrdx-account input:focus-visible,.lrdx-account button:focus-visible,.lrdx-account a:focus-visible{outline:3px solid #0b57d0;outline-offset:2px}
.lrdx-account [role=alert]{border-inline-start:4px solid #b3261e;background:#fdecea;padding:.75rem 1rem;color:#1a1a1a}
.lrdx-account [role=status]{border-inline-start:4px solid #005a2b;background:#e8f3ec;padding:.75rem 1rem}
.lrdx-account .lrdx-account__hint{font-weight:400;color:#4a4f54;font-size:.875rem}
.lrdx-account nav ul{display:flex;gap:1rem;list-style:none;padding:0}
.lrdx-account dl{display:grid;grid-template-columns:auto 1fr;gap:.25rem 1rem}
.lrdx-account dd{margin:0}
.lrdx-account__sso{margin-block:1.5rem}
.lrdx-account__sso a{display:flex;justify-content:center;align-items:center;min-block-size:2.75rem;text-decoration:none}
.lrdx-account__sso p{margin-block:.5rem;color:#4a4f54}
.lrdx-account__or{font-size:1rem;font-weight:600;margin-block:2rem 0;padding-block-start:1.25rem;border-block-start:1px solid #c4c7c5}
`;

export interface AccountDocumentParts {
  language: Language;
  title: string;
  bodyHtml: string;
  nonce: string;
  /**
   * Where the page moves on to by itself (meta refresh; its link in the body does the same by hand):
   * the way from the SSO link form to the provider, which the CSP's form-action would refuse as a
   * redirect of the form's post.
   */
  refreshTo?: string | undefined;
}

/**
 * A page of the account area (the account pages, the editor shell): never indexed, on the site's
 * fonts; `meta` comes before the stylesheets, `head` after the fonts.
 */
export function accountAreaDocument(parts: {
  language: Language;
  title: string;
  meta?: string[];
  head: string[];
  bodyHtml: string;
}): string {
  const { htmlLang, dir } = LANGUAGE_INFO[parts.language];
  return [
    ...documentOpening(htmlLang, dir, parts.title),
    '<meta name="robots" content="noindex">',
    ...(parts.meta ?? []),
    '<link rel="stylesheet" href="/fonts/lrdx-fonts.css">',
    ...parts.head,
    '</head>',
    '<body>',
    parts.bodyHtml,
    '</body>',
    '</html>',
  ].join('\n');
}

export function accountDocument(parts: AccountDocumentParts): string {
  return accountAreaDocument({
    language: parts.language,
    title: parts.title,
    meta: parts.refreshTo ? [`<meta http-equiv="refresh" content="0;url=${escapeHtml(parts.refreshTo)}">`] : [],
    head: ['<link rel="stylesheet" href="/site/site.css">', `<style nonce="${escapeHtml(parts.nonce)}">${ACCOUNT_CSS}</style>`],
    bodyHtml: parts.bodyHtml,
  });
}
