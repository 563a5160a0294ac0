/**
 * The payment option of the steps page: cash or lease (the calculator option is a lease). A lease
 * stores its duration, monthly instalment, interest rate, down payment and monthly mileage as the
 * payment option data (docs/embedding.md, "What the widgets do").
 */
import { localizeDigits } from '../../domain/digits.js';
import type { LeaseTerms } from '../../domain/order-online-config.js';
import type { PaymentOptionEntry, PaymentOptionsData, PaymentOptionType } from '../../domain/order-online-storage.js';
import { formatNumber } from '../../domain/number-format.js';
import { monthlyPayment } from '../../domain/reverse-calculator.js';
import { Fieldset, SelectField } from './fields.js';
import type { Translate } from './texts.js';

/** A lease of the configured terms (the steps-page config; see domain/order-online-config.ts). */
export function leaseData(price: number, terms: LeaseTerms, duration: number, downPayment: number, mileage: number): PaymentOptionsData {
  const monthly = Math.round(monthlyPayment(price, downPayment, duration, terms.interestRate));
  const data: PaymentOptionEntry[] = [
    { key: 'duration', value: duration },
    { key: 'monthlyInstalment', value: monthly },
    { key: 'interestRate', value: terms.interestRate },
    { key: 'downPayment', value: downPayment },
    { key: 'monthlyMileage', value: mileage },
  ];
  return { type: 'lease', metadata: { source: 'order_online' }, data };
}

/** A stored choice that is still one of the configured ones, else the configured default. */
const entry = (data: PaymentOptionsData | null, key: PaymentOptionEntry['key'], choices: number[], fallback: number) => {
  const stored = data?.data.find((e) => e.key === key)?.value;
  return stored !== undefined && choices.includes(stored) ? stored : fallback;
};

export interface PaymentOptionProps {
  t: Translate;
  language: string;
  options: PaymentOptionType[];
  /** The configured lease terms; null: no lease is offered. */
  terms: LeaseTerms | null;
  price: number | null;
  value: PaymentOptionsData | null;
  onChange: (value: PaymentOptionsData) => void;
}

export function PaymentOption({ t, language, options, terms, price, value, onChange }: PaymentOptionProps) {
  const digits = (n: number | string) => localizeDigits(n, language);
  const offered = options.filter((option) => option !== 'lease' || terms !== null);
  const duration = terms ? entry(value, 'duration', terms.durations, terms.defaultDuration) : 0;
  const down = terms ? entry(value, 'downPayment', terms.downPayments, terms.defaultDownPayment) : 0;
  const mileage = terms ? entry(value, 'monthlyMileage', terms.monthlyMileages, terms.defaultMonthlyMileage) : 0;
  const lease = (d: number, dp: number, m: number) => terms && onChange(leaseData(price ?? 0, terms, d, dp, m));
  return (
    <Fieldset legend={t('paymentOption')}>
      <div className="lrdx-order-choices">
        {offered.map((option) => (
          <label key={option} className="lrdx-order-choice">
            <input
              type="radio"
              name="payment-option"
              value={option}
              checked={value?.type === option}
              onChange={() => (option === 'cash' ? onChange({ type: 'cash', metadata: {}, data: [] }) : lease(duration, down, mileage))}
            />
            {t(`option.${option}`)}
          </label>
        ))}
      </div>
      {value?.type === 'lease' && terms && price ? (
        <div className="lrdx-order-grid">
          <SelectField
            id="lease-duration"
            label={t('lease.duration')}
            value={String(duration)}
            onChange={(v) => lease(Number(v), down, mileage)}
            options={terms.durations.map((d) => ({ value: String(d), label: digits(d) }))}
          />
          <SelectField
            id="lease-down"
            label={t('lease.downPayment')}
            value={String(down)}
            onChange={(v) => lease(duration, Number(v), mileage)}
            options={terms.downPayments.map((d) => ({ value: String(d), label: digits(d) }))}
          />
          <SelectField
            id="lease-mileage"
            label={t('lease.mileage')}
            value={String(mileage)}
            onChange={(v) => lease(duration, down, Number(v))}
            options={terms.monthlyMileages.map((d) => ({ value: String(d), label: formatNumber(d, language) }))}
          />
          <p className="lrdx-order-monthly" aria-live="polite">
            {t('lease.monthly')}:{' '}
            <strong>{formatNumber(value.data.find((e) => e.key === 'monthlyInstalment')?.value ?? 0, language)}</strong>
            <br />
            {t('lease.interestRate', { rate: digits(terms.interestRate) })}
          </p>
        </div>
      ) : null}
    </Fieldset>
  );
}
