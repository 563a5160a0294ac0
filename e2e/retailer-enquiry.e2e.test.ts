/**
 * On a retailer's own page (the demo dealer site, another origin), "Enquire" and "Book a test drive"
 * on a stock card open their form inside the widget instead of leaving for the brand site's contact
 * page; the lead each sends carries the vehicle and the vehicle's retailer (docs/embedding.md,
 * docs/forms.md).
 */
import { beforeAll, describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { demoAdmin, SIGN_IN } from './support/demo-admin.js';
import { useE2eSuite } from './support/lifecycle.js';

interface Submitted {
  formId: string;
  leadId: string;
}

describe('retailer page: enquiries stay on the retailer site', () => {
  const suite = useE2eSuite({}, 'retailer-enquiry');
  let page: Page;

  beforeAll(async () => {
    page = await suite.browser.newPage({ viewport: { width: 390, height: 844 } });
  });

  /** The dealer site's first stock card, its vehicle id and that vehicle's retailer. */
  async function firstCard(): Promise<{ card: Locator; vehicleId: string; dealer: string }> {
    await page.goto(`${suite.server.examplesOrigin}/dealer-site/`);
    const card = page.locator('lrdx-stock-locator [data-vehicle-id]').first();
    await card.waitFor({ timeout: 30_000 });
    const vehicleId = (await card.getAttribute('data-vehicle-id')) ?? '';
    const vehicle = (await (await fetch(`${suite.server.origin}/public_api/listing/iraq/vehicle/${vehicleId}`)).json()) as {
      data: { attributes: { dealer_code: string } };
    };
    const dealer = vehicle.data.attributes.dealer_code;
    expect(dealer).not.toBe('');
    return { card, vehicleId, dealer };
  }

  /** The next `form.submitted` event's detail on the page. */
  function nextSubmission(): Promise<Submitted> {
    return page.evaluate(
      () =>
        new Promise<Submitted>((resolve) =>
          document.addEventListener('form.submitted', (event) => resolve((event as CustomEvent<Submitted>).detail)),
        ),
    );
  }

  /** Clicks the card's button and returns the widget's modal dialog, checked open, right to left, on the retailer's page. */
  async function openDialog(card: Locator, action: string): Promise<Locator> {
    await card.locator(`a[data-action="${action}"]`).click();
    expect(new URL(page.url()).origin).toBe(suite.server.examplesOrigin);
    const dialog = page.locator('lrdx-stock-locator dialog[data-dialog="enquiry"]');
    expect(await dialog.evaluate((el) => (el as HTMLDialogElement).open)).toBe(true);
    expect(await dialog.getAttribute('dir')).toBe('rtl');
    await dialog.locator('lrdx-form [data-screen="form"]').waitFor({ timeout: 30_000 });
    return dialog;
  }

  /** Who is asking, the same on both forms. */
  async function fillVisitor(form: Locator): Promise<void> {
    await form.locator('[data-field="first_name"] input').fill('ئاراس');
    await form.locator('[data-field="last_name"] input').fill('کەریمی');
    await form.locator('[data-field="email"] input').fill('aras@example.iq');
    await form.locator('[data-field="phone"] input').fill('٠٧٥٠١٢٣٤٥٦٧');
    await form.locator('[data-field="privacy"] input').check();
  }

  /** The lead as the admin reads it, as JSON text. */
  async function leadText({ formId, leadId }: Submitted): Promise<string> {
    const admin = await suite.browser.newPage();
    const { email, password } = demoAdmin(suite.server);
    await admin.goto(`${suite.server.origin}/ku/admin`);
    await admin.getByLabel(SIGN_IN.ku.email).fill(email);
    await admin.getByLabel(SIGN_IN.ku.password).fill(password);
    await Promise.all([admin.waitForURL(/\/ku\/admin/), admin.keyboard.press('Enter')]);
    await admin.getByRole('tab').first().waitFor();
    const lead = await admin.request.get(`${suite.server.origin}/forms/${formId}/leads/${leadId}`);
    expect(lead.status()).toBe(200);
    const text = JSON.stringify(await lead.json());
    await admin.close();
    return text;
  }

  it('opens the form in the widget, prefilled with the car and its retailer, and the lead reaches that retailer', async () => {
    const { card, vehicleId, dealer } = await firstCard();
    const submitted = nextSubmission();
    const dialog = await openDialog(card, 'enquire');
    const form = dialog.locator('lrdx-form [data-screen="form"]');
    await page.screenshot({ path: '/tmp/editor-shots/retailer-enquiry-ku-390.png' }).catch(() => undefined);
    await fillVisitor(form);
    await form.locator('button[data-action="submit"]').click();
    await dialog.locator('lrdx-form [data-screen="thank-you"]').waitFor({ timeout: 30_000 });
    const lead = await submitted;
    expect(lead.leadId).not.toBe('');

    // The admin reads the lead: the vehicle and its retailer travelled with it.
    const text = await leadText(lead);
    expect(text).toContain(String(vehicleId));
    expect(text).toContain(dealer);

    // Closing the dialog removes it; the page keeps no hidden copy of the form.
    await dialog.locator('button[data-action="close"]').click();
    await expect.poll(() => page.locator('lrdx-stock-locator dialog[data-dialog="enquiry"]').count()).toBe(0);
  });

  it('books a test drive the same way: its own form, the car’s retailer chosen, a time picked, the lead to that retailer', async () => {
    const { card, vehicleId, dealer } = await firstCard();
    const submitted = nextSubmission();
    const dialog = await openDialog(card, 'book-test-drive');
    expect(await dialog.locator('h2').textContent()).toBe('تاقیکردنەوەی لێخوڕین');
    expect(await dialog.locator('lrdx-form').getAttribute('form-kind')).toBe('test_drive');
    const form = dialog.locator('lrdx-form [data-screen="form"]');
    // Opened from the car: the retailer select starts at the car's retailer.
    expect(await form.locator('[data-field="retailer"] select').inputValue()).toBe(dealer);
    await fillVisitor(form);
    // The model is required here: it starts at the car's model when the form lists it.
    const model = form.locator('[data-field="model"] select');
    if ((await model.inputValue()) === '') await model.selectOption({ index: 1 });
    // A time next year: the first day and hour the retailer is open (closed ones are disabled).
    const part = (name: string) => form.locator(`[data-field="preferred_time"] select[id$="-${name}"]`);
    const firstOpen = (select: Locator) =>
      select.evaluate(
        (el) => [...(el as HTMLSelectElement).options].find((option) => option.value !== '' && !option.disabled)?.value ?? '',
      );
    await part('year').selectOption(String(new Date().getFullYear() + 1));
    await part('month').selectOption('03');
    await part('day').selectOption(await firstOpen(part('day')));
    await part('hour').selectOption(await firstOpen(part('hour')));
    await part('minute').selectOption(await firstOpen(part('minute')));
    await form.locator('button[data-action="submit"]').click();
    await dialog.locator('lrdx-form [data-screen="thank-you"]').waitFor({ timeout: 30_000 });
    const lead = await submitted;
    expect(lead.leadId).not.toBe('');

    const text = await leadText(lead);
    expect(text).toContain(String(vehicleId));
    expect(text).toContain(dealer);
    expect(text).toContain(`${new Date().getFullYear() + 1}-03-`);
  });
});
