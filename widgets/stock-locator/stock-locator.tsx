/**
 * The stock locator: the machine (with real actors from the runtime) drives loading, filtering,
 * sorting, paging and failure; this file renders its state and forwards visitor actions as events.
 */
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { drawingOnServer, useWidgetMachine } from '../runtime/use-widget-machine.js';
import { fromPromise } from 'xstate';
import { SORT_DEFAULT, SORT_OPTIONS, isSortOption, toListingSearchParams, type ListingFilters } from '../../domain/listing-query.js';
import type { FilterUrlState } from '../../domain/filter-url-codec.js';
import { firstPageKey, type StockFirstPage } from '../../domain/stock-first-page.js';
import { countChosen, emptyFilters, parseFilterToggles } from '../../domain/stock-filters.js';
import { parseStockLocatorSettings, type StockLocatorSettings } from '../../domain/stock-locator-settings.js';
import {
  stockLocatorMachine,
  type FetchListingInput,
  type FetchListingOutput,
  type FetchSuggestionsInput,
  type FetchSuggestionsOutput,
} from '../../state-machines/stock-locator/index.js';
import { fetchListing, fetchPriceSettings, fetchSettingsOnce, fetchSuggestions } from '../runtime/api-client.js';
import { keywordWords } from '../../domain/keyword-search.js';
import { KeywordSearch } from './keyword-search.js';
import { defaultApiBase } from '../runtime/api-base.js';
import { directionOf, htmlLangOf, toLanguage } from '../runtime/i18n.js';
import { emit, hostOf } from '../runtime/events.js';
import type { WidgetBaseProps } from '../runtime/define-widget.js';
import { Button } from '../ui/button.js';
import { ErrorMessage } from '../ui/error-message.js';
import { ListingRefusal } from '../ui/listing-refusal.js';
import { isListingRefusal } from '../../domain/listing-refusal.js';
import { FilterSidebar } from './filter-sidebar.js';
import { formatRangeValue } from './format.js';
import { Pagination } from './pagination.js';
import { SavedView } from './saved-view.js';
import { AlertSignUp } from './alert-sign-up.js';
import { SelectionChips } from './selection-chips.js';
import { stockLocatorI18n } from './texts.js';
import { onSavedViewChange, onUrlStateChange, readSavedViewOpen, readUrlState, writeSavedViewOpen, writeUrlState } from './url-sync.js';
import { useRetailers } from './use-retailers.js';
import { useTranslations } from '../runtime/use-translations.js';
import { VehicleGrid, useSavedVehicles } from '../features/vehicle-cards/index.js';
import { CompareTray, compareHref, useCompareList } from '../features/compare/index.js';
import { useReturnPlace } from './return-place.js';
import { readEmbeddedFirstPage } from '../runtime/embedded-first-page.js';
import { curatedList } from './curated.js';

export interface StockLocatorProps extends WidgetBaseProps {
  listKey?: string;
  apiBase?: string;
  lang?: string;
  items?: number;
  /** Which filters show: `filters="brands,models,states,msrp_price,mileage"`. */
  filters?: string;
  /** Forced: only this brand (`land_rover`), model group (`defender_110`) or these dealer codes. */
  brandKey?: string;
  modelKey?: string;
  dealerCodes?: string;
  /** Where vehicle pages live; default the API origin's `/{lang}/showroom/` in the widget's language (so a retailer page links to the brand site). */
  showroomBase?: string;
  /** A retailer's own vehicle page as a URL template (`vehicle-href="/cars/{id}"`, also `{slug}`, `{vin}`, `{lang}`). */
  vehicleHref?: string;
  /** Yearly interest rate the budget calculator starts with. */
  budgetRate?: number;
  /** `sync-url="false"` keeps the page URL untouched (e.g. two locators on one page). */
  syncUrl?: string;
  /**
   * A curated list (`vehicles="12,SALDA2BN5KA123456"`, ids or VINs; domain/curated-vehicles.ts):
   * only these vehicles, with no filters, sort or keyword, and the page URL left alone.
   */
  vehicles?: string;
  /**
   * `hide-title` (any value but "false"): the page heads the widget already (the stock locator block's
   * own heading, docs/embedding.md), so the widget's title stays for screen readers only; the count
   * and the Saved button stay in view.
   */
  hideTitle?: string;
}

/**
 * What only the server gives (server/render/stock-first-page.ts): the answer it rendered and the page
 * URL's state (the server has no `location`). In the browser both are read from the page.
 */
