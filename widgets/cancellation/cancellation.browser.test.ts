/**
 * <lrdx-cancellation> as shipped (dist/, Preact build) in real Chromium against the real lrdx server:
 * leads are made through the lead service itself, the server's CRM worker delivers the cancellation.
 */
import { assert, waitFor, mountElement, shadowOf, onBundles, postJson, assertNoAxeViolations } from '../testing/browser-fixture.js';

const post = postJson;

interface Lead {
  id: string;
  access_token: string;
}

/** A lead for a car in stock, as the reservation widget makes it; `paid` also pays its deposit (automatic capture). */
async function newLead(paid: boolean): Promise<Lead> {
  const listing = (await (await fetch('/public_api/listing/iraq?items=12&page=1&filter[statuses_in][]=stock')).json()) as {
    data: { id: number; attributes: { vin: string; model: string } }[];
  };
  const car = listing.data[Math.floor(Math.random() * listing.data.length)];
  assert(car, 'a car in stock');
  const lead = await post<Lead>('/api/leads', {
    lead: {
      first_name: 'Shwan',
      last_name: 'Karim',
      email: 'shwan@example.com',
      vehicle_id: car.id,
      vin: car.attributes.vin,
      model: car.attributes.model,
    },
  });
  if (paid) {
    const config = ((await (await fetch('/api/reservation_config/iraq')).json()) as { data: { company_uuid: string } }).data;
    const intent = await post<{ id: string }>('/api/stripe/create_payment_intent', {
      payment_intent: {
        salesforce_lead_id: lead.id,
        access_token: lead.access_token,
        amount: 50_000,
        currency: 'USD',
        vehicle_id: car.id,
        company_uuid: config.company_uuid,
        capture_method: 'automatic',
      },
    });
    await post('/buy_online/local_test/pay', { reference: intent.id, card_number: '4242424242424242' });
  }
  return lead;
}

/** An order made through the order-online calls, without a lead (its receipt links here with `?order=&token=`). */
async function newOrder(): Promise<{ order_number: string; access_token: string }> {
  const listing = (await (await fetch('/public_api/listing/iraq?items=12&page=1&filter[statuses_in][]=stock')).json()) as {
    data: { id: number }[];
  };
  const car = listing.data[Math.floor(Math.random() * listing.data.length)];
  assert(car, 'a car in stock');
  const lock = await post<{ lock_id: string }>('/buy_online/orders/init', { vehicle_id: car.id, holder: crypto.randomUUID() });
  const response = await fetch('/buy_online/orders', {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'idempotency-key': crypto.randomUUID() },
    body: JSON.stringify({
      order: { vehicle_id: car.id, lock_id: lock.lock_id, customer_email: 'shwan@example.com', finance_option: 'cash' },
    }),
  });
  assert(response.ok, `order created (${response.status})`);
  return ((await response.json()) as { data: { order_number: string; access_token: string } }).data;
}

const mount = (attributes: Record<string, string>) => mountElement('lrdx-cancellation', { 'api-base': location.origin, ...attributes });
const root = shadowOf;
const $ = <E extends Element = HTMLElement>(el: HTMLElement, selector: string) => root(el).querySelector<E>(selector);
const screen = (el: HTMLElement, name: string, timeoutMs?: number) =>
  waitFor(() => $(el, `[data-screen="${name}"]`), `screen ${name}; now ${$(el, '.lrdx-flow')?.getAttribute('data-state')}`, timeoutMs);
const click = async (el: HTMLElement, selector: string) => (await waitFor(() => $<HTMLElement>(el, selector), selector)).click();

