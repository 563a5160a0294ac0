/**
 * Step 1, location and date: pick-up place (or the visitor's own address when the block allows),
 * drop-off place when a different one is allowed, the two dates (the shared day / month by name /
 * year selects of widgets/ui/date-time-field.tsx, as a native date input shows `mm/dd/yyyy` on
 * Kurdish and Arabic pages; closed week days and days before the first allowed are greyed out, said
 * in the hint and refused with a message), the car among those of the pick-up place, and the extras
 * with their amount controllers (min–max) and togglers. Errors show once the visitor tried to go on.
 */
import { useMemo } from 'react';
import type { Language } from '../../domain/languages.js';
import { closedOnWeekdays } from '../../domain/opening-schedule.js';
import {
  CUSTOM_LOCATION,
  vehiclesAt,
  type Booking,
  type BookingErrors,
  type RentConfig,
  type RentExtra,
} from '../../domain/rent-a-car/index.js';
import { formatRentPrice } from '../../domain/rent-a-car/inquiry.js';
import { localizeDigits } from '../../domain/digits.js';
import type { RentContext, RentEvent } from '../../state-machines/rent-a-car/index.js';
import { DateTimeField } from '../ui/date-time-field.js';
import { StepForm } from './step-form.js';
import type { RentTextKey } from './translations/en.js';

type T = (k: RentTextKey, options?: Record<string, string | number>) => string;

const SPEC_WORDS = new Set(['automatic', 'manual', 'petrol', 'diesel', 'hybrid', 'electric']);

/**
 * A car's specification entry as the page writes it: a number is its seats (plural form and digits
 * of the language), a known code its word (docs/glossary-ku.md, "Fuel and engine"), anything else
 * the editor's own text.
 */
function specLabel(entry: string, t: T): string {
  const code = entry.trim().toLowerCase();
  if (/^\d+$/.test(code)) return t('spec.seats', { count: Number(code) });
  return SPEC_WORDS.has(code) ? t(`spec.${code}` as RentTextKey) : entry;
}

export interface LocationStepProps {
  config: RentConfig;
  context: RentContext;
  language: Language;
  currency: string;
  t: T;
  send: (event: RentEvent) => void;
}

const ID = 'lrdx-rent';

function ErrorText({ id, error, t }: { id: string; error: string | undefined; t: T }) {
  return error ? (
    <p className="lrdx-rent__error" id={`${id}-error`}>
      {t(`errors.${error}` as RentTextKey)}
    </p>
  ) : null;
}

const describedBy = (id: string, error: string | undefined, hint?: string) =>
  [hint, error ? `${id}-error` : undefined].filter(Boolean).join(' ') || undefined;

/** The places of a pick-up or drop-off select, and the visitor's own address when the block allows it. */
function PlaceOptions({
  locations,
  place,
  custom,
  t,
}: {
  locations: RentConfig['locations'];
  place: (value: string) => string;
  custom: boolean;
  t: T;
}) {
  return (
    <>
      {locations.map((l) => (
        <option key={l.nameKey} value={l.nameKey}>
          {place(l.nameKey)}
        </option>
      ))}
      {custom ? <option value={CUSTOM_LOCATION}>{t('custom')}</option> : null}
    </>
  );
}

/** The booking's field of the visitor's own address at each end. */
const CUSTOM_FIELD = { pickup: 'customPickup', dropoff: 'customDropoff' } as const;

/** The visitor's own address, when "custom" is chosen as the pick-up or drop-off place. */
function CustomLocationField({
  which,
  booking,
  errors,
  t,
  change,
}: {
  which: 'pickup' | 'dropoff';
  booking: Booking;
  errors: BookingErrors;
  t: T;
  change: (patch: Partial<Omit<Booking, 'extras'>>) => void;
}) {
  if (booking[which] !== CUSTOM_LOCATION) return null;
  const id = `${ID}-custom-${which}`;
  const field = CUSTOM_FIELD[which];
  const value = booking[field];
  const error = errors[field];
  const onChange = (text: string) => change(which === 'pickup' ? { customPickup: text } : { customDropoff: text });
  return (
    <div className="lrdx-rent__field">
      <label htmlFor={id}>{t(`custom-${which}`)}</label>
      <input
        id={id}
        type="text"
        autoComplete="street-address"
        value={value}
        aria-invalid={error ? 'true' : undefined}
        aria-describedby={describedBy(id, error)}
        onInput={(e) => onChange((e.target as HTMLInputElement).value)}
      />
      <ErrorText id={id} error={error} t={t} />
    </div>
  );
}

