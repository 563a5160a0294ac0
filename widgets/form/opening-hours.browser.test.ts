/**
 * The test-drive form's date and time picker against its retailer's opening hours, in real Chromium
 * (dist/, Preact build), in Kurdish: the retailer select starts at the car's retailer, its hours are
 * told in the page's words and digits, closed days cannot be chosen, only open hours and minutes are
 * offered, the keyboard steps over closed days, and choosing another retailer brings its hours; a
 * form opened from a car starts at its model, and days that have passed cannot be chosen. The
 * phone field shows how an Iraqi number is written, and a malformed short e-mail address is called
 * not valid rather than too short. The Forms and Dealers APIs are a fake in this page.
 */
import { sendKeys } from '@web/test-runner-commands';
import type { FormDefinition } from '../../domain/contracts/forms.js';
import { assert, waitFor, mountElement, shadowOf, onBundles, loadAxe, type Axe } from '../testing/browser-fixture.js';
import { formDefinition } from '../testing/form-definition.js';

const HOURS: Record<string, string> = {
  'DLR-A': 'Sat–Thu 09:00–17:00; Fri closed',
  'DLR-B': 'Sun–Thu 10:00–14:00; Fri, Sat closed',
};

const FORM: FormDefinition = formDefinition({
  id: 9,
  name: 'تاقیکردنەوەی لێخوڕین',
  fields: [
    { key: 'email', type: 'email', label: 'ئیمەیڵ', rules: { required: true, min: 6 } },
    { key: 'phone', type: 'phone', label: 'ژمارەی مۆبایل', rules: { required: true } },
    {
      key: 'retailer',
      type: 'select',
      label: 'بریکار',
      rules: { required: true },
      options: [
        { value: 'DLR-A', label: 'Hawler Premium Motors' },
        { value: 'DLR-B', label: 'Slemani Azadi Motors' },
      ],
      hidden: { source: 'retailer' },
    },
    {
      key: 'model',
      type: 'select',
      label: 'مۆدێل',
      options: ['Defender', 'Range Rover', 'Range Rover Sport'].map((value) => ({ value, label: value })),
    },
    { key: 'preferred_time', type: 'datetime', label: 'ڕێکەوت و کاتی دڵخواز', rules: { required: true } },
    { key: 'vehicle_id', type: 'hidden', label: 'vehicle_id', hidden: { source: 'vehicle' } },
  ],
});

const dealerReads: string[] = [];
const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
const realFetch = window.fetch.bind(window);
window.fetch = async (input: RequestInfo | URL, init?: RequestInit) => {
  const { pathname } = new URL(new Request(input, init).url);
  if (pathname === '/dealers') {
    dealerReads.push(pathname);
    return json(200, {
      data: Object.entries(HOURS).map(([code, hours], index) => ({ id: index + 1, dealer_code: code, opening_hours: hours })),
      meta: { pages: 1 },
    });
  }
  if (pathname === '/forms/9') return json(200, { data: FORM });
  if (pathname.endsWith('/settings/thank_you')) return json(200, { data: { heading: 'سوپاس', message: '' } });
  if (pathname.startsWith('/forms')) return json(404, { error: { code: 'not_found', message: 'Not found' } });
  return realFetch(input, init);
};

const root = shadowOf;
const $ = <E extends Element = HTMLElement>(el: HTMLElement, selector: string) => root(el).querySelector<E>(selector);
const part = (el: HTMLElement, name: string) => $<HTMLSelectElement>(el, `[data-field="preferred_time"] select[id$="-${name}"]`)!;
const options = (select: HTMLSelectElement) => [...select.options].filter((option) => option.value !== '');
function choose(select: HTMLSelectElement, value: string) {
  select.value = value;
  select.dispatchEvent(new Event('change', { bubbles: true }));
}
const pad = (n: number) => String(n).padStart(2, '0');
/** Weekday (0 Sunday) of a day of the picked month. */
const weekday = (year: number, month: number, day: number) => new Date(Date.UTC(year, month - 1, day)).getUTCDay();
const FRIDAY = 5;
const SATURDAY = 6;

let axe: Axe;

