/**
 * `npm run restore`: restores an archive of `npm run backup` into the database the server uses (DATABASE_URL, else SQLITE_PATH), then migrates it to the latest; docs/operations.md, "Backups".
 */
import { loadConfig } from '../server/config.js';
import { BackupRefused } from '../server/backup/index.js';
import { runRestore } from './backup-cli.js';

const config = loadConfig();
runRestore(process.argv.slice(2), { databaseUrl: config.databaseUrl, sqlitePath: config.sqlitePath }).then(
  (message) => console.log(message),
  (error: unknown) => {
    // A refusal is a sentence for the operator; anything else keeps its stack trace.
    console.error(error instanceof BackupRefused ? error.message : error);
    process.exitCode = 1;
  },
);
