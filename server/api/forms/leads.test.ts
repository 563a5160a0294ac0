/**
 * The leads routes on SQLite and PostgreSQL: a visitor's submission (validation in the visitor's
 * language, reCAPTCHA, Idempotency-Key, drafts), the admin's list/read/delete/retry, delivery
 * through the outboxes, personal data erased from the outbox on deletion, and the CSV export.
 */
import { describe, expect, it } from 'vitest';
import { testFixture } from '../../testing/suite-fixture.js';
import { processCrmOutbox, type Crm } from '../../adapters/crm/index.js';
import { createLocalRecaptcha } from '../../adapters/recaptcha/index.js';
import { testDialects } from '../../db/test-db.js';
import { buildFormsTestApp, GOOD_PAYLOAD, SAMPLE_FIELDS } from '../../testing/forms-test-app.js';
import { dealerRows } from '../../seed/dealers.js';

const downCrm: Crm = {
  name: 'down',
  deliver: async () => {
    throw new Error('CRM unreachable');
  },
};

describe.each(testDialects())('form leads API (%s)', (dialect) => {
  const t = testFixture(() => buildFormsTestApp(dialect, { recaptcha: createLocalRecaptcha(true) }));

  const post = (formId: number, payload: unknown, headers: Record<string, string> = {}) =>
    t().app.inject({ method: 'POST', url: `/forms/${formId}/leads`, headers, payload: payload as object });
  const get = (url: string, headers: Record<string, string> = t().admin) => t().app.inject({ method: 'GET', url, headers });

  it('stores a valid lead with normalised values and queues its CRM delivery; only admins read it', async () => {
    const id = await t().createForm();
    const sent = await post(id, { payload: { ...GOOD_PAYLOAD, extra: 'dropped' } });
    expect(sent.statusCode).toBe(201);
    const leadId = sent.json().data.id as number;
    const lead = await get(`/forms/${id}/leads/${leadId}`);
    expect(lead.json().data).toMatchObject({
      id: leadId,
      language: 'en',
      values: { first_name: 'Aras', email: 'aras@example.iq', phone: '+9647501234567', model: 'defender', privacy: true },
      integrations: [{ integration: 'crm', state: 'pending', attempts: 0 }],
    });
    expect(lead.json().data.values).not.toHaveProperty('extra');
    expect((await get(`/forms/${id}/leads/${leadId}`, {})).statusCode).toBe(401);
    expect((await get(`/forms/${id}/leads/${leadId}`, t().editor)).statusCode).toBe(403);
    expect((await get(`/forms/${id}/leads`, t().editor)).statusCode).toBe(403);
    expect((await get(`/forms/${id}/leads/999`)).json().error.code).toBe('lead_not_found');
  });

  it('answers 422 with every failing field, worded in the visitor language, and stores nothing', async () => {
    const id = await t().createForm();
    const refused = await post(id, { payload: { first_name: 'A'.repeat(51), email: 'nope', privacy: false }, language: 'ku' });
    expect(refused.statusCode).toBe(422);
    const error = refused.json().error;
    expect(error).toMatchObject({ code: 'validation_failed', field: 'payload.first_name' });
    expect(Object.keys(error.fields)).toEqual(['first_name', 'email', 'privacy']);
    expect(error.fields.first_name).toEqual({ code: 'max', message: 'ژمارەی پیتەکان لە سنوور تێپەڕی' });
    expect((await post(id, { payload: { ...GOOD_PAYLOAD, first_name: 'A'.repeat(51) } })).json().error.fields.first_name.message).toBe(
      'Character limit exceeded',
    );
    expect((await post(id, { nothing: true })).statusCode).toBe(400);
    expect((await get(`/forms/${id}/leads`)).json().meta.total).toBe(0);
  });

  it('takes no leads for drafts or unknown forms', async () => {
    const draft = await t().createForm({ status: 'draft' });
    expect((await post(draft, { payload: GOOD_PAYLOAD })).statusCode).toBe(404);
    expect((await post(999, { payload: GOOD_PAYLOAD })).statusCode).toBe(404);
  });

  it('checks g-recaptcha-response when the form asks for it and reCAPTCHA is configured', async () => {
    const id = await t().createForm({ recaptcha: true });
    expect((await post(id, { payload: GOOD_PAYLOAD })).json().error).toMatchObject({
      code: 'recaptcha_required',
      field: 'g-recaptcha-response',
    });
    expect((await post(id, { payload: GOOD_PAYLOAD, 'g-recaptcha-response': 'bot' })).json().error.code).toBe('recaptcha_failed');
    expect((await post(id, { payload: GOOD_PAYLOAD, 'g-recaptcha-response': 'local-pass-1' })).statusCode).toBe(201);
  });

  it('stores one lead for duplicate submissions with one Idempotency-Key, refuses the key with other answers', async () => {
    const id = await t().createForm();
    const key = { 'idempotency-key': 'form-lead-key-0001' };
    const [first, second] = await Promise.all([post(id, { payload: GOOD_PAYLOAD }, key), post(id, { payload: GOOD_PAYLOAD }, key)]);
    expect([first.statusCode, second.statusCode].sort()).toEqual([200, 201]);
    expect(first.json().data.id).toBe(second.json().data.id);
    expect((await get(`/forms/${id}/leads`)).json().meta.total).toBe(1);
    const other = await post(id, { payload: { ...GOOD_PAYLOAD, first_name: 'Dilan' } }, key);
    expect([other.statusCode, other.json().error.code]).toEqual([409, 'idempotency_key_reused']);
    expect((await post(id, { payload: GOOD_PAYLOAD }, { 'idempotency-key': 'short' })).statusCode).toBe(400);
  });

  it('lists leads with items, page, created_at filters and sort', async () => {
    const id = await t().createForm();
    for (const [day, name] of [
      ['2030-01-01', 'Aras'],
      ['2030-01-02', 'Dilan'],
      ['2030-01-03', 'Shvan'],
    ] as const) {
      t().clock.now = Date.parse(`${day}T10:00:00Z`);
      expect((await post(id, { payload: { ...GOOD_PAYLOAD, first_name: name } })).statusCode).toBe(201);
    }
    const names = (body: { items: { values: { first_name: string } }[] }) => body.items.map((lead) => lead.values.first_name);
    expect(names((await get(`/forms/${id}/leads`)).json())).toEqual(['Shvan', 'Dilan', 'Aras']);
    expect(names((await get(`/forms/${id}/leads?sort=created_at&items=2&page=2`)).json())).toEqual(['Shvan']);
    const window = await get(`/forms/${id}/leads?filter[created_at_gteq]=2030-01-02&filter[created_at_lteq]=2030-01-02`);
    expect(names(window.json())).toEqual(['Dilan']);
    expect(window.json().meta).toEqual({ page: 1, items: 25, total: 1, pages: 1 });
    const bad = await get(`/forms/${id}/leads?filter[created_at_gteq]=yesterday`);
    expect([bad.statusCode, bad.json().error.field]).toEqual([400, 'filter[created_at_gteq]']);
    expect((await get(`/forms/${id}/leads?items=500`)).statusCode).toBe(400);
  });

  it('searches the lead values: case, Kurdish/Arabic digits and letter forms folded, with the date filter and paging', async () => {
    const id = await t().createForm();
    const leads = [
      ['2030-01-01', { first_name: 'Ahmed', email: 'ahmed@example.iq', phone: '07701112233' }],
      ['2030-01-02', { first_name: 'ئەحمەد', email: 'kurd@example.iq', phone: '٠٧٥٠١٢٣٤٥٦٧' }],
      ['2030-01-03', { first_name: 'علي', email: 'ali@example.iq', phone: '07809998877' }],
      ['2030-01-04', { first_name: 'AHMED 50%', email: 'caps@example.iq' }],
    ] as const;
    for (const [day, values] of leads) {
      t().clock.now = Date.parse(`${day}T10:00:00Z`);
      expect((await post(id, { payload: { ...GOOD_PAYLOAD, phone: undefined, ...values } })).statusCode).toBe(201);
    }
    const search = async (text: string, extra = '') => {
      const reply = await get(`/forms/${id}/leads?filter[search]=${encodeURIComponent(text)}${extra}`);
      expect(reply.statusCode).toBe(200);
      const body = reply.json() as { items: { values: { email: string } }[]; meta: { total: number } };
      return { emails: body.items.map((lead) => lead.values.email), total: body.meta.total };
    };
    expect((await search('ahmed')).emails).toEqual(['caps@example.iq', 'ahmed@example.iq']);
    expect((await search('ئەحمەد')).emails).toEqual(['kurd@example.iq']);
    // Stored with Kurdish digits, found with Latin ones and the national form; Latin stored, Kurdish typed.
    expect((await search('0750 123 4567')).emails).toEqual(['kurd@example.iq']);
    expect((await search('+9647501234567')).emails).toEqual(['kurd@example.iq']);
    expect((await search('٠٧٨٠٩٩٩')).emails).toEqual(['ali@example.iq']);
    // The Arabic ي finds the lead however it is typed (ی is the Kurdish form of the letter).
    expect((await search('علی')).emails).toEqual(['ali@example.iq']);
    expect((await search('50%')).emails).toEqual(['caps@example.iq']);
    expect((await search('5_%')).total).toBe(0);
    expect(await search('ahmed', '&filter[created_at_gteq]=2030-01-02')).toEqual({ emails: ['caps@example.iq'], total: 1 });
    expect(await search('example.iq', '&items=1&page=2&sort=created_at')).toEqual({ emails: ['kurd@example.iq'], total: 4 });
    for (const bad of ['', '   ', 'a'.repeat(101), 'a\u0000b']) {
      const refused = await get(`/forms/${id}/leads?filter[search]=${encodeURIComponent(bad)}`);
      expect([refused.statusCode, refused.json().error.code !== undefined]).toEqual([400, true]);
    }
    const blank = await get(`/forms/${id}/leads?filter[search]=${encodeURIComponent('   ')}`);
    expect(blank.json().error).toMatchObject({ code: 'invalid_filter', field: 'filter[search]' });
    // The export of the same search holds the same leads.
    const exported = await t().app.inject({
      method: 'POST',
      url: `/forms/${id}/lead_exports`,
      headers: t().admin,
      payload: { filters: { search: 'AHMED' } },
    });
    expect([exported.statusCode, exported.json().data.total]).toEqual([201, 2]);
    const exportId = exported.json().data.id as number;
    expect((await finished(id, exportId)).status).toBe('done');
    const csv = (await get(`/forms/${id}/lead_exports/${exportId}/download`)).rawPayload.subarray(3).toString('utf8');
    expect(csv).toContain('caps@example.iq');
    expect(csv).toContain('ahmed@example.iq');
    expect(csv).not.toContain('kurd@example.iq');
  });

  it('delivers through the outboxes: CRM with retries and a visible failure, retry by fix, e-mails queued', async () => {
    const id = await t().createForm();
    const location = await t().app.inject({
      method: 'POST',
      url: '/locations',
      headers: t().admin,
      payload: { name: 'Erbil', city: 'هەولێر', address: 'x', email: 'erbil@retailer.iq' },
    });
    const headers = t().admin;
    await t().app.inject({
      method: 'PUT',
      url: `/forms/${id}/settings/notifications`,
      headers,
      payload: { enabled: true, recipients: [], notify_retailer: true, subject: 'New lead' },
    });
    await t().app.inject({
      method: 'PUT',
      url: `/forms/${id}/settings/confirmations`,
      headers,
      payload: { enabled: true, subject: 'Thanks', message: 'We will call you.' },
    });
    const leadId = (await post(id, { payload: { ...GOOD_PAYLOAD, retailer: String(location.json().data.id) } })).json().data.id;
    const mails = await t().ctx.db.selectFrom('email_outbox').selectAll().orderBy('id').execute();
    expect(mails.map((mail) => mail.to)).toEqual(['erbil@retailer.iq', 'aras@example.iq']);
    expect(mails[0]!.body).toContain('First name: Aras');

    const policy = { maxAttempts: 1, baseDelayMs: 1, maxDelayMs: 1, leaseMs: 1 };
    await processCrmOutbox(t().ctx.db, downCrm, { now: t().clock.now, policy });
    const failed = (await get(`/forms/${id}/leads/${leadId}/integrations`)).json().data;
    expect(failed.map((s: { integration: string; state: string }) => [s.integration, s.state])).toEqual([
      ['crm', 'failed'],
      ['notification_email', 'pending'],
      ['confirmation_email', 'pending'],
    ]);
    expect(failed[0].last_error).toBe('CRM unreachable');
    const fixUrl = `/forms/${id}/leads/${leadId}/integrations/fix`;
    expect((await t().app.inject({ method: 'POST', url: fixUrl, headers: t().editor, payload: {} })).statusCode).toBe(403);
    const fixed = await t().app.inject({ method: 'POST', url: fixUrl, headers, payload: {} });
    expect(fixed.json().data[0].state).toBe('pending');
    await processCrmOutbox(t().ctx.db, (await import('../../adapters/crm/local.js')).createLocalCrm(), { now: t().clock.now, policy });
    expect((await get(`/forms/${id}/leads/${leadId}/integrations`)).json().data[0].state).toBe('delivered');
    const again = await t().app.inject({ method: 'POST', url: fixUrl, headers, payload: {} });
    expect([again.statusCode, again.json().error.code]).toEqual([409, 'nothing_to_fix']);
  });

  it('deletes a lead with its personal data everywhere, outbox payloads and e-mails included', async () => {
    const id = await t().createForm();
    await t().app.inject({
      method: 'PUT',
      url: `/forms/${id}/settings/confirmations`,
      headers: t().admin,
      payload: { enabled: true, subject: 'Thanks', message: 'Soon' },
    });
    const delivered = (await post(id, { payload: GOOD_PAYLOAD })).json().data.id;
    const { createLocalCrm } = await import('../../adapters/crm/local.js');
    await processCrmOutbox(t().ctx.db, createLocalCrm(), { now: t().clock.now });
    // Its confirmation is sent (to the local mail catcher, which keeps a copy).
    expect((await t().services.emailOutbox.runOnce()).sent).toBeGreaterThan(0);
    expect(JSON.stringify(await t().ctx.db.selectFrom('caught_emails').selectAll().execute())).toContain('aras@example.iq');
    const queued = (await post(id, { payload: { ...GOOD_PAYLOAD, email: 'dilan@example.iq' } })).json().data.id;
    expect((await t().app.inject({ method: 'DELETE', url: `/forms/${id}/leads/${delivered}`, headers: t().editor })).statusCode).toBe(403);
    for (const leadId of [delivered, queued]) {
      expect((await t().app.inject({ method: 'DELETE', url: `/forms/${id}/leads/${leadId}`, headers: t().admin })).statusCode).toBe(204);
    }
    const everything = JSON.stringify([
      await t().ctx.db.selectFrom('form_leads').selectAll().execute(),
      await t().ctx.db.selectFrom('leads').selectAll().execute(),
      await t().ctx.db.selectFrom('crm_outbox').selectAll().execute(),
      await t().ctx.db.selectFrom('email_outbox').selectAll().execute(),
      await t().ctx.db.selectFrom('caught_emails').selectAll().execute(),
    ]);
    for (const personal of ['Aras', 'aras@example.iq', 'dilan@example.iq', '+9647501234567']) expect(everything).not.toContain(personal);
    expect((await t().app.inject({ method: 'DELETE', url: `/forms/${id}/leads/${delivered}`, headers: t().admin })).statusCode).toBe(404);
  });

  /** Polls the export job until the worker has finished it (the route answers before the file is written). */
  async function finished(formId: number, exportId: number) {
    for (let i = 0; i < 500; i += 1) {
      const job = (await get(`/forms/${formId}/lead_exports/${exportId}`)).json().data as { status: string };
      if (job.status === 'done' || job.status === 'failed') return job;
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
    throw new Error(`export ${exportId} never finished`);
  }

  it('exports leads in the background to a CSV file with a BOM and a header in the form field order', async () => {
    const id = await t().createForm({ language: 'ku' });
    expect((await post(id, { payload: { ...GOOD_PAYLOAD, first_name: 'ئاراس' } })).statusCode).toBe(201);
    expect((await post(id, { payload: { ...GOOD_PAYLOAD, first_name: '=HYPERLINK("x")' } })).statusCode).toBe(201);
    expect((await t().app.inject({ method: 'POST', url: `/forms/${id}/lead_exports`, headers: t().editor, payload: {} })).statusCode).toBe(
      403,
    );
    const job = await t().app.inject({
      method: 'POST',
      url: `/forms/${id}/lead_exports`,
      headers: t().admin,
      payload: { sort: 'created_at' },
    });
    expect(job.statusCode).toBe(201);
    const exportId = job.json().data.id as number;
    expect(job.json().data).toMatchObject({ total: 2, download_url: null });
    expect(['pending', 'running']).toContain(job.json().data.status);
    // A lead after the job is not in its snapshot.
    await post(id, { payload: GOOD_PAYLOAD });
    expect(await finished(id, exportId)).toMatchObject({ status: 'done', processed: 2, progress: 100 });
    const downloadUrl = (await get(`/forms/${id}/lead_exports/${exportId}`)).json().data.download_url as string;
    expect(downloadUrl).toBe(`/forms/${id}/lead_exports/${exportId}/download`);
    // The worker stored the CSV in the database, where every process finds it.
    const chunks = await t().database.db.selectFrom('lead_export_chunks').select(['job_id', 'seq']).execute();
    expect(chunks).toEqual([{ job_id: exportId, seq: 0 }]);
    const csv = await get(downloadUrl);
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(csv.rawPayload.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
    const lines = csv.rawPayload.subarray(3).toString('utf8').trim().split('\n');
    expect(lines[0]).toBe('id,created_at,language,First name,E-mail,Phone,Model,I agree,Retailer');
    expect(lines).toHaveLength(3);
    // The phone stays text in a spreadsheet, its + kept (a bare +964… is read as a number).
    expect(lines[1]).toContain(',ئاراس,aras@example.iq,"=""+9647501234567""",defender,yes,');
    expect(lines[2]).toContain(`"'=HYPERLINK(""x"")"`);
    expect((await get(`/forms/${id}/lead_exports/999`)).statusCode).toBe(404);
    expect((await get(downloadUrl, {})).statusCode).toBe(401);
    const bad = await t().app.inject({
      method: 'POST',
      url: `/forms/${id}/lead_exports`,
      headers: t().admin,
      payload: { filters: { created_at_gteq: 'soon-ish-time' } },
    });
    expect(bad.statusCode).toBe(400);
  });

  it('deletes the exports that may hold a deleted lead, job and stored CSV: their download is 404', async () => {
    const id = await t().createForm({ language: 'ku' });
    const first = (await post(id, { payload: { ...GOOD_PAYLOAD, first_name: 'ئاراس' } })).json().data.id as number;
    await post(id, { payload: { ...GOOD_PAYLOAD, first_name: 'دیلان' } });
    const exportId = (await t().app.inject({ method: 'POST', url: `/forms/${id}/lead_exports`, headers: t().admin, payload: {} })).json()
      .data.id as number;
    await finished(id, exportId);
    expect((await get(`/forms/${id}/lead_exports/${exportId}/download`)).rawPayload.toString('utf8')).toContain('ئاراس');
    expect((await t().app.inject({ method: 'DELETE', url: `/forms/${id}/leads/${first}`, headers: t().admin })).statusCode).toBe(204);
    expect(await t().database.db.selectFrom('lead_export_chunks').selectAll().execute()).toEqual([]);
    const download = await get(`/forms/${id}/lead_exports/${exportId}/download`);
    expect([download.statusCode, download.json().error.code]).toEqual([404, 'export_not_found']);
    // A new export holds the other lead and not the deleted one.
    const again = (await t().app.inject({ method: 'POST', url: `/forms/${id}/lead_exports`, headers: t().admin, payload: {} })).json().data
      .id as number;
    await finished(id, again);
    const csv = (await get(`/forms/${id}/lead_exports/${again}/download`)).rawPayload.toString('utf8');
    expect(csv).toContain('دیلان');
    expect(csv).not.toContain('ئاراس');
  });

  it('answers 409 export_not_ready for the download of an unfinished job', async () => {
    const id = await t().createForm();
    const row = await t()
      .database.db.insertInto('lead_exports')
      .values({
        form_id: id,
        status: 'running',
        filters: '{}',
        sort: '-created_at',
        max_lead_id: 0,
        total: 0,
        processed: 0,
        error: null,
        created_at: new Date().toISOString(),
        updated_at: new Date().toISOString(),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const answer = await get(`/forms/${id}/lead_exports/${row.id}/download`);
    expect(answer.statusCode).toBe(409);
    expect(answer.json().error).toMatchObject({ code: 'export_not_ready', field: 'exportId' });
  });

  /**
   * A test-drive form asking the preferred time, and a retailer in the database: `book` sends a lead
   * for that time at the retailer ('' for none), the error in `language`.
   */
  async function testDriveBooking(language: string) {
    const dealer = dealerRows()[0]!;
    await t().database.db.insertInto('dealers').values(dealer).execute();
    const id = await t().createForm({
      kind: 'test_drive',
      fields: [...SAMPLE_FIELDS, { key: 'preferred_time', type: 'datetime', label: 'When', rules: { required: true } }],
    });
    const book = (when: string, retailer = dealer.dealer_code, asked = language) =>
      post(id, { payload: { ...GOOD_PAYLOAD, retailer, preferred_time: when }, language: asked });
    return { id, dealer, book };
  }

  it('books a test drive only within the retailer opening hours: 400 naming the field otherwise, in the visitor language', async () => {
    const { id, dealer, book } = await testDriveBooking('ku');
    // 2030-02-01 is a Friday (closed); 2030-02-02 a Saturday, 09:00–19:00.
    const friday = await book('2030-02-01T10:00');
    expect(friday.statusCode).toBe(400);
    expect(friday.json().error).toEqual({
      code: 'outside_opening_hours',
      message: 'ئەم کاتە لە کاتەکانی کارکردنی بریکارەکەدا نییە. کاتێکی تر هەڵبژێرە.',
      field: 'payload.preferred_time',
    });
    expect((await book('2030-02-02T19:00', dealer.dealer_code, 'en')).json().error.message).toMatch(/opening hours/);
    expect((await book('2030-02-02T10:30')).statusCode).toBe(201);
    // Without a retailer (the contact page) the time is the visitor's to choose.
    expect((await book('2030-02-01T10:00', '')).statusCode).toBe(201);
    const leads = await get(`/forms/${id}/leads`);
    expect(leads.json().meta.total).toBe(2);
  });

  it('refuses a test drive in the past, with or without a retailer, by the rule the form and the rental share', async () => {
    const { dealer, book } = await testDriveBooking('ar');
    // Saturday 2030-02-02, 10:00 in Iraq (07:00 UTC).
    t().clock.now = Date.parse('2030-02-02T07:00:00Z');
    for (const [when, retailer] of [
      ['2030-01-30T10:00', dealer.dealer_code],
      ['2030-01-30T10:00', ''],
      ['2030-02-02T09:30', dealer.dealer_code],
    ] as const) {
      const answer = await book(when, retailer);
      expect(answer.statusCode).toBe(400);
      expect(answer.json().error).toEqual({
        code: 'booking_in_past',
        message: 'هذا الوقت قد مضى. اختر وقتًا قادمًا.',
        field: 'payload.preferred_time',
      });
    }
    expect((await book('2030-02-08T10:30')).json().error.code).toBe('outside_opening_hours');
    expect((await book('2030-02-02T10:30')).statusCode).toBe(201);
  });
});
