/**
 * On a retailer's own page (the demo dealer site, another origin), "Enquire" on a stock card opens
 * the enquiry form inside the widget instead of leaving for the brand site's contact page; the lead
 * it sends carries the vehicle and the vehicle's retailer (docs/embedding.md, docs/forms.md).
 */
import { beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { demoAdmin, SIGN_IN } from './support/demo-admin.js';
import { useE2eSuite } from './support/lifecycle.js';

describe('retailer page: enquiries stay on the retailer site', () => {
  const suite = useE2eSuite({}, 'retailer-enquiry');
  let page: Page;

  beforeAll(async () => {
    page = await suite.browser.newPage({ viewport: { width: 390, height: 844 } });
  });

  it('opens the form in the widget, prefilled with the car and its retailer, and the lead reaches that retailer', async () => {
    await page.goto(`${suite.server.examplesOrigin}/dealer-site/`);
    const card = page.locator('lrdx-stock-locator [data-vehicle-id]').first();
    await card.waitFor({ timeout: 30_000 });
    const vehicleId = await card.getAttribute('data-vehicle-id');
    const vehicle = (await (await fetch(`${suite.server.origin}/public_api/listing/iraq/vehicle/${vehicleId}`)).json()) as {
      data: { attributes: { dealer_code: string } };
    };
    const dealer = vehicle.data.attributes.dealer_code;
    expect(dealer).not.toBe('');

    const submitted = page.evaluate(
      () =>
        new Promise<{ formId: string; leadId: string }>((resolve) =>
          document.addEventListener('form.submitted', (event) =>
            resolve((event as CustomEvent<{ formId: string; leadId: string }>).detail),
          ),
        ),
    );
    await card.locator('a[data-action="enquire"]').click();
    // Still on the retailer's page, with the form in a modal dialog of the widget.
    expect(new URL(page.url()).origin).toBe(suite.server.examplesOrigin);
    const dialog = page.locator('lrdx-stock-locator dialog[data-dialog="enquiry"]');
    expect(await dialog.evaluate((el) => (el as HTMLDialogElement).open)).toBe(true);
    expect(await dialog.getAttribute('dir')).toBe('rtl');
    const form = dialog.locator('lrdx-form [data-screen="form"]');
    await form.waitFor({ timeout: 30_000 });
    await page.screenshot({ path: '/tmp/editor-shots/retailer-enquiry-ku-390.png' }).catch(() => undefined);
    await form.locator('[data-field="first_name"] input').fill('ئاراس');
    await form.locator('[data-field="last_name"] input').fill('کەریمی');
    await form.locator('[data-field="email"] input').fill('aras@example.iq');
    await form.locator('[data-field="phone"] input').fill('٠٧٥٠١٢٣٤٥٦٧');
    await form.locator('[data-field="privacy"] input').check();
    await form.locator('button[data-action="submit"]').click();
    await dialog.locator('lrdx-form [data-screen="thank-you"]').waitFor({ timeout: 30_000 });
    const { formId, leadId } = await submitted;
    expect(leadId).not.toBe('');

    // The admin reads the lead: the vehicle and its retailer travelled with it.
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
    expect(text).toContain(String(vehicleId));
    expect(text).toContain(dealer);
    await admin.close();

    // Closing the dialog removes it; the page keeps no hidden copy of the form.
    await dialog.locator('button[data-action="close"]').click();
    await expect.poll(() => page.locator('lrdx-stock-locator dialog[data-dialog="enquiry"]').count()).toBe(0);
  });
});
