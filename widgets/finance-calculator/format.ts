/**
 * The value of each output as the page's language writes it: amounts through formatMoney (Kurdish
 * and Arabic digits and currency words, domain/price-format.ts), counts and rates through
 * formatNumber (domain/number-format.ts): never Intl, which has no Sorani data in Chromium.
 */
import type { TFunction } from 'i18next';
import type { FinanceOutputKey, FinanceQuote } from '../../domain/finance/index.js';
import { formatIsoDate } from '../../domain/month-names.js';
import { formatNumber } from '../../domain/number-format.js';
import { formatMoney } from '../../domain/price-format.js';
import type { PriceSettings } from '../../domain/price-settings.js';
import type { Language } from '../runtime/i18n.js';

export interface Formatters {
  money: (amount: string | number) => string;
  count: (n: number) => string;
  percent: (n: number | string) => string;
}

export function formatters(settings: PriceSettings, language: Language, t: TFunction): Formatters {
  return {
    money: (amount) => formatMoney(Number(amount), settings.symbol, settings.format, settings.delimiter, 0, language),
    count: (n) => formatNumber(n, language),
    // A rate is shown as entered, up to three decimals (4.125 → «٤٫١٢٥», 4.5 → «٤٫٥», 4 → «٤»).
    percent: (n) => t('percent', { value: formatNumber(Number(n), language, { maxDecimals: 3 }) }),
  };
}

/** The outputs that are an amount of the quote, written as money: output key → the quote's field. */
const MONEY_OUTPUTS = {
  monthly_payment: 'monthlyPayment',
  on_the_road_price: 'onTheRoadPrice',
  total_deposit: 'totalDeposit',
  cash_deposit: 'cashDeposit',
  total_amount_of_credit: 'totalAmountOfCredit',
  final_payment: 'finalPayment',
  total_amount_payable: 'totalAmountPayable',
} as const satisfies Partial<Record<FinanceOutputKey, keyof FinanceQuote>>;
type MoneyOutputKey = keyof typeof MONEY_OUTPUTS;
const isMoneyOutput = (key: FinanceOutputKey): key is MoneyOutputKey => key in MONEY_OUTPUTS;

export function outputValue(
  key: FinanceOutputKey,
  quote: FinanceQuote,
  f: Formatters,
  t: TFunction,
  language: Language,
  today: string,
): string {
  if (isMoneyOutput(key)) return f.money(quote[MONEY_OUTPUTS[key]]);
  switch (key) {
    case 'monthly_payments':
      return f.count(quote.monthlyPayments);
    case 'duration_of_agreement':
      return t('months', { count: quote.durationMonths });
    case 'interest_rate':
      return f.percent(quote.annualRatePercent);
    case 'created_at':
      return formatIsoDate(today, language);
  }
}
