/**
 * The finance quote (docs/finance.md gives the formulas): from the on-the-road price, the down
 * payment share, the term and the yearly rate, the monthly payment and the figures around it.
 * Exact decimal arithmetic (decimal.js): money never passes through a binary float, so
 * deposit + credit is the price to the last fils/cent and the same inputs give the same figures in
 * the server-rendered fallback, the widget and the vehicle page.
 */
import { FinanceDecimal, toDecimal, type AmountLike } from './decimal.js';
import { nominalApr } from './apr.js';
import { levelPayment } from './level-payment.js';
import type { FinanceMethod } from './products.js';

export interface FinanceQuoteInput {
  method: FinanceMethod;
  /** On-the-road price (cash price including on-the-road costs), more than 0. */
  price: AmountLike;
  /** Down payment as a percent of the price, 0 to below 100. */
  downPaymentPercent: AmountLike;
  /** Term in whole months, 1 to 120. */
  months: number;
  /** Yearly interest rate in percent, 0 to 100. 0 is a valid, interest-free offer. */
  annualRatePercent: AmountLike;
  /** Final (balloon) payment as a percent of the price; balloon method only. */
  balloonPercent?: AmountLike;
  /** Digits after the decimal point of the currency (IQD and the site's prices: 0; USD: 2). */
  decimals?: number;
}

/** Every amount is a decimal string rounded to the currency's decimals ("1234.50"). */
export interface FinanceQuote {
  method: FinanceMethod;
  monthlyPayment: string;
  onTheRoadPrice: string;
  /** What the visitor pays up front (the cash deposit; no dealer contribution in this market). */
  totalDeposit: string;
  cashDeposit: string;
  /** The price less the deposit: what is borrowed. */
  totalAmountOfCredit: string;
  /** The balloon paid after the monthly payments; "0" for the other methods. */
  finalPayment: string;
  /** Deposit + all monthly payments + final payment. */
  totalAmountPayable: string;
  /** Total amount payable less the price. */
  totalInterest: string;
  monthlyPayments: number;
  durationMonths: number;
  annualRatePercent: string;
  /**
   * The annual percentage rate: the rate itself for a level-payment product; for a flat rate the
   * nominal APR of its payments to one decimal (domain/finance/apr.ts), shown beside it.
   */
  aprPercent: string;
}

export type FinanceField = 'price' | 'downPaymentPercent' | 'months' | 'annualRatePercent' | 'balloonPercent' | 'decimals';
export type FinanceResult = { ok: true; quote: FinanceQuote } | { ok: false; field: FinanceField };

export { levelPayment };

const HUNDRED = new FinanceDecimal(100);
const TWELVE = new FinanceDecimal(12);

export function calculateFinance(input: FinanceQuoteInput): FinanceResult {
  const decimals = input.decimals ?? 0;
  if (!Number.isInteger(decimals) || decimals < 0 || decimals > 4) return { ok: false, field: 'decimals' };
  const price = toDecimal(input.price);
  if (!price || price.lte(0)) return { ok: false, field: 'price' };
  const down = toDecimal(input.downPaymentPercent);
  if (!down || down.lt(0) || down.gte(100)) return { ok: false, field: 'downPaymentPercent' };
  const n = input.months;
  if (!Number.isInteger(n) || n < 1 || n > 120) return { ok: false, field: 'months' };
  const rate = toDecimal(input.annualRatePercent);
  if (!rate || rate.lt(0) || rate.gt(100)) return { ok: false, field: 'annualRatePercent' };
  const balloonShare = input.method === 'balloon' ? toDecimal(input.balloonPercent ?? 0) : new FinanceDecimal(0);
  if (!balloonShare || balloonShare.lt(0) || balloonShare.plus(down).gte(100)) return { ok: false, field: 'balloonPercent' };

  const money = (d: FinanceDecimal) => d.toDecimalPlaces(decimals, FinanceDecimal.ROUND_HALF_UP);
  const onTheRoad = money(price);
  const deposit = money(onTheRoad.times(down).div(HUNDRED));
  // The credit is what is left, so deposit + credit is the price exactly.
  const credit = onTheRoad.minus(deposit);
  const balloon = money(onTheRoad.times(balloonShare).div(HUNDRED));
  const r = rate.div(HUNDRED).div(TWELVE);

  let monthly: FinanceDecimal;
  if (input.method === 'flat') {
    // Flat rate (murabaha): the charge is the yearly rate on the whole credit for every year.
    const charge = credit.times(rate).div(HUNDRED).times(n).div(TWELVE);
    monthly = credit.plus(charge).div(n);
  } else {
    monthly = levelPayment(credit, r, n, balloon);
  }
  // A payment is rounded up to the currency unit: the lender never collects less than it lent.
  const monthlyRounded = monthly.toDecimalPlaces(decimals, FinanceDecimal.ROUND_UP);
  const payable = deposit.plus(monthlyRounded.times(n)).plus(balloon);
  const fixed = (d: FinanceDecimal) => d.toFixed(decimals);
  return {
    ok: true,
    quote: {
      method: input.method,
      monthlyPayment: fixed(monthlyRounded),
      onTheRoadPrice: fixed(onTheRoad),
      totalDeposit: fixed(deposit),
      cashDeposit: fixed(deposit),
      totalAmountOfCredit: fixed(credit),
      finalPayment: fixed(balloon),
      totalAmountPayable: fixed(payable),
      totalInterest: fixed(payable.minus(onTheRoad)),
      monthlyPayments: n,
      durationMonths: n,
      annualRatePercent: rate.toString(),
      aprPercent: input.method === 'flat' && !rate.isZero() ? (nominalApr(credit, monthly, n) ?? rate.toString()) : rate.toString(),
    },
  };
}
