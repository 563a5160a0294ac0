/**
 * The external navigation service, NaaS (docs/site-shell.md, "Which navigation a page shows"). The setting
 * `naas_navigation.configuration` names the service: `{ "origin": "https://…", "locales":
 * { "ku": "ckb-iq", … } }`; the navigation of a language is fetched from
 * `{origin}/naas/nav.{locale}.json` and is `{ html, cssLink, javascriptLink }`. An empty origin
 * means the site's own origin, where a local stand-in answers (server/render/naas-stand-in.ts).
 * Any failure is logged as 'Error fetching Naas Navigation' and the caller shows the standard
 * navigation instead. Answers are kept for a minute: the navigation is the same for every visitor.
 */
import type { Language } from '../../domain/languages.js';
import type { FetchJson } from './dynamic-content.js';
import { fetchJsonWithTimeout } from './dynamic-content.js';
import type { WarnLogger } from './json-column.js';

export interface NaasNavigation {
  html: string;
  cssLink: string | null;
  javascriptLink: string | null;
}

export interface NaasConfiguration {
  origin: string;
  locales: Partial<Record<Language, string>>;
}

export const NAAS_ERROR = 'Error fetching Naas Navigation';
const CACHE_MS = 60_000;

/** The default locale of a language in NaaS file names. */
export const DEFAULT_NAAS_LOCALES: Record<Language, string> = { ku: 'ckb-iq', ar: 'ar-iq', en: 'en-iq' };

export function parseNaasConfiguration(value: unknown): NaasConfiguration | null {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return null;
  const raw = value as Record<string, unknown>;
  const locales: Partial<Record<Language, string>> = {};
  if (typeof raw.locales === 'object' && raw.locales !== null) {
    for (const [language, locale] of Object.entries(raw.locales as Record<string, unknown>)) {
      if ((language === 'ku' || language === 'ar' || language === 'en') && typeof locale === 'string' && /^[a-z0-9_-]+$/i.test(locale))
        locales[language] = locale;
    }
  }
  return { origin: typeof raw.origin === 'string' ? raw.origin.trim() : '', locales };
}

export function naasUrl(config: NaasConfiguration, language: Language, siteOrigin: string): string {
  const locale = config.locales[language] ?? DEFAULT_NAAS_LOCALES[language];
  return new URL(`/naas/nav.${locale}.json`, config.origin || siteOrigin).href;
}

const link = (value: unknown): string | null => (typeof value === 'string' && value.trim() !== '' ? value.trim() : null);

function parseNavigation(body: unknown): NaasNavigation {
  const raw = typeof body === 'object' && body !== null ? (body as Record<string, unknown>) : {};
  if (typeof raw.html !== 'string' || raw.html.trim() === '') throw new Error('no html in the answer');
  return { html: raw.html, cssLink: link(raw.cssLink), javascriptLink: link(raw.javascriptLink) };
}

const cache = new Map<string, { at: number; value: NaasNavigation }>();

/** The navigation, or null (logged) when the service cannot give one. */
export async function fetchNaasNavigation(
  url: string,
  log: WarnLogger,
  fetchJson: FetchJson = fetchJsonWithTimeout,
  now = Date.now(),
): Promise<NaasNavigation | null> {
  const hit = cache.get(url);
  if (hit && now - hit.at < CACHE_MS) return hit.value;
  try {
    const value = parseNavigation(await fetchJson(url));
    cache.set(url, { at: now, value });
    return value;
  } catch (error) {
    log.warn(`${NAAS_ERROR}: ${error instanceof Error ? error.message : String(error)}`);
    return null;
  }
}

/** Tests start from an empty cache. */
export function clearNaasCache(): void {
  cache.clear();
}
