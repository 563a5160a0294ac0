/**
 * The journey's data (the machine's `loadJourney` answer) from the API's answers: the vehicle, the
 * listing's button set with the steps-page config, and the retailers. Apart from the calls
 * (api.ts) because the server builds the very same data from the same answers for the steps page
 * it draws (server-render.tsx; docs/decisions.md, "Page speed as a first-time visitor gets it"),
 * so the drawn page and the widget's first render cannot differ.
 */
import type { ButtonSetReply } from '../../domain/contracts/buy-online.js';
import type { Retailer } from '../../domain/dealer.js';
import type { Language } from '../../domain/languages.js';
import { COMPANY_CONFIG_HEADER } from '../../domain/company-config.js';
import { stepsPageConfigType, type OrderStepsConfig } from '../../domain/order-online-config.js';
import { toPaymentOptionType, type PaymentOptionType } from '../../domain/order-online-storage.js';
import { retailerAddressLine } from '../../domain/retailer-address.js';
import { underBase } from '../../domain/under-base.js';
import type { Vehicle } from '../../domain/vehicle.js';
import type { LoadJourneyOutput, OrderConfig, OrderRetailer, OrderVehicle } from '../../state-machines/order-online/index.js';

export const buttonSetPath = (listKey: string) => `/public_api/listing/${encodeURIComponent(listKey)}/button_set`;

/** The journey's steps-page config (its `config_` variant on the configurator journey), asked with the list key in its header. */
export function stepsConfigRequest(listKey: string, configurator: boolean): { path: string; headers: Record<string, string> } {
  return {
    path: `/public_api/listing/${encodeURIComponent(listKey)}/company_config/order_online?config_type=${stepsPageConfigType(configurator)}`,
    headers: { [COMPANY_CONFIG_HEADER]: listKey },
  };
}

/** The listing's retailers with their addresses in `language` (widgets/runtime/api-client.ts, fetchRetailers, asks the same). */
export const retailersPath = (listKey: string, language: Language) =>
  `/public_api/listing/${encodeURIComponent(listKey)}/retailers?lang=${language}`;

export function toOrderVehicle(apiBase: string, vehicle: Vehicle): OrderVehicle {
  const a = vehicle.attributes;
  return {
    id: vehicle.id,
    vin: a.vin,
    title: `${a.brand} ${a.model}`.trim(),
    version: a.version_name,
    state: a.state,
    price: a.price_hidden ? null : a.display_price,
    photo: a.cover_photo_medium ? underBase(apiBase, a.cover_photo_medium) : '',
    dealerCode: a.dealer_code,
    dealerName: a.dealer_name,
  };
}

export function toOrderConfig(data: ButtonSetReply['data'], steps: OrderStepsConfig, configurator: boolean): OrderConfig {
  // A lease needs its figures: without lease terms in the steps-page config, no lease is offered.
  const options = [...new Set(data.financing_options.map(toPaymentOptionType).filter((o): o is PaymentOptionType => o !== null))].filter(
    (o) => o !== 'lease' || steps.lease !== null,
  );
  return {
    companyUuid: data.company_uuid,
    reservationFee: data.reservation_fee,
    currency: data.currency ?? 'USD',
    financingOptions: options.length ? options : ['cash'],
    vendorType: data.vendor_type,
    freeReservation: data.free_reservation,
    softLockSeconds: data.soft_lock_seconds,
    configurator,
    steps,
    stripePublishableKey: data.stripe_publishable_key ?? null,
    stripeAccountId: data.stripe_account_id ?? null,
    phoneVerification: data.phone_verification === 'required' ? 'required' : 'off',
  };
}

/** The retailers offered, the vehicle's own first when the listing's list lacks it. */
export function toOrderRetailers(vehicle: Vehicle, retailers: readonly Retailer[], language: Language): OrderRetailer[] {
  const own = {
    uuid: vehicle.attributes.dealer_code,
    name: vehicle.attributes.dealer_name,
    address: vehicle.attributes.dealer_location,
    phone: '',
    openingHours: null,
  };
  const listed = retailers.map((r) => ({
    uuid: r.dealer_code,
    name: r.display_name || r.name,
    // Street, district, city and governorate in the page language (docs/listing-api.md, "Retailers and dealers").
    address: retailerAddressLine(r, language),
    phone: r.phone,
    openingHours: r.opening_hours ?? null,
  }));
  return listed.some((r) => r.uuid === own.uuid) ? listed : [own, ...listed];
}

export function toJourney(
  apiBase: string,
  answers: { vehicle: Vehicle; config: OrderConfig; retailers: readonly Retailer[] },
  language: Language,
): LoadJourneyOutput {
  return {
    vehicle: toOrderVehicle(apiBase, answers.vehicle),
    config: answers.config,
    retailers: toOrderRetailers(answers.vehicle, answers.retailers, language),
  };
}