export interface StockLocatorServerProps {
  firstPage?: StockFirstPage | undefined;
  urlState?: FilterUrlState | undefined;
  /** A first page drawn for a locator lower on the page: its pictures wait until scrolled to (no preload). */
  belowTheFold?: boolean | undefined;
}

/** The element's props; a new list, API, page size or forced filter starts a new machine (the key remounts). */
export function StockLocator(props: StockLocatorProps & StockLocatorServerProps) {
  const base = props.apiBase || defaultApiBase();
  // Without a list there is nothing to show; the loader may still be about to set `list-key`.
  if (!props.listKey) return null;
  const key = [base, props.listKey, props.items, props.brandKey, props.modelKey, props.dealerCodes, props.vehicles].join('\n');
  return <StockLocatorView key={key} {...props} apiBase={base} listKey={props.listKey} />;
}

const list = (text: string | undefined) =>
  (text ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);

export function forcedFilters({ brandKey, modelKey, dealerCodes }: StockLocatorProps): ListingFilters {
  const forced = emptyFilters();
  if (list(brandKey).length) forced.checkbox.brands = list(brandKey);
  if (list(modelKey).length) forced.checkbox.nameplate_model_group = list(modelKey);
  if (list(dealerCodes).length) forced.forcedDealerCodes = list(dealerCodes);
  return forced;
}

async function loadSettings(apiBase: string): Promise<StockLocatorSettings> {
  const [entries, prices] = await Promise.all([fetchSettingsOnce(apiBase), fetchPriceSettings(apiBase)]);
  return parseStockLocatorSettings(entries, prices);
}

