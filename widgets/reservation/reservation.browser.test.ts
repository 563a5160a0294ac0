/**
 * <lrdx-reservation> as shipped (dist/, Preact build) in real Chromium against the real lrdx server
 * (LOCAL_TEST payment vendor, reached through the test runner's proxy on this origin).
 */
import { assert, waitFor, mountElement, shadowOf, onBundles, assertNoAxeViolations } from '../testing/browser-fixture.js';
import { withPhoneVerificationRequired } from '../testing/test-settings.js';

const STORAGE_KEY = 'sl_order_online_reservation';

const mount = (attributes: Record<string, string>) =>
  mountElement('lrdx-reservation', { 'api-base': location.origin, 'list-key': 'iraq', ...attributes });
const root = shadowOf;
const $ = <E extends Element = HTMLElement>(el: HTMLElement, selector: string) => root(el).querySelector<E>(selector);
const screen = (el: HTMLElement, name: string, timeoutMs?: number) =>
  waitFor(
    () => $(el, `[data-screen="${name}"]`),
    `screen ${name}; now: ${$(el, '[data-screen]')?.getAttribute('data-screen') ?? $(el, '.lrdx-flow')?.getAttribute('data-state')}`,
    timeoutMs,
  );
const click = async (el: HTMLElement, selector: string) => (await waitFor(() => $<HTMLElement>(el, selector), selector)).click();
function type(el: HTMLElement, selector: string, value: string): void {
  const input = $<HTMLInputElement>(el, selector);
  assert(input, `input ${selector}`);
  input.value = value;
  input.dispatchEvent(new Event('input', { bubbles: true }));
}

/** Landing → vehicles → hold the nth car of the first tab (each test its own: holds outlive a test) → checkout. */
async function toCheckout(el: HTMLElement, nth: number): Promise<void> {
  await screen(el, 'landing');
  await click(el, '[data-action="start"]');
  await screen(el, 'vehicles');
  const buttons = await waitFor(
    () =>
      root(el).querySelectorAll<HTMLElement>('[data-action="reserve"]').length > nth &&
      root(el).querySelectorAll<HTMLElement>('[data-action="reserve"]'),
    `${nth + 1} cars`,
  );
  buttons[nth]?.click();
  await click(el, '[data-action="soft-lock-confirm"]');
  await screen(el, 'checkout');
}
function fillDetails(el: HTMLElement): void {
  type(el, '#lrdx-field-firstName', 'Shwan');
  type(el, '#lrdx-field-lastName', 'Karim');
  type(el, '#lrdx-field-email', 'shwan@example.com');
}
/** From the checkout: the details filled in, the terms accepted, sent, and the deposit paid with this card number. */
async function payFromCheckout(el: HTMLElement, card: string): Promise<void> {
  fillDetails(el);
  $<HTMLInputElement>(el, '#lrdx-terms')?.click();
  await click(el, '[data-action="submit"]');
  await screen(el, 'payment');
  // The card field is mounted by the shared card step once the payment screen is shown.
  await waitFor(() => $(el, '#lrdx-card'), 'the card field');
  type(el, '#lrdx-card', card);
  await click(el, '[data-action="pay"]');
}

