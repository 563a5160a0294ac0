/**
 * Trade-in on the steps page. Its choices come from `GET {apiBase}/trade_in/form_options?lang=`
 * (brands, bodyTypes, models, fuelTypes as value/name pairs); when that is unavailable the same
 * fields are plain text inputs and the visitor is told why. The registration date is the shared
 * date selects (day, month by name, year: widgets/ui/date-time-field.tsx), stored once it is a real day.
 */
import { useEffect, useState } from 'react';
import { readDate } from '../../domain/forms/index.js';
import type { Language } from '../../domain/languages.js';
import type { TradeInData } from '../../domain/order-online-storage.js';
import { requestJson } from '../runtime/http.js';
import { DateTimeField } from '../ui/date-time-field.js';
import { Fieldset, SelectField, TextField, dateLabels } from './fields.js';
import type { Translate } from './texts.js';

type Option = { value: string; name: string };
type Options = Partial<Record<'brands' | 'bodyTypes' | 'models' | 'fuelTypes', Option[]>>;

const EMPTY: TradeInData = {
  brand: '',
  bodyType: '',
  fuelType: '',
  model: '',
  mileage: null,
  registrationDate: '',
  registrationNumber: '',
};

function useTradeInOptions(apiBase: string, language: string): Options | null | undefined {
  const [options, setOptions] = useState<Options | null | undefined>(undefined);
  useEffect(() => {
    let current = true;
    requestJson<{ data?: Options } & Options>(apiBase, `/trade_in/form_options?lang=${encodeURIComponent(language)}`).then(
      (body) => current && setOptions(body.data ?? body),
      () => current && setOptions(null),
    );
    return () => {
      current = false;
    };
  }, [apiBase, language]);
  return options;
}

export interface TradeInProps {
  t: Translate;
  apiBase: string;
  language: Language;
  value: TradeInData | null;
  onChange: (value: TradeInData | null) => void;
}

export function TradeIn({ t, apiBase, language, value, onChange }: TradeInProps) {
  const options = useTradeInOptions(apiBase, language);
  const set = (patch: Partial<TradeInData>) => onChange({ ...(value ?? EMPTY), ...patch });
  // The selects' own value: an unfinished date lives here, the stored one only once it is a real day.
  const [registration, setRegistration] = useState(value?.registrationDate ?? '');
  const thisYear = new Date().getFullYear();
  const field = (key: 'brand' | 'bodyType' | 'fuelType' | 'model', list: keyof Options) => {
    const choices = options?.[list];
    const id = `trade-in-${key}`;
    const label = t(`tradeIn.${key}`);
    return Array.isArray(choices) && choices.length ? (
      <SelectField
        id={id}
        label={label}
        value={value?.[key] ?? ''}
        placeholder={t('choose')}
        onChange={(v) => set({ [key]: v })}
        options={choices.map((o) => ({ value: o.value, label: o.name }))}
      />
    ) : (
      <TextField id={id} label={label} value={value?.[key] ?? ''} onChange={(v) => set({ [key]: v })} />
    );
  };
  return (
    <Fieldset legend={t('tradeIn')}>
      <label className="lrdx-order-choice">
        <input
          type="checkbox"
          checked={value !== null}
          onChange={(event) => onChange((event.target as HTMLInputElement).checked ? EMPTY : null)}
        />
        {t('tradeIn.add')}
      </label>
      {value ? (
        <div className="lrdx-order-grid">
          {options === null ? (
            <p className="lrdx-field__hint" data-part="trade-in-plain">
              {t('tradeIn.plain')}
            </p>
          ) : null}
          {field('brand', 'brands')}
          {field('model', 'models')}
          {field('bodyType', 'bodyTypes')}
          {field('fuelType', 'fuelTypes')}
          <TextField
            id="trade-in-mileage"
            label={t('tradeIn.mileage')}
            type="number"
            inputMode="numeric"
            ltr
            value={value.mileage === null ? '' : String(value.mileage)}
            onChange={(v) => set({ mileage: v === '' ? null : Math.max(0, Number(v)) || 0 })}
          />
          <fieldset className="lrdx-field lrdx-order-subfieldset" data-field="trade-in-date">
            <legend>{t('tradeIn.registrationDate')}</legend>
            <DateTimeField
              id="trade-in-date"
              value={registration}
              withTime={false}
              language={language}
              labels={dateLabels(t)}
              describedBy={undefined}
              invalid={false}
              thisYear={thisYear}
              onChange={(v) => {
                setRegistration(v);
                const day = readDate(v) ?? '';
                if (day !== value.registrationDate) set({ registrationDate: day });
              }}
              onBlur={() => undefined}
            />
          </fieldset>
          <TextField
            id="trade-in-number"
            label={t('tradeIn.registrationNumber')}
            ltr
            value={value.registrationNumber}
            onChange={(v) => set({ registrationNumber: v.slice(0, 20) })}
          />
        </div>
      ) : null}
    </Fieldset>
  );
}
