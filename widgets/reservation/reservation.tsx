/**
 * `<lrdx-reservation>`: the reservation machine with the real calls, the shared soft-lock
 * countdown while a car is held, and one view per screen of the catalogue.
 */
import { useEffect, useRef, useState } from 'react';
import { useWidgetMachine } from '../runtime/use-widget-machine.js';
import { fromPromise } from 'xstate';
import { formatMoney, formatPrice } from '../../domain/price-format.js';
import { DEFAULT_PRICE_SETTINGS, type PriceSettings } from '../../domain/price-settings.js';
import { reservationMachine, type ReservationVehicle } from '../../state-machines/reservation/index.js';
import { fetchPriceSettings } from '../runtime/api-client.js';
import { defaultApiBase } from '../runtime/api-base.js';
import type { WidgetBaseProps } from '../runtime/define-widget.js';
import { toLanguage } from '../runtime/i18n.js';
import { createCardStep } from '../features/card-payment/index.js';
import { releaseSoftLock, takeSoftLock } from '../features/soft-lock/index.js';
import { isRedirectVendor, useVendorReturn } from '../features/redirect-payment/index.js';
import { checkPayment, confirmReservation, createLead, fetchReservation, fetchTab, payAtVendor, payWithCard, startPayment } from './api.js';
import { Screens } from './screens.js';
import { FlowFrame } from '../features/flow/frame.js';
import { readOverrides, useSlotTexts } from '../features/flow/slot-texts.js';
import { useMovedOn } from '../features/flow/show-step.js';
import { clearStoredReservation, newHolder, readStoredReservation, writeStoredReservation } from './storage.js';
import { clearDetailsDraft, readDetailsDraft, writeDetailsDraft } from './details-draft.js';
import { RESERVATION_SLOT_ALIASES, reservationI18n } from './texts.js';
import { useHeldLock } from './use-held-lock.js';

export interface ReservationProps extends WidgetBaseProps {
  listKey?: string;
  apiBase?: string;
  lang?: string;
  /** The block's content slots, JSON: `{ "landing_title": "…" }`. */
  texts?: unknown;
  /** The cancellation page (`/ku/cancel-reservation`); `?lead=<id>&token=<lead access token>` is added. */
  cancelHref?: string;
}

export function Reservation(props: ReservationProps) {
  const apiBase = props.apiBase || defaultApiBase();
  // Without a list there is nothing to reserve; the loader may still be about to set `list-key`.
  if (!props.listKey) return null;
  return <ReservationView key={`${apiBase}\n${props.listKey}`} {...props} apiBase={apiBase} listKey={props.listKey} />;
}

// First-strong isolate: "$500" stays left-to-right and «٥٠٠ دۆلار» right-to-left inside any sentence.
const ISOLATE = (text: string) => `\u2068${text}\u2069`;

