/**
 * The vehicle page's price drop and back in stock alert as shipped (dist/), against the real server
 * (docs/alerts.md, "Alerts on one vehicle"): beside save and share, "E-mail me about price drops"
 * opens the shared alert form, used with the keyboard alone, and announces "check your inbox" once
 * the server took it; in Kurdish its texts and direction are the page's. A note under the buttons
 * says when this browser asked for alerts on the vehicle: on (and, once saved, that un-saving stops
 * them), then stopped when the visitor un-saves it, the stop request answered by the server
 * (docs/alerts.md, "Un-saving stops the alert").
 */
import { sendKeys } from '@web/test-runner-commands';
import { assert, waitFor, mountElement, shadowOf, onBundles, firstVehicleInStock, answersTo } from '../testing/browser-fixture.js';
import { consentAndSendWithKeyboard, consentOf, openAlertFormWithKeyboard } from '../testing/alert-sign-up.js';

const LIST_KEY = 'iraq';
let vehicleId = 0;

const root = shadowOf;
const showroom = (lang: string) =>
  mountElement('lrdx-showroom', { 'vehicle-id': String(vehicleId), 'list-key': LIST_KEY, 'api-base': location.origin, lang });
const alertButton = (el: HTMLElement) =>
  waitFor(() => root(el).querySelector<HTMLButtonElement>('.lrdx-actions [data-alert="vehicle"]'), 'the alert button');
const note = (el: HTMLElement) => root(el).querySelector<HTMLElement>('.lrdx-actions .lrdx-alert-note');
const saveButton = (el: HTMLElement) =>
  root(el).querySelector<HTMLButtonElement>('.lrdx-actions [data-action="save"]') as HTMLButtonElement;

/** Presses save (un-save) while watching the stop requests; gives the server's answers. */
function unsave(el: HTMLElement): Promise<unknown[]> {
  assert(saveButton(el).getAttribute('aria-pressed') === 'true', 'saved before');
  return answersTo('/public_api/alerts/vehicles/stop', 1, () => saveButton(el).click());
}

/** Saves the vehicle, waits for the note to say `savedNote`, then un-saves it: the server answers that the alerts are stopped. */
async function saveThenUnsave(el: HTMLElement, savedNote: string): Promise<void> {
  saveButton(el).click();
  await waitFor(() => note(el)?.textContent === savedNote, 'the saved note');
  const answers = await unsave(el);
  assert(JSON.stringify(answers) === '[{"data":{"status":"stopped"}}]', `the server answered ${JSON.stringify(answers)}`);
}

describe('<lrdx-showroom> price drop and back in stock alert', () => {
  onBundles('lrdx-showroom', { stored: ['sl_product_page_data', 'lrdx_vehicle_alert_stops'] });
  before(async () => {
    vehicleId = await firstVehicleInStock(LIST_KEY);
  });

  it('signs up from the vehicle page with the keyboard and announces "check your inbox"', async () => {
    const el = showroom('en');
    const button = await alertButton(el);
    assert(button.textContent === 'E-mail me about price drops', `its text: ${button.textContent}`);
    const { form } = await openAlertFormWithKeyboard(el, button, root(el).querySelector('.lrdx-actions') as HTMLElement);
    await sendKeys({ type: 'shirin@example.com' });
    await sendKeys({ press: 'Enter' });
    const consent = consentOf(form);
    await waitFor(() => consent.getAttribute('aria-invalid') === 'true' && root(el).activeElement === consent, 'consent asked for');
    await consentAndSendWithKeyboard(form);

    // Alerts on; the vehicle is not saved, so the e-mails' link is the way to stop them.
    const on = await waitFor(() => root(el).querySelector<HTMLElement>('.lrdx-actions .lrdx-alert-note[data-alert-note="on"]'), 'the note');
    assert(on.getAttribute('role') === 'status', 'the note is a status');
    assert(on.textContent === 'E-mail alerts are on for this vehicle. Every e-mail has a link to stop them.', `note: ${on.textContent}`);
    // Saved: un-saving stops them, and says so.
    await saveThenUnsave(el, 'E-mail alerts are on for this vehicle. Removing it from Saved stops them.');
    await waitFor(() => note(el)?.dataset.alertNote === 'stopped', 'the stopped note');
    assert(note(el) === on, 'the same status element');
    const stopped = note(el)?.textContent;
    assert(stopped === 'Removed from Saved: the e-mail alerts for this vehicle are stopped.', `stopped: ${stopped}`);
    assert(localStorage.getItem('lrdx_vehicle_alert_stops') === '[]', 'the token is forgotten');
    // Saved again: the stopped line goes (the button asks for a new alert).
    saveButton(el).click();
    await waitFor(() => note(el)?.dataset.alertNote === 'none' && note(el)?.textContent === '', 'the note cleared');
  });

  it('says nothing when this browser asked for no alert on the vehicle', async () => {
    const el = showroom('en');
    await alertButton(el);
    assert(note(el)?.textContent === '', 'no note');
    assert(getComputedStyle(note(el) as HTMLElement).display === 'none', 'taking no room');
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

  it('says alerts are on, then stopped, in Kurdish right to left', async () => {
    // A stop token this browser keeps for the vehicle, as a sign-up leaves it (one the server never stored: it answers the same).
    localStorage.setItem(
      'lrdx_vehicle_alert_stops',
      JSON.stringify([{ vehicle_id: vehicleId, token: 'x'.repeat(43), api_base: location.origin }]),
    );
    const el = showroom('ku');
    await alertButton(el);
    await waitFor(
      () => note(el)?.textContent === 'ئاگادارکردنەوەی ئیمەیڵ بۆ ئەم ئۆتۆمبێلە چالاکە. هەموو ئیمەیڵێک بەستەرێکی تێدایە بۆ ڕاگرتنیان.',
      `the Kurdish note (says: ${note(el)?.textContent})`,
    );
    assert(getComputedStyle(note(el) as HTMLElement).direction === 'rtl', 'right to left');
    await saveThenUnsave(el, 'ئاگادارکردنەوەی ئیمەیڵ بۆ ئەم ئۆتۆمبێلە چالاکە. لابردنی لە پاشەکەوتکراوەکان ڕایدەگرێت.');
    await waitFor(
      () => note(el)?.textContent === 'لە پاشەکەوتکراوەکان لابرا: ئاگادارکردنەوەکانی ئیمەیڵی ئەم ئۆتۆمبێلە ڕاگیران.',
      `stopped (says: ${note(el)?.textContent})`,
    );
  });
});