export function LocationStep({ config, context, language, currency, t, send }: LocationStepProps) {
  const { booking } = context;
  const errors: BookingErrors = context.showBookingErrors ? context.bookingErrors : {};
  const change = (patch: Partial<Omit<Booking, 'extras'>>) => send({ type: 'booking.change', patch });
  const { settings } = config;
  const closed = settings.disabledDays.map((d) => t(`weekday.${d}` as RentTextKey)).join(language === 'en' ? ', ' : '، ');
  const cars = vehiclesAt(config, booking.pickup);
  const closedDays = useMemo(() => closedOnWeekdays(settings.disabledDays), [settings.disabledDays]);
  const thisYear = Number(context.today.slice(0, 4));
  const place = (value: string) => {
    const location = config.locations.find((l) => l.nameKey === value);
    return location ? [location.cityName, location.pointName].filter(Boolean).join(' – ') : value;
  };

  return (
    <StepForm send={send}>
      <h3 className="lrdx-rent__heading" tabIndex={-1} data-focus>
        {t('step.location')}
      </h3>
      <div className="lrdx-rent__grid">
        <div className="lrdx-rent__field">
          <label htmlFor={`${ID}-pickup`}>{t('pickup')}</label>
          <select
            id={`${ID}-pickup`}
            value={booking.pickup}
            aria-invalid={errors.pickup ? 'true' : undefined}
            aria-describedby={describedBy(`${ID}-pickup`, errors.pickup)}
            onChange={(e) => change({ pickup: (e.target as HTMLSelectElement).value })}
          >
            <option value="">{t('choose')}</option>
            <PlaceOptions locations={config.locations} place={place} custom={settings.allowCustomPickup} t={t} />
          </select>
          <ErrorText id={`${ID}-pickup`} error={errors.pickup} t={t} />
        </div>
        <CustomLocationField which="pickup" booking={booking} errors={errors} t={t} change={change} />
        {settings.allowDifferentDropoff ? (
          <div className="lrdx-rent__field">
            <label htmlFor={`${ID}-dropoff`}>{t('dropoff')}</label>
            <select
              id={`${ID}-dropoff`}
              value={booking.dropoff}
              onChange={(e) => change({ dropoff: (e.target as HTMLSelectElement).value })}
            >
              <option value="">{t('same-dropoff')}</option>
              <PlaceOptions locations={config.locations} place={place} custom={settings.allowCustomDropoff} t={t} />
            </select>
          </div>
        ) : null}
        <CustomLocationField which="dropoff" booking={booking} errors={errors} t={t} change={change} />
        {(['pickupDate', 'dropoffDate'] as const).map((key) => {
          const id = `${ID}-${key === 'pickupDate' ? 'pickup-date' : 'dropoff-date'}`;
          return (
            <fieldset className="lrdx-rent__field lrdx-rent__field--wide lrdx-rent__dates" key={key} data-field={key}>
              <legend>{t(key === 'pickupDate' ? 'pickup-date' : 'dropoff-date')}</legend>
              <DateTimeField
                id={id}
                value={booking[key]}
                withTime={false}
                ahead
                language={language}
                labels={{ day: t('date.day'), month: t('date.month'), year: t('date.year'), hour: '', minute: '', choose: t('choose') }}
                describedBy={describedBy(id, errors[key], closed ? `${ID}-closed-days` : undefined)}
                invalid={Boolean(errors[key])}
                thisYear={thisYear}
                minDate={key === 'pickupDate' ? context.today : booking.pickupDate || context.today}
                {...(settings.disabledDays.length ? { schedule: closedDays } : {})}
                onChange={(value) => change({ [key]: value })}
                onBlur={() => undefined}
              />
              <ErrorText id={id} error={errors[key]} t={t} />
            </fieldset>
          );
        })}
      </div>
      {closed ? (
        <p className="lrdx-rent__hint" id={`${ID}-closed-days`}>
          {t('closed-days', { days: closed })}
        </p>
      ) : null}

      <fieldset className="lrdx-rent__cars" aria-describedby={describedBy(`${ID}-vehicle`, errors.vehicle)}>
        <legend>{t('vehicle')}</legend>
        {cars.map(({ vehicle, index }) => (
          <label key={index} className="lrdx-rent__car lrdx-choice">
            <input
              type="radio"
              name={`${ID}-vehicle`}
              value={String(index)}
              checked={booking.vehicle === index}
              aria-invalid={errors.vehicle ? 'true' : undefined}
              onChange={() => change({ vehicle: index })}
            />
            <span className="lrdx-rent__car-name">
              <bdi>{vehicle.displayName}</bdi>
            </span>
            <span className="lrdx-rent__car-price">{t('per-day', { price: formatRentPrice(vehicle.daily, currency, language) })}</span>
            {vehicle.specification.length ? (
              <span className="lrdx-rent__car-spec">{vehicle.specification.map((s) => specLabel(s, t)).join(' · ')}</span>
            ) : null}
          </label>
        ))}
        <ErrorText id={`${ID}-vehicle`} error={errors.vehicle} t={t} />
      </fieldset>

      {config.extras.length ? (
        <fieldset className="lrdx-rent__extras">
          <legend>{t('extras')}</legend>
          {config.extras.map((group) => (
            <div key={group.heading} className="lrdx-rent__extra-group">
              {group.heading ? <p className="lrdx-rent__extra-heading">{group.heading}</p> : null}
              {group.items.map((extra) => (
                <Extra
                  key={extra.id}
                  extra={extra}
                  value={booking.extras[extra.id] ?? 0}
                  language={language}
                  currency={currency}
                  t={t}
                  send={send}
                />
              ))}
            </div>
          ))}
        </fieldset>
      ) : null}

      <div className="lrdx-rent__actions">
        <button type="submit" className="lrdx-button" data-action="next">
          {t('next')}
        </button>
      </div>
    </StepForm>
  );
}

