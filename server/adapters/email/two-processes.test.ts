/**
 * Two server processes (`npm start`'s server: server/testing/server-process.ts) on one database both run the e-mail
 * outbox worker against a real SMTP server: every queued message arrives exactly once, on a
 * PostgreSQL database and on one SQLite file (docs/operations.md, "E-mail").
 */
import path from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { openDatabase } from '../../db/connection.js';
import { migrateToLatest } from '../../migrations/migrate.js';
import { testDialects } from '../../db/test-db.js';
import { startServerProcess } from '../../testing/server-process.js';
import { useTestCleanups } from '../../testing/test-cleanups.js';
import { parseMessage, startTestSmtpServer } from '../../testing/smtp-test-server.js';
import { enqueueEmail } from './outbox.js';

const MESSAGES = 12;

describe.each(testDialects())('the e-mail outbox in two server processes (%s)', (dialect) => {
  const cleanups = useTestCleanups();

  it('sends every queued message exactly once', { timeout: 300_000 }, async () => {
    const dir = cleanups.tempDir('lrdx-mail2-');
    const sqlitePath = path.join(dir, 'mail.sqlite');
    const databaseUrl = await cleanups.serverDatabaseUrl(dialect);
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
