/**
 * `<lrdx-order-online>`: the order-online journey. The machine (with the real calls, see
 * use-order-journey.ts) decides the step; this file renders it, runs the soft lock while checkout
 * holds one, and turns visitor actions into machine events.
 */
import { useState } from 'react';
import type { OrderOnlineStep } from '../../state-machines/order-online/index.js';
import { defaultApiBase } from '../runtime/api-base.js';
import type { WidgetBaseProps } from '../runtime/define-widget.js';
import { hostOf } from '../runtime/events.js';
import { toLanguage } from '../runtime/i18n.js';
import { Button } from '../ui/button.js';
import { ErrorMessage } from '../ui/error-message.js';
import {
  SoftLockCountdown,
  SoftLockInfo,
  SoftLockInitDialog,
  SoftLockKickedOutDialog,
  SoftLockWarningDialog,
  takeSoftLock,
  useSoftLock,
  type SoftLockInitError,
} from '../features/soft-lock/index.js';
import { createCardStep } from '../features/card-payment/index.js';
import { CheckoutView } from './checkout-view.js';
import { ConfirmationView, SuccessView } from './result-views.js';
import { StepsView } from './steps-view.js';
import type { Translate } from './texts.js';
import { useOrderJourney } from './use-order-journey.js';
import { useTranslations } from './use-translations.js';
import { useMovedOn } from '../features/flow/show-step.js';
import { VehicleSummary } from './vehicle-summary.js';
import { OrderFrame } from './frame.js';
import { readDrawnJourney } from './first-step.js';
import { DEMO_LIST_KEY } from '../../domain/demo-listing.js';
import { retryAfterMinutes } from '../../domain/api-error.js';

export interface OrderOnlineProps extends WidgetBaseProps {
  vehicleId?: string;
  listKey?: string;
  apiBase?: string;
  lang?: string;
  /** steps | checkout | success | confirmation (the site route); default steps. */
  step?: string;
  orderNumber?: string;
  /** The order's access token (confirmation step); else the one stored with that order number. */
  orderToken?: string;
  /** Configurator journey (new vehicles only); also read from the page's `config_url` query. */
  configUrl?: string;
  termsUrl?: string;
}

const STEPS: readonly OrderOnlineStep[] = ['steps', 'checkout', 'success', 'confirmation'];

export function OrderOnline(props: OrderOnlineProps) {
  const apiBase = props.apiBase || defaultApiBase();
  const key = [apiBase, props.vehicleId, props.listKey, props.step, props.orderNumber, props.lang].join('\n');
  return <OrderOnlineView key={key} {...props} apiBase={apiBase} />;
}

