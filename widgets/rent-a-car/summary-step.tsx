/**
 * Step 3, the booking summary: route and dates, the car, the price per day, the days, each extra
 * and the total (domain/rent-a-car/booking.ts), the contact details; its next button reads
 * 'Send inquiry' (catalogue) and shows progress while the lead is sent.
 */
import type { Language } from '../../domain/languages.js';
import { localizeDigits } from '../../domain/digits.js';
import { placeName, priceSummary } from '../../domain/rent-a-car/index.js';
import { formatRentPrice } from '../../domain/rent-a-car/inquiry.js';
import type { RentContext, RentEvent } from '../../state-machines/rent-a-car/index.js';
import { Button } from '../ui/button.js';
import type { RentContactForm } from './api.js';
import type { RentTextKey } from './translations/en.js';

type T = (k: RentTextKey, options?: Record<string, string | number>) => string;

export interface SummaryStepProps {
  context: RentContext;
  sending: boolean;
  language: Language;
  currency: string;
  t: T;
  send: (event: RentEvent) => void;
}

/** `YYYY-MM-DD` in the language's digits, day first as people write it in Iraq: 02/12/2026. */
const showDate = (date: string, language: Language) => localizeDigits(date.split('-').reverse().join('/'), language);

export function SummaryStep({ context, sending, language, currency, t, send }: SummaryStepProps) {
  const { config, booking } = context;
  const price = priceSummary(config, booking);
  const money = (n: number) => formatRentPrice(n, currency, language);
  const pickup = placeName(config, booking.pickup, booking.customPickup);
  const dropoff = booking.dropoff ? placeName(config, booking.dropoff, booking.customDropoff) : pickup;
  const car = config.vehicles[booking.vehicle];
  const form = context.form as RentContactForm | null;
  const contact = (form?.visible ?? []).filter(
    (f) => f.type !== 'consent' && typeof context.contact[f.key] === 'string' && context.contact[f.key],
  );

  return (
    <div className="lrdx-rent__form" aria-busy={sending ? 'true' : undefined}>
      <h3 className="lrdx-rent__heading" tabIndex={-1} data-focus>
        {t('step.summary')}
      </h3>
      <section className="lrdx-rent__summary lrdx-panel" aria-label={t('summary.booking')}>
        <p>{car ? <bdi className="lrdx-rent__summary-car">{car.displayName}</bdi> : null}</p>
        <p>{t('summary.route', { pickup, dropoff })}</p>
        <p>{t('summary.dates', { from: showDate(booking.pickupDate, language), to: showDate(booking.dropoffDate, language) })}</p>
        <dl className="lrdx-rent__prices" data-summary="prices">
          <div>
            <dt>{t('summary.daily')}</dt>
            <dd>{money(price.daily)}</dd>
          </div>
          <div>
            <dt>{t('summary.days')}</dt>
            <dd>{localizeDigits(price.days, language)}</dd>
          </div>
          <div>
            <dt>{t('summary.rental')}</dt>
            <dd>{money(price.rental)}</dd>
          </div>
          {price.extras.map((line) => (
            <div key={line.id}>
              <dt>{line.amount > 1 ? `${line.label} × ${localizeDigits(line.amount, language)}` : line.label}</dt>
              <dd>{money(line.total)}</dd>
            </div>
          ))}
          <div className="lrdx-rent__total" data-summary="total">
            <dt>{t('summary.total')}</dt>
            <dd>{money(price.total)}</dd>
          </div>
        </dl>
      </section>
      {contact.length ? (
        <section className="lrdx-rent__summary lrdx-panel" aria-label={t('summary.contact')}>
          <dl className="lrdx-rent__prices">
            {contact.map((f) => (
              <div key={f.key}>
                <dt>{f.label}</dt>
                <dd>
                  <bdi>{String(context.contact[f.key])}</bdi>
                </dd>
              </div>
            ))}
          </dl>
        </section>
      ) : null}
      {sending ? (
        <p role="status" className="lrdx-rent__status">
          {t('sending')}
        </p>
      ) : null}
      <div className="lrdx-rent__actions">
        {/* While the inquiry is sent, both stay focusable but do nothing (ui/button.tsx). */}
        <Button variant="secondary" action="back" unavailable={sending} onPress={() => send({ type: 'step.back' })}>
          {t('back')}
        </Button>
        <Button action="send" unavailable={sending} onPress={() => send({ type: 'step.next' })}>
          {t('send')}
        </Button>
      </div>
    </div>
  );
}
