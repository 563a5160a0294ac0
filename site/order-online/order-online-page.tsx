/**
 * The order-online pages (docs/buy-online.md, "The journey"): a server-rendered shell around `<lrdx-order-online>`,
 * which the loader upgrades. The confirmation page also renders the order itself, so it reads
 * without JavaScript.
 */
import type { Language } from '../../domain/languages.js';
import { createElement } from 'react';
import { ORDER_ONLINE_PAGE_TEXTS } from './texts.js';
import { ORDER_FIRST_STEP_ATTRIBUTE } from '../../domain/order-online-first-step.js';
import { ORDER_ONLINE_DATA_KEY } from '../../domain/order-online-storage.js';

export type OrderOnlinePageStep = 'steps' | 'checkout' | 'success' | 'confirmation';

export interface ConfirmedOrderView {
  orderNumber: string;
  vehicleTitle: string | null;
  vin: string;
  paymentStatus: string;
  confirmed: boolean;
  /** Cancelled already: the receipt says so instead of offering the cancellation link. */
  cancelled?: boolean;
  /** The retailer the buyer chose (order metadata), as written. */
  retailer?: { name: string; address: string; phone: string } | null;
  /** The booked visit (order metadata): ISO date and 24-hour time. */
  appointment?: { date: string; time: string } | null;
  /** The amount paid, formatted in the page language; null for a free reservation. */
  amountPaid?: string | null;
  /** The day the order was made, in the page language. */
  orderDate?: string;
  /** The vehicle page, for the receipt's link back to the car. */
  vehicleHref?: string | null;
}

export interface OrderOnlinePageProps {
  language: Language;
  step: OrderOnlinePageStep;
  listKey: string;
  vehicleId?: number;
  vehicleTitle?: string;
  /** Configurator journey (the `config_url` query of the order-online route; docs/buy-online.md, "The configurator journey (`config_url`)"). */
  configUrl?: string;
  order?: ConfirmedOrderView;
  /** The order's access token from the confirmation page's `?token=`: the element reads the order's status with it. */
  orderToken?: string;
  /**
   * The vehicle's steps page as the server drew it (server/render/order-online/first-step.ts): the
   * element's shadow root and the journey's data the widget starts from.
   */
  firstStep?: { shadowHtml: string; json: string } | undefined;
}

