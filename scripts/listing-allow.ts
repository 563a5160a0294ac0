/**
 * `npm run listing:allow -- --listing iraq --origin https://dealer.example [--remove]`: allows (or
 * removes) a retailer's site on a listing in the database the server uses (DATABASE_URL or
 * SQLITE_PATH), migrating first. Running servers apply it without a restart (docs/embedding.md).
 */
import { loadConfig } from '../server/config.js';
import { openDatabase } from '../server/db/connection.js';
import { migrateToLatest } from '../server/migrations/migrate.js';
import { ListingAllowError, runListingAllow } from './listing-allow-cli.js';

async function main(): Promise<void> {
  const config = loadConfig();
  const handle = openDatabase({ databaseUrl: config.databaseUrl, sqlitePath: config.sqlitePath });
  try {
    await migrateToLatest(handle.db);
    console.log(await runListingAllow(handle.db, process.argv.slice(2)));
  } finally {
    await handle.close();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof ListingAllowError ? error.message : error);
  process.exit(1);
});
