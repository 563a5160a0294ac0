/** The success page (and its failure variant) and the confirmation page of one order. */
import { useEffect, useState } from 'react';
import { isPaymentStatus, type PaymentStatus } from '../../domain/order.js';
import { Button } from '../ui/button.js';
import { readOrderStatus } from './api.js';
import { useStepHeading } from '../features/flow/show-step.js';
import type { Translate } from './texts.js';

/** The page's news: shown and focused when it appears (widgets/features/flow/show-step.ts). */
function Heading({ children }: { children: string }) {
  const ref = useStepHeading(true);
  return (
    <h2 ref={ref} tabIndex={-1}>
      {children}
    </h2>
  );
}

export function SuccessView({ t, orderNumber }: { t: Translate; orderNumber: string | null }) {
  if (!orderNumber) {
    return (
      <section className="lrdx-order-notice lrdx-order-notice--error" data-order="success-failure">
        <Heading>{t('success.failure')}</Heading>
      </section>
    );
  }
  return (
    <section className="lrdx-order-notice" data-order="success">
      <Heading>{t('success.title')}</Heading>
      <p>
        {t('orderNumber')}:{' '}
        <strong>
          <bdi dir="ltr" data-order="number">
            {orderNumber}
          </bdi>
        </strong>
      </p>
      <p>{t('success.text')}</p>
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
