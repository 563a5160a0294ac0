/**
 * <lrdx-rent-a-car> as shipped (dist/, Preact build) in real Chromium, against the real lrdx server
 * and its seeded car-rental form (/forms proxied by web-test-runner.config.mjs). One lead answer
 * can be made to fail (`failNextLead`), to show the error view and its retry.
 */
import { sendKeys } from '@web/test-runner-commands';
import { assert, loadAxe, loadBundles, mountElement, nextEvent, shadowOf, unmountAll, waitFor } from '../testing/browser-fixture.js';

const CONFIG = JSON.stringify({
  locations_json: {
    locations_list: [
      { name_key: 'erbil', city_name: 'Erbil', point_name: 'Airport', address: 'Erbil International Airport' },
      { name_key: 'baghdad', city_name: 'Baghdad', point_name: '', address: '14th of Ramadan Street' },
    ],
  },
  vehicles_json: {
    vehicles_list: [
      { display_name: 'Discovery Sport', price: { daily: 140 }, locations: ['erbil', 'baghdad'], specification: ['7 seats'] },
      { display_name: 'Defender 110', price: { daily: 165 }, locations: ['erbil'], specification: [] },
    ],
  },
  data_json: {
    items: [
      {
        heading: 'Equipment',
        subitems: [{ heading: 'Baby seat', price: 50, controller: { type: 'amount', min: 0, max: 10, default: 0 } }],
      },
    ],
  },
  datepicker_disabled_days: '0',
});

let failNextLead = false;
const realFetch = window.fetch.bind(window);
window.fetch = async (input: RequestInfo | URL, init?: RequestInit) => {
  const request = new Request(input, init);
  if (failNextLead && request.method === 'POST' && new URL(request.url).pathname.endsWith('/leads')) {
    failNextLead = false;
    return new Response(JSON.stringify({ error: { code: 'internal_error', message: 'Injected' } }), {
      status: 500,
      headers: { 'content-type': 'application/json' },
    });
  }
  return realFetch(input, init);
};

const mount = (lang: string) => mountElement('lrdx-rent-a-car', { 'api-base': location.origin, lang, config: CONFIG });
const $ = <E extends HTMLElement = HTMLElement>(el: HTMLElement, selector: string) => shadowOf(el).querySelector<E>(selector);
const text = (el: HTMLElement) => shadowOf(el).textContent ?? '';
const dialogText = (el: HTMLElement) => $(el, 'dialog')?.textContent ?? '';
const press = async (el: HTMLElement, action: string) =>
  (await waitFor(() => $(el, `[data-action="${action}"]`), `the ${action} button`)).click();

/** A `YYYY-MM-DD` date `days` from today that is not a Sunday (the disabled day). */
function weekday(days: number): string {
  const date = new Date();
  date.setDate(date.getDate() + days);
  if (date.getDay() === 0) date.setDate(date.getDate() + 1);
  return `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`;
}
function nextSunday(): string {
  const date = new Date();
  date.setDate(date.getDate() + ((7 - date.getDay()) % 7 || 7));
  return `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`;
}

function setValue(control: HTMLInputElement | HTMLSelectElement, value: string) {
  control.value = value;
  control.dispatchEvent(new Event(control instanceof HTMLSelectElement ? 'change' : 'input', { bubbles: true }));
}

/** A date chosen in the day / month / year selects of `#lrdx-rent-<id>` (year and month first, as the days depend on them). */
function setDate(el: HTMLElement, id: 'pickup-date' | 'dropoff-date', date: string) {
  const [year, month, day] = date.split('-') as [string, string, string];
  for (const [part, value] of [
    ['year', year],
    ['month', month],
    ['day', day],
  ] as const)
    setValue($<HTMLSelectElement>(el, `#lrdx-rent-${id}-${part}`)!, value);
}

