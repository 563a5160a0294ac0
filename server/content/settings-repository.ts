/**
 * Settings (docs/content-api.md): key/value rows whose value is JSON or plain text as the key
 * expects. Invalid JSON is logged as 'Invalid JSON in {setting}' and the caller's default is used
 * (docs/content-api.md, "Invalid JSON in settings").
 */
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.js';
import { consoleLogger, parseJsonOr, type WarnLogger } from './json-column.js';

export interface SettingEntry {
  id: number;
  key: string;
  value: string;
}

export async function readSettings(db: Kysely<Database>): Promise<SettingEntry[]> {
  return db.selectFrom('settings').select(['id', 'key', 'value']).orderBy('key').execute();
}

/** The stored text, or undefined when the key is not set. */
export async function readSetting(db: Kysely<Database>, key: string): Promise<string | undefined> {
  const row = await db.selectFrom('settings').select('value').where('key', '=', key).executeTakeFirst();
  return row?.value;
}

export async function readJsonSetting<T>(db: Kysely<Database>, key: string, fallback: T, log: WarnLogger = consoleLogger): Promise<T> {
  return parseJsonOr<T>(await readSetting(db, key), fallback, key, log);
}

/**
 * A text setting (app name, 404 HTML). Some seeds store text JSON-encoded ("\"Land Rover\""),
 * so a value that is a JSON string is unwrapped; empty text counts as unset.
 */
export async function readTextSetting(db: Kysely<Database>, key: string): Promise<string | undefined> {
  const raw = await readSetting(db, key);
  if (raw === undefined) return undefined;
  let text = raw;
  if (raw.startsWith('"')) {
    try {
      const parsed: unknown = JSON.parse(raw);
      if (typeof parsed === 'string') text = parsed;
    } catch {
      // Not JSON after all: the raw text is the value.
    }
  }
  return text.trim() === '' ? undefined : text;
}
