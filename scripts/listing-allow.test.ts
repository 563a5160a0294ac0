/** `npm run listing:allow`: allow, show and remove an origin, clear refusals, and the version bump every server follows. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readStockVersion } from '../server/db/stock-version.js';
import type { TestDatabase } from '../server/db/test-db.js';
import { openMigratedTestDatabase } from '../server/migrations/testing/migrated-test-database.js';
import { createListingsAdmin } from '../server/listing/listings-admin.js';
import { ListingAllowError, runListingAllow } from './listing-allow-cli.js';

describe('listing:allow', () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await openMigratedTestDatabase('sqlite');
    await createListingsAdmin(database.db).create({ key: 'iraq', name: 'Iraq', allowed_origins: ['https://a.example'] });
  });
  afterAll(async () => database.cleanup());

  const origins = async () => (await createListingsAdmin(database.db).get('iraq')).allowed_origins;

  it('allows an origin (normalised), once, and bumps the stock version so running servers follow', async () => {
    const version = await readStockVersion(database.db);
    const message = await runListingAllow(database.db, ['--listing', 'iraq', '--origin', 'https://Dealer.Example/']);
    expect(message).toMatch(/^Allowed https:\/\/Dealer\.Example\/ on listing iraq/);
    expect(message).toContain('  https://dealer.example');
    expect(await origins()).toEqual(['https://a.example', 'https://dealer.example']);
    expect(await readStockVersion(database.db)).toBe(version + 1);
    expect(await runListingAllow(database.db, ['--listing', 'iraq', '--origin', 'https://dealer.example'])).toMatch(
      /already: nothing changed/,
    );
    expect(await readStockVersion(database.db)).toBe(version + 1);
  });

  it('shows the allowed origins without --origin, and removes one with --remove', async () => {
    expect(await runListingAllow(database.db, ['--listing', 'iraq'])).toContain('  https://a.example');
    expect(await runListingAllow(database.db, ['--listing', 'iraq', '--origin', 'https://dealer.example', '--remove'])).toMatch(/^Removed/);
    expect(await origins()).toEqual(['https://a.example']);
  });

  it('refuses a bad origin, an unknown listing and bad flags in one sentence, changing nothing', async () => {
    const refused = (argv: string[]) =>
      runListingAllow(database.db, argv).then(
        () => 'accepted',
        (error: unknown) => error,
      );
    const badOrigin = await refused(['--listing', 'iraq', '--origin', 'http://dealer.example']);
    expect(badOrigin).toBeInstanceOf(ListingAllowError);
    expect((badOrigin as Error).message).toMatch(/Only https/);
    expect(((await refused(['--listing', 'nowhere', '--origin', 'https://x.example'])) as Error).message).toBe(
      'No listing "nowhere" (the listings: iraq)',
    );
    expect(((await refused(['--origin', 'https://x.example'])) as Error).message).toMatch(/^--listing is required/);
    expect(((await refused(['--listing', 'iraq', '--remove'])) as Error).message).toMatch(/--remove needs the --origin/);
    expect(((await refused(['--listing', 'iraq', '--bogus'])) as Error).message).toMatch(/Usage/);
    expect(await origins()).toEqual(['https://a.example']);
  });
});
