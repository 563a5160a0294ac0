/**
 * Order online on a phone (390×844, Kurdish): each step that replaces another (the details form
 * after the steps page and the hold, the payment after the details, the success after paying)
 * brings its heading into view below the sticky header and focuses it, even though the visitor
 * pressed "continue" at the foot of the page — as the reservation's screens do
 * (widgets/features/flow/, docs/site-shell.md "A new step of a flow").
 */
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { PHONE, useE2eSuite } from './support/lifecycle.js';
import { TIMEOUT, at, chooseDetails, fillDetails, useReservable } from './support/order-online.js';

/**
 * The focused element inside the widget (through its shadow root) and whether a visitor sees it:
 * inside the viewport and, at its centre, not covered by the header or a bar.
 */
const focusedHeading = (page: Page) =>
  page.evaluate(() => {
    const host = document.querySelector('lrdx-order-online');
    const focused = host?.shadowRoot?.activeElement as HTMLElement | null | undefined;
    if (!host?.shadowRoot || !focused) return { heading: null, seen: false };
    const box = focused.getBoundingClientRect();
    const hit = host.shadowRoot.elementFromPoint(box.left + Math.min(box.width / 2, 24), box.top + box.height / 2);
    const seen = box.top >= 0 && box.bottom <= innerHeight && hit !== null && focused.contains(hit);
    return { heading: /^H[1-6]$/.test(focused.tagName) ? focused.textContent : null, seen };
  });

/** Scrolls the page to its very end, where the step's button and the footer are. */
const toTheFoot = (page: Page) => page.evaluate(() => scrollTo(0, document.documentElement.scrollHeight));

async function expectHeadingShown(page: Page, text: string): Promise<void> {
  await expect.poll(() => focusedHeading(page), { timeout: TIMEOUT }).toEqual({ heading: text, seen: true });
}

const headingText = (page: Page, selector: string) =>
  page.locator(`lrdx-order-online ${selector}`).evaluate((heading) => heading.textContent ?? '');

describe('order online: every new step is shown from its heading', () => {
  const suite = useE2eSuite({}, 'oo-focus');
  const vehicles = useReservable(suite);

  it('moves to the heading of the details form, the payment and the success, focused', async () => {
    const page = await suite.newPage(PHONE);
    await page.goto(`${suite.server.origin}/ku/showroom-order-online/vehicle/${vehicles[0]!.id}`);
    await at(page, 'steps');
    await toTheFoot(page);
    await chooseDetails(page);

    await at(page, 'checkout', 'lockInit');
    await page.locator('lrdx-order-online [data-action="soft-lock-confirm"]').click();
    await at(page, 'checkout', 'form');
    await expectHeadingShown(page, await headingText(page, '#lrdx-order-form-title'));

    await toTheFoot(page);
    await fillDetails(page);
    await at(page, 'checkout', 'payment');
    await expectHeadingShown(page, await headingText(page, '#lrdx-order-payment-title'));

    await page.locator('lrdx-order-online #card-number').fill('4242 4242 4242 4242');
    await toTheFoot(page);
    await page.locator('lrdx-order-online [data-action="pay"]').click();
    await at(page, 'success');
    await expectHeadingShown(page, await headingText(page, '[data-order="success"] h2'));
  });
});
