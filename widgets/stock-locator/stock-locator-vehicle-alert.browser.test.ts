/**
 * A saved vehicle's price drop and back in stock alert as shipped (dist/), against the real server
 * (docs/alerts.md, "Alerts on one vehicle"): each card under Saved offers "E-mail me about price
 * drops", named with its vehicle; the form is labelled, used with the keyboard alone, refuses a
 * missing consent at the field and announces "check your inbox" once the server took it; in Kurdish
 * its texts and direction are the page's. Un-saving the vehicle after signing up stops the alert: the
 * card says alerts are on, the un-save posts the stop token to the server, which answers "stopped",
 * and the card says they are stopped (docs/alerts.md, "Un-saving stops the alert"). Un-saving the last
 * saved vehicles empties the view, cards and notes with it: the empty view says how many vehicles'
 * alerts were stopped, in a status kept in the page, in English and in Kurdish with its plural.
 */
import { sendKeys } from '@web/test-runner-commands';
import { assert, waitFor, mountElement, shadowOf, onBundles, postJson, answersTo } from '../testing/browser-fixture.js';
import { consentAndSendWithKeyboard, consentOf, openAlertFormWithKeyboard } from '../testing/alert-sign-up.js';

const START = location.href;
const root = shadowOf;
const cards = (el: HTMLElement) => [...root(el).querySelectorAll<HTMLElement>('li.lrdx-card:not(.lrdx-skeleton)')];
const settled = (el: HTMLElement) => root(el).querySelector('section')?.getAttribute('aria-busy') === 'false' && cards(el).length > 0;
const locator = (lang: string) => mountElement('lrdx-stock-locator', { 'list-key': 'iraq', 'api-base': location.origin, lang });

/**
 * Asks the server for a price drop alert on each of the first `count` cards' vehicles, keeps the stop
 * tokens as the widget does (docs/alerts.md, "Un-saving stops the alert"), saves the vehicles and opens Saved.
 */
async function savedWithAlerts(el: HTMLElement, count: number): Promise<number[]> {
  await waitFor(() => settled(el), 'the stock');
  const ids = cards(el)
    .slice(0, count)
    .map((card) => Number(card.dataset.vehicleId));
  const stops = [];
  for (const id of ids) {
    const answer = await postJson<{ stop_token: string }>('/public_api/alerts/vehicles', {
      email: `saved-${id}@example.com`,
      language: 'en',
      listing: 'iraq',
      vehicle_id: id,
      kind: 'vehicle',
    });
    stops.push({ vehicle_id: id, token: answer.stop_token, api_base: location.origin });
  }
  localStorage.setItem('lrdx_vehicle_alert_stops', JSON.stringify(stops));
  for (const card of cards(el).slice(0, count)) card.querySelector<HTMLButtonElement>('button[aria-pressed]')?.click();
  root(el).querySelector<HTMLButtonElement>('[data-action="saved"]')?.click();
  await waitFor(
    () => root(el).querySelectorAll('.lrdx-saved .lrdx-alert-note[data-alert-note="on"]').length === count,
    'the alerts-on notes',
  );
  return ids;
}

const STOP = '/public_api/alerts/vehicles/stop';

/** Un-saves every saved card, watching the stop requests; gives the server's answers. */
const unsaveAll = (el: HTMLElement, count: number): Promise<unknown[]> =>
  answersTo(STOP, count, () => {
    for (const button of root(el).querySelectorAll<HTMLButtonElement>('.lrdx-saved button[aria-pressed="true"]')) button.click();
  });

/** Saves the first `count` cards' vehicles and opens the Saved view; returns the first saved card. */
async function savedCard(el: HTMLElement, count = 1): Promise<HTMLElement> {
  await waitFor(() => settled(el), 'the stock');
  assert(!root(el).querySelector('[data-alert="vehicle"]'), 'no vehicle alert on the stock list');
  for (const card of cards(el).slice(0, count)) card.querySelector<HTMLButtonElement>('button[aria-pressed]')?.click();
  root(el).querySelector<HTMLButtonElement>('[data-action="saved"]')?.click();
  return waitFor(() => (root(el).querySelector('.lrdx-saved') ? cards(el)[0] : undefined), 'the saved card');
}

