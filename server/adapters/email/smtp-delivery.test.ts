/**
 * The e-mail outbox against a real SMTP server (smtp-server on a local port), on SQLite and
 * PostgreSQL (docs/operations.md, "E-mail"): a queued message is delivered once even with two
 * workers on two connections racing for it, in the recipient's language with a plain-text part; a
 * server that refuses (5xx) and one that never answers (SMTP_TIMEOUT_MS) are failed attempts,
 * retried with exponential backoff, the error kept on the row, until the attempts run out.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { openDatabase, type DbHandle } from '../../db/connection.js';
import { testDialects, type TestDatabase } from '../../db/test-db.js';
import { openMigratedTestDatabase } from '../../migrations/testing/migrated-test-database.js';
import { orderConfirmationEmail } from '../../orders/confirmation-email.js';
import { parseMessage, startSilentServer, startTestSmtpServer, type TestSmtpServer } from '../../testing/smtp-test-server.js';
import { processEmailOutbox, type EmailOutboxPolicy } from './delivery.js';
import { enqueueEmail } from './outbox.js';
import { createSmtpTransport } from './smtp.js';

const FROM = '"Land Rover Iraq" <no-reply@lrdx.test>';
const POLICY: EmailOutboxPolicy = { maxAttempts: 3, baseDelayMs: 1_000, maxDelayMs: 60_000, leaseMs: 30_000 };
/** Short for the test: how long a send waits for the silent server's greeting, once per attempt. */
const SILENT_TIMEOUT_MS = 300;
/** For the servers that do answer: roomy, so a slow machine never turns a delivery into a timeout. */
const TIMEOUT_MS = 20_000;
const T0 = Date.UTC(2026, 10, 29, 9, 0, 0);

