/**
 * The reservation widget's calls (docs/buy-online.md, with its lead service,
 * "Leads and verification"): config, reservable vehicles by model, lead, deposit payment through the shared card
 * step (LOCAL_TEST or Stripe, widgets/features/card-payment) or the vendor's own page (PayPal, LiqPay:
 * widgets/features/redirect-payment), payment status, order and confirmation. Each is one actor of the reservation machine.
 */
import type { OrderCreatedReply, ReservationConfigReply } from '../../domain/contracts/buy-online.js';
import type { LeadCreatedReply } from '../../domain/contracts/leads.js';
import { toMinorUnits } from '../../domain/order.js';
import { normalizePhone } from '../../domain/phone.js';
import { underBase } from '../../domain/under-base.js';
import type { Vehicle } from '../../domain/vehicle.js';
import type {
  CheckPaymentInput,
  CheckPaymentOutput,
  ConfirmInput,
  ConfirmOutput,
  CreateLeadInput,
  CreateLeadOutput,
  LoadOutput,
  PayInput,
  PayStatus,
  ReservationConfig,
  ReservationVehicle,
  StartPaymentInput,
  VehicleTab,
} from '../../state-machines/reservation/index.js';
import { TAB_PAGE_SIZE } from '../../state-machines/reservation/index.js';
import { LrdxApiError, fetchListing } from '../runtime/api-client.js';
import { isCardVendor, recallClientSecret, rememberClientSecret, type CardStep } from '../features/card-payment/index.js';
import { requestJson } from '../runtime/http.js';
import {
  VENDOR_NAMES,
  isRedirectVendor,
  leaveForVendor,
  leavingPage,
  recallVendorPage,
  rememberVendorPage,
  vendorPageOf,
  vendorReturnUrl,
} from '../features/redirect-payment/index.js';

/** Only cars in stock are offered (catalogue: the vehicle block lists reservable vehicles). */
const RESERVABLE = { checkbox: { statuses: ['stock'] }, ranges: {} };

function toReservationVehicle(apiBase: string, vehicle: Vehicle): ReservationVehicle {
  const a = vehicle.attributes;
  return {
    id: vehicle.id,
    model: a.model,
    version: a.version_name,
    vin: a.vin,
    year: a.production_year,
    price: a.display_price,
    priceHidden: a.price_hidden,
    image: a.cover_photo_medium ? underBase(apiBase, a.cover_photo_medium) : '',
    dealer: a.dealer_name,
  };
}

export async function fetchTab(apiBase: string, listKey: string, tab: string, pageNumber = 1): Promise<ReservationVehicle[]> {
  const filters = { ...RESERVABLE, checkbox: { ...RESERVABLE.checkbox, models: [tab] } };
  const page = await fetchListing(apiBase, listKey, { items: TAB_PAGE_SIZE, page: pageNumber, sort: 'priceAsc', filters });
  return page.data.map((vehicle) => toReservationVehicle(apiBase, vehicle));
}

export async function fetchReservation(apiBase: string, listKey: string): Promise<LoadOutput> {
  const [reply, overview] = await Promise.all([
    requestJson<ReservationConfigReply>(apiBase, `/api/reservation_config/${encodeURIComponent(listKey)}`),
    fetchListing(apiBase, listKey, { items: 1, page: 1, filters: RESERVABLE }),
  ]);
  const config: ReservationConfig = {
    companyUuid: reply.data.company_uuid,
    fee: reply.data.reservation_fee,
    currency: reply.data.currency,
    vendorType: reply.data.vendor_type,
    free: reply.data.free_reservation,
    softLockSeconds: reply.data.soft_lock_seconds,
    stripePublishableKey: reply.data.stripe_publishable_key ?? null,
    stripeAccountId: reply.data.stripe_account_id ?? null,
    phoneVerification: reply.data.phone_verification === 'required' ? 'required' : 'off',
  };
  const tabs: VehicleTab[] = (overview.meta.facets?.checkbox.models ?? [])
    .filter((option) => option.count > 0)
    .map((option) => ({ value: option.value, count: option.count }))
    .sort((a, b) => a.value.localeCompare(b.value));
  const tab = tabs[0]?.value ?? null;
  return { config, tabs, tab, vehicles: tab ? await fetchTab(apiBase, listKey, tab) : [] };
}

/**
 * The lead and its access token, which every later call about the lead (and the cancellation link)
 * carries. Under the machine's idempotency key: a retry after a lost answer gets the same lead and token.
 */
export async function createLead(
  apiBase: string,
  { listKey, idempotencyKey, vehicle, details }: CreateLeadInput,
): Promise<CreateLeadOutput> {
  const lead = {
    first_name: details.firstName.trim(),
    last_name: details.lastName.trim(),
    email: details.email.trim(),
    ...(details.phone.trim() ? { phone: normalizePhone(details.phone) ?? details.phone.trim() } : {}),
    vehicle_id: vehicle.id,
    vin: vehicle.vin,
    model: vehicle.model,
    list_key: listKey,
    source: 'online_reservation',
  };
  const reply = await requestJson<LeadCreatedReply>(apiBase, '/api/leads', {
    method: 'POST',
    body: { lead },
    headers: { 'idempotency-key': idempotencyKey },
  });
  return { leadId: reply.data.id, leadToken: reply.data.access_token };
}

