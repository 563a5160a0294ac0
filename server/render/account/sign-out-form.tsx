/**
 * The sign-out button of every signed-in screen (the account page, the editor's shell, the toolbar
 * over a page an editor views): a POST with the session's CSRF token and the screen's language, so
 * the sign-in page it goes back to is in that language (docs/accounts.md, "Routes").
 */
import type { Language } from '../../../domain/languages.js';
import { FormContextFields } from './form-fields.js';

export function SignOutForm(props: { csrfToken: string; language: Language; buttonClassName: string; label: string }) {
  return (
    <form method="post" action="/auth/sign-out">
      <FormContextFields csrfToken={props.csrfToken} language={props.language} />
      <button type="submit" className={props.buttonClassName}>
        {props.label}
      </button>
    </form>
  );
}
