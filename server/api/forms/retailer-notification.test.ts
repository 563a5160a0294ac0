/**
 * The retailer's notification e-mail of a lead sent the way the vehicle page sends it: the modal
 * form finds the seeded form by kind and language, the retailer select starts at the car's dealer
 * CODE (widgets/showroom/actions.tsx `retailerId: dealer_code`, widgets/form/hidden-values.ts) and
 * the vehicle id rides in a hidden field. The e-mail lands in the local e-mail adapter
 * (`email_outbox`) addressed to that retailer — on SQLite and PostgreSQL.
 */
import { describe, expect, it } from 'vitest';
import { testFixture } from '../../testing/suite-fixture.js';
import type { FormDefinition } from '../../../domain/contracts/forms.js';
import { dealerRows } from '../../seed/dealers.js';
import { seedForms } from '../../seed/forms-seed.js';
import { testDialects } from '../../db/test-db.js';
import { buildFormsTestApp, GOOD_PAYLOAD } from '../../testing/forms-test-app.js';

describe.each(testDialects())('retailer notification of a lead from a vehicle page (%s)', (dialect) => {
  const t = testFixture(
    () => buildFormsTestApp(dialect),
    async (t) => {
      await t.database.db.insertInto('dealers').values(dealerRows()).execute();
      await seedForms(t.database.db);
    },
  );

  /** What <lrdx-form> does when the vehicle page opens "book a test drive": find the form, notify on. */
  async function testDriveForm(): Promise<FormDefinition> {
    const listed = await t().app.inject({ method: 'GET', url: '/forms?filter[language]=ku&filter[status]=published' });
    const form = (listed.json().data as FormDefinition[]).find((candidate) => candidate.kind === 'test_drive');
    if (!form) throw new Error('no seeded ku test drive form');
    const saved = await t().app.inject({
      method: 'PUT',
      url: `/forms/${form.id}/settings/notifications`,
      headers: t().admin,
      payload: { enabled: true, recipients: ['leads@brand.example'], notify_retailer: true, subject: 'تاقیکردنەوەی لێخوڕین' },
    });
    expect(saved.statusCode).toBe(200);
    return form;
  }

  /** The lead as the widget posts it: the visible answers, the preset retailer code, the hidden vehicle id. */
  const postLead = (form: FormDefinition, retailer: string) =>
    t().app.inject({
      method: 'POST',
      url: `/forms/${form.id}/leads`,
      headers: { 'idempotency-key': `vehicle-page-${retailer}-0001` },
      payload: {
        language: 'ku',
        payload: {
          first_name: 'ئاراس',
          last_name: 'کەریم',
          email: 'aras@example.iq',
          phone: '٠٧٥٠١٢٣٤٥٦٧',
          model: 'Defender',
          retailer,
          // 2030-02-02 is a Saturday: inside the seeded retailers' hours.
          preferred_time: '2030-02-02T10:30',
          privacy: true,
          vehicle_id: '1042',
        },
      },
    });

  const dealerId = async (code: string) =>
    (await t().database.db.selectFrom('dealers').select('id').where('dealer_code', '=', code).executeTakeFirstOrThrow()).id;

  const notifications = async () =>
    (await t().database.db.selectFrom('email_outbox').selectAll().orderBy('id').execute()).filter((mail) =>
      mail.subject.startsWith('تاقیکردنەوەی لێخوڕین'),
    );

  it('sends the notification to the retailer the dealer code names, with the listed recipients', async () => {
    const dealer = dealerRows()[1]!;
    const form = await testDriveForm();
    const sent = await postLead(form, dealer.dealer_code);
    expect(sent.statusCode).toBe(201);

    const mails = await notifications();
    expect(mails).toHaveLength(1);
    expect(mails[0]!.to).toBe(`${dealer.email}, leads@brand.example`);
    expect(mails[0]!.body).toContain(dealer.dealer_code);
    expect(mails[0]!.body).toContain('1042');
    const lead = await t().app.inject({
      method: 'GET',
      url: `/forms/${form.id}/leads/${sent.json().data.id}/integrations`,
      headers: t().admin,
    });
    expect(lead.json().data.map((s: { integration: string }) => s.integration)).toContain('notification_email');
  });

  it('prefers the location an admin set up for that dealer', async () => {
    const dealer = dealerRows()[2]!;
    const location = await t().app.inject({
      method: 'POST',
      url: '/locations',
      headers: t().admin,
      payload: {
        name: 'Showroom',
        city: 'هەولێر',
        address: 'x',
        email: 'showroom@retailer.iq',
        dealer_id: await dealerId(dealer.dealer_code),
      },
    });
    expect(location.statusCode).toBe(201);
    const form = await testDriveForm();
    expect((await postLead(form, dealer.dealer_code)).statusCode).toBe(201);
    expect((await notifications()).map((mail) => mail.to)).toEqual(['showroom@retailer.iq, leads@brand.example']);
  });

  it('reads a hidden retailer field as a dealer code, a dealer id or a location id; an unknown one notifies only the list', async () => {
    const [first, second] = dealerRows();
    const location = await t().app.inject({
      method: 'POST',
      url: '/locations',
      headers: t().admin,
      payload: { name: 'Erbil', city: 'هەولێر', address: 'x', email: 'erbil@retailer.iq' },
    });
    const id = await t().createForm({ language: 'ku' });
    await t().app.inject({
      method: 'PUT',
      url: `/forms/${id}/settings/notifications`,
      headers: t().admin,
      payload: { enabled: true, recipients: ['leads@brand.example'], notify_retailer: true, subject: 'تاقیکردنەوەی لێخوڕین' },
    });
    for (const retailer of [
      first!.dealer_code,
      String(await dealerId(second!.dealer_code)),
      String(location.json().data.id),
      'IQ-NOPE-99',
    ]) {
      const sent = await t().app.inject({
        method: 'POST',
        url: `/forms/${id}/leads`,
        payload: { payload: { ...GOOD_PAYLOAD, retailer } },
      });
      expect(sent.statusCode).toBe(201);
    }
    expect((await notifications()).map((mail) => mail.to)).toEqual([
      `${first!.email}, leads@brand.example`,
      `${second!.email}, leads@brand.example`,
      'erbil@retailer.iq, leads@brand.example',
      'leads@brand.example',
    ]);
  });
});
