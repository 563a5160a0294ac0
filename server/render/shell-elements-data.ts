/**
 * The shell elements' settings as stored (domain/shell/setting-keys.ts), read once per page.
 * Invalid JSON is logged as 'Invalid JSON in {setting}' and counts as unset; the layout then uses
 * the documented defaults (site/layouts/shell-elements-settings.ts).
 */
import type { Kysely } from 'kysely';
import { SHELL_SETTING_KEYS } from '../../domain/shell/setting-keys.js';
import type { ShellElementSettings } from '../../site/layouts/shell-elements-settings.js';
import type { WarnLogger } from '../content/json-column.js';
import { readJsonSetting, readTextSetting } from '../content/settings-repository.js';
import type { Database } from '../db/schema.js';

export async function loadShellElementSettings(db: Kysely<Database>, log: WarnLogger): Promise<ShellElementSettings> {
  const k = SHELL_SETTING_KEYS;
  const [consentStrategy, consentTexts, fab, exitDoUrl, exitDontUrl, exitCopy, modalForm] = await Promise.all([
    readTextSetting(db, k.cookieConsentStrategy),
    readJsonSetting<unknown>(db, k.cookieConsentTexts, null, log),
    readJsonSetting<unknown>(db, k.fab, null, log),
    readJsonSetting<unknown>(db, k.exitPopupDoUrl, [], log),
    readJsonSetting<unknown>(db, k.exitPopupDontUrl, [], log),
    readJsonSetting<unknown>(db, k.exitPopupCopy, null, log),
    readJsonSetting<unknown>(db, k.modalForm, null, log),
  ]);
  return { consentStrategy, consentTexts, fab, exitDoUrl, exitDontUrl, exitCopy, modalForm };
}
