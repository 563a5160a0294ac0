/**
 * Checkout (docs/buy-online.md, "The journey"): details form with terms, payment, and the error, awaiting-payment,
 * confirmation-error, rebooking (lock expired) and kicked-out moments. `phase` is the machine's
 * checkout sub-state.
 */
import type { ReactNode } from 'react';
import { retryAfterMinutes } from '../../domain/api-error.js';
import type { CustomerData, OrderOnlineData } from '../../domain/order-online-storage.js';
import type { OrderConfig, OrderOnlineError, VendorNotice } from '../../state-machines/order-online/index.js';
import { Button } from '../ui/button.js';
import type { CardStep } from '../features/card-payment/index.js';
import { SoftLockExpiredView } from '../features/soft-lock/index.js';
import { useStepHeading } from '../features/flow/show-step.js';
import { CustomerForm } from './customer-form.js';
import { PaymentForm } from './payment-form.js';
import { VendorPaymentForm } from './vendor-payment-form.js';
import { isRedirectVendor } from '../features/redirect-payment/index.js';
import type { Translate } from './texts.js';
import { money } from './vehicle-summary.js';

export interface CheckoutViewProps {
  t: Translate;
  language: string;
  phase: string;
  /** The journey has moved on from the step it showed first: a new form is shown from its heading, focused. */
  focus: boolean;
  config: OrderConfig;
  data: OrderOnlineData;
  error: OrderOnlineError | null;
  orderNumber: string | null;
  termsUrl: string;
  /** The number the SMS check passed for (machine context). */
  verifiedPhone: string | null;
  /** Back from PayPal's or LiqPay's page cancelled or refused (machine context). */
  vendorNotice?: VendorNotice | null;
  send: (
    event:
      | { type: 'form.submit' | 'payment.retry' | 'payment.check' | 'confirm.retry' | 'lock.reattempt' | 'checkout.back' }
      | { type: 'payment.submit' }
      | { type: 'details.set'; patch: Partial<OrderOnlineData> }
      | { type: 'customer.set'; field: keyof CustomerData; value: string }
      | { type: 'phone.verified'; phone: string },
  ) => void;
  /** The card step the payment form mounts its field into, and the vendor's message of the last decline. */
  card: { step: CardStep; apiBase: string; declined: string | null };
}

/** A status that is shown and focused when it appears, so the change is noticed. */
function Notice({ title, children, tone = 'info', name }: { title: string; children?: ReactNode; tone?: 'info' | 'error'; name: string }) {
  const ref = useStepHeading(true);
  return (
    <section className={`lrdx-order-notice lrdx-order-notice--${tone}`} data-order={name} role={tone === 'error' ? 'alert' : 'status'}>
      <h3 ref={ref} tabIndex={-1}>
        {title}
      </h3>
      {children}
    </section>
  );
}

export function CheckoutView(props: CheckoutViewProps) {
  const { t, language, phase, config, data, error, orderNumber, termsUrl, send, card } = props;
  const fee = config.reservationFee !== null ? money(config.reservationFee, config.currency, language) : '';
  switch (phase) {
    case 'form':
      return (
        <CustomerForm
          t={t}
          customer={data.customerData}
          terms={data.termsAndConditionsData}
          termsUrl={termsUrl}
          submitLabel={config.freeReservation ? t('reserveFree') : t('toPayment')}
          focus={props.focus}
          onField={(field, value) => send({ type: 'customer.set', field, value })}
          onTerms={(termsAndConditionsData) => send({ type: 'details.set', patch: { termsAndConditionsData } })}
          onSubmit={() => send({ type: 'form.submit' })}
          apiBase={card.apiBase}
          phoneRequired={config.phoneVerification === 'required'}
          verifiedPhone={props.verifiedPhone}
          onPhoneVerified={(phone) => send({ type: 'phone.verified', phone })}
        />
      );
    case 'payment':
    case 'paying':
      if (isRedirectVendor(config.vendorType))
        return (
          <VendorPaymentForm
            t={t}
            vendor={config.vendorType}
            amount={fee}
            paying={phase === 'paying'}
            focus={props.focus && !props.vendorNotice}
            notice={props.vendorNotice ?? null}
            onPay={() => send({ type: 'payment.submit' })}
          />
        );
      // The card field stays on the page while the vendor confirms it (Stripe needs its element mounted).
      return (
        <PaymentForm
          t={t}
          language={language}
          amount={fee}
          paying={phase === 'paying'}
          focus={props.focus}
          card={card.step}
          apiBase={card.apiBase}
          vendor={{
            type: config.vendorType,
            publishableKey: config.stripePublishableKey ?? null,
            accountId: config.stripeAccountId ?? null,
          }}
          onPay={() => send({ type: 'payment.submit' })}
        />
      );
    case 'checking':
      return <Notice name="processing" title={t('payment.processing')} />;
    case 'returning':
      return <Notice name="returning" title={t('payment.returning', { vendor: config.vendorType === 'LIQPAY' ? 'LiqPay' : 'PayPal' })} />;
    case 'confirming':
      return <Notice name="confirming" title={t('confirming')} />;
    case 'paymentError':
      // A declined card is the visitor's to fix, not a fault of ours: say so and offer another card.
      return (
        <Notice name="card-declined" tone="error" title={t('declined.title')}>
          {card.declined && card.declined !== t('paymentError.declined') ? <p>{card.declined}</p> : null}
          <p>{t('declined.text')}</p>
          <Button onPress={() => send({ type: 'payment.retry' })} action="retry-card">
            {t('declined.retry')}
          </Button>
        </Notice>
      );
    case 'error':
      if (error?.code === 'rate_limited') {
        // A refusal for too many tries is not a fault: say how long to wait, in the visitor's language.
        const minutes = retryAfterMinutes(error);
        return (
          <Notice name="rate-limited" tone="error" title={t('softLock.rateLimitedTitle')}>
            <p>{minutes === null ? t('softLock.rateLimited') : t('softLock.rateLimitedIn', { count: minutes })}</p>
            <Button onPress={() => send({ type: 'payment.retry' })} action="retry-payment">
              {t('retry')}
            </Button>
          </Notice>
        );
      }
      return (
        <Notice name="payment-error" tone="error" title={t('paymentError.title')}>
          <p>{t('paymentError.text')}</p>
          <p>
            {t('paymentError.prefix')} {error?.code === 'rate_limited' ? t('softLock.rateLimited') : <bdi>{error?.message ?? ''}</bdi>}
          </p>
          <Button onPress={() => send({ type: 'payment.retry' })} action="retry-payment">
            {t('retry')}
          </Button>
        </Notice>
      );
    case 'awaitingPayment':
      return (
        <Notice name="awaiting-payment" title={t('awaiting.title')}>
          <p>{t('awaiting.text')}</p>
          <Button onPress={() => send({ type: 'payment.check' })} action="check-payment">
            {t('awaiting.check')}
          </Button>
        </Notice>
      );
    case 'confirmationError':
      return (
        <Notice name="confirmation-error" tone="error" title={t('confirmError.title')}>
          <p>{t('confirmError.text')}</p>
          {orderNumber ? (
            <p>
              {t('orderNumber')}: <bdi dir="ltr">{orderNumber}</bdi>
            </p>
          ) : null}
          <Button onPress={() => send({ type: 'confirm.retry' })} action="retry-confirm">
            {t('retry')}
          </Button>
        </Notice>
      );
    case 'expired':
      return <SoftLockExpiredView t={t} onReattempt={() => send({ type: 'lock.reattempt' })} />;
    default:
      return null;
  }
}
