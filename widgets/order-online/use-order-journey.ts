/**
 * Runs the order-online machine with the real calls and the browser's storage: resumes the
 * journey from storage, writes every change back, follows other tabs (storage events), and on
 * the site keeps the address bar on the route of the current step (docs/buy-online.md, "The journey").
 */
import { useEffect, useMemo, useRef } from 'react';
import { useWidgetMachine } from '../runtime/use-widget-machine.js';
import { fromPromise } from 'xstate';
import { EMPTY_ORDER_ONLINE_DATA } from '../../domain/order-online-storage.js';
import { resumeJourney } from '../../domain/order-online-journey.js';
import { markCardStep, wasOnCardStep } from './card-step-mark.js';
import { useVendorReturn } from '../features/redirect-payment/index.js';
import {
  orderOnlineMachine,
  type CheckPaymentInput,
  type ConfirmInput,
  type ConfirmOutput,
  type HeldLockRef,
  type LoadJourneyInput,
  type LoadJourneyOutput,
  type OrderOnlineContext,
  type OrderOnlineStep,
  type PayInput,
  type PayOutput,
  type TakeLockInput,
} from '../../state-machines/order-online/index.js';
import type { CardStep } from '../features/card-payment/index.js';
import { takeSoftLock } from '../features/soft-lock/index.js';
import { confirm, loadJourney, pay, pollOrder } from './api.js';
import { newHolder, onJourneyChange, readStoredJourney, writeJourney } from './storage.js';

export interface JourneyOptions {
  apiBase: string;
  listKey: string;
  language: string;
  step: OrderOnlineStep;
  vehicleId: number | null;
  orderNumber: string | null;
  configUrl: string | null;
  onConfirmed: (orderNumber: string) => void;
  /** The payment view mounts its card field into this step; the pay actor confirms through it. */
  card: CardStep;
  /** The vendor's message of a decline (null when a new payment starts). */
  onDeclined: (message: string | null) => void;
  /** The journey's data the server drew the steps page from (first-step.ts), or null. */
  drawn: LoadJourneyOutput | null;
}

function persist(context: OrderOnlineContext): void {
  const vehicleId = context.vehicleId;
  if (vehicleId === null) return;
  const confirmed = context.reservation.confirmed;
  writeJourney({
    // A confirmed order clears the choices; its lock (this vehicle's) is gone with them.
    data: confirmed ? { ...EMPTY_ORDER_ONLINE_DATA } : context.data,
    lock: confirmed
      ? null
      : { vehicleId, holder: context.holder, lockId: context.lock?.lockId ?? null, expiresAt: context.lock?.expiresAt ?? null },
    reservation: { ...context.reservation, vehicleId },
  });
}

/** On the site, the route of each step (docs/buy-online.md, "The journey"); elsewhere (a retailer page) the URL is left alone. */
function syncRoute(step: 'steps' | 'checkout' | 'success', vehicleId: number | null): void {
  const match = /^(.*\/showroom-order-online)(\/|$)/.exec(location.pathname);
  if (!match) return;
  const target = step === 'steps' ? (vehicleId ? `${match[1]}/vehicle/${vehicleId}` : null) : `${match[1]}/${step}`;
  if (target && location.pathname !== target) history.pushState(null, '', target + location.search);
}

