/**
 * The vehicle page's price drop and back in stock alert as shipped (dist/), against the real server
 * (docs/alerts.md, "Alerts on one vehicle"): beside save and share, "E-mail me about price drops"
 * opens the shared alert form, used with the keyboard alone, and announces "check your inbox" once
 * the server took it; in Kurdish its texts and direction are the page's.
 */
import { sendKeys } from '@web/test-runner-commands';
import { assert, waitFor, mountElement, unmountAll, shadowOf, loadBundles } from '../testing/browser-fixture.js';

const LIST_KEY = 'iraq';
let vehicleId = 0;

const root = shadowOf;
const showroom = (lang: string) =>
  mountElement('lrdx-showroom', { 'vehicle-id': String(vehicleId), 'list-key': LIST_KEY, 'api-base': location.origin, lang });
const alertButton = (el: HTMLElement) =>
  waitFor(() => root(el).querySelector<HTMLButtonElement>('.lrdx-actions [data-alert="vehicle"]'), 'the alert button');

describe('<lrdx-showroom> price drop and back in stock alert', () => {
  before(async () => {
    await loadBundles('lrdx-showroom');
    const listing = (await (await fetch(`/public_api/listing/${LIST_KEY}?items=1&filter[statuses_in][]=stock`)).json()) as {
      data: { id: number }[];
    };
    vehicleId = listing.data[0]?.id ?? 0;
    assert(vehicleId > 0, 'a vehicle in stock to show');
  });
  afterEach(() => unmountAll());

  it('signs up from the vehicle page with the keyboard and announces "check your inbox"', async () => {
    const el = showroom('en');
    const button = await alertButton(el);
    assert(button.textContent === 'E-mail me about price drops', `its text: ${button.textContent}`);
    button.focus();
    await sendKeys({ press: 'Enter' });
    const form = await waitFor(() => root(el).querySelector<HTMLElement>('.lrdx-actions section.lrdx-alert'), 'the form');
    const email = form.querySelector<HTMLInputElement>('input[type="email"]') as HTMLInputElement;
    await waitFor(() => root(el).activeElement === email, 'focus in the address field');
    await sendKeys({ type: 'shirin@example.com' });
    await sendKeys({ press: 'Enter' });
    const consent = form.querySelector<HTMLInputElement>('input[type="checkbox"]') as HTMLInputElement;
    await waitFor(() => consent.getAttribute('aria-invalid') === 'true' && root(el).activeElement === consent, 'consent asked for');
    await sendKeys({ press: 'Space' });
    await sendKeys({ press: 'Tab' });
    await sendKeys({ press: 'Enter' });
    const done = await waitFor(() => form.querySelector<HTMLElement>('.lrdx-alert__done'), 'the confirmation message');
    assert(done.getAttribute('role') === 'status', 'announced');
    assert(done.textContent?.startsWith('Check your inbox to confirm') === true, `says: ${done.textContent}`);
  });

  it('speaks Kurdish right to left on a Kurdish page', async () => {
    const el = showroom('ku');
    const button = await alertButton(el);
    assert(button.textContent === 'ئاگادارم بکەرەوە کاتێک نرخ دادەبەزێت', `Kurdish: ${button.textContent}`);
    button.click();
    const form = await waitFor(() => root(el).querySelector<HTMLElement>('.lrdx-actions section.lrdx-alert'), 'the form');
    assert(form.querySelector('input[type="email"]')?.getAttribute('dir') === 'ltr', 'the address is typed left to right');
    assert(form.closest('[dir="rtl"]'), 'inside the right-to-left view');
  });
});
