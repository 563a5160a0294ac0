/**
 * The payment option of the steps page: cash or lease (the spec's calculator is a lease). A lease
 * stores its duration, monthly instalment, interest rate, down payment and monthly mileage as the
 * payment option data (spec section 3).
 */
import { localizeDigits } from '../../domain/digits.js';
import type { PaymentOptionEntry, PaymentOptionsData, PaymentOptionType } from '../../domain/order-online-storage.js';
import { formatAmount } from '../../domain/price-format.js';
import { monthlyPayment } from '../../domain/reverse-calculator.js';
import { Fieldset, SelectField } from './fields.js';
import type { Translate } from './texts.js';

const DURATIONS = [24, 36, 48];
const DOWN_PAYMENTS = [20, 25, 30, 35, 40, 45, 50];
const MILEAGES = [1000, 1500, 2000];
const INTEREST_RATE = 6.9;

export function leaseData(price: number, duration: number, downPayment: number, mileage: number): PaymentOptionsData {
  const monthly = Math.round(monthlyPayment(price, downPayment, duration, INTEREST_RATE));
  const data: PaymentOptionEntry[] = [
    { key: 'duration', value: duration },
    { key: 'monthlyInstalment', value: monthly },
    { key: 'interestRate', value: INTEREST_RATE },
    { key: 'downPayment', value: downPayment },
    { key: 'monthlyMileage', value: mileage },
  ];
  return { type: 'lease', metadata: { source: 'order_online' }, data };
}

const entry = (data: PaymentOptionsData | null, key: PaymentOptionEntry['key'], fallback: number) =>
  data?.data.find((e) => e.key === key)?.value ?? fallback;

export interface PaymentOptionProps {
  t: Translate;
  language: string;
  options: PaymentOptionType[];
  price: number | null;
  value: PaymentOptionsData | null;
  onChange: (value: PaymentOptionsData) => void;
}

export function PaymentOption({ t, language, options, price, value, onChange }: PaymentOptionProps) {
  const digits = (n: number | string) => localizeDigits(n, language);
  const lease = (duration: number, down: number, mileage: number) => onChange(leaseData(price ?? 0, duration, down, mileage));
  const duration = entry(value, 'duration', 36);
  const down = entry(value, 'downPayment', 20);
  const mileage = entry(value, 'monthlyMileage', 1500);
  return (
    <Fieldset legend={t('paymentOption')}>
      <div className="lrdx-order-choices">
        {options.map((option) => (
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
      {value?.type === 'lease' && price ? (
        <div className="lrdx-order-grid">
          <SelectField
            id="lease-duration"
            label={t('lease.duration')}
            value={String(duration)}
            onChange={(v) => lease(Number(v), down, mileage)}
            options={DURATIONS.map((d) => ({ value: String(d), label: digits(d) }))}
          />
          <SelectField
            id="lease-down"
            label={t('lease.downPayment')}
            value={String(down)}
            onChange={(v) => lease(duration, Number(v), mileage)}
            options={DOWN_PAYMENTS.map((d) => ({ value: String(d), label: digits(d) }))}
          />
          <SelectField
            id="lease-mileage"
            label={t('lease.mileage')}
            value={String(mileage)}
            onChange={(v) => lease(duration, down, Number(v))}
            options={MILEAGES.map((d) => ({ value: String(d), label: digits(formatAmount(d, ',')) }))}
          />
          <p className="lrdx-order-monthly" aria-live="polite">
            {t('lease.monthly')}: <strong>{digits(formatAmount(entry(value, 'monthlyInstalment', 0), ','))}</strong>
            <br />
            {t('lease.interestRate', { rate: digits(INTEREST_RATE) })}
          </p>
        </div>
      ) : null}
    </Fieldset>
  );
}
