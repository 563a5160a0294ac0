import { describe, expect, it } from 'vitest';
import {
  acceptAll,
  allowsAnalytics,
  choose,
  initialConsent,
  normaliseStrategy,
  parseStoredConsent,
  rejectOptional,
  serialiseConsent,
  showsBanner,
} from './consent.js';

describe('cookie consent storage format', () => {
  it('reads and writes status:scopes', () => {
    expect(parseStoredConsent('accepted:obligatory,optional')).toEqual({ status: 'accepted', scopes: ['obligatory', 'optional'] });
    expect(serialiseConsent({ status: 'accepted', scopes: ['optional', 'obligatory'] })).toBe('accepted:obligatory,optional');
    expect(serialiseConsent(rejectOptional())).toBe('rejected:obligatory');
    expect(serialiseConsent(acceptAll())).toBe('accepted:obligatory,optional,statistic,marketing,unclassified');
  });

  it('treats missing or garbled values as no choice, drops unknown scopes and always keeps obligatory', () => {
    expect(parseStoredConsent(null)).toBeNull();
    expect(parseStoredConsent('')).toBeNull();
    expect(parseStoredConsent('pending:obligatory')).toBeNull();
    expect(parseStoredConsent('yes')).toBeNull();
    expect(parseStoredConsent('accepted:cookies,statistic')).toEqual({ status: 'accepted', scopes: ['obligatory', 'statistic'] });
  });
});

describe('cookie consent strategies', () => {
  it('basic: pending until chosen, banner only while pending', () => {
    const start = initialConsent('basic', null);
    expect(start.status).toBe('pending');
    expect(showsBanner('basic', start)).toBe(true);
    const chosen = initialConsent('basic', 'rejected:obligatory');
    expect(chosen).toEqual({ status: 'rejected', scopes: ['obligatory'] });
    expect(showsBanner('basic', chosen)).toBe(false);
  });

  it('none: always accepted, never a banner, whatever is stored', () => {
    const state = initialConsent('none', 'rejected:obligatory');
    expect(state.status).toBe('accepted');
    expect(showsBanner('none', state)).toBe(false);
    expect(allowsAnalytics(state)).toBe(true);
  });

  it('external: unknown until the provider speaks, no banner of ours', () => {
    const state = initialConsent('external', 'accepted:obligatory,optional');
    expect(state.status).toBe('unknown');
    expect(showsBanner('external', state)).toBe(false);
    expect(allowsAnalytics(state)).toBe(false);
  });

  it('unknown strategy names fall back to basic', () => {
    expect(normaliseStrategy('onetrust-ish')).toBe('basic');
    expect(normaliseStrategy('none')).toBe('none');
  });

  it('preferences: accepted when more than obligatory was kept, else rejected', () => {
    expect(choose(['statistic'])).toEqual({ status: 'accepted', scopes: ['obligatory', 'statistic'] });
    expect(choose([])).toEqual({ status: 'rejected', scopes: ['obligatory'] });
  });

  it('analytics needs the statistic or optional scope of an accepted consent', () => {
    expect(allowsAnalytics({ status: 'accepted', scopes: ['obligatory', 'optional'] })).toBe(true);
    expect(allowsAnalytics({ status: 'accepted', scopes: ['obligatory', 'statistic'] })).toBe(true);
    expect(allowsAnalytics({ status: 'accepted', scopes: ['obligatory', 'marketing'] })).toBe(false);
    expect(allowsAnalytics({ status: 'pending', scopes: ['obligatory'] })).toBe(false);
    expect(allowsAnalytics(rejectOptional())).toBe(false);
  });
});
