/**
 * Company config (docs/listing-api.md, "Widget configuration"): entries `{ config_type, data }` a widget reads with
 * `GET company_config/{section}?config_type=a,b` and its list key in the `Company-Config` header.
 */
export const COMPANY_CONFIG_HEADER = 'Company-Config';
export const COMPANY_CONFIG_SECTION_ALL = 'all';

/** The showroom's config types. */
export const SHOWROOM_CONFIG_TYPES = ['additional', 'cash', 'lease', 'subscription'] as const;

/** The order-online config types and their configurator (`config_`) variants. */
export const ORDER_ONLINE_CONFIG_TYPES = [
  'order_online',
  'order_online_steps_page',
  'order_online_checkout_page',
  'order_online_success_page',
  'config_order_online',
  'config_order_online_steps_page',
  'config_order_online_checkout_page',
  'config_order_online_success_page',
] as const;

export const COMPANY_CONFIG_TYPES = [...SHOWROOM_CONFIG_TYPES, ...ORDER_ONLINE_CONFIG_TYPES] as const;
export type CompanyConfigType = (typeof COMPANY_CONFIG_TYPES)[number];

export interface CompanyConfigEntry {
  config_type: string;
  data: unknown;
}

export function isCompanyConfigType(value: string): value is CompanyConfigType {
  return (COMPANY_CONFIG_TYPES as readonly string[]).includes(value);
}
