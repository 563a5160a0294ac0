/**
 * `npm run stock:grant -- --email E --dealer IQ-EBL-01` (or `--all-dealers`, or `--revoke`): the
 * stock role in the database the server uses (DATABASE_URL or SQLITE_PATH), migrating first
 * (docs/stock-feed.md, "Who may import").
 */
import { loadConfig } from '../server/config.js';
import { openDatabase } from '../server/db/connection.js';
import { migrateToLatest } from '../server/migrations/migrate.js';
import { StockGrantError, runStockGrant } from './stock-grant-cli.js';

async function main(): Promise<void> {
  const config = loadConfig();
  const handle = openDatabase({ databaseUrl: config.databaseUrl, sqlitePath: config.sqlitePath });
  try {
    await migrateToLatest(handle.db);
    console.log(await runStockGrant(handle.db, process.argv.slice(2), new Date().toISOString()));
  } finally {
    await handle.close();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof StockGrantError ? error.message : error);
  process.exit(1);
});
