/**
 * Loads what a page's header and footer show from settings (docs/site-shell.md, "Settings"), in the
 * page's language: the navigation variant, whether entries are hidden, the brand logo, the NaaS
 * markup, the bars under the navigation and the footer, with dynamic-content strategies applied.
 * Every setting falls back to its default on invalid JSON (logged 'Invalid JSON in {setting}').
 */
import type { Kysely } from 'kysely';
import { visibleItems } from '../../domain/dynamic-content/strategies.js';
import { filterFooterItems, footerStrategyKeys, normaliseFooterConfig } from '../../domain/footer/footer-config.js';
import type { FooterItem } from '../../domain/footer/footer-item.js';
import type { Language } from '../../domain/languages.js';
import { brandLogoForPath, parseBrandLogos } from '../../domain/navigation/brand-logo.js';
import { offersBannerFor, retailerBarFor } from '../../domain/navigation/header-bars.js';
import { isNavigationHidden, navigationVariantFor, parseVariantPaths } from '../../domain/navigation/variant.js';
import { SETTING_KEYS } from '../../domain/setting-keys.js';
import type { NaasMarkup, ShellChrome } from '../../site/layouts/shell-chrome.js';
import { resolveDynamicContent, type FetchJson } from '../content/dynamic-content.js';
import type { WarnLogger } from '../content/json-column.js';
import { fetchNaasNavigation, naasUrl, NAAS_ERROR, parseNaasConfiguration } from '../content/naas-navigation.js';
import { readJsonSetting } from '../content/settings-repository.js';
import type { Database } from '../db/schema.js';

export interface ShellChromeInput {
  db: Kysely<Database>;
  language: Language;
  /** The page's URL path ("/ku/defender/110"). */
  path: string;
  /** The site's public origin: NaaS stand-in and relative data URLs. */
  origin: string;
  log: WarnLogger;
  fetchJson?: FetchJson;
  /** Strategies the page's blocks and quick links name, fetched in the same round as the footer's. */
  extraStrategyKeys?: readonly string[];
  /** The settings already read for this content version (shell-data.ts); read here when absent. */
  settings?: ShellChromeSettings | undefined;
}

/** The raw settings the header and footer are made from, in one language. */
export interface ShellChromeSettings {
  variants: unknown;
  disabledOn: unknown;
  logos: unknown;
  retailerBar: unknown;
  offersBanner: unknown;
  footer: unknown;
}

/**
 * Reads them: kept with the shell data for one content version (shell-data-memo.ts), since every
 * setting write raises it, so a page render does not query them again.
 */
export async function readShellChromeSettings(db: Kysely<Database>, language: Language, log: WarnLogger): Promise<ShellChromeSettings> {
  const [variants, disabledOn, logos, retailerBar, offersBanner, footer] = await Promise.all([
    readJsonSetting<unknown>(db, SETTING_KEYS.navigationVariants, {}, log),
    readJsonSetting<unknown>(db, SETTING_KEYS.navigationDisabledOnPages, [], log),
    readJsonSetting<unknown>(db, SETTING_KEYS.brandLogos, [], log),
    readJsonSetting<unknown>(db, languageSettingKey(SETTING_KEYS.retailerBar, language), null, log),
    readJsonSetting<unknown>(db, languageSettingKey(SETTING_KEYS.offersBanner, language), null, log),
    readJsonSetting<unknown>(db, languageSettingKey(SETTING_KEYS.footerConfiguration, language), null, log),
  ]);
  return { variants, disabledOn, logos, retailerBar, offersBanner, footer };
}

/** A per-language setting key: `footer.configuration.ku`. */
export function languageSettingKey(base: string, language: Language): string {
  return `${base}.${language}`;
}

async function loadNaas(input: ShellChromeInput): Promise<NaasMarkup | null> {
  const config = parseNaasConfiguration(await readJsonSetting<unknown>(input.db, SETTING_KEYS.naasConfiguration, null, input.log));
  if (!config) {
    input.log.warn(`${NAAS_ERROR}: ${SETTING_KEYS.naasConfiguration} is not set`);
    return null;
  }
  return fetchNaasNavigation(naasUrl(config, input.language, input.origin), input.log, input.fetchJson);
}

export async function loadShellChrome(input: ShellChromeInput): Promise<ShellChrome> {
  const { db, language, path, log } = input;
  const {
    variants,
    disabledOn,
    logos,
    retailerBar,
    offersBanner,
    footer: footerValue,
  } = input.settings ?? (await readShellChromeSettings(db, language, log));
  const entriesHidden = isNavigationHidden(path, disabledOn);
  let variant = navigationVariantFor(path, parseVariantPaths(variants));
  // A page without navigation shows only the logo: no service call, no bars.
  const naas = variant === 'naas' && !entriesHidden ? await loadNaas(input) : null;
  // A navigation fetch error is only logged; the standard navigation stands in (docs/site-shell.md, "Which navigation a page shows").
  if (variant === 'naas' && !naas) variant = 'standard';
  const standard = variant === 'standard' && !entriesHidden;
  const footer = normaliseFooterConfig(footerValue);
  const banner = standard ? offersBannerFor(offersBanner, path) : null;
  const strategyKeys = [
    ...new Set([
      ...footerStrategyKeys(footer),
      ...(banner?.dc_strategy ? [banner.dc_strategy.key] : []),
      ...(input.extraStrategyKeys ?? []),
    ]),
  ];
  const data =
    strategyKeys.length > 0
      ? await resolveDynamicContent(strategyKeys, { db, origin: input.origin, log, fetchJson: input.fetchJson })
      : new Map();
  const keep = (items: FooterItem[]): FooterItem[] =>
    visibleItems(items, data, path)
      .map((item) => (item.items ? { ...item, items: keep(item.items) } : item))
      .filter((item) => !item.items || item.items.length > 0);
  return {
    header: {
      variant,
      entriesHidden,
      logo: brandLogoForPath(path, parseBrandLogos(logos)),
      naas,
      retailerBar: standard ? retailerBarFor(retailerBar, path) : null,
      offersBanner: banner && visibleItems([banner], data, path).length > 0 ? banner : null,
    },
    footer: filterFooterItems(footer, keep),
    dynamicContent: data,
  };
}