function Extra({
  extra,
  value,
  language,
  currency,
  t,
  send,
}: {
  extra: RentExtra;
  value: number;
  language: Language;
  currency: string;
  t: T;
  send: (e: RentEvent) => void;
}) {
  const price = `${formatRentPrice(extra.price, currency, language)}${extra.priceContext ? ` ${extra.priceContext}` : ''}`;
  const id = `${ID}-extra-${extra.id.replace('.', '-')}`;
  const set = (next: number) => send({ type: 'extra.set', id: extra.id, value: next });
  const add = (delta: number) => send({ type: 'extra.add', id: extra.id, delta });
  return (
    <div className="lrdx-rent__extra" data-extra={extra.id}>
      <div className="lrdx-rent__extra-text">
        <span id={`${id}-label`}>{extra.heading}</span> <span className="lrdx-rent__extra-price">{price}</span>
        {extra.features.length ? <span className="lrdx-rent__extra-features">{extra.features.join(' · ')}</span> : null}
      </div>
      {extra.controller.type === 'amount' ? (
        <div className="lrdx-rent__amount" role="group" aria-labelledby={`${id}-label`}>
          <button
            type="button"
            className="lrdx-rent__amount-button"
            data-action="less"
            aria-label={t('less', { item: extra.heading })}
            aria-disabled={value <= extra.controller.min ? 'true' : undefined}
            onClick={() => add(-1)}
          >
            −
          </button>
          <output aria-live="polite" aria-label={t('amount', { item: extra.heading, n: localizeDigits(value, language) })}>
            {localizeDigits(value, language)}
          </output>
          <button
            type="button"
            className="lrdx-rent__amount-button"
            data-action="more"
            aria-label={t('more', { item: extra.heading })}
            aria-disabled={value >= extra.controller.max ? 'true' : undefined}
            onClick={() => add(1)}
          >
            +
          </button>
        </div>
      ) : (
        <label className="lrdx-rent__toggle">
          <input
            type="checkbox"
            checked={value === 1}
            aria-labelledby={`${id}-label`}
            onChange={(e) => set((e.target as HTMLInputElement).checked ? 1 : 0)}
          />
          <span aria-hidden="true">{value === 1 ? extra.controller.trueLabel || t('yes') : extra.controller.falseLabel}</span>
        </label>
      )}
    </div>
  );
}