async function fillLocationStep(el: HTMLElement) {
  setValue(await waitFor(() => $<HTMLSelectElement>(el, '#lrdx-rent-pickup'), 'the pick-up select'), 'erbil');
  setDate(el, 'pickup-date', weekday(3));
  await waitFor(() => $<HTMLSelectElement>(el, '#lrdx-rent-pickup-date-day')?.value === weekday(3).slice(8), 'the pick-up day');
  setDate(el, 'dropoff-date', weekday(6));
  await waitFor(() => $<HTMLSelectElement>(el, '#lrdx-rent-dropoff-date-day')?.value === weekday(6).slice(8), 'the return day');
  const defender = await waitFor(() => [...shadowOf(el).querySelectorAll<HTMLInputElement>('input[type="radio"]')][1], 'the Defender');
  defender.click();
}

async function fillContactStep(el: HTMLElement) {
  const first = await waitFor(() => $<HTMLInputElement>(el, '#lrdx-rent-contact-first_name'), 'the contact form');
  setValue(first, 'Aras');
  setValue($<HTMLInputElement>(el, '#lrdx-rent-contact-last_name')!, 'Karim');
  setValue($<HTMLInputElement>(el, '#lrdx-rent-contact-email')!, 'aras@example.iq');
  setValue($<HTMLInputElement>(el, '#lrdx-rent-contact-phone')!, '07501234567');
  $<HTMLInputElement>(el, '#lrdx-rent-contact-privacy')!.click();
}

