/**
 * "E-mail me if it becomes free" as shipped (dist/) against the real server (docs/alerts.md, "Alerts
 * on one vehicle"): when someone else holds the car the visitor tries to reserve, the refusal offers
 * the alert form; it is labelled, used with the keyboard, and announces "check your inbox" once the
 * server took it; in Kurdish its texts are the page's. The stop token the sign-up answers is kept, so
 * saving the vehicle and un-saving it (here on its vehicle page) stops the hold alert too: the request
 * goes out and the server answers "stopped" (docs/alerts.md, "Un-saving stops the alert").
 */
import { sendKeys } from '@web/test-runner-commands';
import { assert, waitFor, mountElement, unmountAll, shadowOf, onBundles, answersTo } from '../testing/browser-fixture.js';
import { consentOf, openAlertFormWithKeyboard } from '../testing/alert-sign-up.js';

const mount = (lang: string) => mountElement('lrdx-reservation', { 'api-base': location.origin, 'list-key': 'iraq', lang });
const root = shadowOf;

/** Someone else takes the hold on the nth car, then the visitor tries to reserve it. */
async function refused(el: HTMLElement, nth: number): Promise<HTMLElement> {
  await waitFor(() => root(el).querySelector('[data-screen="landing"]'), 'the landing');
  root(el).querySelector<HTMLElement>('[data-action="start"]')?.click();
  const cars = await waitFor(() => {
    const list = root(el).querySelectorAll<HTMLElement>('li.lrdx-vehicle');
    return list.length > nth && list;
  }, 'the cars');
  const car = cars[nth] as HTMLElement;
  const taken = await fetch('/buy_online/orders/init', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ vehicle_id: Number(car.dataset.vehicleId), holder: `someone-else-${nth}-${Date.now()}` }),
  });
  assert(taken.status === 201, `the other visitor's hold: ${taken.status}`);
  car.querySelector<HTMLElement>('[data-action="reserve"]')?.click();
  (await waitFor(() => root(el).querySelector<HTMLElement>('[data-action="soft-lock-confirm"]'), 'the hold dialog')).click();
  return waitFor(
    () => root(el).querySelector<HTMLElement>('[data-action="choose-another"]')?.closest('dialog') ?? undefined,
    'the refusal',
  );
}

describe('<lrdx-reservation> e-mail me if it becomes free', () => {
  onBundles(['lrdx-reservation', 'lrdx-showroom'], { stored: ['sl_product_page_data', 'lrdx_vehicle_alert_stops'] });

  it('offers the alert when someone else holds the car, and signs up with the keyboard', async () => {
    const el = mount('en');
    const dialog = await refused(el, 10);
    const button = await waitFor(() => dialog.querySelector<HTMLButtonElement>('[data-alert="hold"]'), 'the alert button');
    assert(button.textContent === 'E-mail me if it becomes free', `its text: ${button.textContent}`);
    const { form, email } = await openAlertFormWithKeyboard(el, button, dialog);
    assert(email.closest('label')?.textContent?.startsWith('E-mail address') === true, 'the address is labelled');
    await sendKeys({ type: 'rezan@example.com' });
    await sendKeys({ press: 'Tab' });
    await sendKeys({ press: 'Space' });
    const consent = consentOf(form);
    assert(consent.checked, 'consent ticked with the keyboard');
    assert(
      form.querySelector(`label[for="${consent.id}"]`)?.textContent === 'I agree to receive one e-mail about this vehicle.',
      'consent text',
    );
    await sendKeys({ press: 'Enter' });
    const done = await waitFor(() => dialog.querySelector<HTMLElement>('.lrdx-alert__done'), 'the confirmation message');
    assert(done.getAttribute('role') === 'status', 'announced');
    await waitFor(() => root(el).activeElement === done, 'focus on the message');
  });

  it("keeps the hold alert's stop token, so un-saving the vehicle stops it", async () => {
    const el = mount('en');
    const dialog = await refused(el, 9);
    const vehicleId = Number(root(el).querySelectorAll<HTMLElement>('li.lrdx-vehicle')[9]?.dataset.vehicleId);
    (await waitFor(() => dialog.querySelector<HTMLButtonElement>('[data-alert="hold"]'), 'the alert button')).click();
    const form = await waitFor(() => dialog.querySelector<HTMLElement>('section.lrdx-alert'), 'the form');
    (form.querySelector('input[type="email"]') as HTMLInputElement).focus();
    await sendKeys({ type: 'hana@example.com' });
    (form.querySelector('input[type="checkbox"]') as HTMLInputElement).click();
    form.querySelector<HTMLButtonElement>('button[type="submit"]')?.click();
    await waitFor(() => dialog.querySelector('.lrdx-alert__done'), 'the confirmation message');
    const stops = JSON.parse(localStorage.getItem('lrdx_vehicle_alert_stops') ?? '[]') as { vehicle_id: number; token: string }[];
    assert(stops.length === 1 && stops[0]?.vehicle_id === vehicleId, `the token is kept: ${JSON.stringify(stops)}`);
    assert(/^[A-Za-z0-9_-]{40,}$/.test(stops[0]?.token ?? ''), 'a real stop token');
    unmountAll();

    // On the vehicle's page: saved, then un-saved, which posts the token.
    const page = mountElement('lrdx-showroom', {
      'vehicle-id': String(vehicleId),
      'list-key': 'iraq',
      'api-base': location.origin,
      lang: 'en',
    });
    const note = () => root(page).querySelector<HTMLElement>('.lrdx-actions .lrdx-alert-note');
    await waitFor(() => note()?.dataset.alertNote === 'on', 'alerts on');
    const save = () => root(page).querySelector<HTMLButtonElement>('.lrdx-actions [data-action="save"]') as HTMLButtonElement;
    save().click();
    await waitFor(() => save().getAttribute('aria-pressed') === 'true', 'saved');
    const answers = await answersTo('/public_api/alerts/vehicles/stop', 1, () => save().click());
    assert(JSON.stringify(answers) === '[{"data":{"status":"stopped"}}]', `the server answered ${JSON.stringify(answers)}`);
    await waitFor(() => note()?.textContent === 'Removed from Saved: the e-mail alerts for this vehicle are stopped.', 'the stopped note');
    assert(localStorage.getItem('lrdx_vehicle_alert_stops') === '[]', 'the token is forgotten');
  });

  it('speaks Kurdish in the refusal', async () => {
    const el = mount('ku');
    const dialog = await refused(el, 11);
    const button = await waitFor(() => dialog.querySelector<HTMLButtonElement>('[data-alert="hold"]'), 'the alert button');
    assert(button.textContent === 'ئەگەر ئازاد بوو ئیمەیڵم بۆ بنێرە', `Kurdish: ${button.textContent}`);
    button.click();
    const form = await waitFor(() => dialog.querySelector<HTMLElement>('section.lrdx-alert'), 'the form');
    assert(form.querySelector('input[type="email"]')?.getAttribute('dir') === 'ltr', 'the address is typed left to right');
    assert(getComputedStyle(form).direction === 'rtl', 'the form is right to left');
  });
});
