/**
 * The vehicle page widget: the showroom machine (with real actors from the runtime) loads the
 * vehicle, similar vehicles and the configs; this file renders its state. Until the vehicle is
 * there, and if it fails, the server-rendered content (the element's light DOM) shows through the
 * slot, so nothing is lost without or before JavaScript.
 */
import { useEffect, useRef, useState } from 'react';
import { useWidgetMachine } from '../runtime/use-widget-machine.js';
import { fromPromise } from 'xstate';
import { SIMILAR_VEHICLES_FETCH } from '../../domain/showroom-rules.js';
import { showroomPath } from '../../domain/showroom-slug.js';
import { underBase } from '../../domain/under-base.js';
import type { Vehicle } from '../../domain/vehicle.js';
import {
  showroomMachine,
  type CompanyConfigEntry,
  type FetchConfigInput,
  type FetchSimilarInput,
  type FetchVehicleInput,
} from '../../state-machines/showroom/index.js';
import {
  fetchCompanyConfig,
  fetchSimilarVehicles,
  fetchVehicle,
  ORDER_ONLINE_CONFIG_TYPES,
  SHOWROOM_CONFIG_TYPES,
} from '../runtime/api-client.js';
import { defaultApiBase } from '../runtime/api-base.js';
import type { WidgetBaseProps } from '../runtime/define-widget.js';
import { hostOf } from '../runtime/events.js';
import { directionOf, htmlLangOf, toLanguage } from '../runtime/i18n.js';
import { ErrorMessage } from '../ui/error-message.js';
import { Actions } from './actions.js';
import { Gallery } from './gallery.js';
import { Features, Pricing } from './pricing.js';
import { Retailer } from './retailer.js';
import { SimilarVehicles } from './similar-vehicles.js';
import { SpecList } from './spec-list.js';
import { showroomI18n } from './texts.js';
import { usePriceSettings } from './use-price-settings.js';
import { useTranslations } from '../runtime/use-translations.js';
import { VehicleTitle } from '../ui/vehicle-title.js';
import { useVehiclePhrases } from './use-vehicle-phrases.js';
import type { ShowroomFirstScreen } from '../../domain/showroom-first-screen.js';
import { readEmbeddedFirstScreen } from './first-screen.js';
import { ShowroomSection } from './section.js';

export interface ShowroomProps extends WidgetBaseProps {
  vehicleId?: number;
  listKey?: string;
  apiBase?: string;
  lang?: string;
  /** "false" leaves similar vehicles out. */
  similar?: string;
  /** 1 on the vehicle page; a retailer page with its own h1 may ask for 2. */
  headingLevel?: number;
}

/** What only the server gives (server-render.tsx): the data it draws the first screen from; in the browser it is read from the element. */
export interface ShowroomServerProps {
  firstScreen?: ShowroomFirstScreen | undefined;
}

/** The showroom needs a vehicle id and a list key (docs/embedding.md, "What the widgets do"). */
export function Showroom({
  vehicleId,
  listKey,
  apiBase,
  lang,
  similar,
  headingLevel,
  firstScreen,
  container,
}: ShowroomProps & ShowroomServerProps) {
  const base = apiBase || defaultApiBase();
  // Read once: the server's screen is this element's first render, never a later one's.
  const [embedded] = useState(() => firstScreen ?? readEmbeddedFirstScreen(container));
  if (!vehicleId || !Number.isSafeInteger(vehicleId) || !listKey) return <slot />;
  const initial = embedded && embedded.listKey === listKey && embedded.vehicle.id === vehicleId ? embedded : undefined;
  return (
    <ShowroomView
      key={`${base}\n${listKey}`}
      apiBase={base}
      listKey={listKey}
      vehicleId={vehicleId}
      lang={lang}
      withSimilar={similar !== 'false'}
      headingLevel={headingLevel === 2 ? 2 : 1}
      initial={initial}
    />
  );
}

interface ViewProps {
  apiBase: string;
  listKey: string;
  vehicleId: number;
  lang: string | undefined;
  withSimilar: boolean;
  headingLevel: 1 | 2;
  /** The server-drawn first screen's data, for this vehicle: the first answers, without asking again. */
  initial: ShowroomFirstScreen | undefined;
}

