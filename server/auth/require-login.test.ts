/**
 * The kept copy of the require-login setting: guarded requests do not read the database while it
 * is fresh, a save through the settings writer is seen at once, and another process's save (a
 * write this process cannot hear) is seen once the copy is older than its maximum age.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { testDialects, type TestDatabase } from '../db/test-db.js';
import { openMigratedTestDatabase } from '../migrations/testing/migrated-test-database.js';
import { createSettingsWriter } from '../cms/settings-service.js';
import { createLoginRequirement, REQUIRE_LOGIN_MAX_AGE_MS, REQUIRE_LOGIN_SETTING } from './require-login.js';

describe.each(testDialects())('require-login kept in memory (%s)', (dialect) => {
  let database: TestDatabase | undefined;
  afterEach(async () => database?.cleanup());

  async function setup() {
    database = await openMigratedTestDatabase(dialect);
    const clock = { now: 1_000_000 };
    const requirement = createLoginRequirement(database.db, () => clock.now);
    const writer = createSettingsWriter(database.db, (key) => {
      if (key === REQUIRE_LOGIN_SETTING) requirement.invalidate();
    });
    return { db: database.db, clock, requirement, writer };
  }

  it('sees a save through the settings writer at once, and a deletion too', async () => {
    const { requirement, writer } = await setup();
    expect(await requirement.isRequired()).toBe(false);
    const saved = await writer.save(REQUIRE_LOGIN_SETTING, 'true');
    expect(await requirement.isRequired()).toBe(true);
    await writer.remove(saved.id);
    expect(await requirement.isRequired()).toBe(false);
  });

  it("keeps its answer while fresh and reads another process's change when it is older than the maximum age", async () => {
    const { db, clock, requirement } = await setup();
    expect(await requirement.isRequired()).toBe(false);
    // Another process turns it on: this one cannot hear it.
    await db.insertInto('settings').values({ key: REQUIRE_LOGIN_SETTING, value: 'true' }).execute();
    clock.now += REQUIRE_LOGIN_MAX_AGE_MS - 1;
    expect(await requirement.isRequired()).toBe(false);
    clock.now += 1;
    expect(await requirement.isRequired()).toBe(true);
  });
});
