/**
 * The real actors of the order-online machine: buy-online calls (docs/buy-online.md) with the
 * shared card step (LOCAL_TEST or Stripe, widgets/features/card-payment), bounded status polling, and the journey's data (vehicle, listing
 * button set, retailers).
 */
import type {
  ButtonSetReply,
  OrderCreatedReply,
  OrderReply,
  StartedPaymentBody,
  StartedPaymentReply,
} from '../../domain/contracts/buy-online.js';
import { isPaymentStatus, toMinorUnits, type PaymentStatus } from '../../domain/order.js';
import { EMPTY_ORDER_STEPS_CONFIG, stepsConfigFromEntries, type OrderStepsConfig } from '../../domain/order-online-config.js';
import { htmlLangOf, isLanguage, toLanguage } from '../../domain/languages.js';
import type { Vehicle } from '../../domain/vehicle.js';
import type {
  ConfirmInput,
  ConfirmOutput,
  LoadJourneyInput,
  LoadJourneyOutput,
  OrderConfig,
  PayInput,
  PayOutput,
} from '../../state-machines/order-online/index.js';
import { fetchRetailers, fetchVehicle, LrdxApiError } from '../runtime/api-client.js';
import { isCardVendor, type CardStep } from '../features/card-payment/index.js';
import { requestJson } from '../runtime/http.js';
import { rememberOrder } from './storage.js';
import { buttonSetPath, stepsConfigRequest, toJourney, toOrderConfig } from './journey-data.js';
import { isRedirectVendor, leaveForVendor, leavingPage, vendorReturnUrl, type RedirectVendor } from '../features/redirect-payment/index.js';

/** How long to wait for the vendor's answer: 10 reads a second apart, then "awaiting payment". */
export const POLL_ATTEMPTS = 10;
export const POLL_INTERVAL_MS = 1000;

/**
 * The journey's steps-page config (its `config_` variant on the configurator journey). Without it
 * the page still works: it offers what needs no figures (cash, no service pack).
 */
async function loadStepsConfig(apiBase: string, listKey: string, configurator: boolean): Promise<OrderStepsConfig> {
  const { path, headers } = stepsConfigRequest(listKey, configurator);
  try {
    const body = await requestJson<{ data: unknown }>(apiBase, path, { headers });
    return stepsConfigFromEntries(body.data, configurator);
  } catch {
    return { ...EMPTY_ORDER_STEPS_CONFIG };
  }
}

async function loadConfig(apiBase: string, listKey: string, configurator: boolean): Promise<OrderConfig> {
  const [{ data }, steps] = await Promise.all([
    requestJson<ButtonSetReply>(apiBase, buttonSetPath(listKey)),
    loadStepsConfig(apiBase, listKey, configurator),
  ]);
  return toOrderConfig(data, steps, configurator);
}

/**
 * Configurator journey (docs/buy-online.md, "The configurator journey (`config_url`)": the vehicle comes
 * from config_url and the answer's data.data; new vehicles only). `config_data` names the vehicle the configuration was built as;
 * the vehicle itself comes from the listing as on the standard journey. A page that also names a
 * vehicle must name that one, and a used or approved vehicle is refused with `configurator_new_only`.
 */
async function configuratorVehicle(apiBase: string, listKey: string, configUrl: string, requested: number | null): Promise<Vehicle> {
  const newOnly = () => new LrdxApiError({ code: 'configurator_new_only', message: 'Only new vehicles can be ordered as configured' }, 400);
  const notFound = () => new LrdxApiError({ code: 'configurator_not_found', message: 'This configuration is not available' }, 404);
  const named = requested === null ? null : await fetchVehicle(apiBase, listKey, requested);
  if (named && named.attributes.state !== 'new') throw newOnly();
  let configured: number;
  try {
    const body = await requestJson<{ data: { vehicle_id: number } }>(
      apiBase,
      `/public_api/vehicles/config_data?config_url=${encodeURIComponent(configUrl)}`,
    );
    configured = body.data.vehicle_id;
  } catch (error) {
    if (error instanceof LrdxApiError && error.code === 'config_not_found') throw notFound();
    throw error;
  }
  if (named && configured !== named.id) throw notFound();
  const vehicle = named ?? (await fetchVehicle(apiBase, listKey, configured));
  if (vehicle.attributes.state !== 'new') throw newOnly();
  return vehicle;
}