describe('<lrdx-reservation>', () => {
  onBundles('lrdx-reservation', { stored: [STORAGE_KEY] });
  afterEach(() => sessionStorage.removeItem('lrdx.reservation.details'));

  it('reserves a car in Kurdish, right to left, with the test card, and a reload shows the reservation made', async () => {
    const el = mount({ lang: 'ku', 'cancel-href': '/ku/cancel-reservation' });
    await screen(el, 'landing');
    const flow = $(el, '.lrdx-flow');
    assert(flow?.dir === 'rtl' && flow.lang === 'ckb', 'rtl, ckb');
    assert(root(el).textContent?.includes('ئۆتۆمبێلەکەت بە شێوەی ئۆنلاین حیجز بکە'), 'Kurdish landing title');
    await assertNoAxeViolations(el, 'landing (ku)');

    await click(el, '[data-action="start"]');
    await screen(el, 'vehicles');
    const tabs = root(el).querySelectorAll('[role="tab"]');
    assert(tabs.length > 1, `tabs per model: ${tabs.length}`);
    const second = tabs[1] as HTMLElement;
    second.click();
    await waitFor(() => second.getAttribute('aria-selected') === 'true' && $(el, '[data-vehicle-id]'), 'the second tab with its cars');
    assert(/[٠-٩]/.test($(el, '.lrdx-facts dd')?.textContent ?? ''), 'the year in Eastern digits');
    await assertNoAxeViolations(el, 'vehicles (ku)');

    await click(el, '[data-action="reserve"]');
    await click(el, '[data-action="soft-lock-confirm"]');
    await screen(el, 'checkout');
    assert($(el, '[data-soft-lock="countdown"]'), 'the soft-lock countdown shows');
    assert(/[٠-٩]{2}:[٠-٩]{2}/.test($(el, '[data-soft-lock="info"]')?.textContent ?? ''), 'the soft-lock info names the end time');
    // The currency as Kurdish writes it (docs/glossary-ku.md, "Currencies (`domain/currencies.ts`)"), after the amount, never "$" or "USD" glued to the digits.
    const feeText = $(el, '[data-fee]')?.textContent ?? '';
    assert(feeText.includes('٥٠٠ دۆلار') && !/[$A-Za-z0-9]/.test(feeText), `the fee in Kurdish digits and currency word: ${feeText}`);
    const stored = JSON.parse(localStorage.getItem(STORAGE_KEY) ?? 'null') as { stage: string; lockId: string } | null;
    assert(stored?.stage === 'checkout' && stored.lockId, 'the held car is in storage');

    await click(el, '[data-action="submit"]');
    await waitFor(() => $(el, '#lrdx-terms-error')?.textContent, 'the terms error');
    assert($(el, '[data-screen="checkout"]'), 'still on checkout without terms and details');
    await assertNoAxeViolations(el, 'checkout with errors (ku)');
    await payFromCheckout(el, '4242 4242 4242 4242');
    await screen(el, 'thank-you');
    assert(/LRDX-[A-Z0-9]{8}/.test(root(el).textContent ?? ''), 'the order number');
    // The receipt in short: the car, the fee in Kurdish, the retailer and three numbered next steps.
    assert(($(el, '[data-thank-you="car"]')?.textContent ?? '').trim().length > 0, 'the reserved car is named');
    const paid = $(el, '[data-thank-you="fee"]')?.textContent ?? '';
    assert(paid.includes('٥٠٠ دۆلار') && !/[$A-Za-z0-9]/.test(paid), `the fee paid, in Kurdish: ${paid}`);
    assert(($(el, '[data-thank-you="retailer"]')?.textContent ?? '').trim().length > 0, 'the retailer is named');
    const steps = [...root(el).querySelectorAll('[data-thank-you="next-steps"] li')].map((li) => li.textContent ?? '');
    assert(steps.length === 3 && steps[2]?.includes('هەڵیبوەشێنەوە'), `three next steps, the last how to cancel: ${steps.join(' | ')}`);
    const link = $<HTMLAnchorElement>(el, '[data-action="cancel-link"]');
    const href = link?.getAttribute('href') ?? '';
    assert(/\/ku\/cancel-reservation\?lead=[\w-]+&token=[\w-]{43}$/.test(href), `cancellation link with the lead's token: ${href}`);
    const { lead, token } = Object.fromEntries(new URL(href, location.origin).searchParams) as { lead: string; token: string };
    const kept = JSON.parse(localStorage.getItem(STORAGE_KEY) ?? 'null') as { leadId: string; leadToken: string } | null;
    assert(kept?.leadId === lead && kept.leadToken === token, 'the lead and its token are stored together');
    // The token opens the lead; without it the lead service answers as if there were none.
    const withToken = await fetch(`/api/leads/${lead}/salesforce_data?token=${encodeURIComponent(token)}`);
    assert(withToken.status === 200, `lead with its token: ${withToken.status}`);
    assert((await fetch(`/api/leads/${lead}/salesforce_data`)).status === 404, 'lead without its token: 404');
    await assertNoAxeViolations(el, 'thank you (ku)');

    el.remove();
    const again = mount({ lang: 'ku', 'cancel-href': '/ku/cancel-reservation' });
    await screen(again, 'reservation-made');
    // After a reload the link still carries the token.
    assert($(again, '[data-action="cancel-link"]')?.getAttribute('href') === href, 'the same cancellation link after a reload');
  });

  it('says a declined card was declined (not a system error), keeps the hold, and pays with another card', async () => {
    const el = mount({ lang: 'en' });
    await toCheckout(el, 1);
    await payFromCheckout(el, '4000000000000002');
    await screen(el, 'card-declined');
    const text = root(el).textContent ?? '';
    assert(text.includes('Your card was declined') && text.includes('Please try another card'), `the decline texts: ${text}`);
    assert(!text.includes('refresh the page') && !text.includes('Something went wrong'), `no system error: ${text}`);
    await assertNoAxeViolations(el, 'card declined (en)');
    await click(el, '[data-action="retry-card"]');
    await screen(el, 'payment');
    await waitFor(() => $(el, '#lrdx-card'), 'the card field again');
    type(el, '#lrdx-card', '4242424242424242');
    await click(el, '[data-action="pay"]');
    await screen(el, 'thank-you');
    const next = root(el).querySelector('[data-thank-you="next-steps"]')?.textContent ?? '';
    assert(next.includes('refunded in full by the retailer'), `the English next steps say what becomes of the fee: ${next}`);
    assert(($(el, '[data-thank-you="fee"]')?.textContent ?? '').includes('500'), 'the fee paid, in English');
  });

  it('keeps the order number of the thank-you sentence on one line on a 390 px phone, in Kurdish, while the sentence wraps', async () => {
    const el = mount({ lang: 'ku' });
    el.style.display = 'block';
    el.style.inlineSize = '390px';
    // A paid car leaves the list, and the tests after this one count their cars from its start: the
    // ninth car is past every one they hold.
    await toCheckout(el, 8);
    await payFromCheckout(el, '4242 4242 4242 4242');
    await screen(el, 'thank-you');
    const number = await waitFor(() => $(el, '[data-thank-you="order-number"]'), 'the order number');
    assert(/^LRDX-[A-Z0-9]{8}$/.test(number.textContent ?? ''), `the order number: ${number.textContent}`);
    const sentence = number.parentElement;
    assert(sentence, 'the sentence around the number');
    /** The lines a piece of text takes: the tops of its line boxes. */
    const lines = (element: Element) => {
      const range = document.createRange();
      range.selectNodeContents(element);
      return new Set([...range.getClientRects()].map((rect) => Math.round(rect.top))).size;
    };
    // Where the number falls in the line depends on the sentence's words and the font: the sentence
    // is narrowed step by step from its width on the phone to the number's own, so the number meets
    // the line's end at some step (it broke at its hyphen there, «-LRDX» on one line).
    const full = sentence.getBoundingClientRect().width;
    const own = number.getBoundingClientRect().width;
    assert(full <= 390 && sentence.scrollWidth <= Math.ceil(full), `the sentence fits the phone: ${full} px`);
    for (let width = Math.floor(full); width >= Math.ceil(own) + 1; width -= 4) {
      sentence.style.inlineSize = `${width}px`;
      assert(lines(number) === 1, `the order number on one line in a sentence ${width} px wide`);
    }
    assert(lines(sentence) > 1, 'the sentence around the number wraps');
  });

  it('shows more than twelve cars of a model with "Show more", in Kurdish (12 of 66)', async () => {
    const el = mount({ lang: 'ku' });
    await screen(el, 'landing');
    await click(el, '[data-action="start"]');
    await screen(el, 'vehicles');
    const tab = await waitFor(() => $(el, '[role="tab"][aria-selected="true"]'), 'the chosen tab');
    const shown = () => root(el).querySelectorAll('.lrdx-vehicle').length;
    await waitFor(() => shown() === 12, '12 cars first');
    const more = await waitFor(() => $<HTMLButtonElement>(el, '[data-action="show-more"]'), `Show more (tab ${tab.textContent})`);
    assert(more.textContent === 'ئۆتۆمبێلی زیاتر پیشان بدە', `Kurdish label: ${more.textContent}`);
    more.click();
    await waitFor(() => shown() > 12, 'more cars below the first twelve');
    await waitFor(() => root(el).activeElement === root(el).querySelectorAll('.lrdx-vehicle h3')[12], 'focus is on the first added car');
    assert(/^١٢ لە/.test($(el, '.lrdx-vehicles__shown')?.textContent ?? '') === false, 'the count of shown cars moved on');
  });

  it('keeps the model tabs on one row that scrolls sideways on a phone-wide page, in Kurdish', async () => {
    const el = mount({ lang: 'ku' });
    el.style.display = 'block';
    el.style.inlineSize = '390px';
    await screen(el, 'landing');
    await click(el, '[data-action="start"]');
    await screen(el, 'vehicles');
    const list = await waitFor(() => $(el, '[role="tablist"]'), 'the tab list');
    const tabs = [...root(el).querySelectorAll<HTMLElement>('[role="tab"]')];
    assert(tabs.length > 4, `several models (${tabs.length})`);
    const rows = new Set(tabs.map((tab) => Math.round(tab.getBoundingClientRect().top)));
    assert(rows.size === 1, `one row of tabs, not ${rows.size}`);
    assert(list.scrollWidth > list.clientWidth && getComputedStyle(list).overflowX === 'auto', 'the row scrolls sideways');
    assert(list.getBoundingClientRect().width <= 390, 'within the page width');
  });

  it('a reload on the checkout keeps the typed name and e-mail, in Kurdish; never the card', async () => {
    const el = mount({ lang: 'ku' });
    await toCheckout(el, 3);
    type(el, '#lrdx-field-firstName', 'ئاڤا');
    type(el, '#lrdx-field-email', 'ava@example.com');
    await waitFor(() => sessionStorage.getItem('lrdx.reservation.details')?.includes('ava@example.com'), 'the draft is kept');
    el.remove();
    const again = mount({ lang: 'ku' });
    await screen(again, 'checkout');
    await waitFor(() => $<HTMLInputElement>(again, '#lrdx-field-email')?.value === 'ava@example.com', 'the e-mail is back');
    assert($<HTMLInputElement>(again, '#lrdx-field-firstName')?.value === 'ئاڤا', 'the first name is back');
    assert(!/card|4242/i.test(sessionStorage.getItem('lrdx.reservation.details') ?? ''), 'no card data stored');
    await click(again, '[data-action="back"]');
    await screen(again, 'vehicles');
    assert(sessionStorage.getItem('lrdx.reservation.details') === null, 'the draft goes with the journey');
  });

  it('goes back to the vehicles and releases the hold', async () => {
    const el = mount({ lang: 'en' });
    await toCheckout(el, 2);
    await click(el, '[data-action="back"]');
    await screen(el, 'vehicles');
    assert(localStorage.getItem(STORAGE_KEY) === null, 'nothing stored once the visitor went back');
  });

  it('shows an editor’s slot text instead of the translation', async () => {
    const el = mount({ lang: 'ku', texts: JSON.stringify({ landing_title: 'بەخێربێیت بۆ حیجزکردن' }) });
    await screen(el, 'landing');
    assert($(el, '.lrdx-flow__title')?.textContent === 'بەخێربێیت بۆ حیجزکردن', 'the slot text');
  });

  it('says the page is unavailable for an unknown list', async () => {
    const el = mount({ 'list-key': 'no-such-list', lang: 'en' });
    await screen(el, 'unavailable');
    assert(root(el).textContent?.includes('Page unavailable'), 'unavailable title');
    await assertNoAxeViolations(el, 'unavailable (en)');
  });
});

