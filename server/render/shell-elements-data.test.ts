import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SHELL_SETTING_KEYS } from '../../domain/shell/setting-keys.js';
import { shellSettingRows } from '../seed/shell-settings-seed.js';
import { testDialects, type TestDatabase } from '../db/test-db.js';
import { openMigratedTestDatabase } from '../migrations/testing/migrated-test-database.js';
import { resolveShellElements } from '../../site/layouts/shell-elements-settings.js';
import { loadShellElementSettings } from './shell-elements-data.js';

describe.each(testDialects())('shell element settings on %s', (dialect) => {
  let handle: TestDatabase;
  beforeAll(async () => {
    handle = await openMigratedTestDatabase(dialect);
  });
  afterAll(() => handle.cleanup());

  it('reads the seeded settings: basic consent, quick links and exit popup in every language', async () => {
    await handle.db.insertInto('settings').values(shellSettingRows()).execute();
    const settings = await loadShellElementSettings(handle.db, { warn: () => {} });
    for (const language of ['ku', 'en', 'ar'] as const) {
      const shell = resolveShellElements(settings, language);
      expect(shell.consent.strategy).toBe('basic');
      expect(shell.fab.items).toHaveLength(4);
      expect(shell.exitPopup.doUrl.length).toBeGreaterThan(0);
    }
    expect(resolveShellElements(settings, 'ar').fab.items[0]?.link.link_text).toBe('السيارات المتوفرة');
  });

  it("logs 'Invalid JSON in {setting}' and falls back to the default (no quick links)", async () => {
    await handle.db.deleteFrom('settings').where('key', '=', SHELL_SETTING_KEYS.fab).execute();
    await handle.db.insertInto('settings').values({ key: SHELL_SETTING_KEYS.fab, value: '{"items": [' }).execute();
    const warnings: string[] = [];
    const settings = await loadShellElementSettings(handle.db, { warn: (m) => warnings.push(m) });
    expect(warnings).toEqual(['Invalid JSON in fab.configuration']);
    expect(resolveShellElements(settings, 'en').fab.items).toEqual([]);
  });
});
