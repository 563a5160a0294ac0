/**
 * <lrdx-form> as shipped (dist/, Preact build) in real Chromium. The Forms API is answered by a
 * fake in this page (window.fetch for `/forms…` only): the server's routes are tested on their own
 * (server/api/forms); here the point is what the visitor sees and what leaves the page — the
 * fields of any definition, validation after leaving a field, the error summary and focus, the
 * keyboard, a retry with the same Idempotency-Key after a server error, and the rate-limit message.
 */
import { sendKeys } from '@web/test-runner-commands';
import type { FormDefinition, ThankYouSettings } from '../../domain/contracts/forms.js';
import {
  assert,
  waitFor,
  mountElement,
  unmountAll,
  shadowOf,
  onBundles,
  nextEvent,
  assertNoAxeViolations,
} from '../testing/browser-fixture.js';
import { formDefinition } from '../testing/form-definition.js';

const FORM: FormDefinition = formDefinition({
  fields: [
    { key: 'name', type: 'text', label: 'ناو', rules: { required: true, max: 80 } },
    { key: 'email', type: 'email', label: 'ئیمەیڵ', rules: { required: true } },
    { key: 'phone', type: 'phone', label: 'ژمارەی تەلەفۆن', help: '0750 123 4567', rules: { required: true } },
    { key: 'when', type: 'datetime', label: 'کاتی تاقیکردنەوەی لێخوڕین', rules: { required: true } },
    {
      key: 'contact_by',
      type: 'radio',
      label: 'پەیوەندی',
      options: [
        { value: 'phone', label: 'تەلەفۆن' },
        { value: 'email', label: 'ئیمەیڵ' },
      ],
    },
    { key: 'consent', type: 'consent', label: 'ڕازیم', rules: { required: true } },
    { key: 'vehicle_id', type: 'hidden', label: 'vehicle', hidden: { source: 'vehicle' } },
    { key: 'retailer', type: 'hidden', label: 'retailer', hidden: { source: 'retailer' } },
    { key: 'utm_source', type: 'hidden', label: 'utm', hidden: { source: 'utm', name: 'utm_source' } },
    { key: 'campaign', type: 'hidden', label: 'campaign', hidden: { source: 'mapping' } },
  ],
});
const THANKS: ThankYouSettings = { heading: 'سوپاس، شوان!', message: 'بریکار پەیوەندیت پێوە دەکات.' };
/** What the fake API answers for the thank-you settings (a test may give it a redirect). */
let thanks: ThankYouSettings = THANKS;