export async function startPayment(
  apiBase: string,
  { leadId, leadToken, vehicle, config }: StartPaymentInput,
): Promise<{ reference: string }> {
  const redirect = isRedirectVendor(config.vendorType) ? config.vendorType : null;
  if ((!redirect && !isCardVendor(config.vendorType)) || config.fee === null || config.currency === null) {
    throw new LrdxApiError(
      { code: 'vendor_not_supported', message: `Card payments through ${config.vendorType} are not available in this widget` },
      0,
    );
  }
  const payment_intent = {
    salesforce_lead_id: leadId,
    access_token: leadToken,
    amount: toMinorUnits(config.fee, config.currency),
    currency: config.currency,
    vehicle_id: vehicle.id,
    company_uuid: config.companyUuid,
    ...(config.stripeAccountId ? { stripe_account_id: config.stripeAccountId } : {}),
    // PayPal and LiqPay send the buyer back to this very page, marked with how they left.
    ...(redirect
      ? {
          return_url: vendorReturnUrl(location.href, redirect, 'approved'),
          cancel_url: vendorReturnUrl(location.href, redirect, 'cancelled'),
        }
      : {}),
  };
  const reply = await requestJson<{ data: PaymentIntentReply }>(apiBase, '/api/stripe/create_payment_intent', {
    method: 'POST',
    body: { payment_intent },
  });
  if (redirect) {
    const page = vendorPageOf(reply.data);
    if (!page) throw new LrdxApiError({ code: 'payment_vendor_error', message: `${VENDOR_NAMES[redirect]} gave no page to pay on` }, 0);
    // The buyer leaves from the payment step: kept for this tab, so a reload there still finds the page.
    rememberVendorPage(reply.data.id, page);
  } else rememberClientSecret(reply.data.id, reply.data.client_secret);
  return { reference: reply.data.id };
}

interface PaymentIntentReply {
  id: string;
  client_secret: string | null;
  approve_url?: string | null;
  checkout?: { url: string; data: string; signature: string } | null;
}

/**
 * PayPal and LiqPay: leave for the vendor's page the payment was started with (PayPal's approval,
 * LiqPay's checkout form). The buyer comes back to this page, where the reservation resumes on the
 * payment step and is told how they left (useVendorReturn): nothing more happens on this page.
 */
export function payAtVendor(apiBase: string, { reference }: PayInput, signal?: AbortSignal): Promise<{ status: PayStatus }> {
  const page = recallVendorPage(reference);
  if (!page) return Promise.reject(new LrdxApiError({ code: 'payment_vendor_error', message: 'The payment page is no longer known' }, 0));
  leaveForVendor(page, apiBase);
  return leavingPage(signal);
}

/**
 * Confirms the card in the view's card field. A decline is the vendor's word to the visitor (its
 * message goes to `onDeclined`); anything else is only the browser's view, so the answer is the
 * lead's status, which only the vendor's verified webhook sets (pending: the machine keeps asking).
 */
export async function payWithCard(
  apiBase: string,
  card: CardStep,
  { reference, leadId, leadToken }: PayInput,
  onDeclined: (message: string | null) => void,
): Promise<{ status: PayStatus }> {
  onDeclined(null);
  const result = await card.confirm({ reference, clientSecret: recallClientSecret(reference) });
  if (result.status === 'declined') {
    onDeclined(result.message);
    return { status: 'failed' };
  }
  return checkPayment(apiBase, { leadId, leadToken });
}

export async function checkPayment(apiBase: string, { leadId, leadToken }: CheckPaymentInput): Promise<CheckPaymentOutput> {
  const reply = await requestJson<{ data: { payment_status: PayStatus | null } }>(
    apiBase,
    `/api/leads/${encodeURIComponent(leadId)}/salesforce_data?token=${encodeURIComponent(leadToken)}`,
  );
  return { status: reply.data.payment_status ?? 'pending' };
}

/** The order field the server reads its configured vendor's payment id from (server/orders/create-order.ts). */
function vendorReferenceField(vendorType: string | null): string {
  if (vendorType === 'PAYPAL') return 'paypal_order_id';
  if (vendorType === 'LIQPAY') return 'liqpay_order_id';
  return 'stripe_payment_intent_id';
}

/** Order (idempotent per lead, so a retry after a lost answer finds the same order), then confirmation. */
export async function confirmReservation(
  apiBase: string,
  input: ConfirmInput,
  locale: string,
  vendorType: string | null = null,
): Promise<ConfirmOutput> {
  const order = {
    vehicle_id: input.vehicle.id,
    lock_id: input.lockId,
    vehicle_vin: input.vehicle.vin,
    // The server reads the field of its configured vendor: Stripe's intent id, PayPal's order id,
    // LiqPay's order id, or the generic reference.
    ...(input.paymentReference
      ? { payment_reference: input.paymentReference, [vendorReferenceField(vendorType)]: input.paymentReference }
      : {}),
    rdx_forms_lead_id: input.leadId,
    // The order becomes part of the lead (its cancellation cancels it): only the lead's holder may say so.
    lead_access_token: input.leadToken,
    ...(input.email ? { customer_email: input.email } : {}),
    locale,
    lead_attributes: { lead_id: input.leadId },
  };
  const created = await requestJson<OrderCreatedReply>(apiBase, '/buy_online/orders', {
    method: 'POST',
    body: { order },
    headers: { 'idempotency-key': `reservation-${input.leadId}` },
  });
  const number = created.data.order_number;
  // The order's access token (each creation reply, a retry's too, carries one) lets us confirm it;
  // the lead's token lets the server put the cancellation link into the confirmation e-mail.
  const token = encodeURIComponent(created.data.access_token);
  await requestJson(apiBase, `/buy_online/orders/${encodeURIComponent(number)}/confirm?token=${token}`, {
    method: 'PUT',
    body: { lead_access_token: input.leadToken },
  });
  return { orderNumber: number };
}
