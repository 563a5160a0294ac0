/**
 * <lrdx-order-online> as shipped (dist/, Preact build) in real Chromium, against the real lrdx
 * server (started by web-test-runner.config.mjs, reached through its proxy on this origin), with
 * the LOCAL_TEST card vendor of the demo seed: steps → checkout (soft lock) → pay → success.
 */
import { sendKeys } from '@web/test-runner-commands';
import { assert, waitFor, mountElement, shadowOf, onBundles, assertNoAxeViolations } from '../testing/browser-fixture.js';
import { withPhoneVerificationRequired } from '../testing/test-settings.js';
import { toEasternDigits } from '../../domain/digits.js';
import { monthNames } from '../../domain/month-names.js';

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
async function reservableVehicleIds(page = 1): Promise<number[]> {
  const response = await fetch(
    `/public_api/listing/${LIST_KEY}?items=12&page=${page}&filter[statuses_in][]=stock&filter[states_in][]=new&sort=priceDesc`,
  );
  const body = (await response.json()) as { data: { id: number }[] };
  return body.data.map((v) => v.id);
}

/**
 * Within a `describe`: the bundle, and at least `count` reservable vehicles found before its tests
 * (the dearest ones, which other tests' reservation blocks are unlikely to take), in the array it
 * gives; storage is cleared after each test.
 */
function onReservableVehicles(count: number): number[] {
  const vehicles: number[] = [];
  onBundles('lrdx-order-online');
  before(async () => {
    vehicles.push(...(await reservableVehicleIds()));
    assert(vehicles.length >= count, `${count} reservable vehicles`);
  });
  afterEach(() => localStorage.clear());
  return vehicles;
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
  const vehicles = onReservableVehicles(4);

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
    // The success page is the receipt in short: the car, the deposit, the retailer to call, what happens next.
    assert((q(el, '[data-order="car"]')?.textContent ?? '').length > 3, 'the car is named');
    assert(/\$|USD|IQD/.test(q(el, '[data-order="deposit"]')?.textContent ?? '') || text(el).includes('free'), 'the deposit');
    const phone = q<HTMLAnchorElement>(el, '[data-order="retailer-phone"]');
    assert(phone?.getAttribute('href')?.startsWith('tel:+'), `the retailer's phone is a tel: link: ${phone?.getAttribute('href')}`);
    assert(q(el, '[data-order="next-steps"]')?.children.length === 4, 'four numbered next steps');
    assert(text(el).includes('refunded in full by the retailer'), 'the next steps say how the deposit comes back');
    const receipt = q<HTMLAnchorElement>(el, '[data-action="receipt"]');
    assert(receipt?.href.includes(`/en/showroom-order-online/confirmation/${number}?token=`), `the receipt link: ${receipt?.href}`);
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

  it('shows the Kurdish success page in Kurdish: deposit in Eastern digits, the retailer, the next steps', async () => {
    // A car the later tests of this block do not use: from the next page of the list (other test
    // files on the same server may have reserved some of the first twelve).
    const spare = (await reservableVehicleIds(2)).filter((id) => !vehicles.includes(id)).at(-1);
    assert(spare, 'a spare reservable vehicle');
    const el = mount(spare, 'ku');
    await chooseDetailsAndHold(el);
    fillDetails(el);
    click(el, '#terms');
    click(el, '[data-action="submit-details"]');
    await pay(el, '4242424242424242');
    await waitForStep(el, 'success');
    assert(text(el).includes('هەنگاوەکانی داهاتوو'), 'the Kurdish next-steps heading');
    const deposit = q(el, '[data-order="deposit"]')?.textContent ?? '';
    assert(!/[0-9]/.test(deposit), `the deposit has no Latin digits: ${deposit}`);
    assert(q(el, '[data-order="retailer"]') && q(el, '[data-order="next-steps"]')?.children.length === 4, 'the retailer and the steps');
    assert(
      q<HTMLAnchorElement>(el, '[data-action="receipt"]')?.href.includes('/ku/showroom-order-online/confirmation/'),
      'the Kurdish receipt',
    );
  });

  it('checkout opened cold (no chosen car) offers the stock page as well as a retry', async () => {
    const el = mountElement('lrdx-order-online', { step: 'checkout', 'list-key': LIST_KEY, 'api-base': location.origin, lang: 'ku' });
    const link = await waitFor(() => q<HTMLAnchorElement>(el, '[data-action="to-stock"]'), `a stock link: ${text(el).slice(0, 300)}`);
    assert(new URL(link.href).pathname === '/ku/stock', `the link leads to the Kurdish stock page: ${link.href}`);
    assert(link.textContent === 'سەیری ئۆتۆمبێلە بەردەستەکان بکە', `the link's Kurdish text: ${link.textContent}`);
    // Drawn as a button: its text must not take the text links' colour, the same as the button's own.
    const style = getComputedStyle(link);
    assert(style.color !== style.backgroundColor, `the button's text is readable: ${style.color} on ${style.backgroundColor}`);
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
    const el = mount(vehicles[3]!, 'ku');
    await waitForStep(el, 'steps');
    await assertNoAxeViolations(el, 'steps page');
    await chooseDetailsAndHold(el);
    assert(section(el)?.dir === 'rtl' && section(el)?.lang === 'ckb', 'Kurdish, right to left');
    const time = await waitFor(() => q(el, '[data-soft-lock="time"]')?.textContent, 'the countdown');
    assert(/^[٠-٩]{2}:[٠-٩]{2}$/.test(time), `the countdown in Eastern digits: ${time}`);
    const hint = q(el, '#phone-hint');
    assert(
      hint?.textContent?.startsWith('بۆ نموونە') && hint.querySelector('bdi[dir="ltr"]')?.textContent === '+964 750 123 4567',
      `the Kurdish phone hint with the +964 example kept left to right: ${hint?.innerHTML}`,
    );
    type(el, 'email', 'aras@');
    click(el, '[data-action="submit-details"]');
    await waitFor(() => q(el, '.lrdx-field--invalid'), 'invalid fields marked');
    const emailError = q(el, '#email-error')?.textContent;
    assert(emailError === 'ئیمەیڵێکی دروست بنووسە.', `"aras@" is not a valid e-mail address (not "too short"): ${emailError}`);
    await assertNoAxeViolations(el, 'checkout form with errors');
  });
});

