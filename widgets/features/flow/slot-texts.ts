/**
 * Texts of a flow widget: its own translations (i18next, one lazy chunk per language) under the
 * block's content slots. An editor's slot text (the `texts` JSON attribute) wins over the
 * translation of its key; `{{ name }}` placeholders (spaces allowed, as in the default soft-lock
 * text) are filled in either. Shared by the reservation and cancellation widgets.
 */
import { useEffect, useMemo, useState } from 'react';
import type { TFunction } from 'i18next';
import { formatNumber } from '../../../domain/number-format.js';
import type { Language, WidgetI18n } from '../../runtime/i18n.js';

export type TextVars = Record<string, string | number>;
export type TextFn<K extends string> = (key: K, vars?: TextVars) => string;

/** The `texts` attribute: a JSON object of slot → text; anything else is ignored. */
export function readOverrides(value: unknown): Record<string, string> {
  let parsed = value;
  if (typeof value === 'string') {
    try {
      parsed = JSON.parse(value);
    } catch {
      console.warn('lrdx: the texts attribute is not valid JSON; default texts are used');
      return {};
    }
  }
  if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) return {};
  return Object.fromEntries(
    Object.entries(parsed).filter((entry): entry is [string, string] => typeof entry[1] === 'string' && entry[1].trim() !== ''),
  );
}

/** Fills the placeholders; a number is written in the language's digits and separators (domain/number-format.ts). */
export function fill(template: string, vars: TextVars = {}, language?: Language): string {
  return template.replace(/\{\{\s*([\w.]+)\s*\}\}/g, (whole, name: string) => {
    if (!(name in vars)) return whole;
    const value = vars[name];
    return typeof value === 'number' && language ? formatNumber(value, language) : String(value);
  });
}

export interface SlotTexts<K extends string> {
  language: Language;
  t: TextFn<K>;
}

/**
 * `aliases` maps a translation key to the slot that overrides it (the shared soft-lock pieces use
 * dotted keys; the block's slots are snake_case).
 */
export function useSlotTexts<K extends string>(
  i18n: WidgetI18n,
  language: Language,
  overrides: Record<string, string>,
  aliases: Partial<Record<K, string>> = {},
): SlotTexts<K> | undefined {
  const [loaded, setLoaded] = useState<{ language: Language; t: TFunction } | undefined>(() => {
    const t = i18n.peek(language);
    return t ? { language, t } : undefined;
  });
  useEffect(() => {
    let current = true;
    // Until the new language arrives the previous one stays (text and direction together).
    i18n.load(language).then(
      (t) => current && setLoaded({ language, t }),
      (error: unknown) => console.warn(`lrdx: missing translations for ${language}`, error),
    );
    return () => {
      current = false;
    };
  }, [i18n, language]);
  // Overrides come from an attribute: compared by content, not identity.
  const key = JSON.stringify(overrides);
  return useMemo(() => {
    if (!loaded) return undefined;
    const base = loaded.t;
    const t: TextFn<K> = (name, vars) => {
      const own = overrides[aliases[name] ?? name];
      // Our own filling for both, so `{{ soft_lock_time }}` and `{{count}}` behave alike.
      // A numeric `count` picks the translation's plural form (`vehicles_count_few`); an editor's text has one form.
      const count = typeof vars?.count === 'number' ? { count: vars.count } : {};
      return fill(own ?? base(name, { skipInterpolation: true, ...count }), vars, loaded.language);
    };
    return { language: loaded.language, t };
  }, [loaded, key]);
}
