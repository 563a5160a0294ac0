/**
 * The admin's sent e-mail list from the local mail catcher's table, on SQLite and PostgreSQL: newest
 * first, at most SENT_EMAILS_LIMIT, each in the wire shape (the HTML part stays out).
 */
import { describe, expect, it } from 'vitest';
import { suiteFixture } from '../testing/suite-fixture.js';
import { SENT_EMAILS_LIMIT } from '../../domain/contracts/sent-emails.js';
import { createMailCatcher } from '../adapters/email/catcher.js';
import { testDialects } from '../db/test-db.js';
import { openMigratedTestDatabase } from '../migrations/testing/migrated-test-database.js';
import { createSentEmailsService } from './sent-emails-service.js';

describe.each(testDialects())('sent e-mail list (%s)', (dialect) => {
  const database = suiteFixture(() => openMigratedTestDatabase(dialect));

  it('lists the newest caught messages first, at most the limit, without their HTML', async () => {
    let time = Date.parse('2026-03-01T10:00:00Z');
    const catcher = createMailCatcher(database().db, 'shop@example.test', () => time);
    const service = createSentEmailsService(database().db);
    expect(await service.list()).toEqual([]);

    const count = SENT_EMAILS_LIMIT + 2;
    for (let n = 1; n <= count; n += 1) {
      time += 60_000;
      await catcher.send({
        outboxId: n,
        messageId: `<m${n}@example.test>`,
        to: `buyer${n}@example.test`,
        subject: `Order ${n}`,
        text: `Text ${n}`,
        html: `<p>Text ${n}</p>`,
        language: n % 2 ? 'ku' : 'ar',
        htmlLang: n % 2 ? 'ckb' : 'ar',
      });
    }

    const list = await service.list();
    expect(list).toHaveLength(SENT_EMAILS_LIMIT);
    expect(list.map((email) => email.outbox_id)).toEqual(Array.from({ length: SENT_EMAILS_LIMIT }, (_, i) => count - i));
    expect(list[0]).toEqual({
      id: expect.any(Number),
      outbox_id: count,
      message_id: `<m${count}@example.test>`,
      from: 'shop@example.test',
      to: `buyer${count}@example.test`,
      subject: `Order ${count}`,
      language: 'ar',
      text: `Text ${count}`,
      caught_at: new Date(time).toISOString(),
    });
  });
});
