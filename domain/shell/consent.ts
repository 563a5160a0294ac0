/**
 * Cookie consent rules (docs/cookie-consent.md, "Consent strategies"): strategies, scopes and the stored format
 * `status:scopes` under localStorage `cookieConsentStatus` (e.g. `accepted:obligatory,optional`).
 * Pure: the `lrdx-cookie-consent` element and its tests call these.
 */
export const CONSENT_STORAGE_KEY = 'cookieConsentStatus';

export type ConsentStatus = 'pending' | 'accepted' | 'rejected' | 'unknown';
export const CONSENT_SCOPES = ['obligatory', 'optional', 'statistic', 'marketing', 'unclassified'] as const;
export type ConsentScope = (typeof CONSENT_SCOPES)[number];

/**
 * `basic`: our own banner and preferences dialog, stored locally. `none`: everything accepted, no banner.
 * `external`: another consent provider decides and tells us through the third-party hook
 * (`window.lrdxConsent.update()` or the `lrdx:consent-update` window event); unknown until it does.
 */
export type ConsentStrategy = 'basic' | 'none' | 'external';
export const CONSENT_STRATEGIES: readonly ConsentStrategy[] = ['basic', 'none', 'external'];

export interface ConsentState {
  status: ConsentStatus;
  scopes: ConsentScope[];
}

export function normaliseStrategy(value: unknown): ConsentStrategy {
  return CONSENT_STRATEGIES.includes(value as ConsentStrategy) ? (value as ConsentStrategy) : 'basic';
}

/** Obligatory cookies are always on; unknown scope names are dropped; order follows CONSENT_SCOPES. */
export function normaliseScopes(scopes: readonly unknown[]): ConsentScope[] {
  const wanted = new Set(scopes);
  return CONSENT_SCOPES.filter((scope) => scope === 'obligatory' || wanted.has(scope));
}

/** `accepted:obligatory,optional` → state; anything else (missing, garbled) → null (no choice yet). */
export function parseStoredConsent(stored: string | null | undefined): ConsentState | null {
  if (!stored) return null;
  const match = /^(accepted|rejected):([a-z,]*)$/.exec(stored.trim());
  if (!match) return null;
  const status = match[1] as 'accepted' | 'rejected';
  return { status, scopes: normaliseScopes((match[2] ?? '').split(',')) };
}

export function serialiseConsent(state: ConsentState): string {
  return `${state.status}:${normaliseScopes(state.scopes).join(',')}`;
}

/** The state a page starts in, before the visitor or a provider says anything. */
export function initialConsent(strategy: ConsentStrategy, stored: string | null | undefined): ConsentState {
  if (strategy === 'none') return { status: 'accepted', scopes: [...CONSENT_SCOPES] };
  if (strategy === 'external') return { status: 'unknown', scopes: ['obligatory'] };
  return parseStoredConsent(stored) ?? { status: 'pending', scopes: ['obligatory'] };
}

/** The banner shows only for the basic strategy while the visitor has not chosen. */
export function showsBanner(strategy: ConsentStrategy, state: ConsentState): boolean {
  return strategy === 'basic' && state.status === 'pending';
}

/** "Accept all" grants every scope; "reject" keeps only the obligatory ones. */
export function acceptAll(): ConsentState {
  return { status: 'accepted', scopes: [...CONSENT_SCOPES] };
}

export function rejectOptional(): ConsentState {
  return { status: 'rejected', scopes: ['obligatory'] };
}

/** Saving the preferences dialog: accepted when anything beyond obligatory was kept, else rejected. */
export function choose(scopes: readonly unknown[]): ConsentState {
  const kept = normaliseScopes(scopes);
  return { status: kept.length > 1 ? 'accepted' : 'rejected', scopes: kept };
}

/** Analytics (dataLayer events) need the statistic scope, or `optional` which covers it for basic consent. */
export function allowsAnalytics(state: ConsentState): boolean {
  return state.status === 'accepted' && (state.scopes.includes('statistic') || state.scopes.includes('optional'));
}
