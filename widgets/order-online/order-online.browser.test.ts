/**
 * <lrdx-order-online> as shipped (dist/, Preact build) in real Chromium, against the real lrdx
 * server (started by web-test-runner.config.mjs, reached through its proxy on this origin), with
 * the LOCAL_TEST card vendor of the demo seed: steps → checkout (soft lock) → pay → success.
 */
import { assert, waitFor, mountElement, unmountAll, shadowOf, loadBundles, loadAxe } from '../testing/browser-fixture.js';

/** The order's access token the order-online journey keeps beside its number (reading the order needs it). */
function storedOrderToken(): string {
  const stored = JSON.parse(localStorage.getItem('sl_order_online_reservation') ?? '{}') as { orderToken?: string };
  return encodeURIComponent(stored.orderToken ?? '');
}

const LIST_KEY = 'iraq';

const shadow = shadowOf;
const q = <T extends Element = HTMLElement>(el: HTMLElement, selector: string) => shadow(el).querySelector<T>(selector);
const text = (el: HTMLElement) => shadow(el).textContent ?? '';
const section = (el: HTMLElement) => q(el, 'section.lrdx-order');
const at = (el: HTMLElement, step: string, phase = '') =>
  section(el)?.dataset.step === step && (section(el)?.dataset.phase ?? '') === phase;

async function waitForStep(el: HTMLElement, step: string, phase = '') {
  await waitFor(
    () => at(el, step, phase),
    `${step}${phase ? `/${phase}` : ''} (now ${section(el)?.dataset.step}/${section(el)?.dataset.phase}: ${text(el).slice(0, 300)})`,
  );
}

function click(el: HTMLElement, selector: string) {
  const target = q(el, selector);
  assert(target, `${selector} is there: ${text(el).slice(0, 300)}`);
  target.click();
}

function type(el: HTMLElement, id: string, value: string) {
  const input = q<HTMLInputElement | HTMLSelectElement>(el, `#${id}`);
  assert(input, `#${id} is there`);
  input.value = value;
  input.dispatchEvent(new Event('input', { bubbles: true }));
  input.dispatchEvent(new Event('change', { bubbles: true }));
  input.dispatchEvent(new FocusEvent('blur'));
}

/** Reservable vehicles: in stock and new, the listing's filters (a confirmed one is no longer listed). */
async function reservableVehicleIds(): Promise<number[]> {
  const response = await fetch(
    `/public_api/listing/${LIST_KEY}?items=12&filter[statuses_in][]=stock&filter[states_in][]=new&sort=priceDesc`,
  );
  const body = (await response.json()) as { data: { id: number }[] };
  return body.data.map((v) => v.id);
}

const mount = (vehicleId: number, lang = 'en') =>
  mountElement('lrdx-order-online', { 'vehicle-id': String(vehicleId), 'list-key': LIST_KEY, 'api-base': location.origin, lang });

async function chooseDetailsAndHold(el: HTMLElement) {
  await waitForStep(el, 'steps');
  click(el, 'input[name="payment-option"][value="cash"]');
  const retailer = await waitFor(() => q<HTMLSelectElement>(el, '#location')?.options[1]?.value, 'a retailer to choose');
  type(el, 'location', retailer);
  await waitFor(() => q<HTMLSelectElement>(el, '#location')?.value === retailer, 'the retailer chosen');
  click(el, '[data-action="continue"]');
  await waitForStep(el, 'checkout', 'lockInit');
  click(el, '[data-action="soft-lock-confirm"]');
  await waitForStep(el, 'checkout', 'form');
}

function fillDetails(el: HTMLElement) {
  type(el, 'firstName', 'Ava');
  type(el, 'lastName', 'Karim');
  type(el, 'email', 'ava@example.iq');
  type(el, 'phone', '+964 750 123 4567');
}

async function pay(el: HTMLElement, card: string) {
  await waitForStep(el, 'checkout', 'payment');
  await waitFor(() => q(el, '#card-number'), 'the card field');
  type(el, 'card-number', card);
  click(el, '[data-action="pay"]');
}

