/**
 * The stock carousel: the stock-locator machine (one page, up to 12 vehicles, filters from the
 * element's attributes) shown as a CSS scroll-snap row with previous/next buttons. Arrow keys on
 * the row move by one card; the position ("3 of 12") is announced politely.
 */
import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { useWidgetMachine } from '../runtime/use-widget-machine.js';
import { fromPromise } from 'xstate';
import { localizeDigits } from '../../domain/digits.js';
import { parseStockLocatorSettings, type StockLocatorSettings } from '../../domain/stock-locator-settings.js';
import { stockLocatorMachine, type FetchListingInput, type FetchListingOutput } from '../../state-machines/stock-locator/index.js';
import { fetchListing, fetchPriceSettings, fetchSettingsOnce } from '../runtime/api-client.js';
import { defaultApiBase } from '../runtime/api-base.js';
import { directionOf, htmlLangOf, toLanguage } from '../runtime/i18n.js';
import type { WidgetBaseProps } from '../runtime/define-widget.js';
import { ErrorMessage } from '../ui/error-message.js';
import { ListingRefusal } from '../ui/listing-refusal.js';
import { isListingRefusal } from '../../domain/listing-refusal.js';
import { useTranslations } from '../runtime/use-translations.js';
import { VehicleGrid, useSavedVehicles } from '../features/vehicle-cards/index.js';
import { carouselI18n } from './texts.js';
import { CAROUSEL_FILTER_PROPS, carouselFirstPageKey, carouselQuery, type CarouselFilterProp } from './carousel-query.js';
import { readEmbeddedFirstPage } from '../runtime/embedded-first-page.js';
import type { StockFirstPage } from '../../domain/stock-first-page.js';

export interface StockCarouselProps extends WidgetBaseProps, Partial<Record<CarouselFilterProp, string>> {
  listKey?: string;
  apiBase?: string;
  lang?: string;
  items?: number;
  showroomBase?: string;
  /** A retailer's own vehicle page as a URL template (`vehicle-href="/cars/{id}"`). */
  vehicleHref?: string;
  sort?: string;
}

/** What only the server gives (server-render.tsx): the answer it drew. In the browser it is read from the element. */
export interface StockCarouselServerProps {
  firstPage?: StockFirstPage | undefined;
}

export function StockCarousel(props: StockCarouselProps & StockCarouselServerProps) {
  const base = props.apiBase || defaultApiBase();
  if (!props.listKey) return null;
  const key = [base, props.listKey, props.items, props.sort, ...CAROUSEL_FILTER_PROPS.map((k) => props[k])].join('\n');
  return <CarouselView key={key} {...props} apiBase={base} listKey={props.listKey} />;
}

