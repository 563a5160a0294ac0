/**
 * Seeds the demo data: `tsx scripts/seed.ts [--vehicles N] [--fresh]`.
 * Uses DATABASE_URL (PostgreSQL) or SQLITE_PATH like the server, migrates first, and with --fresh
 * empties the demo tables before seeding.
 */
import { parseArgs } from 'node:util';
import { loadConfig } from '../server/config.js';
import { openDatabase } from '../server/db/connection.js';
import { migrateToLatest } from '../server/migrations/migrate.js';
import { clearDemoData, DEFAULT_VEHICLE_COUNT, seedDemo } from '../server/seed/index.js';

function parseCli(argv: string[]): { vehicles: number; fresh: boolean } {
  const { values } = parseArgs({
    args: argv,
    options: { vehicles: { type: 'string' }, fresh: { type: 'boolean', default: false } },
    strict: true,
  });
  const vehicles = values.vehicles === undefined ? DEFAULT_VEHICLE_COUNT : Number(values.vehicles);
  if (!Number.isInteger(vehicles) || vehicles < 0)
    throw new Error(`--vehicles must be a whole number of 0 or more, got ${values.vehicles}`);
  return { vehicles, fresh: values.fresh ?? false };
}

async function main(): Promise<void> {
  const args = parseCli(process.argv.slice(2));
  const config = loadConfig();
  const handle = openDatabase({ databaseUrl: config.databaseUrl, sqlitePath: config.sqlitePath });
  const started = performance.now();
  try {
    await migrateToLatest(handle.db);
    if (args.fresh) await clearDemoData(handle.db, handle.dialect);
    const summary = await seedDemo(handle.db, {
      vehicles: args.vehicles,
      examplesOrigin: config.examplesOrigin,
      publicOrigin: config.publicOrigin,
    });
    const seconds = ((performance.now() - started) / 1000).toFixed(2);
    console.log(`Seeded ${handle.dialect} database ${handle.describe} in ${seconds} s`);
    console.log(
      `  vehicles ${summary.vehicles}  dealers ${summary.dealers}  listings ${summary.listings}  settings ${summary.settings}  stock version ${summary.stockVersion}`,
    );
    console.log(
      `  by state  ${Object.entries(summary.byState)
        .map(([k, v]) => `${k} ${v}`)
        .join(', ')}`,
    );
    console.log(
      `  by status ${Object.entries(summary.byStatus)
        .map(([k, v]) => `${k} ${v}`)
        .join(', ')}`,
    );
  } finally {
    await handle.close();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
});
