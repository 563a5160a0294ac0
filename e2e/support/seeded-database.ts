/**
 * One seeded demo database for the whole e2e run, copied for every server that starts on a new
 * SQLite file: seeding it afresh took 0.4–0.75 s of CPU in each of the 54 files' servers
 * (docs/architecture.md, "Where the test time goes"). The copy is what the server's own first start
 * would have made: the same migrations and the same seed, whose one difference per server, the
 * listings' allowed origins (the server's own and its retailer demo's, server/seed/listings.ts), is
 * written for the server's ports after the copy. No account is copied: the server still creates
 * and prints the demo admin, as on a first start. The database itself is made by the global setup
 * (global-setup.ts): this module is loaded by every e2e file, and the seed's modules are not.
 */
import { copyFileSync } from 'node:fs';
import Database from 'better-sqlite3';
import { demoOrigins } from '../../server/seed/listings.js';

/** Where the e2e global setup says the seeded database of this run is (e2e/support/global-setup.ts). */
export const SEEDED_DATABASE_ENV = 'LRDX_E2E_SEEDED_DATABASE';

/** Copies the seeded database to `sqlitePath` with the listings open to this server's origins. */
export function copySeededDatabase(seeded: string, sqlitePath: string, origins: { publicOrigin: string; examplesOrigin: string }): void {
  copyFileSync(seeded, sqlitePath);
  const db = new Database(sqlitePath);
  try {
    db.prepare('UPDATE listings SET allowed_origins = ?').run(JSON.stringify(demoOrigins(origins)));
  } finally {
    db.close();
  }
}
