/**
 * Two server processes (`node --import tsx server/main.ts`) on one database both run the e-mail
 * outbox worker against a real SMTP server: every queued message arrives exactly once, on a
 * PostgreSQL database and on one SQLite file (docs/operations.md, "E-mail").
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { openDatabase } from '../../db/connection.js';
import { migrateToLatest } from '../../migrations/migrate.js';
import { openTestDatabase, testDialects } from '../../db/test-db.js';
import { startServerProcess } from '../../testing/server-process.js';
import { parseMessage, startTestSmtpServer } from '../../testing/smtp-test-server.js';
import { enqueueEmail } from './outbox.js';

const MESSAGES = 12;

describe.each(testDialects())('the e-mail outbox in two server processes (%s)', (dialect) => {
  const cleanups: (() => Promise<void> | void)[] = [];
  afterEach(async () => {
    for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
  });

  it('sends every queued message exactly once', { timeout: 300_000 }, async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'lrdx-mail2-'));
    cleanups.push(() => rmSync(dir, { recursive: true, force: true }));
    const sqlitePath = path.join(dir, 'mail.sqlite');
    let databaseUrl = '';
    if (dialect === 'postgres') {
      const database = await openTestDatabase('postgres');
      cleanups.push(() => database.cleanup());
      databaseUrl = database.location;
    }
    const handle = openDatabase(databaseUrl ? { databaseUrl } : { sqlitePath });
    cleanups.push(() => handle.close());
    await migrateToLatest(handle.db);
    for (let i = 0; i < MESSAGES; i += 1)
      await enqueueEmail(handle.db, { to: `buyer${i}@example.test`, subject: `Message ${i}`, body: `Body ${i}`, language: 'en' });

    const smtp = await startTestSmtpServer();
    cleanups.push(() => smtp.close());
    const env = {
      DATABASE_URL: databaseUrl,
      SQLITE_PATH: sqlitePath,
      DATA_DIR: path.join(dir, 'data'),
      DEMO_ADMIN: '0',
      SMTP_URL: smtp.url,
      MAIL_FROM: 'no-reply@lrdx.test',
      SMTP_TIMEOUT_MS: '5000',
      EMAIL_OUTBOX_INTERVAL_MS: '50',
    };
    const servers = await Promise.all([startServerProcess(env), startServerProcess(env)]);
    for (const server of servers) cleanups.push(() => server.stop());

    await vi.waitFor(
      async () => {
        const sent = await handle.db.selectFrom('email_outbox').select('id').where('state', '=', 'sent').execute();
        expect(sent).toHaveLength(MESSAGES);
      },
      { timeout: 120_000, interval: 250 },
    );
    // A few more passes of both workers change nothing.
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    expect(smtp.messages).toHaveLength(MESSAGES);
    const subjects = smtp.messages.map((message) => parseMessage(message.raw).headers.get('subject')).sort();
    expect(new Set(subjects).size).toBe(MESSAGES);
    const rows = await handle.db.selectFrom('email_outbox').select(['attempts', 'transport']).execute();
    expect(rows.every((row) => row.attempts === 1 && row.transport === 'smtp')).toBe(true);
    for (const server of servers) expect(server.output()).toContain('e-mail        SMTP (127.0.0.1:');
  });
});