describe.each(testDialects())('sending the e-mail outbox by SMTP on %s', (dialect) => {
  let dir: string;
  let database: TestDatabase;
  /** A second connection (pool) to the same database: another process's worker. */
  let other: DbHandle;
  beforeAll(async () => {
    dir = mkdtempSync(path.join(tmpdir(), 'lrdx-mail-'));
    database = await openMigratedTestDatabase(dialect, path.join(dir, 'mail.sqlite'));
    other = openDatabase(dialect === 'postgres' ? { databaseUrl: database.location } : { sqlitePath: database.location });
  });
  afterAll(async () => {
    await other.close();
    await database.cleanup();
    rmSync(dir, { recursive: true, force: true });
  });
  beforeEach(async () => {
    await database.db.deleteFrom('email_outbox').execute();
  });

  const row = (id: number) => database.db.selectFrom('email_outbox').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
  const pass = (url: string, now: number, handle: DbHandle | TestDatabase = database, timeoutMs = TIMEOUT_MS) =>
    processEmailOutbox(handle.db, createSmtpTransport({ url, from: FROM, timeoutMs }), {
      now,
      policy: POLICY,
      defaultLanguage: 'ku',
    });

  it('delivers a Kurdish confirmation once, with its subject, language and a text part, though two workers race for it', async () => {
    const smtp = await startTestSmtpServer();
    try {
      const message = orderConfirmationEmail(
        { customer_email: 'buyer@example.test', order_number: 'LRDX-AB12CD34', vehicle_vin: 'SALWA2AE1PA123456', locale: 'ckb' },
        'http://127.0.0.1:8080/ku/cancel-reservation?order=LRDX-AB12CD34&token=secret',
      );
      const id = await enqueueEmail(database.db, message, T0);

      const runs = await Promise.all([pass(smtp.url, T0), pass(smtp.url, T0, other)]);
      expect(runs.map((run) => run.sent).sort()).toEqual([0, 1]);
      expect(smtp.messages).toHaveLength(1);
      const [received] = smtp.messages;
      expect(received?.to).toEqual(['buyer@example.test']);
      expect(received?.from).toBe('no-reply@lrdx.test');
      const parsed = parseMessage(received?.raw ?? '');
      expect(parsed.headers.get('subject')).toBe(message.subject);
      expect(message.subject).toContain('پشتڕاستکرایەوە');
      expect(parsed.headers.get('content-language')).toBe('ckb');
      expect(parsed.text?.trim()).toBe(message.body);
      expect(parsed.text).toContain('token=secret');
      expect(parsed.html).toContain('<html lang="ckb" dir="rtl">');
      expect(parsed.html).toContain('href="http://127.0.0.1:8080/ku/cancel-reservation?order=LRDX-AB12CD34&amp;token=secret"');

      const sent = await row(id);
      expect(sent).toMatchObject({ state: 'sent', attempts: 1, last_error: null, transport: 'smtp', language: 'ku' });
      expect(parsed.headers.get('message-id')).toBe(sent.message_id);

      // Later passes, by either worker, send nothing more.
      await pass(smtp.url, T0 + 120_000);
      await pass(smtp.url, T0 + 120_000, other);
      expect(smtp.messages).toHaveLength(1);
    } finally {
      await smtp.close();
    }
  });

  it('retries a refused message with exponential backoff, keeping the 5xx reply, until the attempts run out', async () => {
    const smtp: TestSmtpServer = await startTestSmtpServer({ refuseWith: { code: 550, message: 'Mailbox unavailable' } });
    try {
      const id = await enqueueEmail(
        database.db,
        { to: 'nobody@example.test', subject: 'Order LRDX-1 confirmed', body: 'Text', language: 'en' },
        T0,
      );

      expect(await pass(smtp.url, T0)).toEqual({ sent: 0, retried: 1, failed: 0 });
      const first = await row(id);
      expect(first).toMatchObject({ state: 'pending', attempts: 1 });
      expect(first.last_error).toContain('550');
      expect(Number(first.next_attempt_at)).toBe(T0 + 1_000);

      // Not due before its time: nothing is tried.
      expect(await pass(smtp.url, T0 + 999)).toEqual({ sent: 0, retried: 0, failed: 0 });
      expect(smtp.recipientsSeen).toHaveLength(1);

      expect(await pass(smtp.url, T0 + 1_000)).toEqual({ sent: 0, retried: 1, failed: 0 });
      const second = await row(id);
      expect(second.attempts).toBe(2);
      expect(Number(second.next_attempt_at)).toBe(T0 + 1_000 + 2_000);

      expect(await pass(smtp.url, T0 + 3_000)).toEqual({ sent: 0, retried: 0, failed: 1 });
      const last = await row(id);
      expect(last).toMatchObject({ state: 'failed', attempts: 3 });
      expect(last.last_error).toContain('Mailbox unavailable');
      expect(await pass(smtp.url, T0 + 600_000)).toEqual({ sent: 0, retried: 0, failed: 0 });
      expect(smtp.recipientsSeen).toHaveLength(3);
      expect(smtp.messages).toHaveLength(0);
    } finally {
      await smtp.close();
    }
  });

  it('counts a server that never answers as a failed attempt (SMTP_TIMEOUT_MS) and sends on the retry', async () => {
    const silent = await startSilentServer();
    const smtp = await startTestSmtpServer();
    try {
      const id = await enqueueEmail(database.db, { to: 'later@example.test', subject: 'Later', body: 'Text', language: 'ar' }, T0);
      expect(await pass(silent.url, T0, database, SILENT_TIMEOUT_MS)).toEqual({ sent: 0, retried: 1, failed: 0 });
      expect(silent.connections()).toBe(1);
      const timedOut = await row(id);
      expect(timedOut).toMatchObject({ state: 'pending', attempts: 1 });
      expect(timedOut.last_error).toMatch(/greeting|timeout|timed out/i);
      expect(Number(timedOut.next_attempt_at)).toBe(T0 + 1_000);

      // The relay is back: the retry goes through, once.
      expect(await pass(smtp.url, T0 + 1_000)).toEqual({ sent: 1, retried: 0, failed: 0 });
      expect(await row(id)).toMatchObject({ state: 'sent', attempts: 2, last_error: null });
      expect(smtp.messages).toHaveLength(1);
      expect(parseMessage(smtp.messages[0]?.raw ?? '').html).toContain('<html lang="ar" dir="rtl">');
    } finally {
      await silent.close();
      await smtp.close();
    }
  });
});
