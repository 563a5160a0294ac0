/**
 * The admin's form screens in Chromium against `npm start`'s server (the demo admin, signed in
 * through the admin's own sign-in form):
 * - the forms list: create (opens the builder), duplicate, delete after a confirmation (dismissed
 *   once: nothing goes);
 * - the builder: fields added, one made required, another given the retailer preset source, the
 *   order changed, saved and published; the public form (the shell's modal form, as a link button
 *   opens it) shows the fields in that order, the required mark, and the retailer preset; a select
 *   set to take its options from the retailer list lists the seeded retailers on the Kurdish form;
 * - the leads browser: a lead posted through the public API appears, the date filter keeps it out
 *   and in, it opens with its answers and is deleted (gone from the API too); the search finds one
 *   lead by a phone typed in Kurdish digits and says how many match, clearing it shows all;
 * - the export panel: an export runs to the end, its CSV downloads with the BOM and the header in
 *   the form's field order.
 * With FORMS_SCREENSHOTS set, the builder with the preset control is photographed there at
 * 390×844 and 1280×900 in ku and en.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { demoAdmin, signInAsDemoAdmin } from './support/demo-admin.js';
import { DESKTOP, useE2eSuite } from './support/lifecycle.js';

const SHOTS = process.env.FORMS_SCREENSHOTS;
interface FormFieldInput {
  key: string;
  type: string;
  label: string;
  rules?: { required?: boolean };
  options?: { value: string; label: string }[];
}

describe('admin form screens', () => {
  const suite = useE2eSuite({}, 'forms-admin');
  let bearer: Record<string, string>;
  /** Script errors of every admin page; none is expected. */
  const errors: string[] = [];

  beforeAll(async () => {
    const { email, password } = demoAdmin(suite.server);
    const issued = await api('POST', '/auth/token', { email, password });
    bearer = { authorization: `Bearer ${(issued.body as { token: string }).token}` };
  });

  async function api(method: string, path: string, body?: unknown, headers: Record<string, string> = {}) {
    const response = await fetch(`${suite.server.origin}${path}`, {
      method,
      headers: { ...headers, ...(body !== undefined ? { 'content-type': 'application/json' } : {}) },
      ...(body !== undefined ? { body: JSON.stringify(body) } : {}),
    });
    const text = await response.text();
    return { status: response.status, body: text ? (JSON.parse(text) as unknown) : null };
  }

  async function signIn(language: 'ku' | 'en', viewport: { width: number; height: number } = DESKTOP): Promise<Page> {
    const page = await suite.newPage(viewport, { acceptDownloads: true });
    page.on('pageerror', (error) => errors.push(`${language} admin: ${error.message}`));
    await signInAsDemoAdmin(page, suite.server, language, 'admin');
    return page;
  }

  /** Signs in to the English admin and creates the form `name` on the forms tab: the builder opens on it. */
  async function newFormInBuilder(name: string): Promise<Page> {
    const page = await signIn('en');
    await page.getByRole('tab', { name: 'Forms' }).click();
    await page.getByLabel('Name', { exact: true }).fill(name);
    await page.getByRole('button', { name: 'Create form' }).click();
    await page.getByRole('heading', { name, level: 2 }).waitFor();
    return page;
  }

  /** A published form made through the API (the screens under test read it). */
  async function publishedForm(name: string, fields: FormFieldInput[], language: 'ku' | 'en' = 'en'): Promise<number> {
    const created = await api('POST', '/forms', { name, language, status: 'published', fields }, bearer);
    expect(created.status).toBe(201);
    return (created.body as { data: { id: number } }).data.id;
  }

  async function postLead(formId: number, payload: Record<string, unknown>): Promise<{ id: number; created_at: string }> {
    const sent = await api('POST', `/forms/${formId}/leads`, { payload, language: 'en' });
    expect(sent.status).toBe(201);
    return (sent.body as { data: { id: number; created_at: string } }).data;
  }

  const formRow = (page: Page, name: string) =>
    page.locator('tr[data-form-id]', { has: page.getByRole('rowheader', { name, exact: true }) });

  it('forms list: creates a form (the builder opens), duplicates it, deletes the copy only once confirmed', async () => {
    const page = await newFormInBuilder('E2E list form');
    await page.getByRole('button', { name: 'Back to the forms' }).click();
    await formRow(page, 'E2E list form').waitFor();
    expect(await formRow(page, 'E2E list form').textContent()).toContain('Draft');

    await formRow(page, 'E2E list form').getByRole('button', { name: 'Duplicate E2E list form' }).click();
    const copy = formRow(page, 'E2E list form (copy)');
    await copy.waitFor();

    const asked: string[] = [];
    page.once('dialog', (dialog) => {
      asked.push(dialog.message());
      void dialog.dismiss();
    });
    await copy.getByRole('button', { name: 'Delete E2E list form (copy)' }).click();
    await expect.poll(() => asked.length).toBe(1);
    expect(asked[0]).toBe('Delete the form “E2E list form (copy)”? This cannot be undone.');
    // Dismissed: the copy stays, on the screen and on the server.
    await page.getByRole('tab', { name: 'Leads' }).click();
    await page.getByRole('tab', { name: 'Forms' }).click();
    await copy.waitFor();

    page.once('dialog', (dialog) => void dialog.accept());
    await copy.getByRole('button', { name: 'Delete E2E list form (copy)' }).click();
    await copy.waitFor({ state: 'detached' });
    await formRow(page, 'E2E list form').waitFor();
    const listed = await api('GET', '/forms?filter[language]=en', undefined, bearer);
    const names = (listed.body as { data: { name: string }[] }).data.map((form) => form.name);
    expect(names).toContain('E2E list form');
    expect(names).not.toContain('E2E list form (copy)');
    await page.close();
  });

  it('builder: adds fields, makes one required, presets the retailer, reorders, saves; the public form shows it so', async () => {
    const page = await newFormInBuilder('E2E builder form');
    const field = (index: number) => page.locator(`fieldset[data-field-index="${index}"]`);

    await page.getByRole('button', { name: 'Add a field' }).click();
    await field(0).getByLabel('Key', { exact: true }).fill('full_name');
    await field(0).getByLabel('Label', { exact: true }).fill('Full name');
    await field(0).getByLabel('Required', { exact: true }).check();

    await page.getByRole('button', { name: 'Add a field' }).click();
    await field(1).getByLabel('Type', { exact: true }).selectOption('select');
    await field(1).getByLabel('Key', { exact: true }).fill('retailer');
    await field(1).getByLabel('Label', { exact: true }).fill('Retailer');
    await field(1).getByLabel('Value 1', { exact: true }).fill('IQ-EBL-01');
    await field(1).getByLabel('Label 1', { exact: true }).fill('Erbil');
    await field(1).getByRole('button', { name: 'Add an option' }).click();
    await field(1).getByLabel('Value 2', { exact: true }).fill('IQ-BGD-01');
    await field(1).getByLabel('Label 2', { exact: true }).fill('Baghdad');
    // The preset control, by keyboard: focus it and pick "The retailer".
    const preset = field(1).getByLabel('Preselect from');
    expect(await preset.inputValue()).toBe('');
    await preset.focus();
    await preset.selectOption({ label: 'The retailer' });

    await page.getByRole('button', { name: 'Add a field' }).click();
    await field(2).getByLabel('Type', { exact: true }).selectOption('email');
    await field(2).getByLabel('Key', { exact: true }).fill('email');
    await field(2).getByLabel('Label', { exact: true }).fill('Your e-mail');
    // The e-mail goes first: two steps up.
    await field(2).getByRole('button', { name: 'Move up Field 3: Your e-mail' }).click();
    await field(1).getByRole('button', { name: 'Move up Field 2: Your e-mail' }).click();
    expect(await field(0).getByLabel('Key', { exact: true }).inputValue()).toBe('email');

    await page.getByRole('button', { name: 'Save', exact: true }).first().click();
    await page.getByRole('status').filter({ hasText: 'Saved.' }).first().waitFor();
    await page.getByRole('button', { name: 'Publish', exact: true }).click();
    await page.locator('[data-status="published"]').waitFor();

    const forms = await api('GET', '/forms?filter[language]=en');
    const saved = (forms.body as { data: { id: number; name: string; fields: FormFieldInput[] }[] }).data.find(
      (form) => form.name === 'E2E builder form',
    )!;
    expect(saved.fields.map((f) => f.key)).toEqual(['email', 'full_name', 'retailer']);
    await page.close();

    // The public form, as a link button or a vehicle page opens it (the shell's modal form).
    const visitor = await suite.browser.newPage({ viewport: DESKTOP });
    await visitor.goto(`${suite.server.origin}/en/`);
    await visitor.waitForFunction(() => customElements.get('lrdx-modal-form') !== undefined);
    await visitor.evaluate((formId) => {
      window.dispatchEvent(
        new CustomEvent('modal-form.open', { detail: { formId: String(formId), title: 'E2E', retailerId: 'IQ-BGD-01' } }),
      );
    }, saved.id);
    const form = visitor.locator('lrdx-form [data-screen="form"]');
    await form.waitFor({ timeout: 30_000 });
    expect(await form.locator('[data-field]').evaluateAll((nodes) => nodes.map((n) => n.getAttribute('data-field')))).toEqual([
      'email',
      'full_name',
      'retailer',
    ]);
    expect(await form.locator('[data-field="full_name"] input').evaluate((input) => (input as HTMLInputElement).required)).toBe(true);
    expect(await form.locator('[data-field="full_name"] .lrdx-form__required').count()).toBe(1);
    expect(await form.locator('[data-field="email"] input').evaluate((input) => (input as HTMLInputElement).required)).toBe(false);
    expect(await form.locator('[data-field="retailer"] select').inputValue()).toBe('IQ-BGD-01');
    await visitor.close();
  });

  it('builder: a select takes its options from the retailer list; the public Kurdish form lists the seeded retailers', async () => {
    const page = await newFormInBuilder('E2E retailer list form');
    // The form's own language (the settings below have a language of their own).
    await page.getByRole('combobox', { name: 'Language', exact: true }).first().selectOption('ku');
    await page.getByRole('button', { name: 'Add a field' }).click();
    const field = page.locator('fieldset[data-field-index="0"]');
    await field.getByLabel('Type', { exact: true }).selectOption('select');
    await field.getByLabel('Key', { exact: true }).fill('showroom');
    await field.getByLabel('Label', { exact: true }).fill('بریکار');
    await field.getByLabel('Options from').selectOption({ label: 'The retailer list' });
    // No typed options to fill: the retailer list stands in for them.
    expect(await field.getByLabel('Value 1', { exact: true }).count()).toBe(0);
    await field.getByText('The form lists the retailers as they are now').waitFor();
    await page.getByRole('button', { name: 'Save', exact: true }).first().click();
    await page.getByRole('status').filter({ hasText: 'Saved.' }).first().waitFor();
    await page.getByRole('button', { name: 'Publish', exact: true }).click();
    await page.locator('[data-status="published"]').waitFor();
    await page.close();

    const forms = await api('GET', '/forms?filter[language]=ku');
    const saved = (
      forms.body as { data: { id: number; name: string; fields: (FormFieldInput & { options_from?: string })[] }[] }
    ).data.find((form) => form.name === 'E2E retailer list form')!;
    expect(saved.fields[0]).toMatchObject({ key: 'showroom', options_from: 'retailers' });
    const dealers = await api('GET', '/dealers');
    const codes = ((dealers.body as { data: { dealer_code: string }[] }).data ?? []).map((dealer) => dealer.dealer_code).sort();
    expect(codes.length).toBeGreaterThan(1);

    const visitor = await suite.browser.newPage({ viewport: DESKTOP });
    visitor.on('pageerror', (error) => errors.push(`ku visitor: ${error.message}`));
    await visitor.goto(`${suite.server.origin}/ku/`);
    await visitor.waitForFunction(() => customElements.get('lrdx-modal-form') !== undefined);
    await visitor.evaluate((formId) => {
      window.dispatchEvent(new CustomEvent('modal-form.open', { detail: { formId: String(formId), title: 'E2E' } }));
    }, saved.id);
    const select = visitor.locator('lrdx-form [data-screen="form"] [data-field="showroom"] select');
    await select.waitFor({ timeout: 30_000 });
    const options = await select
      .locator('option')
      .evaluateAll((nodes) =>
        nodes.map((node) => ({ value: (node as HTMLOptionElement).value, label: node.textContent ?? '' })).filter((o) => o.value !== ''),
      );
    expect(options.map((option) => option.value).sort()).toEqual(codes);
    expect(options).toContainEqual({ value: 'IQ-EBL-01', label: 'Land Rover Erbil — هەولێر' });
    await visitor.close();
  });

  it('leads browser: a lead posted through the public API appears, the date filter keeps it out and in, it opens and is deleted', async () => {
    const formId = await publishedForm('E2E leads form', [
      { key: 'first_name', type: 'text', label: 'First name', rules: { required: true } },
      { key: 'message', type: 'textarea', label: 'Message' },
    ]);
    const lead = await postLead(formId, { first_name: 'Leadvisitor', message: 'Please call me after five.' });
    const day = lead.created_at.slice(0, 10);
    const shift = (days: number) => new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

    const page = await signIn('en');
    await page.getByRole('tab', { name: 'Leads' }).click();
    await page.getByLabel('Form', { exact: true }).selectOption({ label: 'E2E leads form (English)' });
    const row = page.locator('table[data-part="leads"] tbody tr', { hasText: 'Leadvisitor' });
    await row.waitFor();

    const filter = async (from: string, to: string) => {
      await page.getByLabel('Created from').fill(from);
      await page.getByLabel('Created to').fill(to);
      await page.getByRole('button', { name: 'Show', exact: true }).click();
    };
    await filter(shift(1), '');
    await page.getByText('No leads match.').waitFor();
    expect(await row.count()).toBe(0);
    await filter(day, day);
    await row.waitFor();
    await filter('', shift(-1));
    await row.waitFor({ state: 'detached' });
    await page.getByText('No leads match.').waitFor();
    await filter(day, '');
    await row.waitFor();
    await page.getByText('1 leads').waitFor();

    await row.getByRole('button', { name: `Open Lead ${lead.id}` }).click();
    const detail = page.locator(`section.cms-lead[data-lead-id="${lead.id}"]`);
    await detail.getByText('Please call me after five.').waitFor();
    await detail.locator('tr[data-integration="crm"]').waitFor();

    page.once('dialog', (dialog) => void dialog.accept());
    await detail.getByRole('button', { name: 'Delete lead' }).click();
    await page.getByRole('status').filter({ hasText: 'The lead is deleted.' }).waitFor();
    await row.waitFor({ state: 'detached' });
    expect((await api('GET', `/forms/${formId}/leads/${lead.id}`, undefined, bearer)).status).toBe(404);
    await page.close();
  });

  it('leads browser search: a phone typed in Kurdish digits finds the one lead; clearing the search shows all again', async () => {
    const formId = await publishedForm('E2E search form', [
      { key: 'first_name', type: 'text', label: 'First name', rules: { required: true } },
      { key: 'phone', type: 'phone', label: 'Phone' },
    ]);
    await postLead(formId, { first_name: 'Ahmed', phone: '0750 123 4567' });
    await postLead(formId, { first_name: 'Dilan', phone: '0770 999 8877' });
    await postLead(formId, { first_name: 'Shvan' });

    const page = await signIn('en');
    await page.getByRole('tab', { name: 'Leads' }).click();
    await page.getByLabel('Form', { exact: true }).selectOption({ label: 'E2E search form (English)' });
    const rows = page.locator('table[data-part="leads"] tbody tr');
    await page.getByText('3 leads', { exact: true }).waitFor();

    await page.getByLabel('Search leads').fill('٠٧٥٠ ١٢٣');
    await page.getByRole('button', { name: 'Show', exact: true }).click();
    await page.getByRole('status').filter({ hasText: '1 leads match “٠٧٥٠ ١٢٣”' }).waitFor();
    await expect.poll(() => rows.count()).toBe(1);
    expect(await rows.first().textContent()).toContain('Ahmed');

    await page.getByRole('button', { name: 'Clear search' }).click();
    await page.getByText('3 leads', { exact: true }).waitFor();
    await expect.poll(() => rows.count()).toBe(3);
    expect(await page.getByLabel('Search leads').inputValue()).toBe('');
    await page.close();
  });

  it('export panel: the export runs to the end; the CSV downloads with the BOM and the header in the form field order', async () => {
    const formId = await publishedForm('E2E export form', [
      { key: 'zeta_city', type: 'text', label: 'City' },
      { key: 'alpha_name', type: 'text', label: 'Name' },
      { key: 'model', type: 'select', label: 'Model', options: [{ value: 'Defender', label: 'Defender' }] },
    ]);
    await postLead(formId, { alpha_name: 'ئاراس', zeta_city: 'هەولێر', model: 'Defender' });
    await postLead(formId, { alpha_name: 'Shilan', zeta_city: 'Duhok' });

    const page = await signIn('en');
    await page.getByRole('tab', { name: 'Leads' }).click();
    await page.getByLabel('Form', { exact: true }).selectOption({ label: 'E2E export form (English)' });
    await page.locator('table[data-part="leads"] tbody tr', { hasText: 'Shilan' }).waitFor();
    await page.getByRole('button', { name: 'Export to CSV' }).click();
    const download = page.getByRole('button', { name: 'Download the CSV' });
    await download.waitFor({ timeout: 60_000 });
    expect(await page.locator('[data-export-status]').getAttribute('data-export-status')).toBe('done');
    expect(await page.locator('.cms-export progress').evaluate((bar) => (bar as HTMLProgressElement).value)).toBe(100);
    const [file] = await Promise.all([page.waitForEvent('download'), download.click()]);
    const bytes = readFileSync((await file.path())!);
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lines = bytes.subarray(3).toString('utf8').trim().split(/\r?\n/);
    expect(lines[0]).toBe('id,created_at,language,City,Name,Model');
    expect(lines).toHaveLength(3);
    expect(lines.some((line) => line.endsWith(',هەولێر,ئاراس,Defender'))).toBe(true);
    expect(lines.some((line) => line.endsWith(',Duhok,Shilan,'))).toBe(true);
    await page.close();
  });

  it.runIf(SHOTS)('photographs the leads search and the retailer-list control in ku and en, narrow and wide', async () => {
    const formId = await publishedForm(
      'فۆرمی گەڕان',
      [
        { key: 'first_name', type: 'text', label: 'ناو', rules: { required: true } },
        { key: 'phone', type: 'phone', label: 'تەلەفۆن' },
      ],
      'ku',
    );
    await postLead(formId, { first_name: 'ئەحمەد', phone: '0750 123 4567' });
    await postLead(formId, { first_name: 'دیلان', phone: '0770 999 8877' });
    const listForm = await publishedForm(
      'فۆرمی لیستی بریکاران',
      [{ key: 'showroom', type: 'select', label: 'بریکار', options: [{ value: 'x', label: 'x' }] }],
      'ku',
    );
    await api(
      'PUT',
      `/forms/${listForm}`,
      {
        name: 'فۆرمی لیستی بریکاران',
        language: 'ku',
        status: 'published',
        fields: [{ key: 'showroom', type: 'select', label: 'بریکار', options_from: 'retailers' }],
      },
      bearer,
    );
    const words = {
      ku: {
        leads: 'نامە وەرگیراوەکان',
        search: 'گەڕان لە نامەکاندا',
        show: 'پیشاندان',
        forms: 'فۆرمەکان',
        edit: 'دەستکاری',
        language: 'زمان',
      },
      en: { leads: 'Leads', search: 'Search leads', show: 'Show', forms: 'Forms', edit: 'Edit', language: 'Language' },
    };
    for (const language of ['ku', 'en'] as const) {
      for (const viewport of [{ width: 390, height: 844 }, DESKTOP]) {
        const w = words[language];
        const page = await signIn(language, viewport);
        await page.getByRole('tab', { name: w.leads }).click();
        await page.locator('select').first().selectOption(String(formId));
        await page.getByLabel(w.search).fill('٠٧٥٠');
        await page.getByRole('button', { name: w.show, exact: true }).click();
        await page.locator('[data-part="lead-total"]').filter({ hasText: '٠٧٥٠' }).waitFor();
        await page.getByLabel(w.search).scrollIntoViewIfNeeded();
        await page.screenshot({ path: join(SHOTS!, `leads-search-${language}-${viewport.width}.png`) });
        await page.getByRole('tab', { name: w.forms }).click();
        await page.getByRole('combobox', { name: w.language, exact: true }).first().selectOption('ku');
        await formRow(page, 'فۆرمی لیستی بریکاران')
          .getByRole('button', { name: `${w.edit} فۆرمی لیستی بریکاران` })
          .click();
        const control = page.locator('fieldset[data-field-index="0"] [data-options-from]');
        await control.scrollIntoViewIfNeeded();
        await page.screenshot({ path: join(SHOTS!, `builder-options-from-${language}-${viewport.width}.png`) });
        await page.close();
      }
    }
  });

  it('shows the builder preset control in ku and en, narrow and wide', async () => {
    const options = (erbil: string, baghdad: string) => [
      { value: 'IQ-EBL-01', label: erbil },
      { value: 'IQ-BGD-01', label: baghdad },
    ];
    const named = { ku: 'فۆرمی بریکار', en: 'E2E preset form' };
    await publishedForm(named.ku, [{ key: 'retailer', type: 'select', label: 'بریکار', options: options('هەولێر', 'بەغدا') }], 'ku');
    await publishedForm(named.en, [{ key: 'retailer', type: 'select', label: 'Retailer', options: options('Erbil', 'Baghdad') }]);
    const words = {
      ku: { tab: 'فۆرمەکان', edit: 'دەستکاری', retailer: 'بریکارەکە' },
      en: { tab: 'Forms', edit: 'Edit', retailer: 'The retailer' },
    };
    for (const language of ['ku', 'en'] as const) {
      for (const viewport of [{ width: 390, height: 844 }, DESKTOP]) {
        const page = await signIn(language, viewport);
        await page.getByRole('tab', { name: words[language].tab }).click();
        await formRow(page, named[language])
          .getByRole('button', { name: `${words[language].edit} ${named[language]}` })
          .click();
        const preset = page.locator('fieldset[data-field-index="0"] [data-preset-source] select');
        await preset.selectOption('retailer');
        expect(await preset.evaluate((select) => (select as HTMLSelectElement).selectedOptions[0]!.textContent)).toBe(
          words[language].retailer,
        );
        await preset.scrollIntoViewIfNeeded();
        if (SHOTS) await page.screenshot({ path: join(SHOTS, `builder-preset-${language}-${viewport.width}.png`) });
        await page.close();
      }
    }
    expect(errors).toEqual([]);
  });
});