describe('<lrdx-reservation> with phone verification required', () => {
  onBundles('lrdx-reservation', { stored: [STORAGE_KEY] });

  it('asks for the SMS code, refuses a wrong one, and lets the buyer continue only with the verified number', async () => {
    await withPhoneVerificationRequired(async () => {
      const el = mount({ lang: 'en' });
      await toCheckout(el, 0);
      fillDetails(el);
      await click(el, '#lrdx-terms');
      const phone = $<HTMLInputElement>(el, '#lrdx-field-phone');
      assert(phone?.required && $(el, 'label[for="lrdx-field-phone"]')?.textContent === 'Phone number', 'the phone is required');

      await click(el, '[data-action="submit"]');
      await waitFor(() => phone.getAttribute('aria-invalid') === 'true', 'the phone marked missing');
      assert(root(el).activeElement === phone || $(el, '[aria-invalid="true"]'), 'focus on a field to fix');

      // Typed with Kurdish digits and spaces: the code goes to the E.164 number.
      type(el, '#lrdx-field-phone', '+٩٦٤ ٧٥٠ ١٢٣ ٤٥٦٧');
      await click(el, '[data-action="submit"]');
      await waitFor(() => $(el, '#lrdx-field-phone-error')?.textContent?.includes('Please verify your phone number'), 'verify first');
      assert($(el, '[data-screen="checkout"]'), 'still on the checkout');

      await click(el, '[data-action="send-code"]');
      const code = await waitFor(
        () => $<HTMLInputElement>(el, '#lrdx-field-phone-code'),
        `the code field; status: ${$(el, '#lrdx-field-phone-verification-status')?.textContent ?? 'none'}; send disabled: ${$(el, '[data-action="send-code"]')?.getAttribute('aria-disabled') ?? 'no'}; phone: ${$<HTMLInputElement>(el, '#lrdx-field-phone')?.value ?? ''}`,
      );
      assert(code.autocomplete === 'one-time-code' && code.inputMode === 'numeric', 'one-time-code, numeric');
      await waitFor(() => root(el).activeElement === code, 'focus on the code field');
      const status = $(el, '#lrdx-field-phone-verification-status');
      assert(status?.getAttribute('role') === 'status', 'the step is announced');
      assert(status.textContent?.includes('+9647501234567'), `the status names the number: ${status.textContent}`);
      assert(code.getAttribute('aria-describedby') === status.id, 'the code field is described by the status');
      assert($(el, '[data-action="send-code"]')?.getAttribute('aria-disabled') === 'true', 'no resend before the pause');
      await assertNoAxeViolations(el, 'code sent (en)');

      type(el, '#lrdx-field-phone-code', '000000');
      await click(el, '[data-action="verify-code"]');
      await waitFor(() => status.textContent?.includes('This code is not right'), 'the wrong-code message');
      assert(code.getAttribute('aria-invalid') === 'true', 'the code marked wrong');

      type(el, '#lrdx-field-phone-code', '123456');
      await click(el, '[data-action="verify-code"]');
      await waitFor(() => $(el, '[data-verification="verified"]'), 'verified');
      assert($(el, '#lrdx-field-phone-verification-status')?.textContent?.includes('is verified'), 'verified is announced');

      await click(el, '[data-action="submit"]');
      await screen(el, 'payment');
    });
  });

  it('the server refuses a lead with an unverified number when the setting is on', async () => {
    await withPhoneVerificationRequired(async () => {
      const response = await fetch('/api/leads', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ lead: { first_name: 'A', last_name: 'B', email: 'a@example.com', phone: '+9647509990000' } }),
      });
      const body = (await response.json()) as { error?: { code?: string; field?: string } };
      assert(
        response.status === 400 && body.error?.code === 'phone_not_verified' && body.error.field === 'lead.phone',
        'phone_not_verified',
      );
    });
  });
});

describe('<lrdx-reservation> e-mail check', () => {
  onBundles('lrdx-reservation', { stored: [STORAGE_KEY] });

  it('warns once when the e-mail service doubts the address; the same address sent again goes through', async () => {
    const el = mount({ lang: 'en' });
    await toCheckout(el, 3);
    fillDetails(el);
    // The local verifier wants at least two letters after the last dot.
    type(el, '#lrdx-field-email', 'shwan@example.c');
    await click(el, '#lrdx-terms');
    await click(el, '[data-action="submit"]');
    await waitFor(() => $(el, '#lrdx-field-email-error')?.textContent?.includes('Please check this e-mail address'), 'the e-mail warning');
    assert($(el, '#lrdx-field-email')?.getAttribute('aria-invalid') === 'true', 'the e-mail field marked');
    assert($(el, '[data-screen="checkout"]'), 'still on the checkout');
    await click(el, '[data-action="submit"]');
    await screen(el, 'payment');
  });
});
