/**
 * The stock-locator view: the machine (with real actors from the runtime) drives loading, paging
 * and failure; this file only renders its state and forwards visitor actions as machine events.
 */
import { useEffect, useRef, useState } from 'react';
import { useMachine } from '@xstate/react';
import { fromPromise } from 'xstate';
import type { ListingResponse } from '../../domain/listing-query.js';
import type { PriceSettings } from '../../domain/price-settings.js';
import { localizeDigits } from '../../domain/digits.js';
import { stockLocatorMachine, type FetchListingInput } from '../../state-machines/stock-locator/index.js';
import { fetchListing, fetchPriceSettings } from '../runtime/api-client.js';
import { defaultApiBase } from '../runtime/api-base.js';
import { directionOf, htmlLangOf, toLanguage } from '../runtime/i18n.js';
import { emit, hostOf } from '../runtime/events.js';
import type { WidgetBaseProps } from '../runtime/define-widget.js';
import { Button } from '../ui/button.js';
import { ErrorMessage } from '../ui/error-message.js';
import { SkeletonCard } from '../ui/skeleton-card.js';
import { stockLocatorI18n } from './texts.js';
import { useTranslations } from './use-translations.js';
import { CARD_IMAGE, CARD_LINES, VehicleCard } from './vehicle-card.js';

export interface StockLocatorProps extends WidgetBaseProps {
  listKey?: string;
  apiBase?: string;
  lang?: string;
  items?: number;
}

/** The element's props; a new list, API or page size starts a new machine (the key remounts). */
export function StockLocator({ listKey, apiBase, lang, items }: StockLocatorProps) {
  const base = apiBase || defaultApiBase();
  // Without a list there is nothing to show; the loader may still be about to set `list-key`.
  if (!listKey) return null;
  return <StockLocatorView key={`${base}\n${listKey}\n${items ?? ''}`} apiBase={base} listKey={listKey} lang={lang} items={items} />;
}

interface ViewProps {
  apiBase: string;
  listKey: string;
  lang: string | undefined;
  items: number | undefined;
}

function StockLocatorView({ apiBase, listKey, lang, items }: ViewProps) {
  const rootRef = useRef<HTMLElement>(null);
  const titleRef = useRef<HTMLHeadingElement>(null);
  const requested = toLanguage(lang);

  // Created once per view: useMachine keeps the first machine it is given.
  const [machine] = useState(() =>
    stockLocatorMachine.provide({
      actors: {
        fetchListing: fromPromise<ListingResponse, FetchListingInput>(({ input }) =>
          fetchListing(apiBase, input.listKey, { page: input.page, items: input.items, sort: input.sort }),
        ),
        fetchPriceSettings: fromPromise<PriceSettings, void>(() => fetchPriceSettings(apiBase)),
      },
      actions: {
        announceLoaded: ({ context }) => {
          if (!rootRef.current) return;
          const { page, pages, total, vehicles, sort } = context;
          emit(hostOf(rootRef.current), 'listing.loaded', { listKey, page, pages, total, count: vehicles.length, sort });
        },
        announcePageChange: ({ context }) => {
          if (rootRef.current) emit(hostOf(rootRef.current), 'listing.page', { listKey, page: context.page });
        },
      },
    }),
  );
  const [state, send] = useMachine(machine, { input: { listKey, items, language: requested } });
  const { context } = state;

  useEffect(() => {
    if (requested !== context.language) send({ type: 'language.change', language: requested });
  }, [requested, context.language, send]);

  const texts = useTranslations(stockLocatorI18n, context.language);
  // Text and direction change together, when the new language's texts have arrived.
  const language = texts?.language ?? context.language;
  const t = texts?.t;
  const dir = directionOf(language);
  const digits = (value: number) => localizeDigits(value, language);

  const loading = state.matches('loading');
  const failed = state.matches('failed');
  const settled = context.priceSettingsStatus !== 'pending';
  const showCards = state.matches('loaded') && !!t && settled;
  const pages = Math.max(context.pages, 1);

  const retry = () => {
    send({ type: 'retry' });
    // The retry button leaves with the error view; keep focus inside the widget.
    titleRef.current?.focus();
  };

  let announcement = '';
  if (t) {
    if (loading) announcement = t('loading');
    else if (state.matches('loaded'))
      announcement = t('announceResults', { total: digits(context.total), page: digits(context.page), pages: digits(pages) });
  }

  return (
    <section
      ref={rootRef}
      className="lrdx-stock-locator"
      dir={dir}
      lang={htmlLangOf(language)}
      aria-labelledby="lrdx-sl-title"
      aria-busy={loading || !t ? 'true' : 'false'}
    >
      <header className="lrdx-stock-locator__header">
        <h2 id="lrdx-sl-title" className="lrdx-stock-locator__title" ref={titleRef} tabIndex={-1}>
          {t ? t('title') : ''}
        </h2>
        <p className="lrdx-stock-locator__count" part="count">
          {t && state.matches('loaded') ? t('results', { total: digits(context.total) }) : ''}
        </p>
      </header>
      <p className="lrdx-visually-hidden" role="status" aria-live="polite" aria-atomic="true">
        {announcement}
      </p>

      {failed && t ? (
        <ErrorMessage message={t('error')} retryLabel={t('retry')} onRetry={retry} />
      ) : showCards && context.vehicles.length === 0 ? (
        <p className="lrdx-stock-locator__empty">{t('noResults')}</p>
      ) : (
        <ul className="lrdx-stock-locator__grid" part="grid">
          {showCards && t
            ? context.vehicles.map((vehicle, index) => (
                <VehicleCard
                  key={vehicle.id}
                  vehicle={vehicle}
                  apiBase={apiBase}
                  language={language}
                  t={t}
                  priceSettings={context.priceSettings}
                  eager={index < 4}
                />
              ))
            : Array.from({ length: context.items }, (_, index) => (
                <SkeletonCard key={index} imageWidth={CARD_IMAGE.width} imageHeight={CARD_IMAGE.height} lines={CARD_LINES} />
              ))}
        </ul>
      )}

      {t && !failed ? (
        <nav className="lrdx-stock-locator__pagination" aria-label={t('pagination')} part="pagination">
          <Button variant="secondary" action="previous" unavailable={!state.can({ type: 'page.previous' })} onPress={() => send({ type: 'page.previous' })}>
            {t('previousPage')}
          </Button>
          <p className="lrdx-stock-locator__page">
            {t('pageOf', { page: digits(context.page), pages: digits(pages) })}
          </p>
          <Button variant="secondary" action="next" unavailable={!state.can({ type: 'page.next' })} onPress={() => send({ type: 'page.next' })}>
            {t('nextPage')}
          </Button>
        </nav>
      ) : null}
    </section>
  );
}
