/**
 * The page of /{lang}/cms and /{lang}/admin for a signed-in editor or admin: the account bar
 * (who, role, links between the areas and languages, sign-out, password change, linking single
 * sign-on when it is configured, all working without JavaScript) and the mount point of the editor
 * bundle (site/cms/main.tsx, real React, loaded only here). The bundle reads its language, area and CSRF token from the mount's data-*.
 */
import { renderToStaticMarkup } from 'react-dom/server';
import { LANGUAGE_INFO, LANGUAGES, type Language } from '../../../domain/languages.js';
import { accountStrings } from '../../../site/i18n/account.js';
import { editorStrings } from '../../../site/editor-kit/editor-i18n.js';
import type { Account } from '../../auth/index.js';
import { escapeHtml } from '../html-document.js';
import { accountAreaDocument } from './account-document.js';
import { areaPath, areaTitle, type AccountArea } from './areas.js';
import type { EditorAssets } from './editor-assets.js';
import type { PasswordReason } from '../../../domain/password-rule.js';
import { PasswordChange, SsoLink, type PasswordNotice, type SsoLinkState } from './landing-page.js';
import { SignOutForm } from './sign-out-form.js';

export interface EditorShellInput {
  language: Language;
  area: AccountArea;
  account: Account;
  /** Whether the account may change stock (the admin or the stock role): the bar links the stock screen. */
  stock: boolean;
  csrfToken: string;
  nonce: string;
  notice?: PasswordNotice | undefined;
  reason?: PasswordReason | undefined;
  /** Single sign-on, when configured: the account panel offers to link it. */
  sso?: SsoLinkState | undefined;
  assets: EditorAssets;
}

const LANGUAGE_NAMES: Record<Language, string> = { ku: 'کوردی', ar: 'العربية', en: 'English' };

function ShellBody({ input }: { input: EditorShellInput }) {
  const t = accountStrings(input.language);
  const e = editorStrings(input.language);
  const role = input.account.role;
  return (
    <main id="main" className="cms-shell">
      <header className="cms-shell__bar">
        <h1>{areaTitle(t, input.area)}</h1>
        <nav aria-label={e.navEditor} className="cms-shell__nav">
          {role !== null ? (
            <a href={`/${input.language}/cms`} aria-current={input.area === 'cms' ? 'page' : undefined}>
              {e.navEditor}
            </a>
          ) : null}
          {input.stock ? (
            <a href={areaPath(input.language, 'stock')} aria-current={input.area === 'stock' ? 'page' : undefined}>
              {t.landingTitleStock}
            </a>
          ) : null}
          {role === 'admin' ? (
            <a href={`/${input.language}/admin`} aria-current={input.area === 'admin' ? 'page' : undefined}>
              {e.navAdmin}
            </a>
          ) : null}
        </nav>
        <nav aria-label={t.languageNavLabel} className="cms-shell__nav">
          {LANGUAGES.map((language) => (
            <a
              key={language}
              href={areaPath(language, input.area)}
              lang={LANGUAGE_INFO[language].htmlLang}
              aria-current={language === input.language ? 'true' : undefined}
            >
              {LANGUAGE_NAMES[language]}
            </a>
          ))}
        </nav>
        <details className="cms-shell__account">
          <summary>
            {t.signedInAs} <bdi dir="ltr">{input.account.email}</bdi> · {role ? t.roleNames[role] : '-'}
          </summary>
          <div className="cms-shell__account-panel lrdx-account">
            <PasswordChange input={input} />
            <SsoLink input={input} />
          </div>
        </details>
        <SignOutForm csrfToken={input.csrfToken} language={input.language} buttonClassName="cms-button" label={t.signOut} />
      </header>
      <div
        id="cms-root"
        className="cms-root"
        data-lang={input.language}
        data-area={input.area}
        data-csrf={input.csrfToken}
        data-role={role ?? ''}
      >
        <p className="cms-editor__message">{e.loading}</p>
      </div>
    </main>
  );
}

export function renderEditorShell(input: EditorShellInput): string {
  const e = editorStrings(input.language);
  return accountAreaDocument({
    language: input.language,
    title: input.area === 'cms' ? e.editorTitle : input.area === 'admin' ? e.adminTitle : accountStrings(input.language).landingTitleStock,
    head: [
      // data-lrdx-canvas-style: preview-frame.tsx links the same sheet inside Puck's canvas iframe.
      ...input.assets.styles.map(
        (href) =>
          `<link rel="stylesheet" href="${escapeHtml(href)}"${input.assets.canvasStyles.includes(href) ? ' data-lrdx-canvas-style' : ''}>`,
      ),
      `<script type="module" src="${escapeHtml(input.assets.script)}" nonce="${escapeHtml(input.nonce)}"></script>`,
    ],
    bodyHtml: renderToStaticMarkup(<ShellBody input={input} />),
  });
}
