/**
 * Retailer / governorate / postcode search (feature `postcode_search`). The search type and the
 * modal rules live in the dealer-search machine; this form only collects the input, and the
 * machine's `applyDealers` becomes the locator's `dealers` filter.
 */
import { useRef, useState, type FormEvent } from 'react';
import { drawingOnServer, useWidgetMachine } from '../runtime/use-widget-machine.js';
import { fromPromise } from 'xstate';
import type { TFunction } from 'i18next';
import {
  dealerSearchType,
  retailerName,
  retailerStates,
  type DealerSearchInput,
  type DealerSearchType,
  type Retailer,
} from '../../domain/dealer-search.js';
import { toWesternDigits } from '../../domain/digits.js';
import { governorateName, storedPlaceName } from '../../domain/governorates.js';
import type { Language } from '../../domain/languages.js';
import { retailerNameText } from '../../domain/retailer-name.js';
import { RetailerName } from '../ui/retailer-name.js';
import { RetailerStreet } from '../ui/retailer-street.js';
import { dealerSearchMachine } from '../../state-machines/dealer-search/index.js';
import { fetchDealersByPostcode } from '../runtime/api-client.js';
import { Dialog } from '../ui/dialog.js';

export interface DealerSearchProps {
  apiBase: string;
  brand: string;
  t: TFunction;
  language: Language;
  retailers: Retailer[];
  vehiclesListed: boolean;
  /** Feature `postcode_filter`: a postcode search may filter the listing. */
  postcodeFilter: boolean;
  onApply: (codes: string[]) => void;
}

const EMPTY: DealerSearchInput = { retailer: '', state: '', postcode: '', locality: '' };

export function DealerSearch({ apiBase, brand, t, language, retailers, vehiclesListed, postcodeFilter, onApply }: DealerSearchProps) {
  const [input, setInput] = useState(EMPTY);
  // The machine is made once; it reaches the latest props through this ref.
  const applyRef = useRef<(codes: string[], type: DealerSearchType) => void>(() => {});
  const languageRef = useRef(language);
  languageRef.current = language;
  const [machine] = useState(() =>
    drawingOnServer()
      ? dealerSearchMachine
      : dealerSearchMachine.provide({
          actors: {
            fetchDealers: fromPromise<Retailer[], DealerSearchInput>(({ input: i }) =>
              // A locality typed in Kurdish or Arabic is sent as the name the data stores, a postcode in Latin digits.
              fetchDealersByPostcode(
                apiBase,
                {
                  brand,
                  state: i.state,
                  postcode: toWesternDigits(i.postcode),
                  locality: storedPlaceName(i.locality),
                },
                // The found retailers' streets in the page language (docs/listing-api.md, "Retailers and dealers").
                languageRef.current,
              ),
            ),
          },
          actions: { applyDealers: ({ context }, params) => applyRef.current(params.codes, dealerSearchType(context.input)) },
        }),
  );
  applyRef.current = (codes, type) => {
    // Without `postcode_filter` a postcode search only shows the retailers; it does not filter.
    if (postcodeFilter || type !== 'postcodeSearch') onApply(codes);
  };
  const [state, send] = useWidgetMachine(machine);

  const field = (name: keyof DealerSearchInput) => ({
    value: input[name],
    onInput: (e: { target: EventTarget | null }) => setInput({ ...input, [name]: (e.target as HTMLInputElement).value }),
  });
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    // Read from the form itself: a submit may come before the last keystroke's re-render.
    const data = new FormData(event.currentTarget);
    const read = (name: keyof DealerSearchInput) => String(data.get(name) ?? '');
    const submitted = { retailer: read('retailer'), state: read('state'), postcode: read('postcode'), locality: read('locality') };
    setInput(submitted);
    send({ type: 'search.submit', input: submitted, retailers, vehiclesListed });
  };
  // Governorates in the page language; the option value stays the stored name the search compares.
  const states = retailerStates(retailers)
    .map((value) => ({ value, label: governorateName(value, language) }))
    .sort((a, b) => a.label.localeCompare(b.label, language));
  const modal = state.matches('choosing') || state.matches('noDealers') || state.matches('failed');

  // The search form on the page and, when nothing was found, the same form in the modal.
  const searchForm = { language, t, field, retailers, states, onSubmit: submit };
  return (
    <section className="lrdx-search" aria-labelledby="lrdx-search-title">
      <h3 id="lrdx-search-title" className="lrdx-search__title">
        {t('searchTitle')}
      </h3>
      <SearchForm {...searchForm} busy={state.matches('searching')} />
      {/* Always in the DOM, so screen readers announce the text when it appears. */}
      <p className="lrdx-search__notice" role="status" aria-live="polite">
        {state.matches('nothingFound') ? t('searchNothingFound') : ''}
      </p>
      <Dialog
        open={modal}
        name="dealers"
        title={state.matches('choosing') ? t('modalTitle') : t('searchTitle')}
        closable={!state.matches('noDealers')}
        closeLabel={t('modalClose')}
        onClose={() => send({ type: 'modal.close' })}
      >
        {state.matches('choosing') ? (
          <ul className="lrdx-search__found">
            {state.context.found.map((r) => (
              <li key={r.dealer_code}>
                <p>
                  <RetailerName name={retailerName(r)} language={language} /> — <RetailerStreet retailer={r} language={language} />
                </p>
                {postcodeFilter ? (
                  <button
                    type="button"
                    className="lrdx-button lrdx-button--primary"
                    onClick={() => send({ type: 'modal.choose', dealerCode: r.dealer_code })}
                  >
                    {t('modalChoose', { name: retailerNameText(retailerName(r), language) })}
                  </button>
                ) : null}
              </li>
            ))}
          </ul>
        ) : state.matches('noDealers') ? (
          <>
            <p role="alert">{t('modalNone')}</p>
            {/* The only way out is a new search, so the form is in the modal too. */}
            <SearchForm {...searchForm} busy={false} idPrefix="modal" />
          </>
        ) : (
          <p role="alert">{t('modalError')}</p>
        )}
      </Dialog>
    </section>
  );
}

