/**
 * Settings writes (docs/cms-api.md, "Settings (admin)": POST /settings, DELETE /settings/{id}; admin only).
 * A value arrives as text or as JSON; text that is meant as JSON (starts with `{`, `[` or `"`)
 * must parse, else 400 'Invalid JSON in {setting}' naming `value` and nothing is saved (the readers
 * would fall back to defaults). HTML settings (general.404_page) are sanitized like editor HTML.
 */
import type { Kysely } from 'kysely';
import type { CmsSetting } from '../../domain/contracts/cms.js';
import { SETTING_KEYS } from '../../domain/setting-keys.js';
import type { Database } from '../db/schema.js';
import { ApiFailure } from '../failure.js';
import { sanitizeEditorHtml } from './html-sanitizer.js';

const KEY = /^[a-z0-9_]+(?:\.[a-z0-9_-]+)*$/;
export const MAX_SETTING_KEY = 200;
export const MAX_SETTING_VALUE = 1_000_000;
const HTML_KEYS = new Set<string>([SETTING_KEYS.notFoundHtml]);

export function settingValue(key: string, value: unknown): string {
  let text: string;
  if (typeof value === 'string') {
    text = value;
    if (/^\s*[[{"]/.test(text)) {
      try {
        JSON.parse(text);
      } catch {
        throw new ApiFailure(400, 'invalid_json', `Invalid JSON in ${key}`, 'value');
      }
    }
  } else if (value !== undefined) {
    text = JSON.stringify(value);
  } else {
    throw new ApiFailure(400, 'invalid_request', 'value is required', 'value');
  }
  if (text.length > MAX_SETTING_VALUE)
    throw new ApiFailure(400, 'invalid_request', `value is longer than ${MAX_SETTING_VALUE} characters`, 'value');
  return HTML_KEYS.has(key) ? sanitizeEditorHtml(text) : text;
}

export interface SettingsWriter {
  /** Creates or replaces the setting `key`. */
  save(key: unknown, value: unknown): Promise<CmsSetting>;
  remove(id: number): Promise<void>;
}

/** `onChanged` hears every saved or deleted key (in-memory copies of a setting forget it). */
export function createSettingsWriter(db: Kysely<Database>, onChanged: (key: string) => void = () => undefined): SettingsWriter {
  return {
    async save(rawKey, value) {
      if (typeof rawKey !== 'string' || rawKey.length > MAX_SETTING_KEY || !KEY.test(rawKey))
        throw new ApiFailure(400, 'invalid_request', 'key must be dot-namespaced lower-case words, e.g. cookie_consent.strategy', 'key');
      const key = rawKey;
      const text = settingValue(key, value);
      const existing = await db.selectFrom('settings').select('id').where('key', '=', key).executeTakeFirst();
      if (existing) await db.updateTable('settings').set({ value: text }).where('id', '=', existing.id).execute();
      else
        await db
          .insertInto('settings')
          .values({ key, value: text })
          .onConflict((oc) => oc.column('key').doUpdateSet({ value: text }))
          .execute();
      onChanged(key);
      return db.selectFrom('settings').select(['id', 'key', 'value']).where('key', '=', key).executeTakeFirstOrThrow();
    },
    async remove(id) {
      const row = await db.selectFrom('settings').select('key').where('id', '=', id).executeTakeFirst();
      const result = await db.deleteFrom('settings').where('id', '=', id).executeTakeFirst();
      if (!row || Number(result.numDeletedRows) === 0) throw new ApiFailure(404, 'setting_not_found', 'No setting with this id', 'id');
      onChanged(row.key);
    },
  };
}
