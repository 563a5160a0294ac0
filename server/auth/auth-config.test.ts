/** The accounts' configuration: session and token lifetimes and the sign-in rate limit, with clear refusals. */
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../config.js';

describe('accounts configuration', () => {
  it('defaults to 12-hour sessions, 30-day tokens and 10 sign-in attempts per 10 minutes', () => {
    const config = loadConfig({});
    expect(config.auth).toEqual({ sessionHours: 12, apiTokenDays: 30, oidc: undefined });
    expect(config.rateLimits.signIn).toEqual({ max: 10, windowSeconds: 600 });
  });

  it('takes SESSION_HOURS, API_TOKEN_DAYS and RATE_LIMIT_SIGN_IN, and refuses nonsense by name', () => {
    const config = loadConfig({ SESSION_HOURS: '8', API_TOKEN_DAYS: '7', RATE_LIMIT_SIGN_IN: '5/300' });
    expect(config.auth).toEqual({ sessionHours: 8, apiTokenDays: 7, oidc: undefined });
    expect(config.rateLimits.signIn).toEqual({ max: 5, windowSeconds: 300 });
    expect(() => loadConfig({ SESSION_HOURS: '0' })).toThrow('SESSION_HOURS must be a whole number of hours above 0, got 0');
    expect(() => loadConfig({ API_TOKEN_DAYS: '1.5' })).toThrow(/API_TOKEN_DAYS must be a whole number of days/);
    expect(() => loadConfig({ RATE_LIMIT_SIGN_IN: 'lots' })).toThrow(/RATE_LIMIT_SIGN_IN/);
  });

  it('turns single sign-on on with issuer, client id and secret, and reads the role claim and map', () => {
    const oidc = loadConfig({
      PORT: '9000',
      OIDC_ISSUER: 'https://login.example.com/realms/lrdx',
      OIDC_CLIENT_ID: 'lrdx',
      OIDC_CLIENT_SECRET: 's3cret',
      OIDC_ROLE_CLAIM: 'realm_access.roles',
      OIDC_ROLE_MAP: '{"lrdx-admins":"admin","lrdx-editors":"editor"}',
    }).auth.oidc;
    expect(oidc?.issuer.href).toBe('https://login.example.com/realms/lrdx');
    expect(oidc?.redirectUri).toBe('http://localhost:9000/auth/oidc/callback');
    expect(oidc?.roleClaim).toBe('realm_access.roles');
    expect([...(oidc?.roleMap ?? [])]).toEqual([
      ['lrdx-admins', 'admin'],
      ['lrdx-editors', 'editor'],
    ]);
    expect(oidc?.scopes).toBe('openid email profile');
    // An existing account is linked by its own holder unless the deployment says otherwise.
    expect(oidc?.linkVerifiedEmail).toBe(false);
  });

  it('refuses a half-configured or unsafe single sign-on at start, naming what is wrong', () => {
    const base = { OIDC_ISSUER: 'https://login.example.com', OIDC_CLIENT_ID: 'lrdx', OIDC_CLIENT_SECRET: 's' };
    expect(() => loadConfig({ OIDC_ISSUER: 'https://login.example.com' })).toThrow(/missing OIDC_CLIENT_ID, OIDC_CLIENT_SECRET/);
    expect(() => loadConfig({ ...base, OIDC_ISSUER: 'http://login.example.com' })).toThrow(/must use https/);
    expect(loadConfig({ ...base, OIDC_ISSUER: 'http://127.0.0.1:4000' }).auth.oidc?.issuer.host).toBe('127.0.0.1:4000');
    expect(() => loadConfig({ ...base, OIDC_ROLE_MAP: '{"x":"owner"}' })).toThrow(/roles are "editor" and "admin"/);
    expect(() => loadConfig({ ...base, OIDC_ROLE_MAP: 'x=admin' })).toThrow(/OIDC_ROLE_MAP must be JSON/);
    expect(loadConfig({ ...base }).auth.oidc?.roleMap).toBeNull();
    expect(loadConfig({ ...base, OIDC_LINK_VERIFIED_EMAIL: 'true' }).auth.oidc?.linkVerifiedEmail).toBe(true);
    expect(() => loadConfig({ ...base, OIDC_LINK_VERIFIED_EMAIL: 'yes' })).toThrow(/OIDC_LINK_VERIFIED_EMAIL must be true or false/);
  });
});
