/**
 * The shell elements' settings for one page language, every default applied: strategy `basic`,
 * copy from site/i18n/shell-elements.ts where a setting has none, no FAB without items, no exit
 * popup without a `do_url` list, the modal form's default close rules.
 */
import type { Language } from '../../domain/languages.js';
import { normaliseStrategy, type ConsentStrategy } from '../../domain/shell/consent.js';
import { chooseFabConfig, readFabConfig, type FabConfig } from '../../domain/shell/fab.js';
import { patternList } from '../../domain/shell/exit-popup.js';
import { forLanguage, textOr } from '../../domain/shell/localised.js';
import { readCloseRules, type CloseRules } from '../../domain/shell/modal-close.js';
import type { PageBlock } from '../../domain/page.js';
import { shellElementStrings, type CookieConsentTexts, type ExitPopupTexts, type ShellElementStrings } from '../i18n/shell-elements.js';

/** As stored (server/render/shell-elements-data.ts); unknown until resolved. */
export interface ShellElementSettings {
  consentStrategy: string | undefined;
  consentTexts: unknown;
  fab: unknown;
  exitDoUrl: unknown;
  exitDontUrl: unknown;
  exitCopy: unknown;
  modalForm: unknown;
}

export const NO_SHELL_ELEMENT_SETTINGS: ShellElementSettings = {
  consentStrategy: undefined,
  consentTexts: null,
  fab: null,
  exitDoUrl: [],
  exitDontUrl: [],
  exitCopy: null,
  modalForm: null,
};

export interface ResolvedShellElements {
  strings: ShellElementStrings;
  consent: { strategy: ConsentStrategy; texts: CookieConsentTexts };
  fab: FabConfig;
  exitPopup: { doUrl: string[]; dontUrl: string[]; texts: ExitPopupTexts };
  modalForm: CloseRules;
}

function texts<T extends object>(value: unknown, defaults: T): T {
  const out = { ...defaults };
  for (const key of Object.keys(defaults) as (keyof T & string)[]) out[key] = textOr(value, key, defaults[key] as string) as T[typeof key];
  return out;
}

/** The quick-links block of a page (template `fab`), if it has one. */
export function fabBlockConfig(blocks: readonly PageBlock[]): FabConfig | null {
  const block = blocks.find((b) => b.template === 'fab');
  return block ? readFabConfig(block.props) : null;
}

/** The dynamic-content strategies the page's quick links name (block items when it has a fab block, else the setting's). */
export function fabStrategyKeys(settings: ShellElementSettings, language: Language, blocks: readonly PageBlock[]): string[] {
  const fab = chooseFabConfig(readFabConfig(forLanguage(settings.fab, language)), fabBlockConfig(blocks));
  return [...new Set(fab.items.flatMap((item) => (item.dc_strategy ? [item.dc_strategy.key] : [])))];
}

export function resolveShellElements(
  settings: ShellElementSettings,
  language: Language,
  fabBlock: FabConfig | null = null,
): ResolvedShellElements {
  const strings = shellElementStrings(language);
  const fabSetting = forLanguage(settings.fab, language);
  return {
    strings,
    consent: {
      strategy: normaliseStrategy(settings.consentStrategy),
      texts: texts(forLanguage(settings.consentTexts, language), strings.cookieConsent),
    },
    fab: chooseFabConfig(readFabConfig(fabSetting), fabBlock),
    exitPopup: {
      doUrl: patternList(settings.exitDoUrl),
      dontUrl: patternList(settings.exitDontUrl),
      texts: texts(forLanguage(settings.exitCopy, language), strings.exitPopup),
    },
    modalForm: readCloseRules(settings.modalForm),
  };
}
