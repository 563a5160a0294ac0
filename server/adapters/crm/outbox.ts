/**
 * The CRM outbox: a lead is stored together with its outbox row (one transaction), and a worker
 * delivers due rows to the CRM, retrying with exponential backoff until `maxAttempts`, after which
 * the row is `failed` and stays visible (state, attempts, last_error) for an admin. Several server
 * processes may run the worker: a row is claimed by a conditional UPDATE before it is sent.
 */
import type { Kysely } from 'kysely';
import { backoffMs } from '../../../domain/backoff.js';
import type { CrmOutboxRow, Database } from '../../db/schema.js';
import {
  claimOutboxRow,
  dueOutboxRows,
  outboxErrorText,
  recordOutboxFailure,
  startOutboxWorker,
  type OutboxPolicy,
  type OutboxWorkerOptions,
} from '../outbox-attempts.js';
import type { Crm, CrmLeadPayload, CrmOperation } from './types.js';

/** The CRM's callers and tests name the policy from here. */
export type { OutboxPolicy };

export const DEFAULT_OUTBOX_POLICY: OutboxPolicy = { maxAttempts: 8, baseDelayMs: 30_000, maxDelayMs: 3_600_000, leaseMs: 60_000 };

/** Delay before the next try after `attempts` failures (shared with the e-mail outbox). */
export { backoffMs };

export async function enqueueCrm(
  db: Kysely<Database>,
  leadId: string,
  operation: CrmOperation,
  payload: CrmLeadPayload,
  now: number,
): Promise<void> {
  const stamp = new Date(now).toISOString();
  await db
    .insertInto('crm_outbox')
    .values({
      lead_id: leadId,
      operation,
      payload: JSON.stringify(payload),
      state: 'pending',
      attempts: 0,
      last_error: null,
      next_attempt_at: now,
      created_at: stamp,
      updated_at: stamp,
    })
    .execute();
}

export interface OutboxRun {
  sent: number;
  retried: number;
  failed: number;
}

/** The payload as of now: a cancellation queued before the upsert landed picks up the CRM id. */
async function currentPayload(db: Kysely<Database>, row: CrmOutboxRow): Promise<CrmLeadPayload> {
  const stored = JSON.parse(row.payload) as CrmLeadPayload;
  const lead = await db.selectFrom('leads').select(['salesforce_id', 'payment_status']).where('id', '=', row.lead_id).executeTakeFirst();
  return {
    ...stored,
    salesforce_id: lead?.salesforce_id ?? stored.salesforce_id,
    payment_status: lead?.payment_status ?? stored.payment_status,
  };
}

async function recordSuccess(db: Kysely<Database>, row: CrmOutboxRow, externalId: string | undefined, now: number): Promise<void> {
  const stamp = new Date(now).toISOString();
  await db.transaction().execute(async (trx) => {
    await trx
      .updateTable('crm_outbox')
      .set({ state: 'sent', attempts: row.attempts + 1, last_error: null, updated_at: stamp })
      .where('id', '=', row.id)
      .execute();
    if (row.operation === 'upsert_lead') {
      await trx
        .updateTable('leads')
        .set({ salesforce_id: externalId ?? null, status: 'synced', updated_at: stamp })
        .where('id', '=', row.lead_id)
        .where('salesforce_id', 'is', null)
        .execute();
    } else {
      await trx.updateTable('leads').set({ cancellation_status: 'sent', updated_at: stamp }).where('id', '=', row.lead_id).execute();
    }
  });
}

/** One pass over the due rows, oldest first. */
export async function processCrmOutbox(
  db: Kysely<Database>,
  crm: Crm,
  options: { now: number; policy?: OutboxPolicy; batch?: number },
): Promise<OutboxRun> {
  const policy = options.policy ?? DEFAULT_OUTBOX_POLICY;
  const run: OutboxRun = { sent: 0, retried: 0, failed: 0 };
  for (const row of await dueOutboxRows(db, 'crm_outbox', options.now, options.batch ?? 20)) {
    if (!(await claimOutboxRow(db, 'crm_outbox', row, options.now, policy))) continue;
    try {
      const delivery = await crm.deliver(row.operation as CrmOperation, await currentPayload(db, row));
      await recordSuccess(db, row, delivery.externalId, options.now);
      run.sent += 1;
    } catch (error) {
      run[await recordOutboxFailure(db, 'crm_outbox', row, outboxErrorText(error), options.now, policy)] += 1;
    }
  }
  return run;
}

export interface CrmWorker {
  stop(): void;
}

/** Runs a pass every `intervalMs`; the leads family's close does not wait for a pass under way. */
export function startCrmWorker(db: Kysely<Database>, crm: Crm, options: OutboxWorkerOptions): CrmWorker {
  return startOutboxWorker((pass) => processCrmOutbox(db, crm, pass), options);
}
