/**
 * The steps page (docs/buy-online.md, "Steps-page figures (company config)"): payment option, trade-in, service pack, appointment and
 * retailer, each written to the order storage as it changes; then on to checkout. The retailer
 * starts at the car's own one when it is among the choices. The appointment (optional) is the
 * shared date-and-time selects (widgets/ui/date-time-field.tsx: month names and digits in the page
 * language, 24-hour time), offering only the times the chosen retailer is open when its hours are
 * known; it is stored only once finished, and an unfinished, past or closed choice holds the visitor here.
 */
import { useEffect, useMemo, useRef, useState } from 'react';
import { localizeDigits } from '../../domain/digits.js';
import { ruleMessage } from '../../domain/forms/index.js';
import type { Language } from '../../domain/languages.js';
import { bookingProblem, bookingValue, todayInIraq, toBooking } from '../../domain/order-online-booking.js';
import { toLocationDetails, type OrderOnlineData } from '../../domain/order-online-storage.js';
import { localizeOpeningHours } from '../../domain/opening-hours.js';
import { OUTSIDE_OPENING_HOURS, parseOpeningSchedule } from '../../domain/opening-schedule.js';
import { ownRetailerChoice, type OrderConfig, type OrderRetailer, type OrderVehicle } from '../../state-machines/order-online/index.js';
import { DateTimeField } from '../ui/date-time-field.js';
import { Fieldset, SelectField, dateLabels } from './fields.js';
import { PaymentOption } from './payment-option.js';
import type { Translate } from './texts.js';
import { TradeIn } from './trade-in.js';

export interface StepsViewProps {
  t: Translate;
  language: Language;
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
  const today = useMemo(() => todayInIraq(new Date()), []);
  // The car's own retailer, when no retailer is chosen yet and it is among the choices (a steps
  // page the server drew starts with it chosen already: the machine's takeDrawn).
  useEffect(() => {
    const own = ownRetailerChoice(data, vehicle, retailers);
    if (own) onChange(own);
  }, []); // once, when the page opens
  const retailer = retailers.find((r) => r.uuid === data.locationDetails?.uuid);
  const hours = retailer?.openingHours ?? null;
  const schedule = useMemo(() => parseOpeningSchedule(hours), [hours]);
  // The selects' own value: an unfinished choice lives here, the stored appointment only once finished.
  const [booking, setBooking] = useState(() => bookingValue(data.appBookingData));
  // The same, as last chosen: a change just before the click on "continue" may not have re-rendered yet.
  const bookingRef = useRef(booking);
  bookingRef.current = booking;
  const stored = data.appBookingData;
  useEffect(() => {
    // Another tab (or a reload of storage) set a different finished appointment: show it.
    const mine = toBooking(booking);
    if (stored && (mine?.date !== stored.date || mine.time !== stored.time)) setBooking(bookingValue(stored));
  }, [stored?.date, stored?.time]);
  const problem = bookingProblem(booking, today, schedule);
  // "Unfinished" only once the visitor tries to go on; a finished but impossible choice at once.
  const bookingError =
    problem === 'past'
      ? t('booking.past')
      : problem === 'closed'
        ? OUTSIDE_OPENING_HOURS[language]
        : problem === 'incomplete' && tried
          ? ruleMessage('datetime', language)
          : null;
  const formRef = useRef<HTMLFormElement>(null);
  return (
    <form
      ref={formRef}
      className="lrdx-order-steps"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        setTried(true);
        const held = bookingProblem(bookingRef.current, today, schedule);
        if (held) formRef.current?.querySelector<HTMLSelectElement>('#booking-day')?.focus();
        // The machine goes on only with the details (its guard `hasDetails`), as it holds them now:
        // a choice made just before (given again at the take-over with the press) is not rendered yet.
        else onContinue();
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
      <fieldset
        className={`lrdx-order-fieldset lrdx-field${bookingError ? ' lrdx-field--invalid' : ''}`}
        data-field="booking"
        aria-describedby="booking-hint"
      >
        <legend>{t('booking')}</legend>
        <p id="booking-hint" className="lrdx-field__hint">
          {t('booking.hint')}
        </p>
        {schedule && hours ? (
          <p className="lrdx-field__hint" data-part="opening-hours">
            {t('booking.hours', { hours: localizeOpeningHours(hours, language) })}
          </p>
        ) : null}
        <DateTimeField
          id="booking"
          value={booking}
          withTime
          language={language}
          labels={dateLabels(t)}
          describedBy={bookingError ? 'booking-hint booking-error' : 'booking-hint'}
          invalid={bookingError !== null}
          thisYear={Number(today.slice(0, 4))}
          minDate={today}
          {...(schedule ? { schedule } : {})}
          onChange={(value) => {
            bookingRef.current = value;
            setBooking(value);
            const next = toBooking(value);
            if (next ? next.date !== stored?.date || next.time !== stored.time : stored !== null) onChange({ appBookingData: next });
          }}
          onBlur={() => undefined}
        />
        <p id="booking-error" className="lrdx-field__error" role={bookingError ? 'alert' : undefined}>
          {bookingError ?? ''}
        </p>
      </fieldset>
      <Fieldset legend={t('location')}>
        <SelectField
          id="location"
          label={t('location')}
          value={data.locationDetails?.uuid ?? ''}
          placeholder={t('choose')}
          onChange={(uuid) => {
            const chosen = retailers.find((r) => r.uuid === uuid);
            onChange({ locationDetails: chosen ? toLocationDetails(chosen) : null, location: chosen?.uuid ?? null });
          }}
          options={retailers.map((r) => ({ value: r.uuid, label: r.name }))}
        />
      </Fieldset>
      {tried && (data.paymentOptionsData === null || data.locationDetails === null) ? (
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