/** `language`: the page's, in which the retailers' addresses are asked and written (the receipt shows them as stored here). */
export async function loadJourney(apiBase: string, input: LoadJourneyInput, pageLanguage: string): Promise<LoadJourneyOutput> {
  const language = toLanguage(pageLanguage);
  const vehiclePromise = input.configUrl
    ? configuratorVehicle(apiBase, input.listKey, input.configUrl, input.vehicleId)
    : input.vehicleId !== null
      ? fetchVehicle(apiBase, input.listKey, input.vehicleId)
      : Promise.reject(new LrdxApiError({ code: 'no_vehicle', message: 'No vehicle chosen' }, 0));
  const [vehicle, config, retailers] = await Promise.all([
    vehiclePromise,
    loadConfig(apiBase, input.listKey, input.configUrl !== null),
    // Retailers are a convenience: without them the vehicle's own retailer is offered.
    fetchRetailers(apiBase, input.listKey, language).catch(() => []),
  ]);
  return toJourney(apiBase, { vehicle, config, retailers }, language);
}

function orderPayload(input: PayInput | ConfirmInput, language: string) {
  const { data, customer } = input;
  return {
    vehicle_id: input.vehicleId,
    lock_id: input.lockId,
    customer_email: customer.email.trim(),
    locale: isLanguage(language) ? htmlLangOf(language) : language,
    finance_option: data.paymentOptionsData?.type ?? 'cash',
    ...(input.configUrl ? { config_url: input.configUrl } : {}),
    lead_attributes: {
      first_name: customer.firstName.trim(),
      last_name: customer.lastName.trim(),
      phone: customer.phone.trim(),
      email: customer.email.trim(),
    },
    metadata: {
      payment_option: data.paymentOptionsData,
      trade_in: data.tradeInData,
      service_pack: data.servicePackData,
      booking: data.appBookingData,
      retailer: data.locationDetails,
      payment_recipient: data.paymentRecipient,
      terms: data.termsAndConditionsData,
    },
  };
}

interface OrderRef {
  orderNumber: string;
  orderToken: string | null;
}

/**
 * POST /buy_online/orders under the attempt's idempotency key: a retry (or a second tab) gets the
 * same order. Each reply carries an access token for it (`access_token`), which the journey keeps
 * beside the order number: paying for, reading and confirming the order need it.
 */
async function ensureOrder(apiBase: string, input: PayInput | ConfirmInput, language: string): Promise<OrderRef> {
  if (input.orderNumber && input.orderToken) return { orderNumber: input.orderNumber, orderToken: input.orderToken };
  const reply = await requestJson<OrderCreatedReply>(apiBase, '/buy_online/orders', {
    method: 'POST',
    headers: { 'idempotency-key': input.idempotencyKey },
    body: { order: orderPayload(input, language) },
  });
  return { orderNumber: reply.data.order_number, orderToken: reply.data.access_token };
}

/** The order's path with its access token (`?token=`, which the server keeps out of its logs). */
function orderPath(orderNumber: string, token: string | null, suffix = ''): string {
  return `/buy_online/orders/${encodeURIComponent(orderNumber)}${suffix}?token=${encodeURIComponent(token ?? '')}`;
}

