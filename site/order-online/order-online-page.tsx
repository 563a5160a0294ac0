/**
 * The order-online pages (spec section 2): a server-rendered shell around `<lrdx-order-online>`,
 * which the loader upgrades. The confirmation page also renders the order itself, so it reads
 * without JavaScript.
 */
import type { Language } from '../../domain/languages.js';
import { createElement } from 'react';
import { ORDER_ONLINE_PAGE_TEXTS } from './texts.js';

export type OrderOnlinePageStep = 'steps' | 'checkout' | 'success' | 'confirmation';

export interface ConfirmedOrderView {
  orderNumber: string;
  vehicleTitle: string | null;
  vin: string;
  paymentStatus: string;
  confirmed: boolean;
}

export interface OrderOnlinePageProps {
  language: Language;
  step: OrderOnlinePageStep;
  listKey: string;
  vehicleId?: number;
  vehicleTitle?: string;
  /** Configurator journey (spec: `config_url` query of the order-online route). */
  configUrl?: string;
  order?: ConfirmedOrderView;
  /** The order's access token from the confirmation page's `?token=`: the element reads the order's status with it. */
  orderToken?: string;
}

export function OrderOnlinePage({ language, step, listKey, vehicleId, vehicleTitle, configUrl, order, orderToken }: OrderOnlinePageProps) {
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

  const fallback = order ? (
    <div className="lrdx-order-online-ssr">
      <h1>{t.confirmationTitle}</h1>
      <dl>
        <dt>{t.orderNumber}</dt>
        <dd>
          <bdi dir="ltr">{order.orderNumber}</bdi>
        </dd>
        {order.vehicleTitle ? (
          <>
            <dt>{t.vehicle}</dt>
            <dd>
              <bdi>{order.vehicleTitle}</bdi>
            </dd>
          </>
        ) : null}
        <dt>{t.vin}</dt>
        <dd>
          <bdi dir="ltr">{order.vin}</bdi>
        </dd>
        <dt>{t.paymentStatus}</dt>
        <dd data-order-status={order.paymentStatus}>{t.status[order.paymentStatus] ?? order.paymentStatus}</dd>
        <dt>{t.confirmed}</dt>
        <dd>{order.confirmed ? t.yes : t.no}</dd>
      </dl>
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
  return (
    <article className="lrdx-order-online-page">
      {order ? fallback : null}
      {createElement('lrdx-order-online', attributes, order ? null : fallback)}
    </article>
  );
}
