/**
 * The order-online steps-page config (company config type `order_online_steps_page`, or its
 * configurator variant `config_order_online_steps_page`; docs/buy-online.md, "Steps-page figures (company config)"), pure. It carries the
 * figures the steps page offers: the lease terms of the payment option and the service-pack years.
 * The listing's 'extended' button set says *which* financing options exist (cash, lease) and the
 * reservation fee; this config says what a lease on this page looks like.
 *
 * Parsing is defensive and never invents a figure: a lease without durations, down payments,
 * mileages or an interest rate is `null` (the page then offers no lease), no service-pack years
 * means no service-pack choice.
 */

export interface LeaseTerms {
  /** Months. */
  durations: number[];
  defaultDuration: number;
  /** Percent of the price. */
  downPayments: number[];
  defaultDownPayment: number;
  /** Kilometres a month. */
  monthlyMileages: number[];
  defaultMonthlyMileage: number;
  /** Yearly, percent. */
  interestRate: number;
}

export interface OrderStepsConfig {
  lease: LeaseTerms | null;
  /** Years of each service pack offered; empty: no service-pack choice. */
  servicePackYears: number[];
  showTradeIn: boolean;
}

export const EMPTY_ORDER_STEPS_CONFIG: OrderStepsConfig = { lease: null, servicePackYears: [], showTradeIn: true };

type Json = Record<string, unknown>;
const isObject = (value: unknown): value is Json => typeof value === 'object' && value !== null && !Array.isArray(value);
const MAX_CHOICES = 24;

/** Distinct positive finite numbers within [min, max], in the given order (at most MAX_CHOICES). */
function numbers(value: unknown, min: number, max: number, integer: boolean): number[] {
  if (!Array.isArray(value)) return [];
  const list = value.filter(
    (n): n is number => typeof n === 'number' && Number.isFinite(n) && n >= min && n <= max && (!integer || Number.isInteger(n)),
  );
  return [...new Set(list)].slice(0, MAX_CHOICES);
}

const pick = (list: number[], wanted: unknown): number => (typeof wanted === 'number' && list.includes(wanted) ? wanted : list[0]!);

export function parseLeaseTerms(value: unknown): LeaseTerms | null {
  if (!isObject(value) || value.enabled === false) return null;
  const durations = numbers(value.durations, 1, 120, true);
  const downPayments = numbers(value.down_payment_percents, 0, 99, false);
  const monthlyMileages = numbers(value.monthly_mileages, 1, 100_000, true);
  const rate = value.interest_rate;
  if (!durations.length || !downPayments.length || !monthlyMileages.length) return null;
  if (typeof rate !== 'number' || !Number.isFinite(rate) || rate < 0 || rate > 100) return null;
  return {
    durations,
    defaultDuration: pick(durations, value.default_duration),
    downPayments,
    defaultDownPayment: pick(downPayments, value.default_down_payment_percent),
    monthlyMileages,
    defaultMonthlyMileage: pick(monthlyMileages, value.default_monthly_mileage),
    interestRate: rate,
  };
}

export function parseOrderStepsConfig(value: unknown): OrderStepsConfig {
  if (!isObject(value)) return { ...EMPTY_ORDER_STEPS_CONFIG };
  const paymentOptions = isObject(value.payment_options) ? value.payment_options : {};
  return {
    lease: parseLeaseTerms(paymentOptions.lease),
    servicePackYears: value.show_service_pack === false ? [] : numbers(value.service_pack_years, 1, 20, true),
    showTradeIn: value.show_trade_in !== false,
  };
}

/** The steps-page config type of a journey: the configurator's `config_` variant or the standard one. */
export function stepsPageConfigType(configurator: boolean): 'config_order_online_steps_page' | 'order_online_steps_page' {
  return configurator ? 'config_order_online_steps_page' : 'order_online_steps_page';
}

/** The entry of that type in a `company_config` answer (`{ data: [{ config_type, data }] }`), else the empty config. */
export function stepsConfigFromEntries(entries: unknown, configurator: boolean): OrderStepsConfig {
  const type = stepsPageConfigType(configurator);
  const entry = Array.isArray(entries) ? entries.find((e: unknown) => isObject(e) && e.config_type === type) : undefined;
  return parseOrderStepsConfig(isObject(entry) ? entry.data : null);
}
