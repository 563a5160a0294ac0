/** One view per state of the reservation machine (catalogue, reservation flow screens). */
import { useState } from 'react';
import type { SnapshotFrom } from 'xstate';
import { retryAfterMinutes } from '../../domain/api-error.js';
import type { ReservationEvent, ReservationVehicle, reservationMachine } from '../../state-machines/reservation/index.js';
import { Button } from '../ui/button.js';
import type { CardStep } from '../features/card-payment/index.js';
import {
  SoftLockCountdown,
  SoftLockExpiredView,
  SoftLockInitDialog,
  SoftLockKickedOutDialog,
  SoftLockWarningDialog,
  type SoftLockInitError,
} from '../features/soft-lock/index.js';
import type { TextFn } from '../features/flow/slot-texts.js';
import type { ReservationTextKey } from './translations/en.js';
import type { HeldLock } from './use-held-lock.js';
import { Checkout } from './views/checkout.js';
import { Message, SlotMessage } from '../features/flow/message.js';
import { FlowErrorMessage, FlowUnavailableMessage, errorReason } from '../features/flow/flow-error.js';
import { Landing } from './landing.js';
import { Payment } from './views/payment.js';
import { ThankYouDetails } from './views/thank-you-details.js';
import { VehicleTabs } from './views/vehicle-tabs.js';
import { Screen } from '../features/flow/screen.js';
import { FlowStatus } from '../features/flow/flow-status.js';
import { VehicleAlert } from '../features/alert-sign-up/index.js';
import { toLanguage } from '../../domain/languages.js';
import { VENDOR_NAMES, isRedirectVendor } from '../features/redirect-payment/index.js';

export interface ScreensProps {
  state: SnapshotFrom<typeof reservationMachine>;
  send: (event: ReservationEvent) => void;
  t: TextFn<ReservationTextKey>;
  language: string;
  focus: boolean;
  fee: string | null;
  price: (vehicle: ReservationVehicle) => string;
  lock: HeldLock;
  cancelUrl: (leadId: string | null, leadToken: string | null) => string | null;
  /** The card step the payment view mounts its field into, and the vendor's message of the last decline. */
  card: { step: CardStep; apiBase: string; declined: string | null };
  /** The server drew the welcome into the element: it shows while the first answer comes, not a loading line. */
  drawnLanding: boolean;
  /** The welcome's button: starts, or, pressed while the first answer comes, starts once it is there. */
  onStart: () => void;
}

/**
 * The end screens that are only their text slots (`<slot>_title`, `_text`, `_button`) and one
 * button sending the event it is named by (its `data-action`).
 */
const SLOT_SCREENS = [
  { state: 'paymentExpired', key: 'payment-expired', name: 'payment-expired', slot: 'payment_expired', event: 'restart' },
  { state: 'noVehicles', key: 'none', name: 'no-vehicles', slot: 'no_vehicles', event: 'retry' },
] as const;

function initError(code: string | undefined): SoftLockInitError {
  if (!code) return null;
  return code === 'vehicle_locked' || code === 'vehicle_unavailable' || code === 'rate_limited' ? code : 'other';
}

