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
import { readShellChromeSettings, type ShellChromeSettings } from './shell-chrome.js';
import { loadShellElementSettings } from './shell-elements-data.js';
import { compileMetaheadStyles } from './metahead-styles.js';
import { readMetaTags, type MetaTag } from './page-meta.js';

export const APP_NAME_SETTING = SETTING_KEYS.appName;
export const NAVIGATION_DISABLED_SETTING = SETTING_KEYS.navigationDisabledOnPages;
export const NOT_FOUND_HTML_SETTING = SETTING_KEYS.notFoundHtml;

export interface ShellData {
  navEntries: NavEntry[];
  appName: string | undefined;
  navigationDisabledOn: unknown;
  metaheads: Metahead[];
  /** Site-wide meta tags of setting general.meta (pages that show page meta add them). */
  metaTags: MetaTag[];
  /** Share image id when a page has none (general.default_image_id). */
  defaultImageId: string | undefined;
  /** general.theme: 'lrdx' unless set. */
  theme: string;
  shellElements: ShellElementSettings;
  /** What the header and footer are made from (shell-chrome.ts). */
  chromeSettings: ShellChromeSettings;
}

/** Request loggers (pino) have error(obj, message); plain warn-only loggers get the message as a warning. */
type ShellLogger = WarnLogger & { error?: (obj: unknown, message?: string) => void };

export async function loadShellData(db: Kysely<Database>, pageId: number | null, language: Language, log: ShellLogger): Promise<ShellData> {
  const errorLog = { error: (obj: unknown, message: string) => (log.error ? log.error(obj, message) : log.warn(message)) };
  const shellElementsLoading = loadShellElementSettings(db, log);
  const chromeSettingsLoading = readShellChromeSettings(db, language, log);
  const [navEntries, appName, navigationDisabledOn, metaheads, meta, defaultImageId, theme] = await Promise.all([
    listNavEntries(db, language),
    readTextSetting(db, APP_NAME_SETTING),
    readJsonSetting<unknown>(db, NAVIGATION_DISABLED_SETTING, [], log),
    listMetaheadsForPage(db, pageId).then((rows) => compileMetaheadStyles(rows, errorLog)),
    readJsonSetting<unknown>(db, SETTING_KEYS.meta, null, log),
    readTextSetting(db, SETTING_KEYS.defaultImageId),
    readTextSetting(db, SETTING_KEYS.theme),
  ]);
  const metaTags = readMetaTags(meta, { error: (message) => errorLog.error(undefined, message) });
  return {
    navEntries,
    appName,
    navigationDisabledOn,
    metaheads,
    metaTags,
    defaultImageId,
    theme: theme ?? 'lrdx',
    shellElements: await shellElementsLoading,
    chromeSettings: await chromeSettingsLoading,
  };
}
