import { describe, expect, it } from 'vitest';
import { emailClaims } from './email-claims.js';

describe('emailClaims', () => {
  it('takes the address and its flag from the ID token when it has them', () => {
    expect(emailClaims({ email: 'a@example.com', email_verified: true }, { email: 'b@example.com', email_verified: false })).toEqual({
      email: 'a@example.com',
      emailVerified: true,
    });
  });

  it('takes both from UserInfo when the ID token has no address', () => {
    expect(emailClaims({}, { email: 'b@example.com', email_verified: true })).toEqual({ email: 'b@example.com', emailVerified: true });
    expect(emailClaims({}, { email: 'b@example.com' })).toEqual({ email: 'b@example.com', emailVerified: undefined });
    expect(emailClaims({}, undefined)).toEqual({ email: undefined, emailVerified: undefined });
  });

  it("never pairs UserInfo's flag with another address of the ID token", () => {
    expect(emailClaims({ email: 'ADMIN@LRDX.LOCAL' }, { email: 'me@example.com', email_verified: true })).toEqual({
      email: 'ADMIN@LRDX.LOCAL',
      emailVerified: undefined,
    });
    // Not even the same address written in another case: the flag is about the text the provider verified.
    expect(emailClaims({ email: 'ADMIN@LRDX.LOCAL' }, { email: 'admin@lrdx.local', email_verified: true }).emailVerified).toBeUndefined();
    expect(emailClaims({ email: 'a@example.com' }, { email: 'a@example.com', email_verified: true }).emailVerified).toBe(true);
  });

  it('believes only a JSON boolean', () => {
    expect(emailClaims({ email: 'a@example.com', email_verified: 'true' }, undefined).emailVerified).toBeUndefined();
    expect(emailClaims({}, { email: 'a@example.com', email_verified: 1 }).emailVerified).toBeUndefined();
    expect(emailClaims({ email: 'a@example.com', email_verified: false }, undefined).emailVerified).toBe(false);
  });
});