function ShowroomView({ apiBase, listKey, vehicleId, lang, withSimilar, headingLevel, initial }: ViewProps) {
  const rootRef = useRef<HTMLDivElement>(null);
  const requested = toLanguage(lang);
  // The server drew the screen from these moments ago: they answer the first requests (each once).
  const [unused] = useState(() => ({ vehicle: initial?.vehicle, similar: initial?.similar }));
  const [machine] = useState(() =>
    showroomMachine.provide({
      actors: {
        fetchVehicle: fromPromise<Vehicle | null, FetchVehicleInput>(({ input }) => {
          const drawn = unused.vehicle;
          unused.vehicle = undefined;
          return drawn?.id === input.vehicleId ? Promise.resolve(drawn) : fetchVehicle(apiBase, input.listKey, input.vehicleId);
        }),
        fetchSimilar: fromPromise<Vehicle[], FetchSimilarInput>(({ input }) => {
          const drawn = unused.similar;
          unused.similar = undefined;
          return drawn && input.model === initial?.vehicle.attributes.model
            ? Promise.resolve(drawn)
            : fetchSimilarVehicles(apiBase, input.listKey, input.model, SIMILAR_VEHICLES_FETCH);
        }),
        fetchShowroomConfig: fromPromise<CompanyConfigEntry[] | null, FetchConfigInput>(({ input }) =>
          fetchCompanyConfig(apiBase, input.listKey, SHOWROOM_CONFIG_TYPES),
        ),
        fetchOrderOnlineConfig: fromPromise<CompanyConfigEntry[] | null, FetchConfigInput>(({ input }) =>
          fetchCompanyConfig(apiBase, input.listKey, ORDER_ONLINE_CONFIG_TYPES),
        ),
      },
      actions: {
        // A config failure is logged and counts as null; the page goes on without it (docs/embedding.md, "What the widgets do").
        warnMissingConfig: ({ event }) =>
          console.warn(
            `Missing translations: company config could not be loaded (${'error' in event && event.error instanceof Error ? event.error.message : 'unknown error'})`,
          ),
        announceReady: ({ context }) => {
          if (!rootRef.current) return;
          hostOf(rootRef.current).dispatchEvent(
            new CustomEvent('showroom.ready', { detail: { vehicleId: context.vehicleId, listKey }, bubbles: true, composed: true }),
          );
        },
      },
    }),
  );
  const [state, send] = useWidgetMachine(machine, {
    input: { listKey, vehicleId, language: requested, withSimilar, ...(initial ? { initial } : {}) },
  });
  const { context } = state;

  useEffect(() => {
    if (requested !== context.language) send({ type: 'language.change', language: requested });
  }, [requested, context.language, send]);
  useEffect(() => {
    if (vehicleId !== context.vehicleId) send({ type: 'vehicle.load', vehicleId });
  }, [vehicleId, context.vehicleId, send]);

  const texts = useTranslations(showroomI18n, context.language);
  const prices = usePriceSettings(apiBase, initial?.priceSettings);
  const phrase = useVehiclePhrases(context.language);
  // Text and direction change together, when the new language's texts have arrived.
  const language = texts?.language ?? context.language;
  const t = texts?.t;
  const dir = directionOf(language);
  const vehicle = context.vehicle;
  const failed = state.matches('failed');
  const loading = !vehicle && !failed;
  const ready = !!vehicle && !!t && prices.settled && !!phrase;
  const Heading = headingLevel === 2 ? 'h2' : 'h1';

  let body;
  if (failed && t) {
    const gone = context.error?.code === 'vehicle_not_found' || context.error?.code === 'http_404';
    body = (
      <>
        {gone ? (
          <p className="lrdx-error__message" role="alert">
            {t('notFound')}
          </p>
        ) : (
          <ErrorMessage message={t('error')} retryLabel={t('retry')} onRetry={() => send({ type: 'retry' })} />
        )}
        <slot />
        <slot name="retailer" />
      </>
    );
  } else if (!ready || !vehicle || !t || !phrase) {
    body = (
      <>
        <slot />
        <slot name="retailer" />
      </>
    );
  } else {
    const a = vehicle.attributes;
    const pageUrl = underBase(apiBase, showroomPath(vehicle, `/${language}/showroom/`));
    body = (
      <>
        <VehicleTitle block="lrdx-showroom" heading={Heading} vehicle={a} language={language} statusLabel={(key) => t(key)} />
        <div className="lrdx-showroom__top">
          <Gallery attributes={a} apiBase={apiBase} language={language} dir={dir} t={t} />
          <div className="lrdx-showroom__aside">
            <Pricing attributes={a} settings={prices.settings} language={language} t={t} phrase={phrase} />
            <Actions vehicle={vehicle} listKey={listKey} apiBase={apiBase} language={language} pageUrl={pageUrl} t={t} />
            {/* The page's own retailer card (phone, WhatsApp, directions, hours); the listing's name and place without it. */}
            <slot name="retailer">
              <Retailer attributes={a} t={t} language={language} />
            </slot>
          </div>
        </div>
        <SpecList attributes={a} language={language} t={t} />
        <Features attributes={a} settings={prices.settings} language={language} t={t} phrase={phrase} />
        {a.disclaimers.length > 0 ? (
          <ShowroomSection name="notes" title={t('notes')}>
            {a.disclaimers.map((text) => (
              <p key={text} className="lrdx-showroom__note">
                <bdi>{phrase(text)}</bdi>
              </p>
            ))}
          </ShowroomSection>
        ) : null}
        <SimilarVehicles vehicles={context.similar} apiBase={apiBase} language={language} settings={prices.settings} t={t} />
      </>
    );
  }

  return (
    <div
      ref={rootRef}
      className="lrdx-showroom"
      dir={dir}
      lang={htmlLangOf(language)}
      aria-busy={loading ? 'true' : 'false'}
      data-state={typeof state.value === 'string' ? state.value : ''}
    >
      <p className="lrdx-visually-hidden" role="status" aria-live="polite" aria-atomic="true">
        {t ? (loading ? t('loading') : ready ? t('ready') : '') : ''}
      </p>
      {body}
      <slot name="action-bar" />
    </div>
  );
}
