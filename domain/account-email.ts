/**
 * The one rule for account e-mail addresses (docs/accounts.md, "E-mail addresses"): which text is
 * an address at all, and when two addresses are the same account. Local accounts, `npm run
 * user:add`, the Users screen, password sign-in, bearer tokens and single sign-on all compare
 * addresses only through `accountEmailKey`, and the database keeps that key (`users.email_key`,
 * unique), so no two of them can disagree about who an address is.
 */

/** RFC 5321's limit on a forward path. */
export const MAX_EMAIL_LENGTH = 254;

/** Loose on purpose: one @, something either side. The address is a login name, never mailed here. */
const EMAIL = /^[^@]+@[^@]+$/u;

/**
 * Whitespace, control, format (zero-width, bidi), private-use and unassigned characters: none
 * belongs in an address, and each could make two addresses look alike on the Users screen.
 */
const INVISIBLE_OR_SPACE = /[\s\p{C}]/u;

/** The address as it is stored and shown: as typed, without the spaces around it. */
export function tidyEmail(raw: string): string {
  return raw.trim();
}

/**
 * The comparison key: NFKC (full-width and other compatibility forms become their plain letters:
 * `ＡＤＭＩＮ＠ＬＲＤＸ．ＬＯＣＡＬ` is `admin@lrdx.local`), then lower case in every script
 * (not only ASCII, unlike SQL's lower() in SQLite), then NFKC again, since lower-casing can leave a
 * text that is not normalised. Two addresses are one account exactly when their keys are equal.
 */
export function accountEmailKey(raw: string): string {
  // Trimmed last: NFKC can turn a spacing mark into a space and a combining one.
  return raw.normalize('NFKC').toLowerCase().normalize('NFKC').trim();
}

/**
 * Why `raw` cannot be an account's address, or undefined when it can. Besides the shape, an address
 * must be written in its plain form (NFKC): `ａdmin@lrdx.local` with a full-width `ａ`, or a Kelvin
 * sign for a K, is no one's address here, so it can neither be given to an account nor arrive from
 * a provider to stand for one.
 */
export function emailProblem(raw: string): string | undefined {
  const value = tidyEmail(raw);
  if (value.length > MAX_EMAIL_LENGTH || !EMAIL.test(value) || INVISIBLE_OR_SPACE.test(value) || value.normalize('NFKC') !== value)
    return 'Enter an e-mail address such as name@example.com';
  return undefined;
}
