/**
 * The steps page (spec section 2): payment option, trade-in, service pack, appointment and
 * retailer, each written to the order storage as it changes; then on to checkout.
 */
import { useState } from 'react';
import { localizeDigits } from '../../domain/digits.js';
import type { OrderOnlineData } from '../../domain/order-online-storage.js';
import type { OrderConfig, OrderRetailer, OrderVehicle } from '../../state-machines/order-online/index.js';
import { Fieldset, SelectField, TextField } from './fields.js';
import { PaymentOption } from './payment-option.js';
import type { Translate } from './texts.js';
import { TradeIn } from './trade-in.js';

export interface StepsViewProps {
  t: Translate;
  language: string;
  apiBase: string;
  vehicle: OrderVehicle;
  config: OrderConfig;
  retailers: OrderRetailer[];
  data: OrderOnlineData;
  onChange: (patch: Partial<OrderOnlineData>) => void;
  onContinue: () => void;
}

export function StepsView({ t, language, apiBase, vehicle, config, retailers, data, onChange, onContinue }: StepsViewProps) {
  const [tried, setTried] = useState(false);
  const complete = data.paymentOptionsData !== null && data.locationDetails !== null;
  const today = new Date().toISOString().slice(0, 10);
  return (
    <form
      className="lrdx-order-steps"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        setTried(true);
        if (complete) onContinue();
      }}
    >
      <PaymentOption
        t={t}
        language={language}
        options={config.financingOptions}
        terms={config.steps.lease}
        price={vehicle.price}
        value={data.paymentOptionsData}
        onChange={(paymentOptionsData) =>
          onChange({ paymentOptionsData, preselectedPaymentOption: paymentOptionsData.type, tabChoice: paymentOptionsData.type })
        }
      />
      {config.steps.showTradeIn ? (
        <TradeIn
          t={t}
          apiBase={apiBase}
          language={language}
          value={data.tradeInData}
          onChange={(tradeInData) => onChange({ tradeInData })}
        />
      ) : null}
      {/* Service packs only as configured (the steps-page config's years); none configured, no choice. */}
      {config.steps.servicePackYears.length ? (
        <Fieldset legend={t('servicePack')}>
          <SelectField
            id="service-pack"
            label={t('servicePack')}
            value={data.servicePackData ? String(data.servicePackData.years) : ''}
            placeholder={t('servicePack.none')}
            onChange={(v) => onChange({ servicePackData: v ? { id: `service-${v}`, years: Number(v) } : null })}
            options={config.steps.servicePackYears.map((years) => ({
              value: String(years),
              label: t('servicePack.years', { years: localizeDigits(years, language) }),
            }))}
          />
        </Fieldset>
      ) : null}
      <Fieldset legend={t('booking')}>
        <div className="lrdx-order-grid">
          <TextField
            id="booking-date"
            type="date"
            ltr
            min={today}
            label={t('booking.date')}
            value={data.appBookingData?.date ?? ''}
            onChange={(date) => onChange({ appBookingData: date ? { date, time: data.appBookingData?.time ?? '10:00' } : null })}
          />
          <TextField
            id="booking-time"
            type="time"
            ltr
            label={t('booking.time')}
            value={data.appBookingData?.time ?? ''}
            onChange={(time) => data.appBookingData && onChange({ appBookingData: { ...data.appBookingData, time } })}
          />
        </div>
      </Fieldset>
      <Fieldset legend={t('location')}>
        <SelectField
          id="location"
          label={t('location')}
          value={data.locationDetails?.uuid ?? ''}
          placeholder={t('choose')}
          onChange={(uuid) => {
            const retailer = retailers.find((r) => r.uuid === uuid) ?? null;
            onChange({ locationDetails: retailer, location: retailer?.uuid ?? null });
          }}
          options={retailers.map((r) => ({ value: r.uuid, label: r.name }))}
        />
      </Fieldset>
      {tried && !complete ? (
        <p className="lrdx-field__error" role="alert">
          {t('missingDetails')}
        </p>
      ) : null}
      <div className="lrdx-order-actions">
        <button type="submit" className="lrdx-button lrdx-button--primary" data-action="continue">
          {t('continue')}
        </button>
      </div>
    </form>
  );
}
