/** What every site page needs besides its blocks: navigation, app name, metaheads. */
import type { Kysely } from 'kysely';
import type { Language } from '../../domain/languages.js';
import type { NavEntry } from '../../domain/page.js';
import type { WarnLogger } from '../content/json-column.js';
import { listMetaheadsForPage, type Metahead } from '../content/metaheads-repository.js';
import { listNavEntries } from '../content/nav-repository.js';
import { readJsonSetting, readTextSetting } from '../content/settings-repository.js';
import type { Database } from '../db/schema.js';
import { SETTING_KEYS } from '../../domain/setting-keys.js';
import type { ShellElementSettings } from '../../site/layouts/shell-elements-settings.js';
import { loadShellElementSettings } from './shell-elements-data.js';

export const APP_NAME_SETTING = SETTING_KEYS.appName;
export const NAVIGATION_DISABLED_SETTING = SETTING_KEYS.navigationDisabledOnPages;
export const NOT_FOUND_HTML_SETTING = SETTING_KEYS.notFoundHtml;

export interface ShellData {
  navEntries: NavEntry[];
  appName: string | undefined;
  navigationDisabledOn: unknown;
  metaheads: Metahead[];
  shellElements: ShellElementSettings;
}

export async function loadShellData(db: Kysely<Database>, pageId: number | null, language: Language, log: WarnLogger): Promise<ShellData> {
  const shellElementsLoading = loadShellElementSettings(db, log);
  const [navEntries, appName, navigationDisabledOn, metaheads] = await Promise.all([
    listNavEntries(db, language),
    readTextSetting(db, APP_NAME_SETTING),
    readJsonSetting<unknown>(db, NAVIGATION_DISABLED_SETTING, [], log),
    listMetaheadsForPage(db, pageId),
  ]);
  return { navEntries, appName, navigationDisabledOn, metaheads, shellElements: await shellElementsLoading };
}
