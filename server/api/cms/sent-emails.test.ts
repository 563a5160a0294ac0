/**
 * Without SMTP_URL the local mail catcher takes every message, and admins read them under "Sent
 * e-mail" (GET /cms/api/sent-emails), on SQLite and PostgreSQL: the outbox worker marks the row
 * sent by the catcher, the list shows it in its language, only to admins, never cached.
 */
import { describe, expect, it } from 'vitest';
import { suiteFixture } from '../../testing/suite-fixture.js';
import type { SentEmail } from '../../../domain/contracts/sent-emails.js';
import { enqueueEmail } from '../../adapters/email/index.js';
import { testDialects } from '../../db/test-db.js';
import { orderConfirmationEmail } from '../../orders/confirmation-email.js';
import { ADMIN, buildCmsTestApp, EDITOR } from '../../testing/cms-test-app.js';

describe.each(testDialects())('the local mail catcher and the sent e-mail list (%s)', (dialect) => {
  const t = suiteFixture(() => buildCmsTestApp(dialect));

  it('catches a queued message once and shows it to admins only, no-store', async () => {
    expect(t().services.mail.name).toBe('catcher');
    const message = orderConfirmationEmail(
      { customer_email: 'buyer@example.test', order_number: 'LRDX-CATCH001', vehicle_vin: 'SALWA2AE1PA123456', locale: 'ar' },
      'http://localhost:8080/ku/cancel-reservation?order=LRDX-CATCH001&token=abc',
    );
    const id = await enqueueEmail(t().database.db, message, t().clock.now);
    expect(await t().services.emailOutbox.runOnce()).toEqual({ sent: 1, retried: 0, failed: 0 });
    expect(await t().services.emailOutbox.runOnce()).toEqual({ sent: 0, retried: 0, failed: 0 });
    const row = await t().database.db.selectFrom('email_outbox').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ state: 'sent', attempts: 1, transport: 'catcher' });

    const admin = { authorization: `Bearer ${await t().token(ADMIN)}` };
    const list = await t().app.inject({ url: '/cms/api/sent-emails', headers: admin });
    expect(list.statusCode).toBe(200);
    expect(list.headers['cache-control']).toBe('no-store');
    const data = list.json<{ data: SentEmail[] }>().data;
    expect(data).toHaveLength(1);
    expect(data[0]).toMatchObject({
      outbox_id: id,
      to: 'buyer@example.test',
      subject: message.subject,
      language: 'ar',
      text: message.body,
    });
    expect(data[0]?.message_id).toBe(row.message_id);
    expect(data[0]?.text).toContain('token=abc');

    const editor = { authorization: `Bearer ${await t().token(EDITOR)}` };
    const refused = await t().app.inject({ url: '/cms/api/sent-emails', headers: editor });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error.code).toBe('forbidden');
    expect((await t().app.inject({ url: '/cms/api/sent-emails' })).statusCode).toBe(401);
  });
});
