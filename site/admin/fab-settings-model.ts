/**
 * The quick-links screen's reading and writing of setting `fab.configuration` (docs/site-shell.md:
 * `{ ku: { items, desktop_count, mobile_count }, ar: …, en: … }`, or one object for every language).
 * Pure. Items keep what the screen does not edit (their dynamic-content strategy) untouched.
 */
import { FAB_DEFAULT_DESKTOP, FAB_DEFAULT_MOBILE } from '../../domain/shell/fab.js';
import { LANGUAGES, type Language } from '../../domain/languages.js';

export interface FabItemDraft {
  link_text: string;
  url: string;
  target: '_self' | '_blank';
  type: string;
  icon: string;
  /** Kept as stored (the screen does not edit strategies). */
  dc_strategy: unknown;
}

export interface FabLanguageDraft {
  desktop_count: number;
  mobile_count: number;
  items: FabItemDraft[];
}

const record = (value: unknown): Record<string, unknown> =>
  value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : {};
const text = (value: unknown) => (typeof value === 'string' ? value : '');
const count = (value: unknown, fallback: number) => (typeof value === 'number' && Number.isInteger(value) && value > 0 ? value : fallback);

function readLanguage(value: unknown): FabLanguageDraft {
  const v = Array.isArray(value) ? { items: value } : record(value);
  const items = Array.isArray(v.items) ? v.items : [];
  return {
    desktop_count: count(v.desktop_count, FAB_DEFAULT_DESKTOP),
    mobile_count: count(v.mobile_count, FAB_DEFAULT_MOBILE),
    items: items.map((raw) => {
      const item = record(raw);
      const link = record(item.link);
      return {
        link_text: text(link.link_text),
        url: text(link.url),
        target: link.target === '_blank' ? '_blank' : '_self',
        type: text(link.type) || 'internal',
        icon: text(item.icon),
        dc_strategy: item.dc_strategy ?? null,
      };
    }),
  };
}

/** The stored text (or nothing stored) as one draft per language. */
export function readFabSetting(stored: string | undefined): Record<Language, FabLanguageDraft> {
  let value: unknown = undefined;
  try {
    value = stored ? JSON.parse(stored) : undefined;
  } catch {
    // The settings screen shows the broken JSON; here every language starts empty.
  }
  const v = record(value);
  const keyed = LANGUAGES.some((language) => language in v);
  return Object.fromEntries(LANGUAGES.map((language) => [language, readLanguage(keyed ? v[language] : value)])) as Record<
    Language,
    FabLanguageDraft
  >;
}

/** The value to store: per language, items without text or link dropped, in the shape the site reads. */
export function writeFabSetting(drafts: Record<Language, FabLanguageDraft>): Record<Language, unknown> {
  return Object.fromEntries(
    LANGUAGES.map((language) => {
      const draft = drafts[language];
      return [
        language,
        {
          desktop_count: draft.desktop_count,
          mobile_count: draft.mobile_count,
          items: draft.items
            .filter((item) => item.link_text.trim() && item.url.trim())
            .map((item) => ({
              link: { url: item.url.trim(), link_text: item.link_text.trim(), target: item.target, type: item.type },
              icon: item.icon,
              dc_strategy: item.dc_strategy,
            })),
        },
      ];
    }),
  ) as Record<Language, unknown>;
}
