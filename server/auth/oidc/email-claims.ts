/**
 * The provider's e-mail address and whether it vouches for it (`email_verified`), always from one
 * and the same answer: the signed ID token, else UserInfo. A verified flag from UserInfo counts for
 * the ID token's address only when UserInfo names that very address; a flag is believed only when
 * it is the JSON boolean `true` (not "true", not 1). See docs/sso.md, "Which account".
 */
export interface EmailClaims {
  email: string | undefined;
  emailVerified: boolean | undefined;
}

const text = (value: unknown): string | undefined => (typeof value === 'string' ? value : undefined);
const flag = (value: unknown): boolean | undefined => (typeof value === 'boolean' ? value : undefined);

export function emailClaims(idToken: Record<string, unknown>, userInfo: Record<string, unknown> | undefined): EmailClaims {
  const tokenEmail = text(idToken.email);
  const infoEmail = text(userInfo?.email);
  if (tokenEmail !== undefined) {
    const verified = flag(idToken.email_verified) ?? (infoEmail === tokenEmail ? flag(userInfo?.email_verified) : undefined);
    return { email: tokenEmail, emailVerified: verified };
  }
  return { email: infoEmail, emailVerified: infoEmail === undefined ? undefined : flag(userInfo?.email_verified) };
}
