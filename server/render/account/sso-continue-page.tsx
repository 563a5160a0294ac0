/**
 * The step between the SSO link form (POST /auth/oidc/link, docs/sso.md) and the provider: the
 * password was right, the pending link is stored, and this page moves on to the provider's sign-in
 * by itself (meta refresh) or by its link. A redirect would do the same, but it is the redirect of a
 * form post, which the pages' CSP (`form-action 'self'`) refuses for another origin.
 */
import { renderToStaticMarkup } from 'react-dom/server';
import type { Language } from '../../../domain/languages.js';
import { accountStrings } from '../../../site/i18n/account.js';
import { accountDocument } from './account-document.js';

export interface SsoContinuePageInput {
  language: Language;
  /** The provider's authorization URL (from its discovered metadata, never from the request). */
  providerUrl: string;
  nonce: string;
}

export function renderSsoContinuePage(input: SsoContinuePageInput): string {
  const t = accountStrings(input.language);
  return accountDocument({
    language: input.language,
    title: t.ssoButton,
    nonce: input.nonce,
    refreshTo: input.providerUrl,
    bodyHtml: renderToStaticMarkup(
      <main className="lrdx-account" id="main">
        <h1>{t.ssoButton}</h1>
        <div className="lrdx-account__sso">
          <p>{t.ssoHint}</p>
          <p>
            <a className="lrdx-button lrdx-button--primary" href={input.providerUrl} data-action="sso-continue">
              {t.ssoButton}
            </a>
          </p>
        </div>
      </main>,
    ),
  });
}