describe('<lrdx-rent-a-car>', () => {
  before(async () => {
    await loadBundles('lrdx-rent-a-car');
  });
  afterEach(() => {
    failNextLead = false;
    unmountAll();
  });

  it('walks the three steps in English and sends the inquiry as a lead', async () => {
    const el = mount('en');
    await press(el, 'open');
    await waitFor(() => dialogText(el).includes('Step 1 of 3'), 'step 1 of 3');
    // Going on too early names what is missing and moves focus to the first field in error.
    await press(el, 'next');
    await waitFor(() => dialogText(el).includes('Choose a pick-up location.'), 'the missing place');
    assert(dialogText(el).includes('Choose a car.'), 'the missing car');
    await waitFor(() => shadowOf(el).activeElement?.id === 'lrdx-rent-pickup', 'focus on the pick-up place');
    // No native date input (English-only mm/dd/yyyy on Kurdish pages): day, month by name, year.
    assert(!$(el, 'input[type="date"]'), 'no native date input');
    // A Sunday is greyed out in the list of days, and refused if it comes anyway.
    const sunday = nextSunday();
    setDate(el, 'pickup-date', sunday);
    const sundayOption = await waitFor(
      () => [...$<HTMLSelectElement>(el, '#lrdx-rent-pickup-date-day')!.options].find((o) => o.value === sunday.slice(8)),
      'the Sunday in the list',
    );
    assert(sundayOption.disabled, `Sunday ${sunday} cannot be chosen`);
    await waitFor(() => dialogText(el).includes('We are closed that day'), 'Sunday refused');
    await fillLocationStep(el);
    // The baby seat goes up to 10 and no further.
    for (let i = 0; i < 11; i += 1) await press(el, 'more');
    await waitFor(() => $(el, '[data-extra="0.0"] output')?.textContent === '10', 'ten baby seats');
    assert($(el, '[data-extra="0.0"] [data-action="more"]')?.getAttribute('aria-disabled') === 'true', 'more is unavailable at 10');
    await press(el, 'less');
    await waitFor(() => $(el, '[data-extra="0.0"] output')?.textContent === '9', 'nine baby seats');
    await press(el, 'next');

    await waitFor(() => dialogText(el).includes('Step 2 of 3'), 'step 2');
    await fillContactStep(el);
    await press(el, 'next');

    await waitFor(() => dialogText(el).includes('Step 3 of 3'), 'step 3');
    const total = $(el, '[data-summary="total"] dd')?.textContent ?? '';
    // The days of the Defender (165 a day) and nine baby seats (9 × 50).
    const days = (Date.parse(weekday(6)) - Date.parse(weekday(3))) / 86_400_000;
    // English groups thousands ($1,110 when a Sunday stretches the hire to four days).
    assert(total === `$${(days * 165 + 450).toLocaleString('en-US')}`, `total ${total} for ${days} days`);
    const send = $(el, '[data-action="send"]');
    assert(send?.textContent === 'Send inquiry', `the send button reads ${send?.textContent}`);
    const sent = nextEvent<{ formId: string; leadId: string }>(el, 'rent.sent');
    send.click();
    await waitFor(() => $(el, '[data-outcome="thank-you"]'), 'the thank-you view');
    assert(dialogText(el).includes('Your inquiry has been sent. We will contact you soon.'), 'the thank-you text');
    const detail = await sent;
    assert(Number(detail.leadId) > 0, `a stored lead: ${JSON.stringify(detail)}`);
    await press(el, 'close');
    await waitFor(() => !$<HTMLDialogElement>(el, 'dialog')?.open, 'the overlay closed');
  });

  it('shows the error view when sending fails, and retry sends the inquiry', async () => {
    const el = mount('en');
    await press(el, 'open');
    await fillLocationStep(el);
    await press(el, 'next');
    await fillContactStep(el);
    await press(el, 'next');
    failNextLead = true;
    await press(el, 'send');
    await waitFor(() => $(el, '[data-outcome="error"]'), 'the error view');
    assert(dialogText(el).includes('Oops! Something went wrong.'), 'the error heading');
    assert(dialogText(el).includes('Your inquiry has not been sent. Please try again.'), 'the error text');
    await press(el, 'retry');
    await waitFor(() => $(el, '[data-outcome="thank-you"]'), 'the thank-you view after the retry');
  });

  it('is right to left in Kurdish and Arabic, works with the keyboard, and has no axe violations', async () => {
    const axe = await loadAxe();
    for (const [lang, htmlLang, progress] of [
      ['ku', 'ckb', 'هەنگاوی ١ لە ٣'],
      ['ar', 'ar', 'الخطوة ١ من ٣'],
      ['en', 'en', 'Step 1 of 3'],
    ] as const) {
      const el = mount(lang);
      const opener = await waitFor(() => $<HTMLButtonElement>(el, '[data-action="open"]'), 'the open button');
      opener.focus();
      await sendKeys({ press: 'Enter' });
      await waitFor(() => dialogText(el).includes(progress), `${lang} progress`);
      const root = $(el, '.lrdx-rent');
      assert(
        root?.getAttribute('dir') === (lang === 'en' ? 'ltr' : 'rtl') && root.getAttribute('lang') === htmlLang,
        `${lang}: dir and lang`,
      );
      const months = [...($<HTMLSelectElement>(el, '#lrdx-rent-pickup-date-month')?.options ?? [])].map((o) => o.textContent);
      const month = { ku: 'کانوونی یەکەم', ar: 'كانون الأول', en: 'December' }[lang];
      assert(months.includes(month), `${lang}: the months by name (${months.join(', ')})`);
      const years = [...($<HTMLSelectElement>(el, '#lrdx-rent-pickup-date-year')?.options ?? [])].map((o) => o.textContent ?? '');
      assert(
        years.slice(1).every((y) => (lang === 'en' ? /^[0-9]{4}$/ : /^[٠-٩]{4}$/).test(y)),
        `${lang}: the years' digits`,
      );
      const results = await axe.run(el, { runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] } });
      const violations = results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
      assert(violations.length === 0, `axe (${lang}):\n${violations.join('\n')}`);
      // Escape closes the overlay and focus returns to the button that opened it.
      await sendKeys({ press: 'Escape' });
      await waitFor(() => !$<HTMLDialogElement>(el, 'dialog')?.open, `${lang}: closed with Escape`);
      await waitFor(() => shadowOf(el).activeElement === opener, `${lang}: focus back on the open button`);
      assert(text(el).length > 0, 'the open button stays');
      el.remove();
    }
  });
});