function CarouselView(props: StockCarouselProps & StockCarouselServerProps & { apiBase: string; listKey: string }) {
  const { apiBase, listKey } = props;
  const rowRef = useRef<HTMLDivElement>(null);
  const [position, setPosition] = useState(0);
  const saved = useSavedVehicles(listKey);
  const [machine] = useState(() =>
    stockLocatorMachine.provide({
      actors: {
        fetchListing: fromPromise<FetchListingOutput, FetchListingInput>(({ input, signal }) =>
          fetchListing(apiBase, input.listKey, { page: 1, items: input.items, sort: input.sort, filters: input.filters }, signal).then(
            (response) => ({ requestId: input.requestId, response }),
          ),
        ),
        fetchSettings: fromPromise<StockLocatorSettings, void>(async () =>
          parseStockLocatorSettings(await fetchSettingsOnce(apiBase), await fetchPriceSettings(apiBase)),
        ),
      },
    }),
  );
  const requested = toLanguage(props.lang);
  const [query] = useState(() => carouselQuery({ ...props, listKey }));
  // The server's first page is taken when it answers exactly what this carousel asks (carousel-query.ts).
  const [firstPage] = useState(() => {
    const page = props.firstPage ?? readEmbeddedFirstPage(props.container);
    return page && page.key === carouselFirstPageKey(query) ? { listing: page.listing, settings: page.settings } : undefined;
  });
  const [state, send] = useWidgetMachine(machine, {
    input: {
      listKey,
      // The element's language from the first render: without it the machine started in Kurdish and
      // an English or Arabic carousel drew itself right-to-left in Kurdish, then flipped.
      language: requested,
      items: query.items,
      forced: query.forced,
      sort: query.sort,
      ...(firstPage ? { initial: firstPage } : {}),
    },
  });
  useEffect(() => {
    if (requested !== state.context.language) send({ type: 'language.change', language: requested });
  }, [requested, state.context.language, send]);
  // One table: the carousel's texts include the cards' (widgets/features/vehicle-cards).
  const texts = useTranslations(carouselI18n, state.context.language);
  const language = texts?.language ?? state.context.language;
  const t = texts?.t;
  const { vehicles } = state.context;
  const loaded = state.matches('loaded') && state.context.settingsStatus !== 'pending';
  // On the server `apiBase` is the page's own origin (server-render.tsx) and there is no `location`.
  const showroomBase =
    props.showroomBase || `${new URL(apiBase, typeof location === 'undefined' ? apiBase : location.href).origin}/${requested}/showroom/`;
  const count = loaded ? vehicles.length : 0;
  // Refused for good (origin not allowed, no such list), as the stock locator says it: without this
  // the carousel stayed on its loading placeholders for ever (docs/embedding.md, "Troubleshooting").
  const refusal = state.matches('refused') && isListingRefusal(state.context.error?.code) ? state.context.error : null;

  const cards = () => [...(rowRef.current?.querySelectorAll<HTMLElement>('li.lrdx-card:not(.lrdx-skeleton)') ?? [])];
  const go = (index: number) => {
    const row = rowRef.current;
    const list = cards();
    const target = list[Math.max(0, Math.min(index, list.length - 1))];
    if (!row || !target) return;
    // Only the row moves (scrollIntoView on the card would scroll the page too): by the distance
    // between the card's start edge and the row's, the right edges in right-to-left (a negative
    // scrollLeft there); the row's snap points and scroll-behavior do the rest.
    const card = target.getBoundingClientRect();
    const box = row.getBoundingClientRect();
    row.scrollBy({ left: directionOf(language) === 'rtl' ? card.right - box.right : card.left - box.left });
  };
  // The first card whose start is inside the row is "the position".
  const onScroll = () => {
    const row = rowRef.current;
    if (!row) return;
    const box = row.getBoundingClientRect();
    const index = cards().findIndex((c) => {
      const r = c.getBoundingClientRect();
      return r.right > box.left + 1 && r.left < box.right - 1;
    });
    if (index >= 0 && index !== position) setPosition(index);
  };
  const rtl = directionOf(language) === 'rtl';
  const onKey = (event: KeyboardEvent) => {
    const forward = rtl ? 'ArrowLeft' : 'ArrowRight';
    const back = rtl ? 'ArrowRight' : 'ArrowLeft';
    if (event.key === forward) go(position + 1);
    else if (event.key === back) go(position - 1);
    else return;
    event.preventDefault();
  };
  const digits = (n: number) => localizeDigits(n, language);

  return (
    <section
      className="lrdx-carousel"
      dir={directionOf(language)}
      lang={htmlLangOf(language)}
      aria-roledescription="carousel"
      aria-label={t ? t('label') : undefined}
      aria-busy={loaded || refusal ? 'false' : 'true'}
    >
      {refusal && isListingRefusal(refusal.code) ? (
        <ListingRefusal code={refusal.code} language={language} listKey={listKey} origin={refusal.origin} tag="lrdx-stock-carousel" />
      ) : state.matches('failed') && t ? (
        <ErrorMessage message={t('error')} retryLabel={t('retry')} onRetry={() => send({ type: 'retry' })} />
      ) : loaded && count === 0 && t ? (
        <p className="lrdx-stock-locator__empty">{t('empty')}</p>
      ) : (
        <>
          <div
            className="lrdx-carousel__row"
            ref={rowRef}
            onScroll={onScroll}
            onKeyDown={onKey}
            tabIndex={0}
            role="group"
            aria-label={t ? t('label') : undefined}
          >
            <VehicleGrid
              className="lrdx-carousel__list"
              vehicles={loaded ? vehicles : null}
              skeletons={4}
              apiBase={apiBase}
              showroomBase={showroomBase}
              vehicleHref={props.vehicleHref}
              language={language}
              t={t}
              settings={state.context.settings}
              savedIds={saved.data.savedCarsIDs}
              onSaveToggle={saved.toggle}
              // A carousel sits below a page's first screen: its pictures load when scrolled to.
              eagerPictures={0}
            />
          </div>
          {t && loaded ? (
            <div className="lrdx-carousel__controls">
              <button
                type="button"
                className="lrdx-button lrdx-button--secondary"
                data-action="previous"
                aria-disabled={position === 0 ? 'true' : undefined}
                onClick={() => go(position - 1)}
              >
                {t('previous')}
              </button>
              <p className="lrdx-carousel__position" aria-live="polite" aria-atomic="true">
                {t('position', { index: digits(position + 1), count: digits(count) })}
              </p>
              <button
                type="button"
                className="lrdx-button lrdx-button--secondary"
                data-action="next"
                aria-disabled={position >= count - 1 ? 'true' : undefined}
                onClick={() => go(position + 1)}
              >
                {t('next')}
              </button>
            </div>
          ) : null}
        </>
      )}
    </section>
  );
}
