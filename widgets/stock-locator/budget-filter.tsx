/**
 * 'Filter By Monthly Budget' (reverse calculator): monthly budget, down payment, term and rate
 * give the highest vehicle price (domain/reverse-calculator.ts), applied as the `display_price`
 * upper bound; 'Reset Filter' clears it. Inside a <details> so it costs one line when unused.
 */
import { useState, type FormEvent } from 'react';
import type { TFunction } from 'i18next';
import type { RangeValue } from '../../domain/listing-query.js';
import { formatPriceParts } from '../../domain/price-format.js';
import type { PriceSettings } from '../../domain/price-settings.js';
import { BUDGET_DEFAULTS, BUDGET_TERMS, maxVehiclePrice, type BudgetInput } from '../../domain/reverse-calculator.js';
import { formatNumber } from '../../domain/number-format.js';
import type { Language } from '../runtime/i18n.js';

export interface BudgetFilterProps {
  t: TFunction;
  language: Language;
  prices: PriceSettings;
  /** The yearly rate the form starts with (element attribute `budget-rate`). */
  defaultRate: number;
  /** The current display_price limit, to show what is applied. */
  applied: RangeValue | undefined;
  onApply: (maxPrice: number) => void;
  onReset: () => void;
}

/** Eastern digits typed in a Kurdish or Arabic keyboard are read as numbers too. */
function readNumber(text: string): number {
  const western = text
    .replace(/[٠-٩]/g, (d) => String('٠١٢٣٤٥٦٧٨٩'.indexOf(d)))
    .replace(/[٬,\s]/g, '')
    .replace('٫', '.');
  return western.trim() === '' ? Number.NaN : Number(western);
}

const FIELD_LABEL: Record<keyof BudgetInput, string> = {
  monthlyBudget: 'budgetMonthly',
  downPaymentPercent: 'budgetDown',
  termMonths: 'budgetTerm',
  annualRatePercent: 'budgetRate',
};

export function BudgetFilter({ t, language, prices, defaultRate, applied, onApply, onReset }: BudgetFilterProps) {
  const [monthly, setMonthly] = useState('');
  // The pre-filled values in the page's digits, as the visitor would type them (docs/glossary-ku.md, "Numbers").
  const [down, setDown] = useState(() => formatNumber(BUDGET_DEFAULTS.downPaymentPercent, language, { maxDecimals: 3 }));
  const [term, setTerm] = useState<number>(BUDGET_DEFAULTS.termMonths);
  const [rate, setRate] = useState(() => formatNumber(defaultRate, language, { maxDecimals: 3 }));
  const [error, setError] = useState('');

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    try {
      // Read from the form itself: a submit may come before the last keystroke's re-render.
      const data = new FormData(event.currentTarget);
      const read = (name: string) => readNumber(String(data.get(name) ?? ''));
      const result = maxVehiclePrice({
        monthlyBudget: read('monthly'),
        downPaymentPercent: read('down'),
        termMonths: read('term'),
        annualRatePercent: read('rate'),
      });
      if (!result.ok) {
        setError(t('budgetInvalid', { field: t(FIELD_LABEL[result.field]) }));
        return;
      }
      setError('');
      onApply(result.maxPrice);
    } catch {
      setError(t('budgetError'));
    }
  };
  const limit = applied?.lteq;

  return (
    <details className="lrdx-budget" open={limit !== undefined ? true : undefined}>
      <summary className="lrdx-budget__summary">{t('budgetTitle')}</summary>
      <form className="lrdx-budget__form" onSubmit={submit} noValidate>
        <label className="lrdx-field">
          <span>{t('budgetMonthly')}</span>
          <input
            name="monthly"
            inputMode="decimal"
            value={monthly}
            onInput={(e) => setMonthly((e.target as HTMLInputElement).value)}
            aria-describedby="lrdx-budget-error"
          />
        </label>
        <label className="lrdx-field">
          <span>{t('budgetDown')}</span>
          <input name="down" inputMode="decimal" value={down} onInput={(e) => setDown((e.target as HTMLInputElement).value)} />
        </label>
        <label className="lrdx-field">
          <span>{t('budgetTerm')}</span>
          <select name="term" value={term} onChange={(e) => setTerm(Number((e.target as HTMLSelectElement).value))}>
            {BUDGET_TERMS.map((n) => (
              <option key={n} value={n}>
                {t('budgetTermMonths', { count: n })}
              </option>
            ))}
          </select>
        </label>
        <label className="lrdx-field">
          <span>{t('budgetRate')}</span>
          <input name="rate" inputMode="decimal" value={rate} onInput={(e) => setRate((e.target as HTMLInputElement).value)} />
        </label>
        <p id="lrdx-budget-error" className="lrdx-field__error" role="alert">
          {error}
        </p>
        <div className="lrdx-budget__actions">
          <button type="submit" className="lrdx-button lrdx-button--primary">
            {t('budgetApply')}
          </button>
          <button
            type="button"
            className="lrdx-button lrdx-button--secondary"
            onClick={onReset}
            aria-disabled={limit === undefined ? 'true' : undefined}
          >
            {t('budgetReset')}
          </button>
        </div>
        <p className="lrdx-budget__result" aria-live="polite">
          {limit !== undefined ? t('budgetResult', { price: formatPriceParts(limit, prices, { language }).primary }) : ''}
        </p>
      </form>
    </details>
  );
}
