/**
 * The order-online steps page of a vehicle, drawn on the server (docs/decisions.md, "Page speed as a
 * first-time visitor gets it"): the inside of `<lrdx-order-online>` as a declarative shadow root
 * with the widget's styles and its steps page (heading, progress, the vehicle's summary with its
 * photo, the steps form) in the page language and direction, and the journey's data as JSON, from
 * which the widget's machine starts when it takes over. Without it the page's largest paint was the
 * summary's photo, asked for only once the widget's bundle, its texts and four API answers had come.
 * The state drawn is the machine's own first state for a visitor without a stored journey (the
 * machine's `takeDrawn`), so the take-over keeps every node. Server-only: the browser bundle never
 * imports it.
 */
import { renderToString } from 'react-dom/server';
import { getInitialSnapshot } from 'xstate';
import type { Retailer } from '../../domain/dealer.js';
import type { Language } from '../../domain/languages.js';
import { stepsConfigFromEntries, EMPTY_ORDER_STEPS_CONFIG } from '../../domain/order-online-config.js';
import { EMPTY_ORDER_ONLINE_DATA } from '../../domain/order-online-storage.js';
import { resumeJourney } from '../../domain/order-online-journey.js';
import type { ButtonSetReply } from '../../domain/contracts/buy-online.js';
import { jsonForScript, styleUnderNonce } from '../../domain/stock-first-page.js';
import type { Vehicle } from '../../domain/vehicle.js';
import { orderOnlineMachine, type LoadJourneyOutput } from '../../state-machines/order-online/index.js';
import { OrderFrame } from './frame.js';
import { buttonSetPath, retailersPath, stepsConfigRequest, toJourney, toOrderConfig } from './journey-data.js';
import { StepsView } from './steps-view.js';
import { orderOnlineI18n, typed } from './texts.js';
import { VehicleSummary } from './vehicle-summary.js';

/** This server's JSON answer to a GET, as a widget gets it (server/render/own-json.ts); anything but a 200 throws. */
export type GetJson = (path: string, headers?: Record<string, string>) => Promise<unknown>;

export interface OrderFirstStepInput {
  /** The page's vehicle, as the listing API answers it. */
  vehicle: Vehicle;
  listKey: string;
  lang: Language;
  /** The origin the visitor's browser reached the page on (the loader gives the element the same `api-base`). */
  origin: string;
  getJson: GetJson;
  /** The widget's CSS, in element.ts's order. */
  styles: string;
  /** The response's CSP nonce: the shadow root's `<style>` needs it. */
  nonce?: string | undefined;
}

export interface OrderFirstStepRender {
  /** The inside of the element's `<template shadowrootmode="open">`. */
  shadowHtml: string;
  /** The journey's data, safe inside a `<script type="application/json">`. */
  json: string;
  /** The summary's photo (the page's largest paint), for a preload in the head; '' without one. */
  photo: string;
}

/** The journey's data from the answers the widget's loadJourney reads (api.ts), failing as it does. */
async function loadDrawnJourney(input: OrderFirstStepInput): Promise<LoadJourneyOutput> {
  const steps = stepsConfigRequest(input.listKey, false);
  const [buttonSet, stepsEntries, retailers] = await Promise.all([
    input.getJson(buttonSetPath(input.listKey)) as Promise<ButtonSetReply>,
    // Without the steps-page config the page offers what needs no figures; without retailers, the car's own.
    input.getJson(steps.path, steps.headers).then(
      (body) => stepsConfigFromEntries((body as { data: unknown }).data, false),
      () => ({ ...EMPTY_ORDER_STEPS_CONFIG }),
    ),
    input.getJson(retailersPath(input.listKey, input.lang)).then(
      (body) => ((body as { data?: unknown }).data as Retailer[] | undefined) ?? [],
      () => [],
    ),
  ]);
  const config = toOrderConfig(buttonSet.data, stepsEntries, false);
  return toJourney(input.origin, { vehicle: input.vehicle, config, retailers: Array.isArray(retailers) ? retailers : [] }, input.lang);
}

export async function renderOrderFirstStep(input: OrderFirstStepInput): Promise<OrderFirstStepRender> {
  const [journey, t] = await Promise.all([loadDrawnJourney(input), orderOnlineI18n.load(input.lang)]);
  const vehicleId = journey.vehicle.id;
  // The machine's first state for this page and a browser that keeps no journey: what the widget
  // shows when it takes over (the steps page with the car's own retailer chosen).
  const empty = resumeJourney(vehicleId, { data: { ...EMPTY_ORDER_ONLINE_DATA }, lock: null, reservation: null }, '');
  const { context } = getInitialSnapshot(orderOnlineMachine, {
    step: 'steps',
    vehicleId,
    orderNumber: null,
    configUrl: null,
    listKey: input.listKey,
    data: empty.data,
    holder: '',
    lock: null,
    reservation: empty.reservation,
    now: 0,
    drawn: journey,
  });
  const translate = typed(t);
  const noop = () => undefined;
  const markup = renderToString(
    <OrderFrame t={translate} language={input.lang} top="steps" phase="">
      <VehicleSummary t={translate} language={input.lang} vehicle={journey.vehicle} config={journey.config} />
      <StepsView
        t={translate}
        language={input.lang}
        apiBase={input.origin}
        vehicle={journey.vehicle}
        config={journey.config}
        retailers={journey.retailers}
        data={context.data}
        onChange={noop}
        onContinue={noop}
      />
    </OrderFrame>,
  )
    // React hoists a preload of a high-priority picture to the start of what it renders; inside a
    // shadow root it would come too late to help, and the page's head asks for the photo already.
    .replace(/^(<link rel="preload" as="image"[^>]*>)+/, '');
  return {
    shadowHtml: `${styleUnderNonce(input.styles, input.nonce)}${markup}`,
    json: jsonForScript(journey),
    photo: journey.vehicle.photo,
  };
}