export async function readOrderStatus(apiBase: string, orderNumber: string, orderToken: string | null): Promise<PaymentStatus> {
  const reply = await requestJson<OrderReply>(apiBase, orderPath(orderNumber, orderToken));
  return isPaymentStatus(reply.data.payment_status) ? reply.data.payment_status : 'pending';
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Reads the order until the vendor has answered, at most POLL_ATTEMPTS times. */
export async function pollOrder(apiBase: string, order: OrderRef, signal?: AbortSignal): Promise<PayOutput> {
  let status: PaymentStatus = 'pending';
  for (let attempt = 0; attempt < POLL_ATTEMPTS && !signal?.aborted; attempt += 1) {
    status = await readOrderStatus(apiBase, order.orderNumber, order.orderToken);
    if (status !== 'pending') break;
    await sleep(POLL_INTERVAL_MS);
  }
  return { ...order, status };
}

/**
 * Creates the order, starts its payment and confirms the card in the view's card field. A decline is
 * the vendor's word to the visitor (its message goes to `onDeclined`); any other answer is only the
 * browser's view, so the order is then read until the vendor's verified webhook has moved it.
 */
export async function pay(
  apiBase: string,
  language: string,
  input: PayInput,
  card: CardStep,
  onDeclined: (message: string | null) => void,
  signal?: AbortSignal,
): Promise<PayOutput> {
  onDeclined(null);
  const order = await ensureOrder(apiBase, input, language);
  const { orderNumber } = order;
  const vendorType = input.config.vendorType;
  if (isRedirectVendor(vendorType)) return payByRedirect(apiBase, vendorType, input, order, signal);
  if (!isCardVendor(input.config.vendorType)) {
    throw new LrdxApiError(
      { code: 'vendor_not_supported', message: `Card payments through ${input.config.vendorType} are not available here` },
      0,
    );
  }
  const { reservationFee, currency, companyUuid, stripeAccountId } = input.config;
  if (reservationFee === null)
    throw new LrdxApiError({ code: 'reservation_fee_not_configured', message: 'This listing takes no online payment' }, 0);
  let started: StartedPaymentBody;
  try {
    // The payment names the order, so it carries the order's token like every other order call.
    const path = `/buy_online/payment?token=${encodeURIComponent(order.orderToken ?? '')}`;
    const reply = await requestJson<StartedPaymentReply>(apiBase, path, {
      method: 'POST',
      body: {
        payment: {
          amount: toMinorUnits(reservationFee, currency),
          currency,
          vehicle_id: input.vehicleId,
          company_uuid: companyUuid,
          ...(stripeAccountId ? { stripe_account_id: stripeAccountId } : {}),
        },
        order_number: orderNumber,
      },
    });
    started = reply.data;
  } catch (error) {
    // Another tab of this journey already started paying this order: follow its outcome.
    if (error instanceof LrdxApiError && error.code === 'payment_already_created') return pollOrder(apiBase, order, signal);
    throw error;
  }
  const result = await card.confirm({ reference: started.reference, clientSecret: started.client_secret });
  if (result.status === 'declined') {
    onDeclined(result.message);
    return { ...order, status: 'failed' };
  }
  return pollOrder(apiBase, order, signal);
}

/**
 * PayPal and LiqPay: start the vendor's payment for the order and leave for its page (PayPal's
 * approval, LiqPay's checkout form). The buyer comes back to this page (vendorReturnUrl), where the
 * journey resumes on the payment step and reads what the order became.
 */
async function payByRedirect(
  apiBase: string,
  vendor: RedirectVendor,
  input: PayInput,
  order: OrderRef,
  signal?: AbortSignal,
): Promise<PayOutput> {
  const { reservationFee, currency, companyUuid } = input.config;
  if (reservationFee === null)
    throw new LrdxApiError({ code: 'reservation_fee_not_configured', message: 'This listing takes no online payment' }, 0);
  const token = encodeURIComponent(order.orderToken ?? '');
  rememberOrder(order.orderNumber, order.orderToken);
  try {
    if (vendor === 'PAYPAL') {
      const reply = await requestJson<{ data: { id: string; approve_url: string | null } }>(
        apiBase,
        `/buy_online/paypal/create_order?token=${token}`,
        {
          method: 'POST',
          body: {
            order: { amount_value: reservationFee, amount_currency_code: currency, company_uuid: companyUuid, vehicle_id: input.vehicleId },
            order_number: order.orderNumber,
            return_url: vendorReturnUrl(location.href, vendor, 'approved'),
            cancel_url: vendorReturnUrl(location.href, vendor, 'cancelled'),
          },
        },
      );
      if (!reply.data.approve_url) throw new LrdxApiError({ code: 'payment_vendor_error', message: 'PayPal gave no approval page' }, 0);
      leaveForVendor({ kind: 'approval', url: reply.data.approve_url }, apiBase);
    } else {
      const query = new URLSearchParams({
        company_uuid: companyUuid,
        amount: String(reservationFee),
        currency,
        vehicle_id: String(input.vehicleId),
        order_number: order.orderNumber,
        token: order.orderToken ?? '',
        // LiqPay speaks Ukrainian and English; everyone else gets its English page.
        language: 'en',
        result_url: vendorReturnUrl(location.href, vendor, 'approved'),
      });
      const reply = await requestJson<{ data: { url: string; data: string; signature: string } }>(
        apiBase,
        `/buy_online/liqpay/checkout_data?${query}`,
      );
      leaveForVendor({ kind: 'checkout', ...reply.data }, apiBase);
    }
  } catch (error) {
    // Another tab already started this order's payment: follow its outcome.
    if (error instanceof LrdxApiError && error.code === 'payment_already_created') return pollOrder(apiBase, order, signal);
    throw error;
  }
  return leavingPage<PayOutput>(signal);
}

export async function confirm(apiBase: string, language: string, input: ConfirmInput): Promise<ConfirmOutput> {
  const order = await ensureOrder(apiBase, input, language);
  await requestJson<OrderReply>(apiBase, orderPath(order.orderNumber, order.orderToken, '/confirm'), { method: 'PUT' });
  return order;
}