describe('<lrdx-order-online>', () => {
  let vehicles: number[] = [];
  before(async () => {
    await loadBundles('lrdx-order-online');
    // Vehicles other tests (reservation blocks) are unlikely to take: the dearest ones.
    vehicles = await reservableVehicleIds();
    assert(vehicles.length >= 4, 'four reservable vehicles');
  });

  afterEach(() => {
    unmountAll();
    localStorage.clear();
  });

  it('steps → checkout → soft-lock countdown → terms enforced → pay with 4242… → confirmed', async () => {
    const el = mount(vehicles[0]!);
    const confirmed = new Promise<string>((resolve) =>
      el.addEventListener('order.confirmed', (e) => resolve((e as CustomEvent<{ orderNumber: string }>).detail.orderNumber), {
        once: true,
      }),
    );
    await chooseDetailsAndHold(el);
    const time = await waitFor(() => q(el, '[data-soft-lock="time"]')?.textContent, 'the countdown');
    assert(/^1[45]:[0-5][0-9]$/.test(time), `the countdown shows mm:ss near 15 minutes: ${time}`);
    assert(
      q(el, '[data-soft-lock="info"]')?.textContent?.includes('Please complete your reservation by approximately'),
      'the soft-lock info text',
    );
    assert(q(el, '[data-soft-lock="announcement"]')?.getAttribute('aria-live') === 'polite', 'a polite live region');
    assert(
      q(el, '#phone-hint')?.textContent?.includes('+964'),
      `the phone field shows a +964 example: ${q(el, '#phone-hint')?.textContent}`,
    );
    type(el, 'email', 'aras@');
    click(el, '[data-action="submit-details"]'); // marks every field as tried, so its error shows
    const emailError = await waitFor(() => q(el, '#email-error')?.textContent, 'the e-mail error');
    assert(emailError === 'Enter a valid e-mail address.', `"aras@" is not a valid address, rather than too short: ${emailError}`);
    fillDetails(el);
    click(el, '[data-action="submit-details"]');
    await waitFor(() => text(el).includes('Please accept the terms and conditions.'), 'the terms are required');
    assert(at(el, 'checkout', 'form'), 'still on the form without the terms');
    click(el, '#terms');
    click(el, '[data-action="submit-details"]');
    await pay(el, '4242 4242 4242 4242');
    await waitForStep(el, 'success');
    const number = q(el, '[data-order="number"]')?.textContent ?? '';
    assert(/^LRDX-[0-9A-Z]{8}$/.test(number), `an order number: ${number}`);
    assert((await confirmed) === number, 'order.confirmed carries the number');
    const order = (await (await fetch(`/buy_online/orders/${number}?token=${storedOrderToken()}`)).json()) as {
      data: { payment_status: string; confirmed_at: string | null };
    };
    assert(
      ['paid', 'authorized'].includes(order.data.payment_status) && order.data.confirmed_at,
      `the server has a paid (or authorised), confirmed order: ${JSON.stringify(order.data)}`,
    );
    const stored = JSON.parse(localStorage.getItem('sl_order_online_reservation') ?? '{}') as { confirmed?: boolean };
    assert(stored.confirmed === true, 'the confirmation is in storage (other tabs read it)');
    assert(localStorage.getItem('sl_order_online_soft_lock') === null, 'the soft lock of this vehicle is cleared');
  });

  it('a declined card (…0002) says it was declined, not a system error; another card (4242…) succeeds', async () => {
    const el = mount(vehicles[1]!);
    await chooseDetailsAndHold(el);
    fillDetails(el);
    click(el, '#terms');
    click(el, '[data-action="submit-details"]');
    await pay(el, '4000000000000002');
    await waitForStep(el, 'checkout', 'paymentError');
    const shown = text(el);
    for (const expected of ['Your card was declined', 'Please try another card'])
      assert(shown.includes(expected), `the decline says "${expected}": ${shown.slice(0, 400)}`);
    for (const unexpected of ['Something went wrong', 'refresh the page'])
      assert(!shown.includes(unexpected), `no system error ("${unexpected}"): ${shown.slice(0, 400)}`);
    click(el, '[data-action="retry-card"]');
    await pay(el, '4242424242424242');
    await waitForStep(el, 'success');
    assert(/LRDX-/.test(q(el, '[data-order="number"]')?.textContent ?? ''), 'confirmed after the retry');
  });

  it('checkout opened cold (no chosen car) offers the stock page as well as a retry', async () => {
    const el = mountElement('lrdx-order-online', { step: 'checkout', 'list-key': LIST_KEY, 'api-base': location.origin, lang: 'ku' });
    const link = await waitFor(() => q<HTMLAnchorElement>(el, '[data-action="to-stock"]'), `a stock link: ${text(el).slice(0, 300)}`);
    assert(new URL(link.href).pathname === '/ku/stock', `the link leads to the Kurdish stock page: ${link.href}`);
    assert(link.textContent === 'سەیری ئۆتۆمبێلە بەردەستەکان بکە', `the link's Kurdish text: ${link.textContent}`);
    assert(q(el, '[data-action="retry"]'), 'try again is still there');
  });

  it('resumes checkout after a remount (reload) from storage, with the same lock', async () => {
    const first = mount(vehicles[2]!);
    await chooseDetailsAndHold(first);
    type(first, 'firstName', 'Ava');
    const lockBefore = localStorage.getItem('sl_order_online_soft_lock');
    first.remove();
    const again = mountElement('lrdx-order-online', { step: 'checkout', 'list-key': LIST_KEY, 'api-base': location.origin, lang: 'en' });
    await waitForStep(again, 'checkout', 'form');
    assert(q<HTMLInputElement>(again, '#firstName')?.value === 'Ava', 'the typed name came back');
    assert(localStorage.getItem('sl_order_online_soft_lock') === lockBefore, 'the same lock is kept');
  });

  it('has no accessibility violations (axe) on the steps page and the checkout form, in Kurdish', async () => {
    const axe = await loadAxe();
    const check = async (el: HTMLElement, where: string) => {
      const results = await axe.run(el, {
        runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'] },
      });
      const violations = results.violations.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`);
      assert(violations.length === 0, `axe (${where}):\n${violations.join('\n')}`);
    };
    const el = mount(vehicles[3]!, 'ku');
    await waitForStep(el, 'steps');
    await check(el, 'steps page');
    await chooseDetailsAndHold(el);
    assert(section(el)?.dir === 'rtl' && section(el)?.lang === 'ckb', 'Kurdish, right to left');
    const time = await waitFor(() => q(el, '[data-soft-lock="time"]')?.textContent, 'the countdown');
    assert(/^[٠-٩]{2}:[٠-٩]{2}$/.test(time), `the countdown in Eastern digits: ${time}`);
    click(el, '[data-action="submit-details"]');
    await waitFor(() => q(el, '.lrdx-field--invalid'), 'invalid fields marked');
    await check(el, 'checkout form with errors');
  });
});

describe('<lrdx-order-online> checkout checks', () => {
  const SETTING = '/__test/settings/buy_online.phone_verification';
  const setMode = (mode: string) => fetch(SETTING, { method: 'PUT', body: mode });
  let vehicles: number[] = [];
  before(async () => {
    await loadBundles('lrdx-order-online');
    vehicles = await reservableVehicleIds();
    assert(vehicles.length >= 8, 'eight reservable vehicles');
  });

  afterEach(() => {
    unmountAll();
    localStorage.clear();
  });

  const phoneStatus = (el: HTMLElement) => q(el, '#phone-verification-status')?.textContent ?? '';
  async function verifyPhone(el: HTMLElement) {
    click(el, '[data-action="send-code"]');
    const code = await waitFor(() => q<HTMLInputElement>(el, '#phone-code'), `the code field; status: ${phoneStatus(el)}`);
    await waitFor(() => shadow(el).activeElement === code, 'focus on the code field');
    assert(phoneStatus(el).includes('+9647501234567'), `the status names the number: ${phoneStatus(el)}`);
    type(el, 'phone-code', '123456');
    click(el, '[data-action="verify-code"]');
    await waitFor(() => q(el, '[data-verification="verified"]'), `verified; status: ${phoneStatus(el)}`);
    assert(phoneStatus(el).includes('is verified'), 'verified is announced');
  }

  it('with phone verification required: the SMS step under the phone, payment only with the verified number', async () => {
    await setMode('required');
    try {
      const el = mount(vehicles[5]!);
      await chooseDetailsAndHold(el);
      assert(q(el, '#phone-hint')?.textContent?.includes('We send you a code by SMS'), 'the phone hint');
      assert(q<HTMLInputElement>(el, '#phone')?.required, 'the phone is required');
      type(el, 'firstName', 'Ava');
      type(el, 'lastName', 'Karim');
      type(el, 'email', 'ava@example.iq');
      type(el, 'phone', '0750 123 4567');
      click(el, '#terms');
      click(el, '[data-action="submit-details"]');
      await waitFor(() => q(el, '#phone-error')?.textContent?.includes('Please verify your phone number'), 'verify first');
      await waitFor(() => shadow(el).activeElement === q(el, '#phone'), `focus on the phone (now on ${shadow(el).activeElement?.id})`);
      assert(at(el, 'checkout', 'form'), 'still on the form');

      await verifyPhone(el);
      // Another number drops the verification: the send button is back and the form stays.
      type(el, 'phone', '0750 999 8888');
      await waitFor(() => q(el, '[data-action="send-code"]'), 'the send button again');
      click(el, '[data-action="submit-details"]');
      await waitFor(() => q(el, '#phone-error')?.textContent?.includes('Please verify your phone number'), 'verify the new number');
      assert(at(el, 'checkout', 'form'), 'still on the form with another number');

      type(el, 'phone', '+964 750 123 4567');
      await verifyPhone(el);
      click(el, '[data-action="submit-details"]');
      await waitFor(
        () => at(el, 'checkout', 'payment'),
        `payment; phone: ${q(el, '#phone-error')?.textContent}; e-mail: ${q(el, '#email-error')?.textContent}; ${[...shadow(el).querySelectorAll('.lrdx-field__error')].map((e) => e.textContent).join('|')}`,
      );
    } finally {
      await setMode('off');
    }
  });

  it('the server refuses an order with an unverified phone when the setting is on', async () => {
    await setMode('required');
    try {
      const response = await fetch('/buy_online/orders', {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'idempotency-key': `unverified-${Math.random().toString(36).slice(2)}` },
        body: JSON.stringify({
          order: {
            vehicle_id: vehicles[6],
            lock_id: '00000000-0000-4000-8000-000000000000',
            lead_attributes: { phone: '+9647509990001' },
          },
        }),
      });
      const body = (await response.json()) as { error?: { code?: string; field?: string } };
      assert(
        response.status === 400 && body.error?.code === 'phone_not_verified' && body.error.field === 'order.lead_attributes.phone',
        `phone_not_verified: ${response.status} ${JSON.stringify(body)}`,
      );
    } finally {
      await setMode('off');
    }
  });

  it('warns once when the e-mail service doubts the address; the same address sent again goes through', async () => {
    const el = mount(vehicles[7]!);
    await chooseDetailsAndHold(el);
    fillDetails(el);
    // The local verifier wants at least two letters after the last dot.
    type(el, 'email', 'ava@example.c');
    click(el, '#terms');
    click(el, '[data-action="submit-details"]');
    await waitFor(() => q(el, '#email-error')?.textContent?.includes('Please check this e-mail address'), 'the e-mail warning');
    assert(q(el, '#email')?.getAttribute('aria-invalid') === 'true', 'the e-mail field marked');
    await waitFor(() => shadow(el).activeElement === q(el, '#email'), 'focus on the e-mail');
    assert(at(el, 'checkout', 'form'), 'still on the form');
    click(el, '[data-action="submit-details"]');
    await waitForStep(el, 'checkout', 'payment');
  });
});