describe('<lrdx-form> test drive: the opening-hours picker', () => {
  onBundles('lrdx-form');
  before(async () => {
    axe = await loadAxe();
  });

  it('offers only the open days and hours of the car’s retailer, preset, and follows another retailer chosen', async () => {
    const el = mountElement('lrdx-form', { 'form-id': '9', lang: 'ku', 'retailer-id': 'DLR-A', 'vehicle-id': '42' });
    await waitFor(() => $(el, '[data-screen="form"]'), 'the form');
    // Opened from the car: its retailer is chosen, and the visitor can see which.
    const retailer = $<HTMLSelectElement>(el, '[data-field="retailer"] select')!;
    assert(retailer.value === 'DLR-A', `the retailer select starts at the car's retailer: ${retailer.value}`);
    // The hours are told in Kurdish words and digits, beside the picker.
    const hint = await waitFor(() => $(el, '[data-part="opening-hours"]'), 'the opening hours hint');
    assert(hint.textContent?.includes('٠٩:٠٠') && !/[0-9]/.test(hint.textContent ?? ''), `Kurdish digits: ${hint.textContent}`);
    const hourLabels = options(part(el, 'hour')).map((option) => option.text);
    assert(hourLabels.join(' ') === '٠٩ ١٠ ١١ ١٢ ١٣ ١٤ ١٥ ١٦', `only open hours, 24-hour, Kurdish digits: ${hourLabels.join(' ')}`);

    const year = new Date().getFullYear() + 1;
    choose(part(el, 'year'), String(year));
    choose(part(el, 'month'), '03');
    await waitFor(() => options(part(el, 'day')).some((option) => option.disabled), 'closed days marked');
    const days = options(part(el, 'day')).slice(0, 31);
    for (const option of days) {
      const day = Number(option.value);
      const closed = weekday(year, 3, day) === FRIDAY;
      assert(option.disabled === closed, `day ${day}: ${closed ? 'closed (Friday) cannot be chosen' : 'open'}`);
    }
    // Closed days look unavailable (greyed), not just refuse the choice.
    const friday = days.find((option) => option.disabled)!;
    assert(getComputedStyle(friday).color !== getComputedStyle(days.find((o) => !o.disabled)!).color, 'a closed day is greyed');

    // By keyboard: from the Thursday before a Friday, the arrow goes to the Saturday.
    const thursday = days.find((option) => weekday(year, 3, Number(option.value)) === 4 && Number(option.value) < 25)!;
    const daySelect = part(el, 'day');
    choose(daySelect, thursday.value);
    daySelect.focus();
    await sendKeys({ press: 'ArrowDown' });
    const saturday = pad(Number(thursday.value) + 2);
    await waitFor(() => daySelect.value === saturday, `ArrowDown steps over the closed Friday to ${saturday}: ${daySelect.value}`);
    assert(weekday(year, 3, Number(saturday)) === SATURDAY, 'the Saturday');
    choose(part(el, 'hour'), '16');
    const minutes = options(part(el, 'minute')).map((option) => option.value);
    assert(minutes[0] === '00' && minutes.at(-1) === '55', `the last open hour offers its minutes: ${minutes.join(',')}`);
    await axe.run(el).then((results) => {
      const found = results.violations.map((v) => `${v.id}: ${v.help}`);
      assert(found.length === 0, `axe:\n${found.join('\n')}`);
    });

    // Another retailer: its hours are read, Saturday is closed there and only 10–13 are offered.
    const reads = dealerReads.length;
    choose(retailer, 'DLR-B');
    await waitFor(() => dealerReads.length > reads, 'the chosen retailer’s hours are read');
    const saturdayAt = () => options(part(el, 'day')).find((option) => option.value === saturday)!;
    await waitFor(() => saturdayAt().disabled, 'Saturday is closed at the second retailer');
    const hint2 = $(el, '[data-part="opening-hours"]')?.textContent ?? '';
    assert(hint2.includes('١٠:٠٠') && hint2.includes('١٤:٠٠'), `the second retailer's hours are told: ${hint2}`);
    choose(daySelect, pad(Number(saturday) + 1)); // the Sunday after
    const open = () =>
      options(part(el, 'hour'))
        .map((option) => option.value)
        .join(' ');
    await waitFor(() => open() === '10 11 12 13', `only the second retailer's hours on Sunday: ${open()}`);
  });

  it('opened from a car starts at its model, and offers no day that has passed (the booking rule the server checks)', async () => {
    const el = mountElement('lrdx-form', { 'form-id': '9', lang: 'ku', 'vehicle-id': '42', 'vehicle-model': 'Range Rover Sport P400' });
    await waitFor(() => $(el, '[data-screen="form"]'), 'the form');
    const model = $<HTMLSelectElement>(el, '[data-field="model"] select')!;
    assert(model.value === 'Range Rover Sport', `the model select starts at the car's model: ${model.value}`);
    // Iraq's today (UTC+3): every earlier day of this month is disabled, today and later are not.
    const today = new Date(Date.now() + 180 * 60_000);
    const [year, month, day] = [today.getUTCFullYear(), today.getUTCMonth() + 1, today.getUTCDate()];
    choose(part(el, 'year'), String(year));
    choose(part(el, 'month'), pad(month));
    await waitFor(() => options(part(el, 'day')).length >= 28, 'the days of the month');
    for (const option of options(part(el, 'day'))) {
      const past = Number(option.value) < day;
      assert(option.disabled === past, `day ${option.value}: ${past ? 'passed, cannot be chosen' : 'open'}`);
    }
  });

  it('shows the phone field a +964 example tied to it, and calls "aras@" not an e-mail rather than too short', async () => {
    const el = mountElement('lrdx-form', { 'form-id': '9', lang: 'ku' });
    await waitFor(() => $(el, '[data-screen="form"]'), 'the form');
    const phone = $<HTMLInputElement>(el, '[data-field="phone"] input')!;
    const hint = $(el, '[data-field="phone"] [data-part="phone-hint"]');
    assert(hint?.textContent?.includes('+964 750 123 4567'), `a +964 example: ${hint?.textContent}`);
    assert((phone.getAttribute('aria-describedby') ?? '').split(' ').includes(hint?.id ?? '-'), 'the example describes the input');
    // Without a retailer from a car, the visitor chooses one.
    assert($<HTMLSelectElement>(el, '[data-field="retailer"] select')!.value === '', 'no retailer preset without a car');

    const email = $<HTMLInputElement>(el, '[data-field="email"] input')!;
    email.focus();
    email.value = 'aras@';
    email.dispatchEvent(new Event('input', { bubbles: true }));
    phone.focus(); // leaves the e-mail field
    const message = await waitFor(() => $(el, '[data-field="email"] .lrdx-field__error')?.textContent, 'the e-mail error');
    assert(message === 'ئیمەیڵێکی دروست بنووسە.', `not a valid e-mail address (not "too short"): ${message}`);
  });
});
