/**
 * A select whose options come from the retailer list (`options_from: 'retailers'`), on SQLite and
 * PostgreSQL: stored without options, read with the current retailers in the form's language (a
 * retailer added later appears without editing the form), a lead stores the dealer code and
 * anything else is refused, and the retailer notification finds the retailer from that field.
 */
import { describe, expect, it } from 'vitest';
import { testFixture } from '../../testing/suite-fixture.js';
import type { FormDefinition, FormField } from '../../../domain/contracts/forms.js';
import { dealerRows } from '../../seed/dealers.js';
import { testDialects } from '../../db/test-db.js';
import { buildFormsTestApp } from '../../testing/forms-test-app.js';

const FIELDS: FormField[] = [
  { key: 'first_name', type: 'text', label: 'ناو', rules: { required: true } },
  { key: 'showroom', type: 'select', label: 'بریکار', options_from: 'retailers', rules: { required: true } },
];

describe.each(testDialects())('select options from the retailer list (%s)', (dialect) => {
  const t = testFixture(
    () => buildFormsTestApp(dialect),
    async (t) => {
      await t.database.db.insertInto('dealers').values(dealerRows()).execute();
    },
  );

  const read = async (id: number): Promise<FormDefinition> =>
    (await t().app.inject({ method: 'GET', url: `/forms/${id}` })).json().data as FormDefinition;
  const showroom = (form: FormDefinition) => form.fields.find((field) => field.key === 'showroom')!;

  it('lists the current retailers by dealer code, named as the site names them (display name — place in the form language); stores no options of its own', async () => {
    const id = await t().createForm({ language: 'ku', fields: FIELDS });
    const options = showroom(await read(id)).options!;
    expect(options.map((option) => option.value).sort()).toEqual(
      dealerRows()
        .map((dealer) => dealer.dealer_code)
        .sort(),
    );
    expect(options.find((option) => option.value === 'IQ-EBL-01')?.label).toBe('Land Rover Erbil — هەولێر');
    // The builder's copy, saved back with the filled options, still stores none: the list stays live.
    const form = await read(id);
    const saved = await t().app.inject({
      method: 'PUT',
      url: `/forms/${id}`,
      headers: t().admin,
      payload: { ...form, id: undefined, created_at: undefined, updated_at: undefined, kind: form.kind },
    });
    expect(saved.statusCode).toBe(200);
    const exported = await t().app.inject({ method: 'GET', url: `/forms/${id}/export`, headers: t().admin });
    expect(exported.json().data.form.fields[1]).toEqual(FIELDS[1]);

    const [sample] = dealerRows();
    await t()
      .database.db.insertInto('dealers')
      .values({ ...sample!, dealer_code: 'IQ-SUL-77', name: 'Slemani New Motors', city: 'Sulaymaniyah', owner_metadata: '{}' })
      .execute();
    expect(showroom(await read(id)).options).toContainEqual({ value: 'IQ-SUL-77', label: 'Slemani New Motors — سلێمانی' });
    const listed = (await t().app.inject({ method: 'GET', url: '/forms?filter[language]=ku' })).json().data as FormDefinition[];
    expect(showroom(listed.find((f) => f.id === id)!).options).toContainEqual({
      value: 'IQ-SUL-77',
      label: 'Slemani New Motors — سلێمانی',
    });
  });

  it('names the retailers in English on an English form', async () => {
    const id = await t().createForm({ language: 'en', fields: FIELDS });
    expect(showroom(await read(id)).options!.find((option) => option.value === 'IQ-EBL-01')?.label).toBe('Land Rover Erbil — Erbil');
  });

  it('refuses retailer options on a checkbox field', async () => {
    const refused = await t().app.inject({
      method: 'POST',
      url: '/forms',
      headers: t().admin,
      payload: { name: 'x', language: 'en', fields: [{ key: 'dealers', type: 'checkbox', label: 'x', options_from: 'retailers' }] },
    });
    expect([refused.statusCode, refused.json().error]).toEqual([
      400,
      expect.objectContaining({ code: 'invalid_form', field: 'fields[0].options_from' }),
    ]);
  });

  it('stores the dealer code of a lead, refuses a code not on the list, and notifies that retailer', async () => {
    const id = await t().createForm({ language: 'ku', fields: FIELDS });
    const notify = await t().app.inject({
      method: 'PUT',
      url: `/forms/${id}/settings/notifications`,
      headers: t().admin,
      payload: { enabled: true, recipients: ['leads@brand.example'], notify_retailer: true, subject: 'نامەی نوێ' },
    });
    expect(notify.statusCode).toBe(200);
    const dealer = dealerRows()[1]!;
    const post = (code: string) =>
      t().app.inject({
        method: 'POST',
        url: `/forms/${id}/leads`,
        payload: { language: 'ku', payload: { first_name: 'ئاراس', showroom: code } },
      });
    expect((await post('IQ-NOPE-99')).statusCode).toBe(422);
    const sent = await post(dealer.dealer_code);
    expect(sent.statusCode).toBe(201);
    const lead = await t().app.inject({ method: 'GET', url: `/forms/${id}/leads/${sent.json().data.id}`, headers: t().admin });
    expect(lead.json().data.values.showroom).toBe(dealer.dealer_code);
    const mails = await t().database.db.selectFrom('email_outbox').select('to').where('subject', 'like', 'نامەی نوێ%').execute();
    expect(mails.map((mail) => mail.to)).toEqual([`${dealer.email}, leads@brand.example`]);
  });
});
