/**
 * Reading the JSON columns that hold lists (a listing's dealer codes, brands, states, allowed
 * origins; a dealer's brands): text on SQLite, already parsed on PostgreSQL when the column is
 * jsonb. Here, beside the schema, because the listing engine, its admin and the CORS check all read
 * them (docs/server-layers.md).
 */
export type Parsed<T> = { ok: true; value: T } | { ok: false };

/** JSON columns are text on SQLite; a jsonb column on PostgreSQL would arrive already parsed. */
export function readJson(raw: unknown): Parsed<unknown> {
  if (typeof raw !== 'string') return { ok: true, value: raw };
  try {
    return { ok: true, value: JSON.parse(raw) as unknown };
  } catch {
    return { ok: false };
  }
}

/** A parsed value as a list of strings: none is an empty list, anything else is not read. */
export function stringList(value: unknown): Parsed<string[]> {
  if (value === undefined || value === null) return { ok: true, value: [] };
  if (!Array.isArray(value) || !value.every((v) => typeof v === 'string')) return { ok: false };
  return { ok: true, value: value as string[] };
}

/** Reads a JSON string-list column (dealer_codes, brands, states, allowed_origins). */
export function readStringList(raw: unknown): Parsed<string[]> {
  const json = readJson(raw);
  return json.ok ? stringList(json.value) : json;
}
