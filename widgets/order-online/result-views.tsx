/**
 * The success page (and its failure variant) and the confirmation page of one order. The success
 * page is the receipt in short, from what the journey already holds (docs/buy-online.md, "After
 * paying"): the car, the deposit, the retailer to call, the appointment, what happens next and how
 * to cancel, and the link to the full receipt.
 */
import { useEffect, useState } from 'react';
import { localizeDigits } from '../../domain/digits.js';
import { formatIsoDate } from '../../domain/month-names.js';
import type { AppBookingData, LocationDetails } from '../../domain/order-online-storage.js';
import { isPaymentStatus, type PaymentStatus } from '../../domain/order.js';
import type { OrderConfig, OrderVehicle } from '../../state-machines/order-online/index.js';
import { Button } from '../ui/button.js';
import { readOrderStatus } from './api.js';
import { useStepHeading } from '../features/flow/show-step.js';
import type { Translate } from './texts.js';
import { money } from './vehicle-summary.js';

/** The page's news: shown and focused when it appears (widgets/features/flow/show-step.ts). */
function Heading({ children }: { children: string }) {
  const ref = useStepHeading(true);
  return (
    <h2 ref={ref} tabIndex={-1}>
      {children}
    </h2>
  );
}

export interface SuccessDetails {
  language: string;
  vehicle: OrderVehicle | null;
  config: OrderConfig | null;
  retailer: LocationDetails | null;
  appointment: AppBookingData | null;
  /** The full receipt (the confirmation page, which has the cancel link); null without the order's token. */
  receiptHref: string | null;
}

const NEXT_STEPS = ['success.next.email', 'success.next.call', 'success.next.bring', 'success.next.cancel'] as const;

export function SuccessView({ t, orderNumber, details }: { t: Translate; orderNumber: string | null; details: SuccessDetails }) {
  if (!orderNumber) {
    return (
      <section className="lrdx-order-notice lrdx-order-notice--error" data-order="success-failure">
        <Heading>{t('success.failure')}</Heading>
      </section>
    );
  }
  const { language, vehicle, config, retailer, appointment, receiptHref } = details;
  const deposit =
    config && !config.freeReservation && config.reservationFee !== null
      ? money(config.reservationFee, config.currency, language)
      : t('freeReservation');
  return (
    <section className="lrdx-order-notice lrdx-order-success" data-order="success">
      <Heading>{t('success.title')}</Heading>
      {vehicle?.photo ? (
        <img className="lrdx-order-success__photo" src={vehicle.photo} alt={vehicle.title} width="640" height="360" />
      ) : null}
      <dl className="lrdx-order-success__facts">
        <div>
          <dt>{t('orderNumber')}</dt>
          <dd>
            <strong>
              <bdi dir="ltr" data-order="number">
                {orderNumber}
              </bdi>
            </strong>
          </dd>
        </div>
        {vehicle ? (
          <div>
            <dt>{t('success.car')}</dt>
            <dd data-order="car">
              <bdi>{`${vehicle.title} ${vehicle.version}`.trim()}</bdi>
            </dd>
          </div>
        ) : null}
        <div>
          <dt>{t('success.deposit')}</dt>
          <dd data-order="deposit">{deposit}</dd>
        </div>
        {retailer ? (
          <div>
            <dt>{t('success.retailer')}</dt>
            <dd data-order="retailer">
              <bdi>{retailer.name}</bdi>
              {retailer.address ? (
                <span className="lrdx-order-success__line">
                  <bdi>{retailer.address}</bdi>
                </span>
              ) : null}
              {retailer.phone ? (
                <a className="lrdx-order-success__line" href={`tel:${retailer.phone.replace(/[^+0-9]/g, '')}`} data-order="retailer-phone">
                  <bdi dir="ltr">{retailer.phone}</bdi>
                </a>
              ) : null}
            </dd>
          </div>
        ) : null}
        {appointment?.date ? (
          <div>
            <dt>{t('success.appointment')}</dt>
            <dd data-order="appointment">
              {t('success.appointmentAt', {
                date: formatIsoDate(appointment.date, language),
                time: localizeDigits(appointment.time, language),
              })}
            </dd>
          </div>
        ) : null}
      </dl>
      <h3>{t('success.next.title')}</h3>
      <ol className="lrdx-order-success__steps" data-order="next-steps">
        {NEXT_STEPS.map((key) => (
          <li key={key}>{t(key)}</li>
        ))}
      </ol>
      {receiptHref ? (
        <a className="lrdx-button lrdx-button--secondary" href={receiptHref} data-action="receipt">
          {t('success.receipt')}
        </a>
      ) : null}
    </section>
  );
}

/** The confirmation route's element: reads the order's current payment status (the page shows the rest). */
export function ConfirmationView({
  t,
  apiBase,
  orderNumber,
  orderToken,
}: {
  t: Translate;
  apiBase: string;
  orderNumber: string;
  /** Without the order's access token the server answers as for an unknown order. */
  orderToken: string | null;
}) {
  const [status, setStatus] = useState<PaymentStatus | 'missing' | null>(null);
  const load = () => {
    setStatus(null);
    readOrderStatus(apiBase, orderNumber, orderToken).then(
      (s) => setStatus(isPaymentStatus(s) ? s : 'missing'),
      () => setStatus('missing'),
    );
  };
  useEffect(load, [apiBase, orderNumber, orderToken]);
  if (status === null) return <p role="status">{t('loading')}</p>;
  if (status === 'missing')
    return (
      <section className="lrdx-order-notice lrdx-order-notice--error" data-order="not-found">
        <Heading>{t('confirmation.notFound')}</Heading>
        <Button onPress={load}>{t('retry')}</Button>
      </section>
    );
  return (
    <section className="lrdx-order-notice" data-order="confirmation">
      <h2>{t('confirmation.title')}</h2>
      <p>
        {t('orderNumber')}: <bdi dir="ltr">{orderNumber}</bdi>
      </p>
      <p>
        {t('confirmation.status')}: <span data-order="status">{t(`status.${status}`)}</span>
      </p>
      {/* The page above is the receipt; the browser's print dialog also saves it as a PDF. */}
      <Button variant="secondary" action="print" onPress={() => window.print()}>
        {t('confirmation.print')}
      </Button>
    </section>
  );
}
