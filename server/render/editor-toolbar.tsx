/**
 * The editor toolbar on site pages (docs/sso.md, "Editor toolbar on site pages": it shows
 * for signed-in page editors): who is signed in, the page's publish state, "Edit this page"
 * (/{lang}/cms#page=<id>), "Page versions" (the editor with the versions dialog open) and
 * "Sign out" (a form post with the CSRF token). Server-rendered into the page only for a signed-in
 * editor or admin, whose answer is then `private, no-store` (server/render/index.ts): the HTML a
 * visitor or a shared cache gets never contains it. Plain links and a form: no script, keyboard
 * usable, a named landmark, logical CSS (site/styles/editor-toolbar.css).
 */
import { renderToStaticMarkup } from 'react-dom/server';
import type { Language } from '../../domain/languages.js';
import { editorToolbarStrings } from '../../site/i18n/editor-toolbar.js';
import type { Account } from '../auth/index.js';
import { SignOutForm } from './account/sign-out-form.js';

export interface EditorToolbarInput {
  language: Language;
  account: Account;
  pageId: number;
  /** The page's draft differs from what visitors see. */
  draftPending: boolean;
  csrfToken: string;
  /** The page drawn is one of its versions, not its published content (version-preview.ts). */
  preview?: { number: number; live: boolean } | undefined;
}

/** The editor at this page: `/{lang}/cms#page=<id>`, with `&versions` to open the versions dialog. */
export function editorPageHref(language: Language, pageId: number, versions = false): string {
  return `/${language}/cms#page=${pageId}${versions ? '&versions' : ''}`;
}

function EditorToolbar({ input }: { input: EditorToolbarInput }) {
  const t = editorToolbarStrings(input.language);
  const role = input.account.role;
  return (
    <section className="lrdx-editor-toolbar" aria-label={t.label}>
      <p className="lrdx-editor-toolbar__who">
        {t.signedInAs} <bdi dir="ltr">{input.account.email}</bdi>
        {role ? ` · ${t.roleNames[role]}` : null}
      </p>
      {input.preview ? (
        <p className="lrdx-editor-toolbar__state" data-preview-version={input.preview.number}>
          <span className="lrdx-editor-toolbar__badge">{t.previewOf.replace('{{number}}', String(input.preview.number))}</span>
          <span> {input.preview.live ? t.previewLive : t.previewNotLive}</span>
        </p>
      ) : (
        <p className="lrdx-editor-toolbar__state">
          <span className="lrdx-editor-toolbar__badge">{t.published}</span>
          {input.draftPending ? <span> {t.draftPending}</span> : null}
        </p>
      )}
      <ul className="lrdx-editor-toolbar__actions">
        <li>
          <a className="lrdx-editor-toolbar__action" href={editorPageHref(input.language, input.pageId)}>
            {t.editPage}
          </a>
        </li>
        <li>
          <a className="lrdx-editor-toolbar__action" href={editorPageHref(input.language, input.pageId, true)}>
            {input.preview ? t.backToVersions : t.versions}
          </a>
        </li>
        <li>
          <SignOutForm
            csrfToken={input.csrfToken}
            language={input.language}
            buttonClassName="lrdx-editor-toolbar__action"
            label={t.signOut}
          />
        </li>
      </ul>
    </section>
  );
}

export function renderEditorToolbar(input: EditorToolbarInput): string {
  return renderToStaticMarkup(<EditorToolbar input={input} />);
}

const SKIP_LINK = /<a class="lrdx-skip-link"[^>]*>[\s\S]*?<\/a>/;

/**
 * The page body with the toolbar after the skip link: "skip to main content" stays the first stop
 * of the page's own keyboard path (only the cookie banner, while it asks, comes before it —
 * docs/cookie-consent.md), the toolbar the next.
 */
export function bodyWithToolbar(bodyHtml: string, toolbarHtml: string | null): string {
  if (!toolbarHtml) return bodyHtml;
  const skip = SKIP_LINK.exec(bodyHtml);
  if (!skip) return `${toolbarHtml}${bodyHtml}`;
  const after = skip.index + skip[0].length;
  return `${bodyHtml.slice(0, after)}${toolbarHtml}${bodyHtml.slice(after)}`;
}
