/**
 * A widget's translation overrides (`GET /public_api/widget_translations_configs/:id`,
 * docs/listing-api.md, "Widget configuration"), stored as JSON by widget id and answered by
 * lowercase language code.
 */
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.js';
import { readJson } from '../db/json-list-column.js';

export type WidgetTranslations = Record<string, Record<string, string>>;

/** Keeps string texts under lowercase language codes; anything else in the stored JSON is dropped. */
export function normalizeTranslations(value: unknown): WidgetTranslations {
  const out: WidgetTranslations = {};
  if (value === null || typeof value !== 'object' || Array.isArray(value)) return out;
  for (const [lang, texts] of Object.entries(value as Record<string, unknown>)) {
    if (texts === null || typeof texts !== 'object' || Array.isArray(texts)) continue;
    const entries = Object.entries(texts as Record<string, unknown>).filter((e): e is [string, string] => typeof e[1] === 'string');
    out[lang.toLowerCase()] = { ...out[lang.toLowerCase()], ...Object.fromEntries(entries) };
  }
  return out;
}

/**
 * The overrides of widget `id`; undefined when none are stored. Stored JSON that does not parse is
 * reported to `warn` and answered as no overrides (the widget keeps its own texts).
 */
export async function readWidgetTranslations(
  db: Kysely<Database>,
  id: string,
  warn: (message: string) => void,
): Promise<WidgetTranslations | undefined> {
  const row = await db.selectFrom('widget_translations_configs').select('data').where('id', '=', id).executeTakeFirst();
  if (!row) return undefined;
  const parsed = readJson(row.data);
  if (!parsed.ok) warn(`Invalid JSON in widget translations ${id}`);
  return normalizeTranslations(parsed.ok ? parsed.value : {});
}
