/**
 * `npm run user:add -- --email E --password P --role editor|admin`: creates an editor or admin
 * account in the database the server uses (DATABASE_URL or SQLITE_PATH), migrating first. Asks
 * for missing flags (the password without echo); refuses passwords the rule refuses (docs/accounts.md, "Passwords"),
 * saying why in Kurdish, Arabic and English.
 * Note: a password given as a flag lands in the shell's history; leave it out to be asked instead.
 */
import { createInterface } from 'node:readline/promises';
import { Writable } from 'node:stream';
import { loadConfig } from '../server/config.js';
import { openDatabase } from '../server/db/connection.js';
import { migrateToLatest } from '../server/migrations/migrate.js';
import { runUserAdd, UserAddError, type Prompter } from './user-add-cli.js';

function terminalPrompter(): Prompter & { close(): void } {
  let muted = false;
  // Echo goes through this stream: while muted, typed characters are not shown.
  const output = new Writable({
    write(chunk: Buffer, _encoding, callback) {
      if (!muted) process.stdout.write(chunk);
      callback();
    },
  });
  const rl = createInterface({ input: process.stdin, output, terminal: Boolean(process.stdin.isTTY) });
  // Lines are read from one iterator rather than rl.question(): piped input arrives all at once,
  // and a question asked after its line was read would wait forever.
  const lines = rl[Symbol.asyncIterator]();
  const nextLine = async (): Promise<string> => {
    const { value, done } = await lines.next();
    if (done) throw new UserAddError('The input ended before every answer was given');
    return String(value);
  };
  return {
    async ask(question) {
      process.stdout.write(question);
      return nextLine();
    },
    async askSecret(question) {
      process.stdout.write(question);
      muted = true;
      try {
        return await nextLine();
      } finally {
        muted = false;
        process.stdout.write('\n');
      }
    },
    close: () => rl.close(),
  };
}

async function main(): Promise<void> {
  const config = loadConfig();
  const handle = openDatabase({ databaseUrl: config.databaseUrl, sqlitePath: config.sqlitePath });
  const prompt = terminalPrompter();
  try {
    await migrateToLatest(handle.db);
    console.log(await runUserAdd(handle.db, process.argv.slice(2), prompt));
  } finally {
    prompt.close();
    await handle.close();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof UserAddError ? error.message : error);
  process.exit(1);
});
