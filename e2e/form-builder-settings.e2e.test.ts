/**
 * The form builder's settings (docs/forms.md): an admin writes the thank-you view, the retailer's
 * notification e-mail, the visitor's confirmation e-mail and the CRM mapping, each saved by its own
 * button, and finds them as written when the form is opened again after a reload.
 */
import { describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { signInAsDemoAdmin } from './support/demo-admin.js';
import { useE2eSuite } from './support/lifecycle.js';

const NAME = 'E2E settings';

describe('form builder settings', () => {
  const suite = useE2eSuite({}, 'form-builder-settings');

  async function formsTab(page: Page): Promise<void> {
    await page.getByRole('tab', { name: 'Forms', exact: true }).click();
  }

  /** The section (its own form) under a heading. */
  const section = (builder: Locator, heading: string) =>
    builder.locator('form').filter({ has: builder.page().getByRole('heading', { name: heading }) });

  async function saveAndSee(part: Locator): Promise<void> {
    await part.getByRole('button', { name: 'Save', exact: true }).click();
    await expect.poll(() => part.getByRole('status').textContent()).toBe('Saved.');
  }

  it('each section saves on its own and reads back after a reload', { timeout: 120_000 }, async () => {
    const page = await suite.newPage({ width: 1280, height: 800 });
    await signInAsDemoAdmin(page, suite.server, 'en', 'admin');
    await formsTab(page);
    const create = page
      .locator('#cms-root form')
      .filter({ has: page.locator('button[type="submit"]') })
      .first();
    await create.locator('input:not([type="hidden"])').first().fill(NAME);
    await create.locator('button[type="submit"]').click();
    const builder = page.locator('.cms-form-builder');
    await builder.waitFor();

    const thankYou = section(builder, 'Thank-you view');
    await thankYou.getByLabel('Heading', { exact: true }).fill('Thank you, we will call you');
    await thankYou.getByLabel('Go to this address instead').fill('https://example.com/thanks');
    await saveAndSee(thankYou);

    const notify = section(builder, 'Notification e-mail to the retailer');
    await notify.getByLabel('On', { exact: true }).check();
    await notify.getByLabel('Extra recipients').fill(' sales@example.com \n\n crm@example.com');
    await notify.getByLabel('Subject').fill('New lead');
    await saveAndSee(notify);

    const confirm = section(builder, 'Confirmation e-mail to the visitor');
    await confirm.getByLabel('Subject').fill('We have your request');
    await saveAndSee(confirm);

    const crm = section(builder, 'CRM');
    await crm.getByLabel('Field mapping').fill('email=Email\nnot a pair\nphone = MobilePhone');
    await saveAndSee(crm);

    await page.reload();
    await formsTab(page);
    await page.getByRole('button', { name: `Edit ${NAME}` }).click();
    await builder.waitFor();
    await expect
      .poll(() => section(builder, 'Thank-you view').getByLabel('Heading', { exact: true }).inputValue())
      .toBe('Thank you, we will call you');
    expect(await section(builder, 'Thank-you view').getByLabel('Go to this address instead').inputValue()).toBe(
      'https://example.com/thanks',
    );
    expect(await section(builder, 'Notification e-mail to the retailer').getByLabel('On', { exact: true }).isChecked()).toBe(true);
    // One address per line, the blank line and the spaces gone.
    expect(await section(builder, 'Notification e-mail to the retailer').getByLabel('Extra recipients').inputValue()).toBe(
      'sales@example.com\ncrm@example.com',
    );
    expect(await section(builder, 'Confirmation e-mail to the visitor').getByLabel('Subject').inputValue()).toBe('We have your request');
    // The line that is not a pair is left out.
    await expect.poll(() => section(builder, 'CRM').getByLabel('Field mapping').inputValue()).toBe('email=Email\nphone=MobilePhone');
  });
});
