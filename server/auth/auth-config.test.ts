/** The accounts' configuration: session and token lifetimes and the sign-in rate limit, with clear refusals. */
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../config.js';

describe('accounts configuration', () => {
  it('defaults to 12-hour sessions, 30-day tokens and 10 sign-in attempts per 10 minutes', () => {
    const config = loadConfig({});
    expect(config.auth).toEqual({ sessionHours: 12, apiTokenDays: 30 });
    expect(config.rateLimits.signIn).toEqual({ max: 10, windowSeconds: 600 });
  });

  it('takes SESSION_HOURS, API_TOKEN_DAYS and RATE_LIMIT_SIGN_IN, and refuses nonsense by name', () => {
    const config = loadConfig({ SESSION_HOURS: '8', API_TOKEN_DAYS: '7', RATE_LIMIT_SIGN_IN: '5/300' });
    expect(config.auth).toEqual({ sessionHours: 8, apiTokenDays: 7 });
    expect(config.rateLimits.signIn).toEqual({ max: 5, windowSeconds: 300 });
    expect(() => loadConfig({ SESSION_HOURS: '0' })).toThrow('SESSION_HOURS must be a whole number of hours above 0, got 0');
    expect(() => loadConfig({ API_TOKEN_DAYS: '1.5' })).toThrow(/API_TOKEN_DAYS must be a whole number of days/);
    expect(() => loadConfig({ RATE_LIMIT_SIGN_IN: 'lots' })).toThrow(/RATE_LIMIT_SIGN_IN/);
  });
});
