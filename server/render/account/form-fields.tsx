/**
 * The fields every account form shares (sign-in, sign-out, password change, the SSO link; docs/accounts.md,
 * "Routes"): the session's CSRF token, the screen's language (the page the form leads back to is in
 * it) and, where the form has one, the screen it returns to; and the current password that
 * confirms a change.
 */
import type { Language } from '../../../domain/languages.js';

export function FormContextFields(props: { csrfToken: string; language: Language; returnTo?: string | undefined }) {
  return (
    <>
      <input type="hidden" name="_csrf" value={props.csrfToken} />
      <input type="hidden" name="lang" value={props.language} />
      {props.returnTo ? <input type="hidden" name="return" value={props.returnTo} /> : null}
    </>
  );
}

/** `describedBy`: the id of the text that says what the password confirms. */
export function CurrentPasswordField(props: { label: string; describedBy?: string }) {
  return (
    <label>
      {props.label}
      <input
        type="password"
        name="current_password"
        autoComplete="current-password"
        required
        dir="ltr"
        aria-describedby={props.describedBy}
      />
    </label>
  );
}