function ReservationView(props: ReservationProps & { apiBase: string; listKey: string }) {
  const { apiBase, listKey } = props;
  const language = toLanguage(props.lang);
  const [started] = useState(() => ({ stored: readStoredReservation(), holder: newHolder(), now: Date.now() }));
  // The payment view mounts the card field into this step; the pay actor confirms through it.
  const [card] = useState(createCardStep);
  // The vendor's own words for the last decline (Stripe's message), shown on the error screen.
  const [declined, setDeclined] = useState<string | null>(null);
  // The shop's payment vendor, as loaded (the pay actor starts only from a rendered payment step).
  const vendorType = useRef<string | null>(null);
  const [machine] = useState(() =>
    reservationMachine.provide({
      actors: {
        load: fromPromise(({ input }) => fetchReservation(apiBase, input.listKey)),
        loadTab: fromPromise(async ({ input }) => ({
          tab: input.tab,
          vehicles: await fetchTab(apiBase, input.listKey, input.tab, input.page),
        })),
        acquireLock: fromPromise(async ({ input }) => {
          const lock = await takeSoftLock(apiBase, input.vehicleId, input.holder);
          return { lockId: lock.lockId, expiresAt: lock.expiresAt };
        }),
        createLead: fromPromise(({ input }) => createLead(apiBase, input)),
        startPayment: fromPromise(({ input }) => startPayment(apiBase, input)),
        // PayPal and LiqPay: the deposit is paid on the vendor's page, which this page leaves for.
        pay: fromPromise(({ input, signal }) =>
          isRedirectVendor(vendorType.current ?? '') ? payAtVendor(apiBase, input, signal) : payWithCard(apiBase, card, input, setDeclined),
        ),
        checkPayment: fromPromise(({ input }) => checkPayment(apiBase, input)),
        confirm: fromPromise(({ input }) => confirmReservation(apiBase, input, language, vendorType.current)),
      },
      actions: {
        persist: (_args, record) => writeStoredReservation(record),
        forget: () => {
          clearStoredReservation();
          clearDetailsDraft();
        },
        // A courtesy: the lock would run out anyway, so a failed release is not worth a message.
        releaseLock: (_args, lock) => void (lock && releaseSoftLock(apiBase, lock.lockId, lock.holder).catch(() => undefined)),
      },
    }),
  );
  const [state, send, actor] = useWidgetMachine(machine, {
    input: { listKey, holder: started.holder, now: started.now, stored: started.stored },
  });
  const { context } = state;
  vendorType.current = context.config?.vendorType ?? null;
  // Back from PayPal's or LiqPay's page: the resumed payment step hears how the buyer left.
  useVendorReturn(
    {
      loaded: !state.matches('boot') && !state.matches('loading') && !state.matches('routing'),
      onPayment: state.matches({ held: 'payment' }),
      vendor: context.config?.vendorType,
      busy: state.matches({ held: 'checkingPayment' }) || state.matches({ held: 'awaitingPayment' }) || state.matches('confirming'),
    },
    (outcome) => send({ type: 'vendor.returned', outcome }),
  );
  const overrides = readOverrides(props.texts);
  const texts = useSlotTexts(reservationI18n, language, overrides, RESERVATION_SLOT_ALIASES);
  const [prices, setPrices] = useState<PriceSettings>(DEFAULT_PRICE_SETTINGS);
  useEffect(() => {
    fetchPriceSettings(apiBase).then(setPrices, () => undefined);
  }, [apiBase]);

  // A reload on the checkout gives back what was typed (details-draft.ts): once, into empty fields.
  const inCheckout = state.matches({ held: 'checkout' });
  const vehicleId = context.vehicle?.id ?? null;
  const restored = useRef(false);
  useEffect(() => {
    if (!inCheckout || vehicleId === null || restored.current) return;
    restored.current = true;
    const draft = readDetailsDraft(vehicleId);
    for (const [field, value] of Object.entries(draft) as [keyof typeof context.details, string][])
      if (value && !context.details[field]) send({ type: 'details.change', field, value });
  }, [inCheckout, vehicleId, context.details, send]);
  useEffect(() => {
    // Effects run after paint: by then the visitor may have gone back (which forgot the draft), so
    // the actor's current state decides, not the render's.
    if (inCheckout && vehicleId !== null && restored.current && actor.getSnapshot().matches({ held: 'checkout' }))
      writeDetailsDraft(vehicleId, context.details);
  }, [inCheckout, vehicleId, context.details, actor]);

  const held = state.matches('held') && context.lockId !== null;
  const lock = useHeldLock({
    apiBase,
    holder: context.holder,
    vehicleId: context.vehicle?.id ?? null,
    lock: held && context.lockId ? { lockId: context.lockId, expiresAt: context.expiresAt } : null,
    send,
  });

  const shown = texts?.language ?? language;
  const t = texts?.t;
  // The first screen shown is not focused (it must not pull the page's focus); every later one is.
  // The welcome the server drew (server/render/reservation-first-screens.ts) is kept as the first
  // screen while the first answer comes: the same nodes, no loading line in between.
  const [drawnLanding] = useState(() => props.container?.querySelector('[data-screen="landing"]') != null);
  const loading = state.matches('boot') || state.matches('loading') || state.matches('routing');
  const screen = drawnLanding && loading ? '"landing"' : JSON.stringify(state.value);
  const moved = useMovedOn(screen, Boolean(t));
  // A press on that welcome's button before the answer (or before the widget ran: the loader notes
  // it and the take-over presses it again) starts once the welcome is really there.
  const [startWhenLoaded, setStartWhenLoaded] = useState(false);
  const onStart = () => (actor.getSnapshot().matches('landing') ? send({ type: 'start' }) : setStartWhenLoaded(true));
  const atLanding = state.matches('landing');
  useEffect(() => {
    if (!startWhenLoaded || loading) return;
    setStartWhenLoaded(false);
    // A stored journey resumed elsewhere: the press was for the welcome, which is not shown.
    if (atLanding) send({ type: 'start' });
  }, [startWhenLoaded, loading, atLanding, send]);
  const fee =
    context.config && !context.config.free && context.config.fee !== null
      ? ISOLATE(
          formatMoney(
            context.config.fee,
            t ? t('reservation_fee_currency_symbol') : '$',
            '^%',
            ',',
            Number.isInteger(context.config.fee) ? 0 : 2,
            toLanguage(shown),
          ),
        )
      : null;
  const price = (vehicle: ReservationVehicle) =>
    vehicle.priceHidden ? '' : formatPrice(vehicle.price, prices, { language: toLanguage(shown) });
  // Only with the token: without it the cancellation page could not open the lead anyway.
  const cancelUrl = (leadId: string | null, leadToken: string | null) => {
    if (!props.cancelHref || !leadId || !leadToken) return null;
    const query = `lead=${encodeURIComponent(leadId)}&token=${encodeURIComponent(leadToken)}`;
    return `${props.cancelHref}${props.cancelHref.includes('?') ? '&' : '?'}${query}`;
  };

  return (
    <FlowFrame flow="reservation" language={shown} ready={Boolean(t)} state={JSON.stringify(state.value)}>
      {t ? (
        <Screens
          state={state}
          send={send}
          t={t}
          language={shown}
          focus={moved}
          fee={fee}
          price={price}
          lock={lock}
          cancelUrl={cancelUrl}
          card={{ step: card, apiBase, declined }}
          drawnLanding={drawnLanding}
          onStart={onStart}
        />
      ) : null}
    </FlowFrame>
  );
}