/** The Kurdish month names a visitor reads (Chromium has no Kurdish locale data: domain/month-names.ts). */
const KURDISH_MONTHS = monthNames('ku');
const EASTERN = (n: number) => toEasternDigits(String(n).padStart(2, '0'));
const storedData = () =>
  JSON.parse(localStorage.getItem('sl_order_online_data') ?? '{}') as {
    appBookingData?: { date: string; time: string } | null;
    locationDetails?: { uuid: string; name: string } | null;
  };
const choices = (select: HTMLSelectElement | null) => [...(select?.options ?? [])].filter((o) => o.value !== '');

describe('<lrdx-order-online> booking step in Kurdish', () => {
  const vehicles = onReservableVehicles(2);

  it('the appointment is day, Kurdish month, year, 24-hour hour and minute selects, never a native date or time input', async () => {
    const el = mount(vehicles[0]!, 'ku');
    await waitForStep(el, 'steps');
    const month = await waitFor(() => q<HTMLSelectElement>(el, '#booking-month'), 'the month select');
    assert(
      shadow(el).querySelectorAll('input[type="date"], input[type="time"], input[type="datetime-local"]').length === 0,
      'no native date or time input',
    );
    const months = choices(month).map((o) => o.textContent);
    assert(JSON.stringify(months) === JSON.stringify(KURDISH_MONTHS), `Kurdish month names: ${months.join(', ')}`);
    for (const [id, label] of [
      ['day', 'ڕۆژ'],
      ['month', 'مانگ'],
      ['year', 'ساڵ'],
      ['hour', 'کاتژمێر'],
      ['minute', 'خولەک'],
    ] as const)
      assert(q(el, `label[for="booking-${id}"]`)?.textContent === label, `the ${id} select is labelled "${label}"`);
    // The retailers of the demo are open Sat–Thu 09:00–19:00: 24-hour hours 09 … 18, in Kurdish digits, no AM/PM.
    const expected = Array.from({ length: 10 }, (_, i) => EASTERN(9 + i)).join(' ');
    const hours = () =>
      choices(q<HTMLSelectElement>(el, '#booking-hour'))
        .map((o) => o.textContent)
        .join(' ');
    await waitFor(() => hours() === expected, `24-hour opening hours in Kurdish digits (now ${hours()})`);
    const minutes = choices(q<HTMLSelectElement>(el, '#booking-minute')).map((o) => o.textContent);
    assert(minutes[0] === '٠٠' && minutes.includes('٣٠') && minutes.length === 12, `minutes in Kurdish digits: ${minutes.join(' ')}`);
    const years = choices(q<HTMLSelectElement>(el, '#booking-year')).map((o) => o.textContent ?? '');
    assert(years.length === 3 && years.every((y) => /^[٠-٩]{4}$/.test(y)), `the years ahead in Kurdish digits: ${years.join(' ')}`);
    assert(text(el).includes('کاتی ٢٤ کاتژمێری'), 'the 24-hour hint');
    // Nothing chosen: the narrow number selects show a dash, which fits at 390 px (the word was cut).
    for (const id of ['day', 'year', 'hour', 'minute'])
      assert(q<HTMLSelectElement>(el, `#booking-${id}`)?.selectedOptions[0]?.textContent === '—', `the empty ${id} select shows a dash`);
    assert(
      q(el, '[data-part="opening-hours"]')?.textContent?.includes('شەممە'),
      `the retailer's hours in Kurdish: ${q(el, '[data-part="opening-hours"]')?.textContent}`,
    );
  });

  it('the car’s own retailer is preselected, and the visitor can choose another', async () => {
    const vehicleId = vehicles[1]!;
    const vehicle = (await (await fetch(`/public_api/listing/${LIST_KEY}/vehicle/${vehicleId}`)).json()) as {
      data: { attributes: { dealer_code: string; dealer_name: string } };
    };
    const own = vehicle.data.attributes.dealer_code;
    const el = mount(vehicleId, 'ku');
    await waitForStep(el, 'steps');
    const location = await waitFor(() => q<HTMLSelectElement>(el, '#location'), 'the retailer select');
    await waitFor(() => location.value === own, `the car's retailer ${own} preselected (now "${location.value}")`);
    await waitFor(() => storedData().locationDetails?.uuid === own, 'the preselected retailer is stored');
    const other = choices(location).find((o) => o.value !== own);
    assert(other, 'another retailer to choose');
    type(el, 'location', other.value);
    await waitFor(() => storedData().locationDetails?.uuid === other.value, 'the visitor’s choice is stored');
    assert(location.value === other.value, 'the select shows the visitor’s choice');
  });

  it('is operated with the keyboard alone: Tab between the selects, arrow keys to choose; only open days and times', async () => {
    const el = mount(vehicles[0]!, 'ku');
    await waitForStep(el, 'steps');
    const select = (id: string) => q<HTMLSelectElement>(el, `#booking-${id}`)!;
    const focused = () => (shadow(el).activeElement as HTMLElement | null)?.id;
    await waitFor(() => q(el, '#booking-month'), 'the month select');
    select('month').focus();
    await sendKeys({ press: 'End' });
    await waitFor(() => select('month').value === '12', `December chosen with End (now ${select('month').value})`);
    await sendKeys({ press: 'Tab' });
    await waitFor(() => focused() === 'booking-year', `Tab moves to the year (now ${focused()})`);
    await sendKeys({ press: 'ArrowDown' });
    await sendKeys({ press: 'ArrowDown' });
    const nextYear = new Date().getFullYear() + 1;
    await waitFor(() => select('year').value === String(nextYear), `next year chosen (now ${select('year').value})`);
    // Fridays of that December are closed: greyed out, and the arrow keys pass over them.
    const fridays = choices(select('day')).filter((o) => new Date(Date.UTC(nextYear, 11, Number(o.value))).getUTCDay() === 5);
    assert(fridays.length >= 4 && fridays.every((o) => o.disabled), 'the Fridays are disabled');
    await sendKeys({ press: 'Shift+Tab' });
    await sendKeys({ press: 'Shift+Tab' });
    await waitFor(() => focused() === 'booking-day', `Shift+Tab back to the day (now ${focused()})`);
    await sendKeys({ press: 'ArrowDown' });
    await waitFor(() => select('day').value !== '', 'a day chosen');
    const day = Number(select('day').value);
    assert(new Date(Date.UTC(nextYear, 11, day)).getUTCDay() !== 5, `not a Friday: ${day}`);
    assert(select('day').selectedOptions[0]?.textContent === EASTERN(day).replace(/^٠/, ''), 'the day in Kurdish digits');
    for (let i = 0; i < 3; i += 1) await sendKeys({ press: 'Tab' });
    await waitFor(() => focused() === 'booking-hour', `Tab on to the hour (now ${focused()})`);
    for (let i = 0; i < 6; i += 1) await sendKeys({ press: 'ArrowDown' });
    await waitFor(() => select('hour').value === '14', `two in the afternoon is 14 (now ${select('hour').value})`);
    await sendKeys({ press: 'Tab' });
    await sendKeys({ press: 'ArrowDown' });
    await sendKeys({ press: 'ArrowDown' });
    await waitFor(() => select('minute').value === '05', `minute 05 (now ${select('minute').value})`);
    const date = `${nextYear}-12-${String(day).padStart(2, '0')}`;
    await waitFor(
      () => storedData().appBookingData?.date === date && storedData().appBookingData?.time === '14:05',
      `the appointment stored as {date, time}: ${JSON.stringify(storedData().appBookingData)}`,
    );
    assert(!q(el, '#booking-error')?.textContent, `no error: ${q(el, '#booking-error')?.textContent}`);
  });

  it('an unfinished appointment holds the visitor on the page with a Kurdish message; clearing it lets them go on', async () => {
    const el = mount(vehicles[1]!, 'ku');
    await waitForStep(el, 'steps');
    click(el, 'input[name="payment-option"][value="cash"]');
    await waitFor(() => q<HTMLSelectElement>(el, '#location')?.value, 'the preselected retailer');
    type(el, 'booking-month', '12');
    click(el, '[data-action="continue"]');
    const error = await waitFor(
      () => q(el, '#booking-error')?.textContent,
      `the appointment error (month ${q<HTMLSelectElement>(el, '#booking-month')?.value}, step ${section(el)?.dataset.step}, ${JSON.stringify(storedData())} ${q(el, 'form.lrdx-order-steps')?.textContent?.slice(-300)})`,
    );
    assert(error === 'ڕێکەوت و کاتێکی دروست بنووسە.', `unfinished date and time: ${error}`);
    await waitFor(() => shadow(el).activeElement?.id === 'booking-day', 'focus on the day');
    assert(at(el, 'steps'), 'still on the steps page');
    type(el, 'booking-month', '');
    click(el, '[data-action="continue"]');
    await waitForStep(el, 'checkout', 'lockInit');
  });
});

describe('<lrdx-order-online> checkout checks', () => {
  const vehicles = onReservableVehicles(8);

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
    await withPhoneVerificationRequired(async () => {
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
    });
  });

  it('the server refuses an order with an unverified phone when the setting is on', async () => {
    await withPhoneVerificationRequired(async () => {
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
    });
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
