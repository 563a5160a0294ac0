/**
 * Company configs of the demo's Iraq listing (docs/listing-api.md, "Widget configuration"): the showroom's finance tabs
 * (additional, cash, lease, subscription) and the order-online pages with their configurator
 * (`config_`) variants. Re-seeding keeps whatever an admin changed since.
 */
import type { Insertable, Kysely } from 'kysely';
import type { CompanyConfigsTable, Database } from '../db/schema.js';
import { IRAQ_LISTING_ID } from './listings.js';

const STOCK_LOCATOR = 'stock_locator';
const ORDER_ONLINE = 'order_online';

/**
 * The steps page of each journey (domain/order-online-config.ts reads it): which steps show, and the
 * figures its payment option (lease terms) and service pack offer. The configurator's variant offers
 * longer leases: a built-to-order car is usually financed over more months.
 */
const steps = (configurator: boolean) => ({
  steps: ['vehicle', ...(configurator ? ['configuration'] : []), 'payment_option', 'trade_in', 'retailer', 'checkout'],
  show_trade_in: true,
  show_service_pack: true,
  service_pack_years: configurator ? [3, 5, 7] : [3, 5],
  payment_options: {
    lease: {
      durations: configurator ? [36, 48, 60] : [24, 36, 48],
      default_duration: configurator ? 48 : 36,
      down_payment_percents: [20, 25, 30, 35, 40, 45, 50],
      default_down_payment_percent: 20,
      monthly_mileages: [1000, 1500, 2000],
      default_monthly_mileage: 1500,
      interest_rate: configurator ? 5.9 : 6.9,
    },
  },
  terms_url: '/ku/terms',
});

/** [section, config_type, data] of every demo entry. */
const ENTRIES: readonly (readonly [string, string, unknown])[] = [
  [STOCK_LOCATOR, 'additional', { show_price_disclaimer: true, show_similar_vehicles: true, similar_vehicles_count: 6 }],
  [STOCK_LOCATOR, 'cash', { enabled: true, label: 'Cash', disclaimer: 'Price includes VAT; registration and plates are extra.' }],
  [
    STOCK_LOCATOR,
    'lease',
    {
      enabled: true,
      label: 'Lease',
      durations: [24, 36, 48],
      default_duration: 36,
      interest_rate: 6.9,
      down_payment_percent: 20,
      monthly_mileage: [1000, 1500, 2000],
    },
  ],
  [STOCK_LOCATOR, 'subscription', { enabled: false, label: 'Subscription', durations: [6, 12] }],
  [ORDER_ONLINE, 'order_online', { enabled: true, reservation_fee: 500, currency: 'USD', soft_lock_minutes: 15 }],
  [ORDER_ONLINE, 'order_online_steps_page', steps(false)],
  [ORDER_ONLINE, 'order_online_checkout_page', { title: 'Reserve your vehicle', payment_methods: ['card'], require_terms: true }],
  [ORDER_ONLINE, 'order_online_success_page', { title: 'Thank you', body: 'Your retailer will contact you within one working day.' }],
  [ORDER_ONLINE, 'config_order_online', { enabled: true, reservation_fee: 1000, currency: 'USD', soft_lock_minutes: 15 }],
  [ORDER_ONLINE, 'config_order_online_steps_page', steps(true)],
  [
    ORDER_ONLINE,
    'config_order_online_checkout_page',
    { title: 'Order your configured vehicle', payment_methods: ['card'], require_terms: true },
  ],
  [ORDER_ONLINE, 'config_order_online_success_page', { title: 'Thank you', body: 'We will confirm your build slot by e-mail.' }],
];

export function companyConfigRows(companyId = IRAQ_LISTING_ID, now = new Date(0).toISOString()): Insertable<CompanyConfigsTable>[] {
  return ENTRIES.map(([section, config_type, data]) => ({
    company_id: companyId,
    section,
    config_type,
    data: JSON.stringify(data),
    updated_at: now,
  }));
}

export async function seedCompanyConfig(db: Kysely<Database>): Promise<void> {
  await db
    .insertInto('company_configs')
    .values(companyConfigRows())
    .onConflict((oc) => oc.columns(['company_id', 'section', 'config_type']).doNothing())
    .execute();
}