describe('<lrdx-stock-locator> price drop and back in stock on a saved vehicle', () => {
  onBundles('lrdx-stock-locator', { url: START, stored: ['sl_product_page_data', 'lrdx_vehicle_alert_stops'] });

  it('signs up from the saved card with the keyboard and announces "check your inbox"', async () => {
    const el = locator('en');
    // Two saved: un-saving one keeps its card on screen (the list is not empty), where it says what happened.
    const card = await savedCard(el, 2);
    const model = card.querySelector('.lrdx-card__title')?.textContent ?? '';
    const button = await waitFor(() => card.querySelector<HTMLButtonElement>('[data-alert="vehicle"]'), 'the alert button');
    assert(button.textContent === 'E-mail me about price drops', `its text: ${button.textContent}`);
    assert(
      button.getAttribute('aria-label')?.startsWith(`E-mail me about price drops: ${model}`) === true,
      `named: ${button.getAttribute('aria-label')}`,
    );
    const { form, email } = await openAlertFormWithKeyboard(el, button, card);
    assert(email.closest('label')?.textContent?.startsWith('E-mail address') === true, 'the address is labelled');
    assert(form.querySelector('h3')?.textContent === 'Price drop and back in stock', 'its heading');
    await sendKeys({ type: 'dara@example.com' });
    await sendKeys({ press: 'Enter' });
    const consent = consentOf(form);
    await waitFor(() => consent.getAttribute('aria-invalid') === 'true' && root(el).activeElement === consent, 'consent asked for');
    assert(form.querySelector(`label[for="${consent.id}"]`)?.textContent?.includes('stop them with one click') === true, 'consent text');
    const done = await consentAndSendWithKeyboard(form);
    await waitFor(() => root(el).activeElement === done, 'focus on the message');

    // Alerts on: un-saving the vehicle stops them, said on the card.
    const note = await waitFor(() => card.querySelector<HTMLElement>('.lrdx-alert-note[data-alert-note="on"]'), 'the alerts-on note');
    assert(note.getAttribute('role') === 'status', 'the note is a status');
    assert(note.textContent === 'E-mail alerts are on for this vehicle. Removing it from Saved stops them.', `note: ${note.textContent}`);
    const answers = await answersTo(STOP, 1, () => card.querySelector<HTMLButtonElement>('button[aria-pressed="true"]')?.click());
    await waitFor(() => card.querySelector('.lrdx-alert-note[data-alert-note="stopped"]'), 'the stopped note');
    assert(
      card.querySelector('.lrdx-alert-note')?.textContent === 'Removed from Saved: the e-mail alerts for this vehicle are stopped.',
      `stopped note: ${card.querySelector('.lrdx-alert-note')?.textContent}`,
    );
    assert(JSON.stringify(answers) === '[{"data":{"status":"stopped"}}]', `the server answered ${JSON.stringify(answers)}`);
    assert(localStorage.getItem('lrdx_vehicle_alert_stops') === '[]', 'the token is forgotten');
  });

  it('speaks Kurdish right to left on a Kurdish page', async () => {
    const el = locator('ku');
    const card = await savedCard(el);
    const button = await waitFor(() => card.querySelector<HTMLButtonElement>('[data-alert="vehicle"]'), 'the alert button');
    assert(button.textContent === 'ئاگادارم بکەرەوە کاتێک نرخ دادەبەزێت', `Kurdish: ${button.textContent}`);
    button.click();
    const form = await waitFor(() => card.querySelector<HTMLElement>('section.lrdx-alert'), 'the form');
    assert(root(el).querySelector('section.lrdx-stock-locator')?.getAttribute('dir') === 'rtl', 'right to left');
    assert(form.querySelector('input[type="email"]')?.getAttribute('dir') === 'ltr', 'the address is typed left to right');
    assert(
      form.querySelector('h3')?.textContent === 'دابەزینی نرخ و گەڕانەوە بۆ کۆگا',
      `heading: ${form.querySelector('h3')?.textContent}`,
    );
  });

  it('says in the empty Saved view that un-saving the last vehicle stopped its alerts', async () => {
    const el = locator('en');
    await savedWithAlerts(el, 1);
    // The status is in the page before the list empties, so a screen reader hears it when it is filled.
    const status = await waitFor(() => root(el).querySelector<HTMLElement>('.lrdx-saved__stopped'), 'the saved view status');
    assert(status.getAttribute('role') === 'status', 'a status');
    assert(status.textContent === '', `empty while the card is shown: ${status.textContent}`);
    const answers = await unsaveAll(el, 1);
    assert(JSON.stringify(answers) === '[{"data":{"status":"stopped"}}]', `the server answered ${JSON.stringify(answers)}`);
    await waitFor(() => root(el).querySelector('.lrdx-saved .lrdx-stock-locator__empty'), 'the empty view');
    assert(root(el).querySelector('.lrdx-saved__stopped') === status, 'the same status element, kept in the page');
    await waitFor(
      () => status.textContent === 'The e-mail alerts for the vehicle you removed are stopped.',
      `the stopped line (says: ${status.textContent})`,
    );
    assert(status.getBoundingClientRect().height > 0, 'shown');
    assert(localStorage.getItem('lrdx_vehicle_alert_stops') === '[]', 'the tokens are forgotten');
  });

  it('counts the vehicles whose alerts stopped, in Kurdish right to left', async () => {
    const el = locator('ku');
    await savedWithAlerts(el, 2);
    await unsaveAll(el, 2);
    const status = await waitFor(
      () => root(el).querySelector<HTMLElement>('.lrdx-saved__stopped')?.textContent || undefined,
      'the stopped line',
    );
    assert(status === 'ئاگادارکردنەوەکانی ئیمەیڵی ئەو ٢ ئۆتۆمبێلەی لاتبردن ڕاگیران.', `Kurdish plural: ${status}`);
    assert(root(el).querySelector('section.lrdx-stock-locator')?.getAttribute('dir') === 'rtl', 'right to left');
  });

  it('says nothing of alerts when the vehicles un-saved had none', async () => {
    const el = locator('en');
    await savedCard(el, 1);
    root(el).querySelector<HTMLButtonElement>('.lrdx-saved button[aria-pressed="true"]')?.click();
    await waitFor(() => root(el).querySelector('.lrdx-saved .lrdx-stock-locator__empty'), 'the empty view');
    assert(root(el).querySelector('.lrdx-saved__stopped')?.textContent === '', 'no stopped line');
  });
});