export function Screens({ state, send, t, language, focus, fee, price, lock, cancelUrl, card, drawnLanding, onStart }: ScreensProps) {
  const { context } = state;
  const [chosen, setChosen] = useState<ReservationVehicle | null>(null);
  const [tried, setTried] = useState<number | null>(null);
  const waitOf = (failure: { retryAfterSeconds?: number } | null) => retryAfterMinutes(failure);
  const errorText = () => {
    const code = context.error?.code ?? 'unknown';
    if (code === 'card_declined' && card.declined) return card.declined;
    return errorReason(t, code);
  };
  const cancelLink = (leadId: string | null, leadToken: string | null) => {
    const href = cancelUrl(leadId, leadToken);
    return href ? (
      <a className="lrdx-link" href={href} data-action="cancel-link">
        {t('cancel_link')}
      </a>
    ) : null;
  };

  const landing = <Landing t={t} focus={focus} onStart={onStart} />;
  if (state.matches('loading') || state.matches('boot') || state.matches('routing'))
    // The welcome the server drew stays while the first answer comes (its button is kept for then).
    return drawnLanding ? landing : <FlowStatus text={t('loading')} />;
  if (state.matches('landing')) return landing;
  if (state.matches('vehicles') || state.matches('loadingTab') || state.matches('loadingMore') || state.matches('locking')) {
    const locking = state.matches('locking');
    const refused = !locking && chosen && tried === chosen.id ? initError(context.notice?.code) : null;
    return (
      <Screen key="vehicles" name="vehicles" title={t('vehicles_title')} focus={focus}>
        <VehicleTabs
          t={t}
          language={language}
          tabs={context.tabs}
          tab={context.tab}
          vehicles={context.vehicles}
          loading={state.matches('loadingTab')}
          loadingMore={state.matches('loadingMore')}
          canShowMore={state.can({ type: 'vehicles.more' }) || state.matches('loadingMore')}
          onMore={() => send({ type: 'vehicles.more' })}
          onTab={(tab) => send({ type: 'tab.select', tab })}
          onReserve={setChosen}
          price={price}
        />
        {chosen ? (
          <SoftLockInitDialog
            open
            t={t}
            minutes={Math.round((context.config?.softLockSeconds ?? 900) / 60)}
            busy={locking}
            error={refused}
            retryMinutes={refused === 'rate_limited' ? waitOf(context.notice) : null}
            holdAlert={
              refused === 'vehicle_locked' ? (
                <VehicleAlert
                  kind="hold"
                  apiBase={card.apiBase}
                  listKey={context.listKey}
                  vehicleId={chosen.id}
                  model={`${chosen.model} ${chosen.version}`}
                  language={toLanguage(language)}
                  t={t}
                />
              ) : undefined
            }
            onConfirm={() => {
              setTried(chosen.id);
              send({ type: 'vehicle.select', vehicleId: chosen.id });
            }}
            onCancel={() => setChosen(null)}
          />
        ) : null}
      </Screen>
    );
  }
  if (state.matches('held')) {
    const countdown = <SoftLockCountdown remainingMs={lock.remainingMs} warning={lock.phase === 'warning'} language={language} t={t} />;
    const warning = lock.warningOpen ? (
      <SoftLockWarningDialog
        open
        t={t}
        language={language}
        remainingMs={lock.remainingMs}
        busy={lock.phase === 'extending'}
        failed={lock.extendFailed}
        onExtend={lock.extend}
        onClose={lock.dismissWarning}
      />
    ) : null;
    const vendor = context.config?.vendorType ?? '';
    const vendorNotice =
      context.vendorNotice && isRedirectVendor(vendor)
        ? t(context.vendorNotice === 'cancelled' ? 'vendor_cancelled' : 'vendor_failed', { vendor: VENDOR_NAMES[vendor] })
        : null;
    let body;
    if (state.matches({ held: 'payment' }) || state.matches({ held: 'paying' }))
      body = (
        <Payment
          key="payment"
          t={t}
          focus={focus}
          fee={fee ?? ''}
          language={language}
          paying={state.matches({ held: 'paying' })}
          card={card.step}
          apiBase={card.apiBase}
          vendor={{
            type: context.config?.vendorType ?? '',
            publishableKey: context.config?.stripePublishableKey ?? null,
            accountId: context.config?.stripeAccountId ?? null,
          }}
          onPay={() => send({ type: 'card.submit' })}
        />
      );
    else if (state.matches({ held: 'awaitingPayment' }) || state.matches({ held: 'checkingPayment' }))
      body = <SlotMessage key="awaiting" name="awaiting-payment" t={t} slot="awaiting_payment" focus={focus} busy />;
    else if (state.matches({ held: 'declined' }))
      body = (
        <Message
          key="declined"
          name="card-declined"
          alert
          title={t('declined_title')}
          focus={focus}
          paragraphs={[...(card.declined && card.declined !== t('error.card_declined') ? [card.declined] : []), t('declined_text')]}
          actions={
            <Button onPress={() => send({ type: 'card.retry' })} action="retry-card">
              {t('declined_retry')}
            </Button>
          }
        />
      );
    else if (context.vehicle)
      body = (
        <Checkout
          key="checkout"
          t={t}
          language={language}
          focus={focus}
          vehicle={context.vehicle}
          fee={fee}
          price={price(context.vehicle)}
          expiresAt={context.expiresAt}
          details={context.details}
          termsAccepted={context.termsAccepted}
          sending={!state.matches({ held: 'checkout' })}
          onBack={() => send({ type: 'back' })}
          onChange={(field, value) => send({ type: 'details.change', field, value })}
          onTerms={(accepted) => send({ type: 'terms.set', accepted })}
          onSubmit={() => send({ type: 'submit' })}
          apiBase={card.apiBase}
          phoneRequired={context.config?.phoneVerification === 'required'}
          verifiedPhone={context.verifiedPhone}
          onPhoneVerified={(phone) => send({ type: 'phone.verified', phone })}
          vendorNotice={vendorNotice}
        />
      );
    return (
      <>
        {countdown}
        {body}
        {warning}
      </>
    );
  }
  if (state.matches('confirming'))
    return <Message key="confirming" name="confirming" title={t('payment_processing')} focus={focus} paragraphs={[]} busy />;
  if (state.matches('thankYou') || state.matches('reservationMade')) {
    const made = state.matches('reservationMade');
    const order = (
      <bdi dir="ltr" className="lrdx-order-number" data-thank-you="order-number">
        {context.orderNumber}
      </bdi>
    );
    const [before = '', after = ''] = t(made ? 'reservation_made_text' : 'thank_you_text').split(/\{\{\s*order_number\s*\}\}/);
    return (
      <Message
        key={made ? 'made' : 'thanks'}
        name={made ? 'reservation-made' : 'thank-you'}
        title={t(made ? 'reservation_made_title' : 'thank_you_title')}
        focus={focus}
        paragraphs={[
          <>
            {before}
            {order}
            {after}
          </>,
          ...(context.details.email ? [t('thank_you_email_text', { email: context.details.email })] : []),
        ]}
        details={<ThankYouDetails t={t} vehicle={context.vehicle} fee={fee} />}
        actions={
          <>
            {cancelLink(context.leadId, context.leadToken)}
            {made ? (
              <Button variant="secondary" onPress={() => send({ type: 'reservation.forget' })} action="reserve-another">
                {t('reservation_made_new_button')}
              </Button>
            ) : null}
          </>
        }
      />
    );
  }
  if (state.matches('softLockExpired'))
    return lock.kickedOut ? (
      <SoftLockKickedOutDialog open t={t} onBack={() => send({ type: 'restart' })} />
    ) : (
      <SoftLockExpiredView t={t} onReattempt={() => send({ type: 'restart' })} />
    );
  const slotScreen = SLOT_SCREENS.find((screen) => state.matches(screen.state));
  if (slotScreen)
    return (
      <SlotMessage
        key={slotScreen.key}
        name={slotScreen.name}
        t={t}
        slot={slotScreen.slot}
        focus={focus}
        button={{ action: slotScreen.event, label: t(`${slotScreen.slot}_button`), onPress: () => send({ type: slotScreen.event }) }}
      />
    );
  if (state.matches('unavailable')) return <FlowUnavailableMessage t={t} focus={focus} />;
  if (context.error?.code === 'rate_limited') {
    // A refusal for too many tries is not a fault: say how long to wait, in the visitor's language.
    const minutes = retryAfterMinutes(context.error);
    return (
      <Message
        key="rate-limited"
        name="rate-limited"
        alert
        title={t('softLock.rateLimitedTitle')}
        focus={focus}
        paragraphs={[minutes === null ? t('softLock.rateLimited') : t('softLock.rateLimitedIn', { count: minutes })]}
        actions={
          <Button onPress={() => send({ type: 'retry' })} action="retry">
            {t('error_retry_button')}
          </Button>
        }
      />
    );
  }
  return <FlowErrorMessage t={t} focus={focus} reason={errorText()} onRetry={() => send({ type: 'retry' })} />;
}