interface Sent {
  key: string | null;
  path: string;
  body: { payload: Record<string, unknown>; language: string };
}
/** The fake Forms API: the form, its thank-you settings, and lead answers taken in order (then 201). */
const api = { sent: [] as Sent[], answers: [] as Response[] };
const json = (status: number, body: unknown, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json', ...headers } });
const realFetch = window.fetch.bind(window);
window.fetch = async (input: RequestInfo | URL, init?: RequestInit) => {
  const request = new Request(input, init);
  const { pathname, search } = new URL(request.url);
  if (!pathname.startsWith('/forms')) return realFetch(input, init);
  // As the server: every form, narrowed by `filter[language]` and `filter[status]` when given.
  if (pathname === '/forms') {
    const params = new URLSearchParams(search);
    const all: FormDefinition[] = [FORM, { ...FORM, id: 8, language: 'en' }];
    const language = params.get('filter[language]');
    return json(200, { data: all.filter((form) => !language || form.language === language) });
  }
  if (pathname === '/forms/7') return json(200, { data: FORM });
  if (pathname === '/forms/8') return json(200, { data: { ...FORM, id: 8, language: 'en' } });
  if (pathname.endsWith('/settings/thank_you')) return json(200, { data: thanks });
  if (pathname.endsWith('/leads') && request.method === 'POST') {
    api.sent.push({ key: request.headers.get('idempotency-key'), path: pathname, body: (await request.json()) as Sent['body'] });
    return (
      api.answers.shift() ?? json(201, { data: { id: 4242, form_id: 7, language: 'ku', values: {}, created_at: '', integrations: [] } })
    );
  }
  return json(404, { error: { code: 'not_found', message: 'Not found' } });
};

const root = shadowOf;
const $ = <E extends Element = HTMLElement>(el: HTMLElement, selector: string) => root(el).querySelector<E>(selector);
const field = (el: HTMLElement, key: string) => $<HTMLElement>(el, `[data-field="${key}"]`);
const control = (el: HTMLElement, key: string) => $<HTMLInputElement>(el, `[data-field="${key}"] input, [data-field="${key}"] select`);
const screen = (el: HTMLElement, name: string) =>
  waitFor(
    () => $(el, `[data-screen="${name}"]`),
    `screen ${name}; now ${$(el, '.lrdx-form')?.getAttribute('data-state')} ${$(el, '[data-part="error-summary"]')?.textContent ?? ''}`,
  );
const activeIn = (el: HTMLElement) => root(el).activeElement;

function type(input: HTMLInputElement, value: string) {
  input.focus();
  input.value = value;
  input.dispatchEvent(new Event('input', { bubbles: true }));
}
function choose(select: HTMLSelectElement, value: string) {
  select.value = value;
  select.dispatchEvent(new Event('change', { bubbles: true }));
}
async function fillValid(el: HTMLElement) {
  type(control(el, 'name')!, 'Shwan Karim');
  type(control(el, 'email')!, 'shwan@example.com');
  type(control(el, 'phone')!, '٠٧٥٠ ١٢٣ ٤٥٦٧');
  const next = new Date().getFullYear() + 1;
  for (const [part, value] of [
    ['day', '14'],
    ['month', '09'],
    ['year', String(next)],
    ['hour', '16'],
    ['minute', '30'],
  ] as const)
    choose($<HTMLSelectElement>(el, `[data-field="when"] select[id$="-${part}"]`)!, value);
  control(el, 'consent')!.click();
  await waitFor(() => control(el, 'consent')?.checked, 'consent ticked');
}
const submit = (el: HTMLElement) => $<HTMLButtonElement>(el, '[data-action="submit"]')!.click();

describe('<lrdx-form>', () => {
  onBundles('lrdx-form');
  beforeEach(() => {
    api.sent = [];
    api.answers = [];
  });

  it('renders the form in Kurdish, right to left, with Kurdish month names and 24-hour time, and passes axe', async () => {
    const el = mountElement('lrdx-form', { 'form-id': '7', lang: 'ku', 'api-base': location.origin });
    await screen(el, 'form');
    const box = $(el, '.lrdx-form')!;
    assert(box.dir === 'rtl' && box.lang === 'ckb', 'rtl, ckb');
    for (const key of ['name', 'email', 'phone', 'when', 'contact_by', 'consent']) assert(field(el, key), `field ${key}`);
    assert(!field(el, 'vehicle_id'), 'hidden fields are not shown');
    const months = [...root(el).querySelectorAll<HTMLOptionElement>('[data-field="when"] select[id$="-month"] option')].map((o) => o.text);
    assert(months.includes('ئەیلوول') && months.includes('کانوونی دووەم'), `Kurdish months: ${months.join(',')}`);
    const hours = [...root(el).querySelectorAll<HTMLOptionElement>('[data-field="when"] select[id$="-hour"] option')].map((o) => o.text);
    assert(hours.length === 25 && hours.at(-1) === '٢٣', `hours 00–23 in Kurdish digits: ${hours.at(-1)}`);
    assert(root(el).querySelector('label[for$="-name"]')?.textContent?.includes('(پێویستە)'), 'required is said in the label');
    await assertNoAxeViolations(el, 'form (ku)');
  });

  it('shows a field error only after leaving it, then a summary on send with focus on the first error, errors tied by aria-describedby', async () => {
    const el = mountElement('lrdx-form', { 'form-id': '7', lang: 'en' });
    await screen(el, 'form');
    const name = control(el, 'name')!;
    name.focus();
    assert(!field(el, 'name')!.classList.contains('lrdx-field--invalid'), 'no error while first in the field');
    control(el, 'email')!.focus(); // leaves the name field
    await waitFor(() => field(el, 'name')!.classList.contains('lrdx-field--invalid'), 'red border and label after leaving');
    assert(name.getAttribute('aria-invalid') === 'true', 'aria-invalid');
    const described = name.getAttribute('aria-describedby') ?? '';
    assert(
      root(el).getElementById(described.split(' ').at(-1) ?? '')?.textContent === 'This field is required.',
      'the message is its description',
    );
    assert(!$(el, '[data-part="error-summary"]'), 'no summary before a send');
    type(name, 'Shwan');
    submit(el);
    const summary = await waitFor(() => $(el, '[data-part="error-summary"]'), 'the error summary');
    assert(summary.getAttribute('role') === 'alert', 'announced');
    assert(
      summary.textContent?.includes('E-mail') || summary.querySelectorAll('li').length === 4,
      `every error listed: ${summary.textContent}`,
    );
    await waitFor(() => activeIn(el) === control(el, 'email'), 'focus on the first failing field (e-mail)');
    assert(api.sent.length === 0, 'nothing sent');
    await assertNoAxeViolations(el, 'errors (en)');
    summary.querySelector<HTMLAnchorElement>('li:last-child a')!.click();
    await waitFor(() => activeIn(el) === control(el, 'consent'), 'a summary link moves to its field');
  });

  it('is used with the keyboard alone: Tab through the fields, Space ticks, Enter sends; the thank-you view takes focus', async () => {
    // The visitor arrived from a campaign link: the server set the cookie before the page loaded.
    document.cookie = 'lrdx_utm=' + encodeURIComponent('utm_source=news&utm_medium=mail') + '; path=/';
    const el = mountElement('lrdx-form', {
      'form-id': '7',
      lang: 'ku',
      'vehicle-id': '42',
      'retailer-id': 'DLR-7',
      'hidden-fields': '{"campaign":"spring"}',
    });
    await screen(el, 'form');
    control(el, 'name')!.focus();
    await sendKeys({ type: 'Shwan' });
    await sendKeys({ press: 'Tab' });
    await sendKeys({ type: 'shwan@example.com' });
    await sendKeys({ press: 'Tab' });
    await sendKeys({ type: '07501234567' });
    await fillValid(el); // the date selects and the consent
    control(el, 'name')!.focus();
    const sent = nextEvent<{ formId: string; leadId: string }>(el, 'form.submitted');
    await sendKeys({ press: 'Enter' });
    const thanks = await screen(el, 'thank-you');
    assert(thanks.textContent?.includes(THANKS.heading), "the form's own thank-you heading");
    assert((await sent).leadId === '4242', 'form.submitted with the lead');
    await waitFor(() => activeIn(el) === thanks.querySelector('h2'), 'focus on the thank-you heading');
    const { key, body } = api.sent[0]!;
    assert(key && key.length >= 16, 'an Idempotency-Key');
    assert(body.language === 'ku', 'the page language');
    const p = body.payload;
    assert(
      p.vehicle_id === '42' && p.retailer === 'DLR-7' && p.campaign === 'spring' && p.utm_source === 'news',
      `hidden values: ${JSON.stringify(p)}`,
    );
    assert(p.consent === true && typeof p.when === 'string' && /T16:30$/.test(p.when), `values: ${JSON.stringify(p)}`);
    await assertNoAxeViolations(el, 'thank you (ku)');
    document.cookie = 'lrdx_utm=; path=/; max-age=0';
  });

  it('retries the same submission (same Idempotency-Key) after a server error', async () => {
    api.answers.push(json(500, { error: { code: 'internal_error', message: 'boom' } }));
    const el = mountElement('lrdx-form', { 'form-id': '7', lang: 'en' });
    await screen(el, 'form');
    await fillValid(el);
    submit(el);
    const error = await screen(el, 'send-error');
    assert(error.querySelector('[role="alert"]')?.textContent?.includes('could not be sent'), 'the failure is announced');
    assert(control(el, 'name')!.value === 'Shwan Karim', 'the values stay');
    await assertNoAxeViolations(el, 'send error (en)');
    error.querySelector<HTMLButtonElement>('[data-action="retry"]')!.click();
    await screen(el, 'thank-you');
    assert(api.sent.length === 2 && api.sent[0]!.key === api.sent[1]!.key, 'one key for both tries');
  });

  it('says how long to wait after a 429, refuses to send meanwhile, and puts a 422 under its fields', async () => {
    api.answers.push(json(429, { error: { code: 'rate_limited', message: 'Too many' } }, { 'retry-after': '120' }));
    const el = mountElement('lrdx-form', { 'form-kind': 'test_drive', lang: 'en' });
    await screen(el, 'form');
    await fillValid(el);
    submit(el);
    const limited = await screen(el, 'rate-limited');
    assert(api.sent.at(-1)?.path === '/forms/8/leads', `the English test-drive form was used: ${api.sent.at(-1)?.path}`);
    assert(limited.textContent?.includes('try again in 2 minutes'), `the wait: ${limited.textContent}`);
    assert(limited.getAttribute('role') === 'alert', 'announced');
    assert($(el, '[data-action="submit"]')!.getAttribute('aria-disabled') === 'true', 'send unavailable');
    submit(el);
    assert(api.sent.length === 1, 'nothing more sent while limited');
    await assertNoAxeViolations(el, 'rate limited (en)');
    unmountAll();

    api.answers.push(
      json(422, {
        error: {
          code: 'validation_failed',
          message: 'x',
          field: 'email',
          fields: { email: { code: 'email', message: 'Enter a valid e-mail address.' } },
        },
      }),
    );
    const other = mountElement('lrdx-form', { 'form-id': '7', lang: 'en' });
    await screen(other, 'form');
    await fillValid(other);
    submit(other);
    await waitFor(() => field(other, 'email')?.classList.contains('lrdx-field--invalid'), 'the refused field is marked');
    await waitFor(() => activeIn(other) === control(other, 'email'), 'focus on it');
  });

  // A `javascript:` redirect stored before the URL rule (or by a stolen account) would run on the
  // retailer's page: each spelling below runs `window.lrdxRedirected = …` if the widget follows it.
  it('never follows a thank-you redirect the stored-URL rule refuses, and follows an allowed one', async () => {
    const flagged = window as unknown as { lrdxRedirected?: string };
    for (const url of [
      'javascript:window.lrdxRedirected="plain"',
      'JaVaScRiPt:window.lrdxRedirected="cased"',
      'java\nscript:window.lrdxRedirected="newline"',
      'java\tscript:window.lrdxRedirected="tab"',
      ' javascript:window.lrdxRedirected="space"',
      '\u0001javascript:window.lrdxRedirected="control"',
    ]) {
      thanks = { ...THANKS, redirect_url: url };
      const el = mountElement('lrdx-form', { 'form-id': '7', lang: 'en' });
      await screen(el, 'form');
      await fillValid(el);
      submit(el);
      await screen(el, 'thank-you');
      // A javascript: navigation runs in a task after location.assign: let one pass before looking.
      await new Promise((resolve) => setTimeout(resolve, 50));
      assert(flagged.lrdxRedirected === undefined, `followed ${JSON.stringify(url)}: ${flagged.lrdxRedirected}`);
      unmountAll();
    }
    // A fragment is an allowed same-origin reference: followed without unloading the test page.
    thanks = { ...THANKS, redirect_url: '#lrdx-thanks' };
    const el = mountElement('lrdx-form', { 'form-id': '7', lang: 'en' });
    await screen(el, 'form');
    await fillValid(el);
    submit(el);
    await waitFor(() => location.hash === '#lrdx-thanks', 'the allowed redirect is followed');
    history.replaceState(null, '', location.pathname + location.search);
    thanks = THANKS;
  });
});
