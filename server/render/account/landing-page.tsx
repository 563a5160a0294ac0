/**
 * The signed-in landing of /cms and /admin until the editor exists: who is signed in, the role,
 * one line saying the editor is the next step, sign-out, password change and, with single sign-on,
 * linking it (plain forms with the CSRF token, working without JavaScript).
 */
import { areaPath, areaTitle, type AccountArea } from './areas.js';
import { renderToStaticMarkup } from 'react-dom/server';
import type { Language } from '../../../domain/languages.js';
import { passwordReasonText, type PasswordReason } from '../../../domain/password-rule.js';
import { accountStrings } from '../../../site/i18n/account.js';
import type { Account } from '../../auth/index.js';
import { OIDC_LINK_PATH } from '../../auth/oidc/oidc-config.js';
import { MIN_PASSWORD_LENGTH } from '../../auth/passwords.js';
import { accountDocument } from './account-document.js';
import { CurrentPasswordField, FormContextFields } from './form-fields.js';
import { SignOutForm } from './sign-out-form.js';

export type PasswordNotice = 'changed' | 'wrong_password' | 'weak_password' | 'csrf';

/** What the single sign-on section says after a link (`?sso=`, set by POST /auth/oidc/link and the callback). */
export const SSO_LINK_NOTICES = ['linked', 'taken', 'failed', 'wrong_password', 'csrf'] as const;
export type SsoLinkNotice = (typeof SSO_LINK_NOTICES)[number];

/** The single sign-on section of the account panel; absent while SSO is not configured. */
export interface SsoLinkState {
  /** Whether a provider account is linked to this account already. */
  linked: boolean;
  notice?: SsoLinkNotice | undefined;
}

export interface LandingPageInput {
  language: Language;
  area: AccountArea;
  account: Account;
  csrfToken: string;
  nonce: string;
  /** The outcome of a password change form, carried back in the query. */
  notice?: PasswordNotice | undefined;
  /** Why the password rule refused the new password (with `notice` weak_password). */
  reason?: PasswordReason | undefined;
  /** Single sign-on, when configured. */
  sso?: SsoLinkState | undefined;
}

/** The password change form (also in the editor shell's account panel). */
export function PasswordChange({ input }: { input: Pick<LandingPageInput, 'language' | 'area' | 'csrfToken' | 'notice' | 'reason'> }) {
  const t = accountStrings(input.language);
  const here = areaPath(input.language, input.area);
  const notice = input.notice;
  const problem =
    notice === 'wrong_password'
      ? t.wrongPassword
      : notice === 'weak_password'
        ? input.reason
          ? passwordReasonText(input.reason, input.language)
          : t.weakPassword
        : notice === 'csrf'
          ? t.csrfFailed
          : undefined;
  return (
    <>
      <h2>{t.changePasswordHeading}</h2>
      <form method="post" action="/auth/password">
        {notice === 'changed' ? <div role="status">{t.passwordChanged}</div> : null}
        {problem ? <div role="alert">{problem}</div> : null}
        <FormContextFields csrfToken={input.csrfToken} language={input.language} returnTo={here} />
        <CurrentPasswordField label={t.currentPassword} />
        <label>
          {t.newPassword}
          <span className="lrdx-account__hint" id="new-password-hint">
            {t.newPasswordHint.replace('{min}', String(MIN_PASSWORD_LENGTH))}
          </span>
          <input
            type="password"
            name="new_password"
            autoComplete="new-password"
            required
            minLength={MIN_PASSWORD_LENGTH}
            dir="ltr"
            aria-describedby="new-password-hint"
          />
        </label>
        <button type="submit" className="lrdx-button lrdx-button--primary">
          {t.changePasswordButton}
        </button>
      </form>
    </>
  );
}

/**
 * Linking single sign-on to this account (docs/sso.md, "Linking an existing account"): the
 * account's own password confirms it, then the browser signs in at the provider. Also in the
 * editor shell's account panel.
 */
export function SsoLink({ input }: { input: Pick<LandingPageInput, 'language' | 'area' | 'csrfToken' | 'sso'> }) {
  const { sso } = input;
  if (!sso) return null;
  const t = accountStrings(input.language);
  const here = areaPath(input.language, input.area);
  const problem =
    sso.notice === 'taken'
      ? t.ssoLinkTaken
      : sso.notice === 'failed'
        ? t.ssoLinkFailed
        : sso.notice === 'wrong_password'
          ? t.wrongPassword
          : sso.notice === 'csrf'
            ? t.csrfFailed
            : undefined;
  return (
    <section aria-labelledby="sso-link-heading">
      <h2 id="sso-link-heading">{t.ssoButton}</h2>
      {sso.notice === 'linked' ? <div role="status">{t.ssoLinked}</div> : null}
      {problem ? <div role="alert">{problem}</div> : null}
      {sso.linked ? (
        sso.notice === 'linked' ? null : (
          <p>{t.ssoAlreadyLinked}</p>
        )
      ) : (
        <form method="post" action={OIDC_LINK_PATH}>
          <p id="sso-link-intro">{t.ssoLinkIntro}</p>
          <FormContextFields csrfToken={input.csrfToken} language={input.language} returnTo={here} />
          <CurrentPasswordField label={t.currentPassword} describedBy="sso-link-intro" />
          <button type="submit" className="lrdx-button lrdx-button--secondary">
            {t.ssoLinkButton}
          </button>
        </form>
      )}
    </section>
  );
}

function LandingBody({ input }: { input: LandingPageInput }) {
  const t = accountStrings(input.language);
  const role = input.account.role;
  return (
    <main className="lrdx-account" id="main">
      <h1>{areaTitle(t, input.area)}</h1>
      <dl>
        <dt>{t.signedInAs}</dt>
        <dd>
          <bdi dir="ltr">{input.account.email}</bdi>
        </dd>
        <dt>{t.role}</dt>
        <dd>{role ? t.roleNames[role] : '-'}</dd>
      </dl>
      <p>{t.notYet}</p>
      <SignOutForm
        csrfToken={input.csrfToken}
        language={input.language}
        buttonClassName="lrdx-button lrdx-button--secondary"
        label={t.signOut}
      />
      <PasswordChange input={input} />
      <SsoLink input={input} />
      <p>
        <a href={`/${input.language}/`}>{t.backToSite}</a>
      </p>
    </main>
  );
}

export function renderLandingPage(input: LandingPageInput): string {
  const t = accountStrings(input.language);
  return accountDocument({
    language: input.language,
    title: areaTitle(t, input.area),
    nonce: input.nonce,
    bodyHtml: renderToStaticMarkup(<LandingBody input={input} />),
  });
}
