/**
 * `npm run backup`: writes one archive (a manifest and the whole database) of the database the server uses (DATABASE_URL, else SQLITE_PATH); docs/operations.md, "Backups".
 */
import { loadConfig } from '../server/config.js';
import { BackupRefused } from '../server/backup/index.js';
import { runBackup } from './backup-cli.js';

const config = loadConfig();
runBackup(process.argv.slice(2), { databaseUrl: config.databaseUrl, sqlitePath: config.sqlitePath }).then(
  (message) => console.log(message),
  (error: unknown) => {
    // A refusal is a sentence for the operator; anything else keeps its stack trace.
    console.error(error instanceof BackupRefused ? error.message : error);
    process.exitCode = 1;
  },
);