function OrderOnlineView(props: OrderOnlineProps & { apiBase: string }) {
  const language = toLanguage(props.lang);
  const loaded = useTranslations(language);
  const [root, setRoot] = useState<HTMLElement | null>(null);
  const step = STEPS.find((s) => s === props.step) ?? 'steps';
  const vehicleId = Number.parseInt(props.vehicleId ?? '', 10);
  const configUrl = props.configUrl || new URLSearchParams(location.search).get('config_url');
  const [card] = useState(createCardStep);
  const [declined, setDeclined] = useState<string | null>(null);
  // The steps page the server drew into the element, and its data: the machine starts from it.
  const [drawn] = useState(() => readDrawnJourney(props.container) ?? null);
  const { snapshot, send, top } = useOrderJourney({
    drawn,
    card,
    onDeclined: setDeclined,
    apiBase: props.apiBase,
    listKey: props.listKey || DEMO_LIST_KEY,
    language,
    step,
    vehicleId: Number.isFinite(vehicleId) && vehicleId > 0 ? vehicleId : null,
    orderNumber: props.orderNumber ?? null,
    configUrl: configUrl || null,
    onConfirmed: (orderNumber) =>
      root && hostOf(root).dispatchEvent(new CustomEvent('order.confirmed', { detail: { orderNumber }, bubbles: true, composed: true })),
  });
  const { context } = snapshot;
  const phase = top === 'checkout' ? String((snapshot.value as { checkout: string }).checkout) : '';
  const holding = top === 'checkout' && !['lockInit', 'taking', 'expired', 'kickedOut', 'start'].includes(phase);
  const [warningDismissed, setWarningDismissed] = useState(false);
  const lock = useSoftLock({
    lock: holding ? context.lock : null,
    extendLock: async () => {
      const held = await takeSoftLock(props.apiBase, context.vehicleId ?? 0, context.holder);
      send({ type: 'lock.extended', lockId: held.lockId, expiresAt: held.expiresAt });
      setWarningDismissed(false);
      return held;
    },
    onEnd: (end) => send({ type: end === 'expired' ? 'lock.expired' : 'lock.kickedOut' }),
  });

  // The first step shown is not moved to (it must not pull the page's focus); every later one is
  // shown from its heading, focused (widgets/features/flow/show-step.ts).
  const moved = useMovedOn(`${top}/${phase}`, Boolean(loaded) && top !== 'start' && top !== 'loading');

  if (!loaded) return null;
  const t: Translate = loaded.t;
  const softT = t as Parameters<typeof SoftLockCountdown>[0]['t'];
  const lang = loaded.language;
  const warning = lock.phase === 'warning' || lock.phase === 'extending';

  let body;
  if (top === 'confirmation' && props.orderNumber)
    body = (
      <ConfirmationView
        t={t}
        apiBase={props.apiBase}
        orderNumber={props.orderNumber}
        orderToken={
          props.orderToken || (context.reservation.orderNumber === props.orderNumber ? (context.reservation.orderToken ?? null) : null)
        }
      />
    );
  else if (top === 'start' || top === 'loading') body = <p role="status">{t('loading')}</p>;
  else if (top === 'failed' && (context.error?.code === 'configurator_new_only' || context.error?.code === 'configurator_not_found'))
    // Nothing to retry: this configuration cannot be ordered online.
    body = (
      <p className="lrdx-error__message" role="alert" data-order="configurator-error">
        {t(context.error.code === 'configurator_new_only' ? 'configuratorNewOnly' : 'configuratorNotFound')}
      </p>
    );
  else if (top === 'failed' && context.error?.code === 'no_vehicle')
    // Checkout opened without a chosen car (a cold link): the way on is the stock, not a retry.
    body = (
      <div className="lrdx-error" part="error" data-order="no-vehicle">
        <p className="lrdx-error__message" role="alert">
          {t('noVehicle')}
        </p>
        <a className="lrdx-button lrdx-button--primary" href={`${props.apiBase}/${lang}/stock`} data-action="to-stock">
          {t('toStock')}
        </a>{' '}
        <Button onPress={() => send({ type: 'retry' })} action="retry" variant="secondary">
          {t('retry')}
        </Button>
      </div>
    );
  else if (top === 'failed')
    body = <ErrorMessage message={t('loadError')} retryLabel={t('retry')} onRetry={() => send({ type: 'retry' })} />;
  else if (top === 'success') {
    const { orderNumber, orderToken } = context.reservation;
    body = (
      <SuccessView
        t={t}
        orderNumber={orderNumber}
        details={{
          language: lang,
          vehicle: context.vehicle,
          config: context.config,
          retailer: context.data.paymentRecipient ?? context.data.locationDetails,
          appointment: context.data.appBookingData,
          receiptHref:
            orderNumber && orderToken
              ? `${props.apiBase}/${lang}/showroom-order-online/confirmation/${encodeURIComponent(orderNumber)}?token=${encodeURIComponent(orderToken)}`
              : null,
        }}
      />
    );
  } else if (context.vehicle && context.config) {
    body = (
      <>
        <VehicleSummary t={t} language={lang} vehicle={context.vehicle} config={context.config} />
        {top === 'steps' ? (
          <StepsView
            t={t}
            language={lang}
            apiBase={props.apiBase}
            vehicle={context.vehicle}
            config={context.config}
            retailers={context.retailers}
            data={context.data}
            onChange={(patch) => send({ type: 'details.set', patch })}
            onContinue={() => send({ type: 'steps.continue' })}
          />
        ) : (
          <>
            {holding && context.lock && lock.phase && lock.phase !== 'expired' && lock.phase !== 'kickedOut' ? (
              <>
                <SoftLockCountdown remainingMs={lock.remainingMs} warning={warning} language={lang} t={softT} />
                <SoftLockInfo expiresAt={lock.expiresAt || context.lock.expiresAt} language={lang} t={softT} />
              </>
            ) : null}
            <CheckoutView
              t={t}
              language={lang}
              phase={phase}
              focus={moved}
              config={context.config}
              data={context.data}
              error={context.error}
              orderNumber={context.reservation.orderNumber}
              termsUrl={props.termsUrl || `${props.apiBase}/${lang}/terms-conditions`}
              verifiedPhone={context.verifiedPhone}
              vendorNotice={context.vendorNotice}
              send={send}
              card={{ step: card, apiBase: props.apiBase, declined }}
            />
            <SoftLockInitDialog
              open={phase === 'lockInit' || phase === 'taking'}
              t={softT}
              minutes={Math.round(context.config.softLockSeconds / 60)}
              busy={phase === 'taking'}
              error={initErrorOf(context.initError)}
              retryMinutes={
                context.initError === 'rate_limited' && context.initRetryAfterSeconds !== null
                  ? (retryAfterMinutes({ retryAfterSeconds: context.initRetryAfterSeconds }) ?? 1)
                  : null
              }
              onConfirm={() => send({ type: 'lock.take' })}
              onCancel={() => send({ type: 'checkout.back' })}
              otherCarsHref={`${props.apiBase}/${lang}/stock`}
            />
            <SoftLockWarningDialog
              open={holding && warning && !warningDismissed && phase !== 'confirming'}
              t={softT}
              language={lang}
              remainingMs={lock.remainingMs}
              busy={lock.phase === 'extending'}
              failed={lock.extendFailed}
              onExtend={lock.extend}
              onClose={() => setWarningDismissed(true)}
            />
            <SoftLockKickedOutDialog open={phase === 'kickedOut'} t={softT} onBack={() => send({ type: 'checkout.back' })} />
          </>
        )}
      </>
    );
  }

  return (
    <OrderFrame t={t} language={lang} top={top} phase={phase} rootRef={setRoot}>
      {body}
    </OrderFrame>
  );
}

function initErrorOf(code: string | null): SoftLockInitError {
  if (code === null) return null;
  return code === 'vehicle_locked' || code === 'vehicle_unavailable' || code === 'rate_limited' ? code : 'other';
}