function StockLocatorView(props: StockLocatorProps & StockLocatorServerProps & { apiBase: string; listKey: string }) {
  const { apiBase, listKey, lang, items } = props;
  const rootRef = useRef<HTMLElement>(null);
  const titleRef = useRef<HTMLHeadingElement>(null);
  const resultsRef = useRef<HTMLDivElement>(null);
  const requested = toLanguage(lang);
  // A curated list is not a search: nothing of it belongs in the page URL.
  const curated = useMemo(() => curatedList(props.vehicles), [props.vehicles]);
  const syncUrl = props.syncUrl !== 'false' && curated.length === 0;
  const titleHidden = props.hideTitle !== undefined && props.hideTitle !== 'false';
  const toggles = useMemo(() => parseFilterToggles(props.filters), [props.filters]);
  const showroomBase =
    props.showroomBase || `${new URL(apiBase, typeof location === 'undefined' ? undefined : location.href).origin}/${requested}/showroom/`;
  // The server renders no Saved view (it gives `urlState` and has no `location`).
  const [savedOpen, setSavedOpen] = useState(() => !props.urlState && syncUrl && readSavedViewOpen());
  // The phone filter sheet is a modal dialog: everything else in the widget is inert meanwhile.
  const [sheetOpen, setSheetOpen] = useState(false);
  const saved = useSavedVehicles(listKey);
  const compare = useCompareList(listKey);

  // Created once per view: useMachine keeps the first machine it is given. The server's draw runs
  // none of the browser's calls (drawingOnServer).
  const [machine] = useState(() =>
    drawingOnServer()
      ? stockLocatorMachine
      : stockLocatorMachine.provide({
          actors: {
            fetchListing: fromPromise<FetchListingOutput, FetchListingInput>(({ input, signal }) =>
              fetchListing(
                apiBase,
                input.listKey,
                {
                  page: input.page,
                  items: input.items,
                  sort: input.sort,
                  filters: input.filters,
                  keyword: keywordWords(input.keyword),
                  vehicles: input.vehicles,
                },
                signal,
              ).then((response) => ({ requestId: input.requestId, response })),
            ),
            fetchSettings: fromPromise<StockLocatorSettings, void>(() => loadSettings(apiBase)),
            // An empty text has no suggestions: answered here, without a request.
            fetchSuggestions: fromPromise<FetchSuggestionsOutput, FetchSuggestionsInput>(async ({ input, signal }) => ({
              requestId: input.requestId,
              suggestions:
                input.q === ''
                  ? []
                  : await fetchSuggestions(apiBase, input.listKey, { q: input.q, lang: input.language, filters: input.filters }, signal),
            })),
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
            writeUrl: ({ context }, params) => {
              if (syncUrl)
                writeUrlState({ filters: context.filters, page: context.page, sort: context.sort, keyword: context.keyword }, params.mode);
            },
          },
        }),
  );
  const [initial] = useState(() => props.urlState ?? (syncUrl ? readUrlState() : undefined));
  // The server's first page is taken when it answers exactly the query the locator would ask now.
  const [firstPage] = useState(() => {
    const page = props.firstPage ?? readEmbeddedFirstPage(props.container);
    const url = initial ?? { filters: emptyFilters(), page: 1, sort: SORT_DEFAULT };
    const query = {
      listKey,
      items,
      brandKey: props.brandKey,
      modelKey: props.modelKey,
      dealerCodes: props.dealerCodes,
      vehicles: curated,
      url,
    };
    return page && !savedOpen && page.key === firstPageKey(query) ? { listing: page.listing, settings: page.settings } : undefined;
  });
  const [state, send] = useWidgetMachine(machine, {
    input: {
      listKey,
      items,
      language: requested,
      forced: forcedFilters(props),
      ...initial,
      ...(curated.length > 0 ? { curated } : {}),
      ...(firstPage ? { initial: firstPage } : {}),
    },
  });
  const { context } = state;

  useEffect(() => {
    if (requested !== context.language) send({ type: 'language.change', language: requested });
  }, [requested, context.language, send]);
  useEffect(() => (syncUrl ? onUrlStateChange((url) => send({ type: 'filters.restore', ...url })) : undefined), [syncUrl, send]);
  useEffect(() => (syncUrl ? onSavedViewChange(setSavedOpen) : undefined), [syncUrl]);
  const toggleSaved = () => {
    if (syncUrl) writeSavedViewOpen(!savedOpen);
    setSavedOpen(!savedOpen);
  };

  const texts = useTranslations(stockLocatorI18n, context.language);
  // Text and direction change together, when the new language's texts have arrived.
  const language = texts?.language ?? context.language;
  const t = texts?.t;
  const dir = directionOf(language);
  const { settings } = context;
  const features = settings.features;
  const retailers = useRetailers(
    apiBase,
    listKey,
    context.language,
    features.includes('postcode_search'),
    context.facets?.checkbox.dealers,
  );
  const dealerNames = useMemo(() => Object.fromEntries(retailers.map((r) => [r.dealer_code, r.display_name || r.name])), [retailers]);

  const loading = state.matches('loading');
  const failed = state.matches('failed');
  const refusal = state.matches('refused') && isListingRefusal(context.error?.code) ? context.error : null;
  const settled = context.settingsStatus !== 'pending';
  const showCards = state.matches('loaded') && !!t && settled;
  const pages = Math.max(context.pages, 1);
  const chosen = countChosen(context.filters);
  const reset = () => {
    send({ type: 'filters.reset' });
    send({ type: 'keyword.clear' });
  };
  const formatRange = (key: Parameters<typeof formatRangeValue>[0], n: number) =>
    t ? formatRangeValue(key, n, t, language, settings.priceSettings) : String(n);

  // A new page replaces the cards above the pager: without this the visitor is left at the bottom,
  // below cards they have not seen. Focus goes to the results (announced by their count) and they
  // scroll to the top, smoothly unless the visitor asked for reduced motion.
  const showResultsTop = () => {
    const results = resultsRef.current;
    if (!results) return;
    const reduced = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    results.focus({ preventScroll: true });
    results.scrollIntoView({ block: 'start', behavior: reduced ? 'auto' : 'smooth' });
  };
  const onSheet = useCallback((open: boolean) => setSheetOpen(open), []);
  // "Show N cars" closes the sheet; the results take focus once they are no longer inert behind it.
  const showAfterSheet = useRef(false);
  useEffect(() => {
    if (sheetOpen || !showAfterSheet.current) return;
    showAfterSheet.current = false;
    showResultsTop();
  });
  useReturnPlace(rootRef, syncUrl && showCards && !savedOpen);
  const goTo = (event: Parameters<typeof send>[0]) => {
    if (!state.can(event)) return;
    send(event);
    showResultsTop();
  };

  const retry = () => {
    send({ type: 'retry' });
    // The retry button leaves with the error view; keep focus inside the widget, on what a sighted
    // visitor sees (a curated list has no title, a hidden title is not seen).
    ((titleHidden ? null : titleRef.current) ?? resultsRef.current)?.focus();
  };

  // The first paint waits until the texts, the settings and the first answer are all here, and then
  // shows everything at once: parts arriving one by one (filters above the grid on a phone) would
  // push what is already on screen down (layout shift). Later loads keep the layout and show skeletons.
  const ready = !!t && settled && (state.matches('loaded') || failed);
  const [firstPainted, setFirstPainted] = useState(ready);
  useEffect(() => {
    if (ready && !firstPainted) setFirstPainted(true);
  }, [ready, firstPainted]);

  let announcement = '';
  if (t) {
    if (loading) announcement = t('loading');
    else if (state.matches('loaded')) announcement = t('announceResults', { count: context.total, page: context.page, pages });
  }

  // Refused for good (origin not allowed, no such list): nothing else of the locator can work.
  if (refusal && isListingRefusal(refusal.code)) {
    return (
      <section ref={rootRef} className="lrdx-stock-locator" dir={dir} lang={htmlLangOf(language)}>
        <ListingRefusal code={refusal.code} language={language} listKey={listKey} origin={refusal.origin} tag="lrdx-stock-locator" />
      </section>
    );
  }

  if (!firstPainted && !ready) {
    return (
      <section ref={rootRef} className="lrdx-stock-locator" dir={dir} lang={htmlLangOf(language)} aria-busy="true">
        <p className="lrdx-visually-hidden" role="status" aria-live="polite">
          {announcement}
        </p>
      </section>
    );
  }

  return (
    <section
      ref={rootRef}
      className="lrdx-stock-locator"
      dir={dir}
      lang={htmlLangOf(language)}
      {...(curated.length > 0 ? {} : { 'aria-labelledby': 'lrdx-sl-title' })}
      aria-busy={loading || !t ? 'true' : 'false'}
    >
      {t && !savedOpen && curated.length === 0 ? (
        // About 57 Tab stops of filters come before the results: keyboard users may go straight there.
        // A button, not an in-page link: the results live in the shadow root, where a #fragment cannot reach them.
        <button
          type="button"
          className="lrdx-skip-link"
          data-action="skip-to-results"
          onClick={() => {
            resultsRef.current?.focus();
            resultsRef.current?.scrollIntoView({ block: 'start' });
          }}
        >
          {t('skipToResults')}
        </button>
      ) : null}
      {/* A curated list is headed by its block's own heading (docs/decisions.md, "A curated stock
          locator"): no search title, result count or Saved tab of its own, on the server's first
          screen and after the take-over alike (both draw this component). */}
      {curated.length > 0 ? null : (
        <header className="lrdx-stock-locator__header" {...(sheetOpen ? { inert: true } : {})}>
          <h2
            id="lrdx-sl-title"
            className={titleHidden ? 'lrdx-stock-locator__title lrdx-visually-hidden' : 'lrdx-stock-locator__title'}
            ref={titleRef}
            tabIndex={-1}
          >
            {t ? t('title') : '\u00a0'}
          </h2>
          <p id="lrdx-sl-count" className="lrdx-stock-locator__count" part="count">
            {/* The Saved view counts the saved vehicles (as its tab does), not the listing's last total. */}
            {t && savedOpen
              ? t('results', { count: saved.data.savedCars.length })
              : t && state.matches('loaded')
                ? t('results', { count: context.total })
                : '\u00a0'}
          </p>
          {t ? (
            <button
              type="button"
              className="lrdx-button lrdx-button--secondary"
              data-action="saved"
              aria-pressed={savedOpen ? 'true' : 'false'}
              onClick={toggleSaved}
            >
              {t('savedTab', { count: saved.data.savedCars.length })}
            </button>
          ) : (
            // Holds the button's place until the texts arrive, so the page below does not jump (CLS).
            <span className="lrdx-button lrdx-button--secondary lrdx-placeholder" aria-hidden="true">
              {'\u00a0'}
            </span>
          )}
        </header>
      )}
      <p className="lrdx-visually-hidden" role="status" aria-live="polite" aria-atomic="true">
        {announcement}
      </p>

      {savedOpen && t ? (
        <SavedView
          apiBase={apiBase}
          showroomBase={showroomBase}
          vehicleHref={props.vehicleHref}
          cars={saved.data.savedCars}
          language={language}
          t={t}
          settings={settings}
          onSaveToggle={saved.toggle}
          compareIds={compare.data.compareCarsIDs}
          onCompareToggle={compare.toggle}
        />
      ) : (
        <div className={`lrdx-stock-locator__layout${curated.length > 0 ? ' lrdx-stock-locator__layout--curated' : ''}`}>
          {/* A curated list shows its cars only: no filters, search, sort or alert (docs/embedding.md, "A curated list"). */}
          {curated.length > 0 ? null : (
            <FilterSidebar
              apiBase={apiBase}
              brand={list(props.brandKey)[0] ?? ''}
              t={t}
              language={language}
              chosen={chosen}
              toggles={toggles}
              features={features}
              retailers={retailers}
              dealerNames={dealerNames}
              total={context.total}
              facets={context.facets}
              filters={context.filters}
              prices={settings.priceSettings}
              budgetRate={props.budgetRate ?? 6}
              send={send}
              includeUnavailable={context.includeUnavailable}
              onSheet={onSheet}
              onShowResults={() => (showAfterSheet.current = true)}
              search={
                t ? (
                  <KeywordSearch
                    t={t}
                    draft={context.keywordDraft}
                    suggestions={context.suggestions}
                    open={context.suggestionsOpen}
                    active={context.activeSuggestion}
                    send={send}
                  />
                ) : null
              }
            />
          )}

          <div
            className="lrdx-results"
            id="lrdx-sl-results"
            ref={resultsRef}
            tabIndex={-1}
            {...(curated.length > 0 ? {} : { role: 'region', 'aria-labelledby': 'lrdx-sl-title lrdx-sl-count' })}
            {...(sheetOpen ? { inert: true } : {})}
          >
            {t && curated.length === 0 ? (
              <div className="lrdx-results__toolbar">
                <label className="lrdx-field lrdx-sort">
                  <span>{t('sort')}</span>
                  <select
                    value={context.sort}
                    onChange={(e) => isSortOption(e.currentTarget.value) && send({ type: 'sort.change', sort: e.currentTarget.value })}
                  >
                    {SORT_OPTIONS.map((option) => (
                      <option key={option} value={option}>
                        {t(`sort.${option}`)}
                      </option>
                    ))}
                  </select>
                </label>
                {features.includes('display_selected_vehicles') || context.keyword !== '' ? (
                  <SelectionChips
                    keyword={context.keyword}
                    onRemoveKeyword={() => send({ type: 'keyword.clear' })}
                    filters={features.includes('display_selected_vehicles') ? context.filters : emptyFilters()}
                    t={t}
                    language={language}
                    dealerNames={dealerNames}
                    formatRange={formatRange}
                    onRemoveOption={(key, value) => send({ type: 'filters.toggle', key, value })}
                    onRemoveRange={(key) => send({ type: 'filters.range', key, range: {} })}
                  />
                ) : null}
              </div>
            ) : null}

            {t && !failed && curated.length === 0 && (chosen > 0 || context.keyword !== '') ? (
              // A saved search needs something to watch: only a filtered view offers it (docs/alerts.md).
              <AlertSignUp
                apiBase={apiBase}
                listKey={listKey}
                language={language}
                query={toListingSearchParams({ filters: context.filters, keyword: keywordWords(context.keyword) }).toString()}
                t={t}
              />
            ) : null}

            {failed && t ? (
              <ErrorMessage message={t('error')} retryLabel={t('retry')} onRetry={retry} />
            ) : showCards && context.vehicles.length === 0 ? (
              <div className="lrdx-stock-locator__empty">
                <p>{t('noResults')}</p>
                {chosen > 0 || context.keyword !== '' ? (
                  <Button variant="secondary" action="reset-empty" onPress={reset}>
                    {t('resetFilters')}
                  </Button>
                ) : null}
              </div>
            ) : (
              <VehicleGrid
                vehicles={showCards ? context.vehicles : null}
                skeletons={context.items}
                apiBase={apiBase}
                showroomBase={showroomBase}
                vehicleHref={props.vehicleHref}
                language={language}
                t={t}
                settings={settings}
                savedIds={saved.data.savedCarsIDs}
                onSaveToggle={saved.toggle}
                {...(props.belowTheFold ? { eagerPictures: 0 } : {})}
                compareIds={compare.data.compareCarsIDs}
                onCompareToggle={compare.toggle}
              />
            )}

            {/* No pager for an empty result or a single page; while a page loads the last answer's count holds it. */}
            {t && !failed && context.pages > 1 ? (
              <Pagination
                page={context.page}
                pages={pages}
                language={language}
                t={t}
                canPrevious={state.can({ type: 'page.previous' })}
                canNext={state.can({ type: 'page.next' })}
                onPrevious={() => goTo({ type: 'page.previous' })}
                onNext={() => goTo({ type: 'page.next' })}
                onGo={(page) => goTo({ type: 'page.go', page })}
              />
            ) : null}
          </div>
        </div>
      )}
      {t ? (
        <CompareTray
          list={compare}
          t={t}
          language={language}
          href={compareHref(apiBase, language, compare.data.compareCarsIDs, listKey)}
          inert={sheetOpen}
        />
      ) : null}
    </section>
  );
}