describe('<lrdx-cancellation>', () => {
  onBundles('lrdx-cancellation', { url: true });

  it('cancels a reservation in Kurdish through the confirm modal, until the CRM has it', async () => {
    const lead = await newLead(false);
    const el = mount({ lang: 'ku', 'lead-id': lead.id, token: lead.access_token });
    await screen(el, 'landing');
    const flow = $(el, '.lrdx-flow');
    assert(flow?.dir === 'rtl' && flow.lang === 'ckb', 'rtl, ckb');
    assert(root(el).textContent?.includes('هەڵوەشاندنەوەی حیجزەکەت'), 'Kurdish title');
    // Nothing was paid: the screen says there is nothing to refund, in Kurdish.
    assert($(el, '[data-deposit="none"]')?.textContent?.includes('هیچ پێشەکییەک وەرنەگیراوە'), 'the deposit line (ku)');
    await assertNoAxeViolations(el, 'landing (ku)');
    await click(el, '[data-action="cancel"]');
    const dialog = await waitFor(() => $<HTMLDialogElement>(el, 'dialog[data-dialog="cancel-confirm"][open]'), 'the confirm modal');
    assert(dialog.matches(':modal'), 'a modal <dialog>');
    assert($(el, '[data-action="confirm-cancel"]') && $(el, 'dialog [data-action="close"]'), 'primary and secondary buttons');
    await assertNoAxeViolations(el, 'confirm modal (ku)');
    $<HTMLButtonElement>(el, 'dialog [data-action="close"]')?.click();
    await waitFor(() => !$(el, 'dialog'), 'the modal closed by its secondary button');
    await click(el, '[data-action="cancel"]');
    await click(el, '[data-action="confirm-cancel"]');
    await screen(el, 'awaiting-cancellation');
    await screen(el, 'cancelled', 25_000);
    await assertNoAxeViolations(el, 'cancelled (ku)');
  });

  it('reads the lead and its token from the page URL, and explains that a paid lead can only request cancellation', async () => {
    const lead = await newLead(true);
    history.replaceState(null, '', `${location.pathname}?lead=${lead.id}&token=${encodeURIComponent(lead.access_token)}`);
    const el = mount({ lang: 'en' });
    await screen(el, 'paid-lead');
    assert(root(el).textContent?.includes('you can only request the cancellation'), 'the explanation');
    assert($(el, '[data-action="cancel"]')?.textContent === 'Request cancellation', 'the request button');
    // A captured deposit is not refunded by the cancellation itself: the screen says who refunds it.
    assert(
      $(el, '[data-deposit="paid"]')?.textContent?.includes(
        'it is refunded in full to the card you paid with, normally within 14 working days',
      ),
      'the deposit line (paid)',
    );
    await click(el, '[data-action="cancel"]');
    await waitFor(() => $(el, 'dialog [data-deposit="paid"]'), 'the deposit line in the confirm modal');
    $<HTMLButtonElement>(el, 'dialog [data-action="close"]')?.click();
    await waitFor(() => !$(el, 'dialog'), 'the modal closed');
    await assertNoAxeViolations(el, 'paid lead (en)');
  });

  it('says the page is unavailable for an unknown or missing lead, or without the right token', async () => {
    const unknown = mount({ lang: 'en', 'lead-id': '00000000-0000-4000-8000-000000000000', token: 'x' });
    await screen(unknown, 'unavailable');
    const lead = await newLead(false);
    const noToken = mount({ lang: 'en', 'lead-id': lead.id });
    await screen(noToken, 'unavailable');
    const other = await newLead(false);
    const wrongToken = mount({ lang: 'en', 'lead-id': lead.id, token: other.access_token });
    await screen(wrongToken, 'unavailable');
    assert(!root(wrongToken).textContent?.includes('Shwan'), 'nothing of the lead shows');
    const status = await fetch(`/api/leads/${lead.id}/salesforce_data?token=${encodeURIComponent(lead.access_token)}`);
    assert(((await status.json()) as { data: { cancellation_status: string | null } }).data.cancellation_status === null, 'not cancelled');
    const missing = mount({ lang: 'ar' });
    await screen(missing, 'unavailable');
    assert(root(missing).textContent?.includes('الصفحة غير متاحة'), 'Arabic unavailable title');
    await assertNoAxeViolations(missing, 'unavailable (ar)');
  });

  it("cancels an order without a lead from the receipt's link (?order=&token=), in Kurdish, at once", async () => {
    const order = await newOrder();
    history.replaceState(null, '', `${location.pathname}?order=${order.order_number}&token=${encodeURIComponent(order.access_token)}`);
    const el = mount({ lang: 'ku' });
    await screen(el, 'landing');
    assert(root(el).textContent?.includes(order.order_number), 'the order number shows');
    await click(el, '[data-action="cancel"]');
    await click(el, '[data-action="confirm-cancel"]');
    await screen(el, 'cancelled');
    await assertNoAxeViolations(el, 'order cancelled (ku)');
    const read = await fetch(`/buy_online/orders/${order.order_number}?token=${encodeURIComponent(order.access_token)}`);
    assert(((await read.json()) as { data: { cancelled: boolean } }).data.cancelled, 'the server has the order cancelled');
  });

  it('an order link with a wrong token is unavailable and cancels nothing', async () => {
    const order = await newOrder();
    const el = mount({ lang: 'en', 'order-number': order.order_number, token: 'not-the-token' });
    await screen(el, 'unavailable');
    const read = await fetch(`/buy_online/orders/${order.order_number}?token=${encodeURIComponent(order.access_token)}`);
    assert(!((await read.json()) as { data: { cancelled: boolean } }).data.cancelled, 'not cancelled');
  });
});
