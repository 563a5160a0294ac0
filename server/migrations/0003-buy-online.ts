/**
 * Buy online, leads and verification: soft locks, orders, payment events (webhook replay
 * protection), the local test vendor's own ledger, leads with their CRM outbox, phone
 * verifications and the e-mail outbox. Column names and nullability mirror server/db/schema.ts.
 *
 * Epoch-millisecond columns are `bigint`: they pass 2^31 (PostgreSQL int4) and are compared on
 * every lock request, which integers do cheaply on both dialects.
 */
import type { Migration } from 'kysely';
import { withIdColumn, type MigrationDb } from './columns.js';

async function createSoftLocks(db: MigrationDb): Promise<void> {
  await db.schema
    .createTable('soft_locks')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('vehicle_id', 'integer', (c) => c.notNull())
    .addColumn('holder', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'bigint', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  // The guarantee "at most one live lock per vehicle" across every server process is this index.
  await db.schema.createIndex('soft_locks_vehicle_unique').unique().on('soft_locks').column('vehicle_id').execute();
  await db.schema.createIndex('soft_locks_expires_idx').on('soft_locks').column('expires_at').execute();
}

async function createOrders(db: MigrationDb): Promise<void> {
  await withIdColumn(db, db.schema.createTable('orders'))
    .addColumn('order_number', 'text', (c) => c.notNull())
    .addColumn('idempotency_key', 'text', (c) => c.notNull())
    .addColumn('vehicle_id', 'integer', (c) => c.notNull())
    .addColumn('vehicle_vin', 'text', (c) => c.notNull())
    .addColumn('lock_id', 'text')
    .addColumn('vendor_type', 'text', (c) => c.notNull())
    .addColumn('vendor_uuid', 'text')
    .addColumn('amount', 'integer')
    .addColumn('currency', 'text')
    .addColumn('payment_status', 'text', (c) => c.notNull())
    .addColumn('payment_reference', 'text')
    .addColumn('finance_option', 'text')
    .addColumn('customer_email', 'text')
    .addColumn('locale', 'text', (c) => c.notNull().defaultTo('en'))
    .addColumn('confirmation_by_link', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('config_url', 'text')
    .addColumn('metadata', 'text', (c) => c.notNull())
    .addColumn('lead_attributes', 'text', (c) => c.notNull())
    .addColumn('paypal_order_id', 'text')
    .addColumn('stripe_payment_intent_id', 'text')
    .addColumn('liqpay_order_id', 'text')
    .addColumn('rdx_forms_lead_id', 'text')
    .addColumn('confirmed_at', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('orders_number_unique').unique().on('orders').column('order_number').execute();
  // A retried POST with the same key finds the first order instead of making a second one.
  await db.schema.createIndex('orders_idempotency_unique').unique().on('orders').column('idempotency_key').execute();
  // One vendor payment pays one order (NULLs are distinct on both dialects).
  await db.schema.createIndex('orders_payment_reference_unique').unique().on('orders').column('payment_reference').execute();
  await db.schema.createIndex('orders_vehicle_idx').on('orders').column('vehicle_id').execute();
}

async function createPaymentEvents(db: MigrationDb): Promise<void> {
  await withIdColumn(db, db.schema.createTable('payment_events'))
    .addColumn('vendor', 'text', (c) => c.notNull())
    .addColumn('event_id', 'text', (c) => c.notNull())
    .addColumn('order_number', 'text')
    .addColumn('reference', 'text')
    .addColumn('type', 'text', (c) => c.notNull())
    .addColumn('status', 'text')
    .addColumn('received_at', 'text', (c) => c.notNull())
    .execute();
  // Replay protection: a vendor's event is applied once, however often it is delivered.
  await db.schema.createIndex('payment_events_event_unique').unique().on('payment_events').columns(['vendor', 'event_id']).execute();
  await db.schema.createIndex('payment_events_reference_idx').on('payment_events').column('reference').execute();
}

async function createLocalTestPayments(db: MigrationDb): Promise<void> {
  await db.schema
    .createTable('local_test_payments')
    .addColumn('reference', 'text', (c) => c.primaryKey())
    .addColumn('amount', 'integer', (c) => c.notNull())
    .addColumn('currency', 'text', (c) => c.notNull())
    .addColumn('vehicle_id', 'integer')
    .addColumn('order_number', 'text')
    .addColumn('capture_method', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('card_last4', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
}

async function createLeads(db: MigrationDb): Promise<void> {
  await db.schema
    .createTable('leads')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('salesforce_id', 'text')
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('attributes', 'text', (c) => c.notNull())
    .addColumn('payment_status', 'text')
    .addColumn('payment_reference', 'text')
    .addColumn('cancellation_status', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await withIdColumn(db, db.schema.createTable('crm_outbox'))
    .addColumn('lead_id', 'text', (c) => c.notNull())
    .addColumn('operation', 'text', (c) => c.notNull())
    .addColumn('payload', 'text', (c) => c.notNull())
    .addColumn('state', 'text', (c) => c.notNull())
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('last_error', 'text')
    .addColumn('next_attempt_at', 'bigint', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('crm_outbox_due_idx').on('crm_outbox').columns(['state', 'next_attempt_at']).execute();
  await db.schema.createIndex('crm_outbox_lead_idx').on('crm_outbox').column('lead_id').execute();
}

async function createVerificationAndEmail(db: MigrationDb): Promise<void> {
  await db.schema
    .createTable('phone_verifications')
    .addColumn('phone_number', 'text', (c) => c.primaryKey())
    .addColumn('code_hash', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'bigint', (c) => c.notNull())
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('verified_at', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await withIdColumn(db, db.schema.createTable('email_outbox'))
    .addColumn('to', 'text', (c) => c.notNull())
    .addColumn('subject', 'text', (c) => c.notNull())
    .addColumn('body', 'text', (c) => c.notNull())
    .addColumn('state', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
}

export const buyOnlineMigration: Migration = {
  async up(db) {
    await createSoftLocks(db);
    await createOrders(db);
    await createPaymentEvents(db);
    await createLocalTestPayments(db);
    await createLeads(db);
    await createVerificationAndEmail(db);
  },
  async down(db) {
    for (const table of [
      'email_outbox',
      'phone_verifications',
      'crm_outbox',
      'leads',
      'local_test_payments',
      'payment_events',
      'orders',
      'soft_locks',
    ]) {
      await db.schema.dropTable(table).ifExists().execute();
    }
  },
};
