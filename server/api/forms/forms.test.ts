/**
 * The forms routes through fastify.inject on SQLite and PostgreSQL: who may read and write what
 * (visitors, editors, admins, bearer and session with CSRF), good and bad definitions, settings,
 * integrations, export/import/duplicate and locations.
 */
import { describe, expect, it } from 'vitest';
import { testFixture } from '../../testing/suite-fixture.js';
import { withPresetSource } from '../../../site/admin/form-field-preset.js';
import { testDialects } from '../../db/test-db.js';
import { buildFormsTestApp, SAMPLE_FIELDS } from '../../testing/forms-test-app.js';

describe.each(testDialects())('forms API (%s)', (dialect) => {
  const t = testFixture(() => buildFormsTestApp(dialect));

  const inject = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, headers: Record<string, string> = {}, payload?: unknown) =>
    t().app.inject({ method, url, headers, ...(payload !== undefined ? { payload: payload as object } : {}) });

  it('creates a form as admin and shows a published form to anyone, a draft only with a token', async () => {
    const published = await t().createForm({ name: 'Contact us', language: 'ku' });
    const draft = await t().createForm({ name: 'Secret', status: 'draft' });
    const anonymous = await inject('GET', `/forms/${published}`);
    expect(anonymous.statusCode).toBe(200);
    expect(anonymous.json().data).toMatchObject({ id: published, name: 'Contact us', language: 'ku', fields: SAMPLE_FIELDS });
    expect((await inject('GET', `/forms/${draft}`)).statusCode).toBe(404);
    expect((await inject('GET', `/forms/${draft}`, t().editor)).json().data.status).toBe('draft');
    const list = await inject('GET', '/forms');
    expect(list.json().data.map((f: { id: number }) => f.id)).toEqual([published]);
    expect((await inject('GET', '/forms?filter[language]=en', t().admin)).json().data.map((f: { id: number }) => f.id)).toEqual([draft]);
    expect((await inject('GET', '/forms/999')).json().error.code).toBe('form_not_found');
  });

  it('refuses writes from visitors (401), editors (403) and sessions without the CSRF token (403)', async () => {
    const body = { name: 'X', language: 'en', fields: [] };
    expect((await inject('POST', '/forms', {}, body)).json().error.code).toBe('unauthenticated');
    const editor = await inject('POST', '/forms', t().editor, body);
    expect([editor.statusCode, editor.json().error.code]).toEqual([403, 'forbidden']);
    const noCsrf = await inject('POST', '/forms', { cookie: t().adminSession.cookie }, body);
    expect([noCsrf.statusCode, noCsrf.json().error.code]).toEqual([403, 'csrf_invalid']);
    const withCsrf = await inject('POST', '/forms', { cookie: t().adminSession.cookie, 'x-csrf-token': t().adminSession.csrf }, body);
    expect(withCsrf.statusCode).toBe(201);
  });

  it('refuses definitions the rules engine cannot check, naming the member', async () => {
    const twice = await inject('POST', '/forms', t().admin, { name: 'X', language: 'en', fields: [SAMPLE_FIELDS[0], SAMPLE_FIELDS[0]] });
    expect([twice.statusCode, twice.json().error]).toEqual([
      400,
      expect.objectContaining({ code: 'invalid_form', field: 'fields[1].key' }),
    ]);
    const unknownType = await inject('POST', '/forms', t().admin, {
      name: 'X',
      language: 'en',
      fields: [{ key: 'a', type: 'colour', label: 'A' }],
    });
    expect(unknownType.statusCode).toBe(400);
    const badLanguage = await inject('POST', '/forms', t().admin, { name: 'X', language: 'fr', fields: [] });
    expect(badLanguage.statusCode).toBe(400);
  });

  it('updates and deletes a form (admin), 404 for unknown ones', async () => {
    const id = await t().createForm();
    const updated = await inject('PUT', `/forms/${id}`, t().admin, {
      name: 'Renamed',
      language: 'ar',
      status: 'draft',
      fields: SAMPLE_FIELDS,
    });
    expect(updated.json().data).toMatchObject({ name: 'Renamed', language: 'ar', status: 'draft' });
    expect((await inject('PUT', '/forms/999', t().admin, { name: 'R', language: 'ar', fields: [] })).statusCode).toBe(404);
    expect((await inject('DELETE', `/forms/${id}`, t().editor)).statusCode).toBe(403);
    expect((await inject('DELETE', `/forms/${id}`, t().admin)).statusCode).toBe(204);
    expect((await inject('GET', `/forms/${id}`, t().admin)).statusCode).toBe(404);
  });

  it('keeps the preset source the builder gives a select (the retailer list starts at the car retailer); refuses an unknown source', async () => {
    const id = await t().createForm();
    const retailer = withPresetSource(
      {
        key: 'retailer',
        type: 'select',
        label: 'Retailer',
        options: [
          { value: 'IQ-EBL-01', label: 'Erbil' },
          { value: 'IQ-BGD-01', label: 'Baghdad' },
        ],
      },
      'retailer',
    );
    const fields = [...SAMPLE_FIELDS.filter((field) => field.key !== 'retailer'), retailer];
    const saved = await inject('PUT', `/forms/${id}`, t().admin, { name: 'Enquiry', language: 'en', status: 'published', fields });
    expect(saved.statusCode).toBe(200);
    const read = (await inject('GET', `/forms/${id}`)).json().data.fields.find((field: { key: string }) => field.key === 'retailer');
    expect(read).toMatchObject({ type: 'select', hidden: { source: 'retailer' } });
    const cleared = withPresetSource(read, '');
    const unset = await inject('PUT', `/forms/${id}`, t().admin, {
      name: 'Enquiry',
      language: 'en',
      fields: fields.map((field) => (field.key === 'retailer' ? cleared : field)),
    });
    expect(unset.json().data.fields.at(-1).hidden).toBeUndefined();
    const unknown = await inject('PUT', `/forms/${id}`, t().admin, {
      name: 'Enquiry',
      language: 'en',
      fields: [{ ...retailer, hidden: { source: 'weather' } }],
    });
    expect(unknown.statusCode).toBe(400);
  });

  it('keeps the three settings: thank-you public, notifications and confirmations admin-only', async () => {
    const id = await t().createForm({ language: 'ku' });
    const thanks = await inject('GET', `/forms/${id}/settings/thank_you`);
    expect(thanks.json().data.heading).toBe('سوپاس!');
    expect((await inject('GET', `/forms/${id}/settings/notifications`)).statusCode).toBe(401);
    expect((await inject('GET', `/forms/${id}/settings/confirmations`, t().editor)).statusCode).toBe(403);
    const notifications = { enabled: true, recipients: ['sales@retailer.iq'], notify_retailer: false, subject: 'Lead' };
    expect((await inject('PUT', `/forms/${id}/settings/notifications`, t().admin, notifications)).json().data).toEqual(notifications);
    expect((await inject('GET', `/forms/${id}/settings/notifications`, t().admin)).json().data).toEqual(notifications);
    const bad = await inject('PUT', `/forms/${id}/settings/notifications`, t().admin, { ...notifications, recipients: ['not an address'] });
    expect(bad.statusCode).toBe(400);
    const thankYou = { heading: 'Thanks', message: 'Soon', button_label: 'OK' };
    expect((await inject('PUT', `/forms/${id}/settings/thank_you`, t().editor, thankYou)).statusCode).toBe(403);
    expect((await inject('PUT', `/forms/${id}/settings/thank_you`, t().admin, thankYou)).json().data).toEqual(thankYou);
  });

  it('keeps integrations and tells the active CRM (admin only)', async () => {
    const id = await t().createForm();
    expect((await inject('GET', `/forms/${id}/integrations`, t().admin)).json().data).toEqual({
      crm: { enabled: true, field_mapping: {} },
    });
    const integrations = { crm: { enabled: false, campaign: 'Spring', field_mapping: { first_name: 'FirstName' } } };
    expect((await inject('PUT', `/forms/${id}/integrations`, t().admin, integrations)).json().data).toEqual(integrations);
    expect((await inject('GET', `/forms/${id}/integrations`, t().admin)).json().data).toEqual(integrations);
    expect((await inject('GET', `/forms/${id}/integrations`)).statusCode).toBe(401);
    expect((await inject('GET', '/integrations/active_system', t().admin)).json().data).toEqual({ system: 'local', configured: false });
    expect((await inject('GET', '/integrations/verify', t().admin)).json().data).toMatchObject({ system: 'local', ok: true });
    expect((await inject('GET', '/integrations/verify', t().editor)).statusCode).toBe(403);
  });

  it('exports a form, imports it back as a draft and duplicates it under a new name', async () => {
    const id = await t().createForm({ name: 'Brochure', kind: 'brochure' });
    const document = (await inject('GET', `/forms/${id}/export`, t().admin)).json().data;
    expect(document).toMatchObject({ format: 'lrdx-form', version: 1, form: { name: 'Brochure', kind: 'brochure' } });
    const imported = await inject('POST', '/forms/import', t().admin, document);
    expect(imported.statusCode).toBe(201);
    expect(imported.json().data).toMatchObject({ name: 'Brochure', status: 'draft', fields: SAMPLE_FIELDS });
    expect((await inject('POST', '/forms/import', t().admin, { ...document, format: 'other' })).statusCode).toBe(400);
    expect((await inject('POST', '/forms/import', t().editor, document)).statusCode).toBe(403);
    const copy = await inject('POST', `/forms/${id}/duplicate?name=${encodeURIComponent('Brochure 2')}`, t().admin);
    expect(copy.json().data).toMatchObject({ name: 'Brochure 2', status: 'draft', kind: 'brochure' });
    expect((await inject('POST', '/forms/999/duplicate', t().admin)).statusCode).toBe(404);
  });

  it('lists locations for anyone and changes them as admin only', async () => {
    const body = { name: 'Erbil showroom', city: 'هەولێر', address: '100m Road', email: 'erbil@retailer.iq', dealer_id: 7 };
    expect((await inject('POST', '/locations', t().editor, body)).statusCode).toBe(403);
    const created = await inject('POST', '/locations', t().admin, body);
    expect(created.statusCode).toBe(201);
    const id = created.json().data.id as number;
    expect((await inject('GET', '/locations')).json().data).toEqual([{ id, ...body }]);
    expect((await inject('PUT', `/locations/${id}`, t().admin, { ...body, city: 'دهۆک' })).json().data.city).toBe('دهۆک');
    expect((await inject('PUT', '/locations/999', t().admin, body)).statusCode).toBe(404);
    expect((await inject('POST', '/locations', t().admin, { ...body, name: '' })).statusCode).toBe(400);
    expect((await inject('DELETE', `/locations/${id}`, {})).statusCode).toBe(401);
    expect((await inject('DELETE', `/locations/${id}`, t().admin)).statusCode).toBe(204);
    expect((await inject('DELETE', `/locations/${id}`, t().admin)).statusCode).toBe(404);
  });
});
