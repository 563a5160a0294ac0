import { describe, expect, it } from 'vitest';
import { parseLeaseTerms, parseOrderStepsConfig, stepsConfigFromEntries, stepsPageConfigType } from './order-online-config.js';

const LEASE = {
  durations: [24, 36, 48],
  default_duration: 36,
  down_payment_percents: [20, 30],
  default_down_payment_percent: 30,
  monthly_mileages: [1000, 1500],
  default_monthly_mileage: 1500,
  interest_rate: 6.9,
};

describe('order-online steps-page config', () => {
  it('reads the lease terms and service-pack years an admin configured', () => {
    const config = parseOrderStepsConfig({ payment_options: { lease: LEASE }, service_pack_years: [3, 5], show_trade_in: true });
    expect(config).toEqual({
      lease: {
        durations: [24, 36, 48],
        defaultDuration: 36,
        downPayments: [20, 30],
        defaultDownPayment: 30,
        monthlyMileages: [1000, 1500],
        defaultMonthlyMileage: 1500,
        interestRate: 6.9,
      },
      servicePackYears: [3, 5],
      showTradeIn: true,
    });
  });

  it('offers no lease when a figure is missing, rather than inventing one', () => {
    for (const key of ['durations', 'down_payment_percents', 'monthly_mileages', 'interest_rate'] as const) {
      const { [key]: _dropped, ...rest } = LEASE;
      expect(parseLeaseTerms(rest), key).toBeNull();
    }
    expect(parseLeaseTerms({ ...LEASE, durations: [] })).toBeNull();
    expect(parseLeaseTerms({ ...LEASE, enabled: false })).toBeNull();
    expect(parseLeaseTerms({ ...LEASE, interest_rate: '6.9' })).toBeNull();
    expect(parseOrderStepsConfig({}).lease).toBeNull();
    expect(parseOrderStepsConfig(null)).toEqual({ lease: null, servicePackYears: [], showTradeIn: true });
  });

  it('drops bad entries, duplicates and defaults that are not among the choices', () => {
    const lease = parseLeaseTerms({
      ...LEASE,
      durations: [36, 36, -1, 1.5, 'x', null, 48, Number.NaN],
      default_duration: 60,
      down_payment_percents: [100, 25],
      default_down_payment_percent: undefined,
      monthly_mileages: [2000],
    });
    expect(lease).toMatchObject({ durations: [36, 48], defaultDuration: 36, downPayments: [25], defaultDownPayment: 25 });
    expect(lease?.defaultMonthlyMileage).toBe(2000);
  });

  it('hides the service pack when it is switched off or has no years', () => {
    expect(parseOrderStepsConfig({ service_pack_years: [3, 5], show_service_pack: false }).servicePackYears).toEqual([]);
    expect(parseOrderStepsConfig({ service_pack_years: 'five' }).servicePackYears).toEqual([]);
    expect(parseOrderStepsConfig({ show_trade_in: false }).showTradeIn).toBe(false);
  });

  it('finds the journey variant in a company_config answer', () => {
    const entries = [
      { config_type: 'order_online_steps_page', data: { service_pack_years: [3] } },
      { config_type: 'config_order_online_steps_page', data: { service_pack_years: [7] } },
    ];
    expect(stepsPageConfigType(true)).toBe('config_order_online_steps_page');
    expect(stepsConfigFromEntries(entries, false).servicePackYears).toEqual([3]);
    expect(stepsConfigFromEntries(entries, true).servicePackYears).toEqual([7]);
    expect(stepsConfigFromEntries({ nope: 1 }, false).servicePackYears).toEqual([]);
  });
});
