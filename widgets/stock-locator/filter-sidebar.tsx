/**
 * The filter sidebar: title with the number of chosen filters, reset, retailer search (feature
 * `postcode_search`), the filter groups and the monthly-budget filter. On a phone-sized screen it
 * folds behind a "Filters (n)" button (closed at first), so the results are the first thing a
 * visitor sees; the button opens the filters as a full-screen sheet (a modal dialog: the rest of
 * the widget is inert, Escape closes it, focus returns to the button) with a sticky footer that
 * clears every filter or closes the sheet on "Show N cars". Wider screens always show it inline
 * (filters.css). While folded and never opened its groups are not even rendered: on a phone that
 * is a third of the widget's elements the first paint need not build.
 */
import { useEffect, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import type { TFunction } from 'i18next';
import type { Retailer } from '../../domain/dealer-search.js';
import type { ListingFacets, ListingFilters } from '../../domain/listing-query.js';
import type { PriceSettings } from '../../domain/price-settings.js';
import type { FilterToggle } from '../../domain/stock-filters.js';
import type { StockLocatorEvent } from '../../state-machines/stock-locator/index.js';
import type { Language } from '../runtime/i18n.js';
import { BudgetFilter } from './budget-filter.js';
import { DealerSearch } from './dealer-search.js';
import { FilterPanel } from './filter-panel.js';

export interface FilterSidebarProps {
  apiBase: string;
  brand: string;
  t: TFunction | undefined;
  language: Language;
  chosen: number;
  toggles: readonly FilterToggle[];
  features: readonly string[];
  retailers: Retailer[];
  dealerNames: Record<string, string>;
  total: number;
  facets: ListingFacets | null;
  filters: ListingFilters;
  prices: PriceSettings;
  budgetRate: number;
  send: (event: StockLocatorEvent) => void;
  includeUnavailable: boolean;
  /** The phone sheet opened or closed: the locator makes the rest of itself inert meanwhile. */
  onSheet?: (open: boolean) => void;
  /** "Show N cars" in the sheet: the locator moves the visitor to the results. */
  onShowResults?: () => void;
  /** The stock search field, at the top (shown folded or not: on a phone it stays above the "Filters" button's sheet). */
  search?: ReactNode;
}

/** The screens where the filters fold (filters.css has the same query). */
const PHONE = '(max-width: 640px)';
const isPhone = () => typeof matchMedia === 'function' && matchMedia(PHONE).matches;

export function FilterSidebar(props: FilterSidebarProps) {
  const { t, language, chosen, features, filters, send } = props;
  // "Reset" in the head and "Clear all" in the phone sheet do one thing: every filter off (unavailable when none is on).
  const resetButton = (className: string, action: string, label: string) => (
    <button
      type="button"
      className={className}
      data-action={action}
      aria-disabled={chosen === 0 ? 'true' : undefined}
      onClick={() => send({ type: 'filters.reset' })}
    >
      {label}
    </button>
  );
  const [open, setOpen] = useState(false);
  const [phone, setPhone] = useState(isPhone);
  // Once built, the groups stay (folding only hides them), so typed searches and budgets survive.
  const [built, setBuilt] = useState(() => !isPhone());
  useEffect(() => {
    if (typeof matchMedia !== 'function') return undefined;
    const query = matchMedia(PHONE);
    const follow = () => setPhone(query.matches);
    query.addEventListener('change', follow);
    return () => query.removeEventListener('change', follow);
  }, []);
  useEffect(() => {
    if ((open || !phone) && !built) setBuilt(true);
  }, [open, phone, built]);
  const sheet = open && phone;
  const asideRef = useRef<HTMLElement>(null);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const { onSheet } = props;
  useEffect(() => {
    onSheet?.(sheet);
    if (sheet) asideRef.current?.querySelector<HTMLElement>('.lrdx-filters__close')?.focus();
  }, [sheet, onSheet]);
  const close = () => {
    setOpen(false);
    toggleRef.current?.focus();
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (sheet && event.key === 'Escape') {
      event.preventDefault();
      close();
    }
  };
  const count = chosen;
  return (
    <aside
      ref={asideRef}
      className="lrdx-filters"
      aria-labelledby="lrdx-filters-title"
      part="filters"
      data-open={open ? '' : undefined}
      {...(sheet ? { role: 'dialog', 'aria-modal': 'true' } : {})}
      onKeyDown={onKeyDown}
    >
      <div className="lrdx-filters__head">
        <h3 id="lrdx-filters-title" className="lrdx-filters__title">
          {t ? t('filtersCount', { count }) : ''}
        </h3>
        {t ? (
          <button
            ref={toggleRef}
            type="button"
            className="lrdx-button lrdx-button--secondary lrdx-filters__toggle"
            data-action="toggle-filters"
            aria-expanded={open ? 'true' : 'false'}
            aria-controls="lrdx-filters-body"
            onClick={() => setOpen(!open)}
          >
            {t('filtersCount', { count })}
          </button>
        ) : null}
        {t && sheet ? (
          <button type="button" className="lrdx-filters__close" data-action="close-filters" aria-label={t('closeFilters')} onClick={close}>
            <span aria-hidden="true">×</span>
          </button>
        ) : null}
        {t ? resetButton('lrdx-link-button', 'reset', t('resetFilters')) : null}
      </div>
      {props.search}
      {t ? (
        <div id="lrdx-filters-body" className="lrdx-filters__body">
          {built || open || !phone ? (
            <>
              {features.includes('postcode_search') ? (
                <DealerSearch
                  apiBase={props.apiBase}
                  brand={props.brand}
                  t={t}
                  language={language}
                  retailers={props.retailers}
                  vehiclesListed={props.total > 0}
                  postcodeFilter={features.includes('postcode_filter')}
                  onApply={(codes) => send({ type: 'filters.set', key: 'dealers', values: codes })}
                />
              ) : null}
              <FilterPanel
                toggles={props.toggles}
                facets={props.facets}
                filters={filters}
                t={t}
                language={language}
                prices={props.prices}
                dealerNames={props.dealerNames}
                onToggle={(key, value) => send({ type: 'filters.toggle', key, value })}
                onRange={(key, range) => send({ type: 'filters.range', key, range })}
              />
              <label className="lrdx-unavailable">
                <input
                  type="checkbox"
                  data-filter="include-unavailable"
                  checked={props.includeUnavailable}
                  onChange={() => send({ type: 'unavailable.toggle' })}
                />
                <span>{t('showUnavailable')}</span>
              </label>
              <BudgetFilter
                t={t}
                language={language}
                prices={props.prices}
                defaultRate={props.budgetRate}
                applied={filters.ranges.display_price}
                onApply={(maxPrice) =>
                  send({ type: 'filters.range', key: 'display_price', range: { ...filters.ranges.display_price, lteq: maxPrice } })
                }
                onReset={() => send({ type: 'filters.range', key: 'display_price', range: {} })}
              />
            </>
          ) : null}
        </div>
      ) : null}
      {t && sheet ? (
        <div className="lrdx-filters__sheet-actions">
          {resetButton('lrdx-button lrdx-button--secondary', 'clear-all', t('clearAll'))}
          <button
            type="button"
            className="lrdx-button lrdx-button--primary"
            data-action="show-results"
            onClick={() => {
              setOpen(false);
              props.onShowResults?.();
            }}
          >
            {t('showCars', { count: props.total })}
          </button>
        </div>
      ) : null}
    </aside>
  );
}