export function OrderOnlinePage({
  language,
  step,
  listKey,
  vehicleId,
  vehicleTitle,
  configUrl,
  order,
  orderToken,
  firstStep,
}: OrderOnlinePageProps) {
  const t = ORDER_ONLINE_PAGE_TEXTS[language];
  const attributes: Record<string, string> = {
    className: 'lrdx-order-online',
    step,
    'list-key': listKey,
    lang: language,
    'data-load-on': 'ready',
  };
  if (vehicleId) attributes['vehicle-id'] = String(vehicleId);
  if (configUrl) attributes['config-url'] = configUrl;
  if (order) attributes['order-number'] = order.orderNumber;
  if (order && orderToken) attributes['order-token'] = orderToken;
  if (firstStep) {
    attributes['data-first-screen'] = 'server';
    // The steps page is on screen already: the widget's script waits for the visitor's first touch
    // instead of running during the page's load, unless this browser keeps a journey, whose choices
    // the widget shows at once (loader/loader.ts, `data-load-if-stored`; docs/decisions.md, "Page
    // speed as a first-time visitor gets it").
    attributes['data-load-on'] = 'interaction';
    attributes['data-load-if-stored'] = ORDER_ONLINE_DATA_KEY;
  }

  const fill = (template: string, values: Record<string, string>) => template.replace(/\{\{(\w+)\}\}/g, (_m, k: string) => values[k] ?? '');
  const fallback = order ? (
    <div className="lrdx-order-online-ssr lrdx-receipt" data-order="receipt">
      <h1>{t.confirmationTitle}</h1>
      <h2 className="lrdx-receipt__title">{t.receiptTitle}</h2>
      <dl className="lrdx-receipt__lines">
        <dt>{t.orderNumber}</dt>
        <dd>
          <bdi dir="ltr">{order.orderNumber}</bdi>
        </dd>
        {order.orderDate ? (
          <>
            <dt>{t.orderDate}</dt>
            <dd>{order.orderDate}</dd>
          </>
        ) : null}
        {order.vehicleTitle ? (
          <>
            <dt>{t.vehicle}</dt>
            <dd>
              {order.vehicleHref ? (
                <a href={order.vehicleHref}>
                  <bdi>{order.vehicleTitle}</bdi>
                </a>
              ) : (
                <bdi>{order.vehicleTitle}</bdi>
              )}
            </dd>
          </>
        ) : null}
        <dt>{t.vin}</dt>
        <dd>
          <bdi dir="ltr">{order.vin}</bdi>
        </dd>
        {order.retailer ? (
          <>
            <dt>{t.retailer}</dt>
            <dd data-order="retailer">
              <bdi>{order.retailer.name}</bdi>
              {order.retailer.address ? (
                <>
                  <br />
                  <bdi>{order.retailer.address}</bdi>
                </>
              ) : null}
              {order.retailer.phone ? (
                <>
                  <br />
                  <a href={`tel:${order.retailer.phone.replace(/[^+0-9]/g, '')}`}>
                    <bdi dir="ltr">{order.retailer.phone}</bdi>
                  </a>
                </>
              ) : null}
            </dd>
          </>
        ) : null}
        {order.appointment ? (
          <>
            <dt>{t.appointment}</dt>
            <dd data-order="appointment">{fill(t.appointmentAt, order.appointment)}</dd>
          </>
        ) : null}
        <dt>{t.amountPaid}</dt>
        <dd data-order="amount">{order.amountPaid ?? t.freeReservation}</dd>
        <dt>{t.paymentStatus}</dt>
        <dd data-order-status={order.paymentStatus}>{t.status[order.paymentStatus] ?? order.paymentStatus}</dd>
        <dt>{t.confirmed}</dt>
        <dd>{order.confirmed ? t.yes : t.no}</dd>
      </dl>
      <h2 className="lrdx-receipt__title">{t.nextSteps}</h2>
      <ol className="lrdx-receipt__steps">
        {t.nextStepsList.map((step) => (
          <li key={step}>{step}</li>
        ))}
      </ol>
      <h2 className="lrdx-receipt__title">{t.cancelTitle}</h2>
      {order.cancelled ? (
        <p data-order="cancelled">{t.cancelledText}</p>
      ) : (
        <>
          <p>{t.cancelText}</p>
          {orderToken ? (
            // The order's own token cancels it (orders without a lead have no other link); never printed.
            <p className="lrdx-receipt__cancel">
              <a
                data-order="cancel-link"
                href={`/${language}/cancel-reservation?order=${encodeURIComponent(order.orderNumber)}&token=${encodeURIComponent(orderToken)}`}
              >
                {t.cancelLink}
              </a>
            </p>
          ) : null}
        </>
      )}
    </div>
  ) : (
    <div className="lrdx-order-online-ssr">
      <h1>{t.title}</h1>
      {vehicleTitle ? (
        <p>
          <bdi>{vehicleTitle}</bdi>
        </p>
      ) : null}
      <p>{t.loading}</p>
      <noscript>
        <p>{t.noScript}</p>
      </noscript>
    </div>
  );

  // The element replaces the shell's text when it renders (its shadow root has no slot), keeping one h1.
  // A drawn steps page is the element's shadow root from the start, with its data beside it.
  const inside = firstStep
    ? [
        createElement('template', { key: 'drawn', shadowrootmode: 'open', dangerouslySetInnerHTML: { __html: firstStep.shadowHtml } }),
        createElement('script', {
          key: 'data',
          type: 'application/json',
          [ORDER_FIRST_STEP_ATTRIBUTE]: '',
          dangerouslySetInnerHTML: { __html: firstStep.json },
        }),
      ]
    : [order ? null : fallback];
  return (
    <article className="lrdx-order-online-page">
      {order ? fallback : null}
      {createElement('lrdx-order-online', attributes, ...inside)}
      {/* The drawn form needs the widget to go on: said outside the element, where it shows without script. */}
      {firstStep ? (
        <noscript>
          <p>{t.noScript}</p>
        </noscript>
      ) : null}
    </article>
  );
}