export function useOrderJourney(options: JourneyOptions) {
  const { apiBase, language } = options;
  // The latest callback: the machine (made once) must not call a first render's stale closure.
  const confirmedRef = useRef(options.onConfirmed);
  confirmedRef.current = options.onConfirmed;
  const declinedRef = useRef(options.onDeclined);
  declinedRef.current = options.onDeclined;
  const { card } = options;
  const input = useMemo(() => {
    const journey = resumeJourney(options.vehicleId, readStoredJourney(), newHolder(), options.configUrl);
    const lock = journey.lock?.lockId && journey.lock.expiresAt ? { lockId: journey.lock.lockId, expiresAt: journey.lock.expiresAt } : null;
    return {
      step: options.step,
      vehicleId: journey.vehicleId,
      orderNumber: options.orderNumber,
      // A config_url on the page makes a configurator journey; a vehicle's steps page without one is the
      // standard journey; checkout and success (no query of their own) resume what storage holds.
      configUrl: options.configUrl ?? (options.step === 'steps' && options.vehicleId !== null ? null : journey.data.configUrl),
      listKey: options.listKey,
      data: journey.data,
      holder: journey.lock?.holder ?? newHolder(),
      lock,
      reservation: journey.reservation,
      now: Date.now(),
      resumeOnCard: options.step === 'checkout' && wasOnCardStep(journey.vehicleId),
      drawn: options.drawn,
    };
    // The journey is read once per element; attribute changes remount the view (key in the element).
  }, []);

  const machine = useMemo(
    () =>
      orderOnlineMachine.provide({
        actors: {
          loadJourney: fromPromise<LoadJourneyOutput, LoadJourneyInput>(({ input: i }) => loadJourney(apiBase, i, language)),
          takeLock: fromPromise<HeldLockRef, TakeLockInput>(async ({ input: i }) => {
            const held = await takeSoftLock(apiBase, i.vehicleId, i.holder);
            return { lockId: held.lockId, expiresAt: held.expiresAt };
          }),
          pay: fromPromise<PayOutput, PayInput>(({ input: i, signal }) =>
            pay(apiBase, language, i, card, (message) => declinedRef.current(message), signal),
          ),
          checkPayment: fromPromise<PayOutput, CheckPaymentInput>(({ input: i, signal }) => pollOrder(apiBase, i, signal)),
          confirmOrder: fromPromise<ConfirmOutput, ConfirmInput>(({ input: i }) => confirm(apiBase, language, i)),
        },
        actions: {
          persist: ({ context }) => persist(context),
          announceConfirmed: ({ context }) => confirmedRef.current(context.reservation.orderNumber ?? ''),
        },
      }),
    // Actors close over the API base, language and card step only; all are fixed for the element's key.
    [],
  );
  const [snapshot, send] = useWidgetMachine(machine, { input });

  useEffect(
    () => onJourneyChange((data, reservation, lock) => reservation && send({ type: 'storage.changed', data, reservation, lock })),
    [send],
  );

  const top = typeof snapshot.value === 'string' ? snapshot.value : Object.keys(snapshot.value)[0];
  // The card step (and a payment under way or refused) is marked for a reload; the form, the hold and the rest are not.
  const onCard = ['payment', 'paying', 'returning', 'awaitingPayment', 'checking', 'paymentError'].some((phase) =>
    snapshot.matches({ checkout: phase } as Parameters<typeof snapshot.matches>[0]),
  );
  const cardVehicle = onCard ? snapshot.context.vehicleId : null;
  const loaded = top !== 'start' && top !== 'loading';
  useEffect(() => {
    if (loaded) markCardStep(cardVehicle);
  }, [loaded, cardVehicle]);
  useOrderVendorReturn(snapshot, send);
  useEffect(() => {
    if (top === 'steps' || top === 'checkout' || top === 'success') syncRoute(top, snapshot.context.vehicleId);
  }, [top, snapshot.context.vehicleId]);

  return { snapshot, send, top };
}

type JourneySnapshot = ReturnType<typeof useWidgetMachine<typeof orderOnlineMachine>>[0];
type JourneySend = ReturnType<typeof useWidgetMachine<typeof orderOnlineMachine>>[1];

/** Back from PayPal's or LiqPay's page: the journey hears it on the payment step (widgets/features/redirect-payment). */
function useOrderVendorReturn(snapshot: JourneySnapshot, send: JourneySend): void {
  const top = typeof snapshot.value === 'string' ? snapshot.value : Object.keys(snapshot.value)[0];
  useVendorReturn(
    {
      loaded: top !== 'start' && top !== 'loading',
      onPayment: snapshot.matches({ checkout: 'payment' }),
      vendor: snapshot.context.config?.vendorType,
      busy: snapshot.matches({ checkout: 'returning' }),
    },
    (outcome) => send({ type: 'vendor.returned', outcome }),
  );
}
