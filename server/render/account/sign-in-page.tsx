/**
 * The sign-in page (/auth/sign-in): a plain form posted to POST /auth/sign-in, so it works
 * without JavaScript. Labelled fields, the error announced (role="alert", focused first by its
 * position at the top of the form), autocomplete hints for password managers, links to the other
 * languages. The same message for an unknown e-mail and a wrong password.
 */
import { renderToStaticMarkup } from 'react-dom/server';
import { LANGUAGES, LANGUAGE_INFO, type Language } from '../../../domain/languages.js';
import { accountStrings, LANGUAGE_SELF_NAMES } from '../../../site/i18n/account.js';
import { OIDC_LOGIN_PATH } from '../../auth/oidc/oidc-config.js';
import { SIGN_IN_PATH } from '../../http/auth/paths.js';
import { accountDocument } from './account-document.js';
import { FormContextFields } from './form-fields.js';

export type SignInProblem = 'invalid_credentials' | 'csrf' | { rateLimitedSeconds: number };

export interface SignInPageInput {
  language: Language;
  csrfToken: string;
  nonce: string;
  returnPath?: string | undefined;
  email?: string | undefined;
  problem?: SignInProblem | undefined;
  /** Whether single sign-on is configured: the page then offers "Sign in with SSO" first. */
  sso?: boolean | undefined;
}

function problemText(input: SignInPageInput): string | undefined {
  const t = accountStrings(input.language);
  const { problem } = input;
  if (problem === undefined) return undefined;
  if (problem === 'invalid_credentials') return t.invalidCredentials;
  if (problem === 'csrf') return t.csrfFailed;
  return t.rateLimited.replace('{minutes}', String(Math.max(1, Math.ceil(problem.rateLimitedSeconds / 60))));
}

function SignInBody({ input }: { input: SignInPageInput }) {
  const t = accountStrings(input.language);
  const message = problemText(input);
  const languageHref = (language: Language) => {
    const query = new URLSearchParams({ lang: language });
    if (input.returnPath) query.set('return', input.returnPath);
    return `${SIGN_IN_PATH}?${query.toString()}`;
  };
  return (
    <main className="lrdx-account" id="main">
      <nav aria-label={t.languageNavLabel}>
        <ul>
          {LANGUAGES.filter((l) => l !== input.language).map((language) => (
            <li key={language}>
              <a href={languageHref(language)} lang={LANGUAGE_INFO[language].htmlLang} hrefLang={LANGUAGE_INFO[language].htmlLang}>
                {LANGUAGE_SELF_NAMES[language]}
              </a>
            </li>
          ))}
        </ul>
      </nav>
      <h1>{t.signInTitle}</h1>
      <p>{t.signInIntro}</p>
      {input.sso ? <SsoChoice input={input} /> : null}
      <form method="post" action={SIGN_IN_PATH} aria-labelledby={input.sso ? 'password-sign-in' : undefined}>
        {message ? (
          <div role="alert" id="sign-in-error">
            <strong>{t.errorHeading}: </strong>
            {message}
          </div>
        ) : null}
        <FormContextFields csrfToken={input.csrfToken} language={input.language} returnTo={input.returnPath} />
        <label>
          {t.email}
          <input
            type="email"
            name="email"
            autoComplete="username"
            required
            dir="ltr"
            defaultValue={input.email ?? ''}
            aria-describedby={message ? 'sign-in-error' : undefined}
            aria-invalid={message && input.problem === 'invalid_credentials' ? true : undefined}
          />
        </label>
        <label>
          {t.password}
          <input
            type="password"
            name="password"
            autoComplete="current-password"
            required
            dir="ltr"
            aria-invalid={message && input.problem === 'invalid_credentials' ? true : undefined}
          />
        </label>
        <button type="submit" className="lrdx-button lrdx-button--primary">
          {t.signInButton}
        </button>
      </form>
      <p>
        <a href={`/${input.language}/`}>{t.backToSite}</a>
      </p>
    </main>
  );
}

/** The single sign-on button, then the heading of the password form that follows. */
function SsoChoice({ input }: { input: SignInPageInput }) {
  const t = accountStrings(input.language);
  const query = new URLSearchParams({ lang: input.language });
  if (input.returnPath) query.set('return', input.returnPath);
  return (
    <>
      <section className="lrdx-account__sso" aria-labelledby="sso-sign-in">
        <h2 id="sso-sign-in" className="lrdx-visually-hidden">
          {t.ssoButton}
        </h2>
        <p>
          <a className="lrdx-button lrdx-button--primary" href={`${OIDC_LOGIN_PATH}?${query.toString()}`} aria-describedby="sso-hint">
            {t.ssoButton}
          </a>
        </p>
        <p id="sso-hint">{t.ssoHint}</p>
      </section>
      <h2 id="password-sign-in" className="lrdx-account__or">
        {t.orPassword}
      </h2>
    </>
  );
}

export function renderSignInPage(input: SignInPageInput): string {
  return accountDocument({
    language: input.language,
    // A failed attempt says so in the title too: the title is what a screen reader reads first on the new page.
    title: problemText(input)
      ? `${accountStrings(input.language).errorHeading}: ${accountStrings(input.language).signInTitle}`
      : accountStrings(input.language).signInTitle,
    nonce: input.nonce,
    bodyHtml: renderToStaticMarkup(<SignInBody input={input} />),
  });
}