interface SearchFormProps {
  t: TFunction;
  field: (name: keyof DealerSearchInput) => { value: string; onInput: (e: { target: EventTarget | null }) => void };
  retailers: Retailer[];
  states: { value: string; label: string }[];
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  busy: boolean;
  idPrefix?: string;
  language: Language;
}

function SearchForm({ t, field, retailers, states, onSubmit, busy, idPrefix = 'form', language }: SearchFormProps) {
  return (
    <form className="lrdx-search__form" onSubmit={onSubmit} data-form={idPrefix}>
      <label className="lrdx-field">
        <span>{t('searchRetailer')}</span>
        <select name="retailer" {...field('retailer')} onChange={field('retailer').onInput}>
          <option value="">{t('searchAny')}</option>
          {retailers.map((r) => (
            <option key={r.dealer_code} value={r.dealer_code}>
              {retailerNameText(retailerName(r), language)}
            </option>
          ))}
        </select>
      </label>
      {states.length > 0 ? (
        <label className="lrdx-field">
          <span>{t('searchState')}</span>
          <select name="state" {...field('state')} onChange={field('state').onInput}>
            <option value="">{t('searchAny')}</option>
            {states.map((s) => (
              <option key={s.value} value={s.value}>
                {s.label}
              </option>
            ))}
          </select>
        </label>
      ) : null}
      <label className="lrdx-field">
        <span>{t('searchPostcode')}</span>
        <input name="postcode" inputMode="numeric" autoComplete="postal-code" {...field('postcode')} />
      </label>
      <label className="lrdx-field">
        <span>{t('searchLocality')}</span>
        <input name="locality" autoComplete="address-level2" {...field('locality')} />
      </label>
      <button type="submit" className="lrdx-button lrdx-button--primary" aria-disabled={busy ? 'true' : undefined}>
        {busy ? t('searching') : t('searchSubmit')}
      </button>
    </form>
  );
}
