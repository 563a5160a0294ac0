/**
 * The e-mail outbox worker (docs/operations.md, "E-mail"), built as the CRM outbox's: due rows are
 * sent oldest first, a failure is retried with exponential backoff until `maxAttempts`, after which
 * the row is `failed` and keeps its last error for an admin. Several server processes run it on one
 * database: a row is claimed by a conditional UPDATE that pushes its next attempt a lease ahead, so
 * only one process sends it; one that dies mid-send leaves the claim, and the row is due again when
 * the lease lapses. Keep SMTP_TIMEOUT_MS well under the lease, or a slow send could be claimed twice.
 */
import type { Kysely } from 'kysely';
import type { BackoffPolicy } from '../../../domain/backoff.js';
import type { Language } from '../../../domain/languages.js';
import type { Database, EmailOutboxRow } from '../../db/schema.js';
import { claimOutboxRow, dueOutboxRows, recordOutboxFailure } from '../outbox-attempts.js';
import { renderEmail } from './render.js';
import type { MailTransport } from './transport.js';
import { periodicRun, type PeriodicRun } from '../../workers/periodic-run.js';

export interface EmailOutboxPolicy extends BackoffPolicy {
  maxAttempts: number;
  /** How long a claimed row is hidden from other workers while it is being sent. */
  leaseMs: number;
}

export const DEFAULT_EMAIL_OUTBOX_POLICY: EmailOutboxPolicy = {
  maxAttempts: 8,
  baseDelayMs: 30_000,
  maxDelayMs: 3_600_000,
  leaseMs: 60_000,
};

export interface EmailRun {
  sent: number;
  retried: number;
  failed: number;
}

export interface EmailPassOptions {
  now: number;
  policy?: EmailOutboxPolicy;
  /** The language of rows queued without one (the site's default). */
  defaultLanguage: Language;
  batch?: number;
}

/** `<lrdx.outbox.<id>.<created ms>@<MAIL_FROM's domain>>`: one per row, the same on every retry. */
export function messageIdOf(row: Pick<EmailOutboxRow, 'id' | 'created_at'>, from: string): string {
  const domain = /@([^>\s]+)>?\s*$/.exec(from)?.[1] ?? 'localhost';
  return `<lrdx.outbox.${row.id}.${Date.parse(row.created_at) || 0}@${domain}>`;
}

function errorText(error: unknown): string {
  if (!(error instanceof Error)) return String(error);
  const code = (error as { code?: unknown }).code;
  return (typeof code === 'string' && !error.message.includes(code) ? `${code}: ${error.message}` : error.message).slice(0, 1000);
}

async function recordSent(
  db: Kysely<Database>,
  row: EmailOutboxRow,
  transport: MailTransport,
  messageId: string,
  now: number,
): Promise<void> {
  const stamp = new Date(now).toISOString();
  await db
    .updateTable('email_outbox')
    .set({
      state: 'sent',
      attempts: row.attempts + 1,
      last_error: null,
      sent_at: stamp,
      updated_at: stamp,
      transport: transport.name,
      message_id: messageId,
    })
    .where('id', '=', row.id)
    .execute();
}

/** One pass over the due rows, oldest first. */
export async function processEmailOutbox(db: Kysely<Database>, transport: MailTransport, options: EmailPassOptions): Promise<EmailRun> {
  const policy = options.policy ?? DEFAULT_EMAIL_OUTBOX_POLICY;
  const run: EmailRun = { sent: 0, retried: 0, failed: 0 };
  for (const row of await dueOutboxRows(db, 'email_outbox', options.now, options.batch ?? 20)) {
    if (!(await claimOutboxRow(db, 'email_outbox', row, options.now, policy))) continue;
    const messageId = messageIdOf(row, transport.from);
    try {
      const rendered = renderEmail(row, options.defaultLanguage);
      await transport.send({ ...rendered, outboxId: row.id, to: row.to, messageId });
      await recordSent(db, row, transport, messageId, options.now);
      run.sent += 1;
    } catch (error) {
      run[await recordOutboxFailure(db, 'email_outbox', row, errorText(error), options.now, policy)] += 1;
    }
  }
  return run;
}

/** One pass now (tests, and the timer's); the timer when the interval is above 0; stop waits for a pass under way. */
export type EmailOutbox = PeriodicRun<EmailRun>;

export interface EmailOutboxOptions {
  /** Milliseconds between passes; 0: no timer (passes only through runOnce). */
  intervalMs: number;
  now: () => number;
  policy?: EmailOutboxPolicy;
  defaultLanguage: Language;
  onError: (error: unknown) => void;
}

export function createEmailOutbox(db: Kysely<Database>, transport: MailTransport, options: EmailOutboxOptions): EmailOutbox {
  return periodicRun(
    () =>
      processEmailOutbox(db, transport, {
        now: options.now(),
        defaultLanguage: options.defaultLanguage,
        ...(options.policy ? { policy: options.policy } : {}),
      }),
    options,
  );
}
