/**
 * The stock screen at /{lang}/cms/stock (docs/stock-feed.md, "Stock screen"): the vehicles the
 * account may change (an admin every dealer's, the stock role its granted dealers'), found by VIN
 * tail, model, dealer and status, sorted and paged; one vehicle's prices, status, hidden price and
 * features edited; a status set on the selected vehicles; and a feed imported with its report.
 * Every change goes through the stock API, which checks it as a feed row and moves the stock version.
 */
import { useCallback, useEffect, useId, useState, type FormEvent } from 'react';
import { STOCK_SORTS, type StockListItem, type StockListQuery, type StockSort } from '../../domain/contracts/stock.js';
import type { Language } from '../../domain/languages.js';
import { formatIsoDate } from '../../domain/month-names.js';
import { formatNumber } from '../../domain/number-format.js';
import { VEHICLE_STATUSES, type VehicleStatus } from '../../domain/vehicle.js';
import { vehicleStatusLabel } from '../../domain/vehicle-labels.js';
import { fillPlaceholders } from '../../domain/placeholders.js';
import { refusalText } from '../editor-kit/refusal-i18n.js';
import { ListTableHead, ScreenMessages, type OwnWordsScreenProps } from '../editor-kit/screen-parts.js';
import { LabelledInput, NamedOptions } from '../editor-kit/form-parts.js';
import { StockEditForm } from './stock-edit-form.js';
import { StockImportForm } from './stock-import-form.js';
import { StockPullForm } from './stock-pull-form.js';
import type { StockStrings } from './stock-i18n.js';
import { countText } from './stock-model.js';

const PAGE_ITEMS = 25;

interface Filters {
  vin: string;
  model: string;
  dealer: string;
  status: VehicleStatus | '';
  sort: StockSort;
}

const NO_FILTERS: Filters = { vin: '', model: '', dealer: '', status: '', sort: 'updated_desc' };

function SearchForm({ s, language, onSearch }: { s: StockStrings; language: Language; onSearch(filters: Filters): void }) {
  const id = useId();
  const [filters, setFilters] = useState<Filters>(NO_FILTERS);
  const set = (change: Partial<Filters>) => setFilters({ ...filters, ...change });
  function submit(event: FormEvent) {
    event.preventDefault();
    onSearch(filters);
  }
  return (
    <form className="cms-form cms-stock__search" role="search" aria-labelledby={`${id}-heading`} onSubmit={submit}>
      <h3 id={`${id}-heading`}>{s.searchHeading}</h3>
      <div className="cms-stock__field">
        <LabelledInput
          id={`${id}-vin`}
          label={s.vinTail}
          hint={s.vinTailHint}
          dir="ltr"
          autoComplete="off"
          value={filters.vin}
          onChange={(e) => set({ vin: e.target.value })}
        />
      </div>
      <div className="cms-stock__field">
        <label htmlFor={`${id}-model`}>{s.model}</label>
        <input id={`${id}-model`} dir="auto" value={filters.model} onChange={(e) => set({ model: e.target.value })} />
      </div>
      <div className="cms-stock__field">
        <label htmlFor={`${id}-dealer`}>{s.dealer}</label>
        <input id={`${id}-dealer`} dir="ltr" value={filters.dealer} onChange={(e) => set({ dealer: e.target.value })} />
      </div>
      <div className="cms-stock__field">
        <label htmlFor={`${id}-status`}>{s.status}</label>
        <select id={`${id}-status`} value={filters.status} onChange={(e) => set({ status: e.target.value as VehicleStatus | '' })}>
          <option value="">{s.anyStatus}</option>
          <NamedOptions options={VEHICLE_STATUSES} names={(status) => vehicleStatusLabel(status, language)} />
        </select>
      </div>
      <div className="cms-stock__field">
        <label htmlFor={`${id}-sort`}>{s.sort}</label>
        <select id={`${id}-sort`} value={filters.sort} onChange={(e) => set({ sort: e.target.value as StockSort })}>
          <NamedOptions options={STOCK_SORTS} names={s.sorts} />
        </select>
      </div>
      <button type="submit" className="cms-button cms-button--primary">
        {s.search}
      </button>
    </form>
  );
}

function BulkStatus({
  s,
  language,
  count,
  onApply,
}: {
  s: StockStrings;
  language: Language;
  count: number;
  onApply(status: VehicleStatus): void;
}) {
  const id = useId();
  const [status, setStatus] = useState<VehicleStatus>('sold');
  return (
    <fieldset className="cms-stock__bulk">
      <legend>{s.bulkLegend}</legend>
      <p aria-live="polite">{countText(s.selected, count, language)}</p>
      <label htmlFor={`${id}-status`}>{s.newStatus}</label>{' '}
      <select id={`${id}-status`} value={status} onChange={(e) => setStatus(e.target.value as VehicleStatus)}>
        <NamedOptions options={VEHICLE_STATUSES} names={(status) => vehicleStatusLabel(status, language)} />
      </select>{' '}
      <button type="button" className="cms-button" disabled={count === 0} onClick={() => onApply(status)}>
        {s.apply}
      </button>
    </fieldset>
  );
}

function VehicleRow({
  s,
  language,
  row,
  checked,
  onCheck,
  onEdit,
}: {
  s: StockStrings;
  language: Language;
  row: StockListItem;
  checked: boolean;
  onCheck(checked: boolean): void;
  onEdit(): void;
}) {
  return (
    <tr>
      <td>
        <input type="checkbox" checked={checked} onChange={(e) => onCheck(e.target.checked)} aria-label={`${s.select} ${row.vin}`} />
      </td>
      <td dir="ltr">{row.vin}</td>
      <td>
        <bdi dir="ltr">{row.model}</bdi>
        <br />
        <small dir="auto">{row.version_name}</small>
      </td>
      <td dir="ltr">{row.dealer_code}</td>
      <td>{vehicleStatusLabel(row.status as VehicleStatus, language)}</td>
      <td>
        <bdi dir="ltr">${formatNumber(row.display_price, 'en')}</bdi>
        {row.price_hidden ? (
          <>
            <br />
            <small>{s.priceHidden}</small>
          </>
        ) : null}
      </td>
      <td>
        <time dateTime={row.updated_at}>{formatIsoDate(row.updated_at, language)}</time>
      </td>
      <td className="cms-table__actions">
        <button type="button" className="cms-button cms-button--small" onClick={onEdit}>
          {s.edit} <span className="cms-visually-hidden">{row.vin}</span>
        </button>
      </td>
    </tr>
  );
}

export function StockScreen({ s, api, language }: OwnWordsScreenProps<StockStrings>) {
  const id = useId();
  const [filters, setFilters] = useState<Filters>(NO_FILTERS);
  const [page, setPage] = useState(1);
  const [result, setResult] = useState<{ rows: StockListItem[]; total: number } | null>(null);
  const [selected, setSelected] = useState<ReadonlySet<number>>(new Set());
  const [editing, setEditing] = useState<StockListItem | null>(null);
  const [notice, setNotice] = useState('');
  const [error, setError] = useState('');

  const load = useCallback(async () => {
    const query: StockListQuery = { ...filters, status: filters.status || undefined, page, items: PAGE_ITEMS };
    try {
      setResult(await api.listStock(query));
    } catch (failure) {
      setError(refusalText(failure, language));
    }
  }, [api, filters, page, language]);
  useEffect(() => void load(), [load]);

  function search(next: Filters) {
    setFilters(next);
    setPage(1);
    setSelected(new Set());
    setNotice('');
    setError('');
  }

  function check(idOf: number, on: boolean) {
    const next = new Set(selected);
    if (on) next.add(idOf);
    else next.delete(idOf);
    setSelected(next);
  }

  async function applyStatus(status: VehicleStatus) {
    setNotice('');
    setError('');
    try {
      const done = await api.setStockStatus([...selected], status);
      setNotice(
        fillPlaceholders(s.bulkDone, {
          changed: formatNumber(done.changed.length, language),
          held: formatNumber(done.held.length, language),
          missing: formatNumber(done.not_found.length, language),
        }),
      );
      setSelected(new Set());
      await load();
    } catch (failure) {
      setError(refusalText(failure, language));
    }
  }

  const rows = result?.rows ?? null;
  const pages = result ? Math.max(1, Math.ceil(result.total / PAGE_ITEMS)) : 1;
  const allChecked = !!rows?.length && rows.every((row) => selected.has(row.id));
  return (
    <section className="cms-stock" aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`}>{s.heading}</h2>
      <p>{s.intro}</p>
      <SearchForm s={s} language={language} onSearch={search} />
      <ScreenMessages notice={notice} error={error} />
      {result ? <p aria-live="polite">{countText(s.matches, result.total, language)}</p> : error ? null : <p>{s.loading}</p>}
      {rows?.length === 0 ? <p>{s.empty}</p> : null}
      {rows?.length ? (
        <>
          <BulkStatus s={s} language={language} count={selected.size} onApply={(status) => void applyStatus(status)} />
          <div className="cms-stock__table">
            <table className="cms-table">
              <caption className="cms-visually-hidden">{s.heading}</caption>
              <ListTableHead
                before={
                  <th scope="col">
                    <input
                      type="checkbox"
                      checked={allChecked}
                      aria-label={s.selectAll}
                      onChange={(e) => setSelected(e.target.checked ? new Set(rows.map((row) => row.id)) : new Set())}
                    />
                  </th>
                }
                columns={[s.vin, s.model, s.dealer, s.status, s.price, s.updated]}
                actions={s.actions}
              />
              <tbody>
                {rows.map((row) => (
                  <VehicleRow
                    key={row.id}
                    s={s}
                    language={language}
                    row={row}
                    checked={selected.has(row.id)}
                    onCheck={(on) => check(row.id, on)}
                    onEdit={() => setEditing(row)}
                  />
                ))}
              </tbody>
            </table>
          </div>
          <nav
            className="cms-stock__pages"
            aria-label={fillPlaceholders(s.pageOf, { page: formatNumber(page, language), pages: formatNumber(pages, language) })}
          >
            <button type="button" className="cms-button" disabled={page <= 1} onClick={() => setPage(page - 1)}>
              {s.previous}
            </button>{' '}
            <span>{fillPlaceholders(s.pageOf, { page: formatNumber(page, language), pages: formatNumber(pages, language) })}</span>{' '}
            <button type="button" className="cms-button" disabled={page >= pages} onClick={() => setPage(page + 1)}>
              {s.next}
            </button>
          </nav>
        </>
      ) : null}
      {editing ? (
        <StockEditForm
          key={editing.id}
          s={s}
          api={api}
          language={language}
          vehicle={editing}
          onClose={() => setEditing(null)}
          onSaved={(saved) => {
            setEditing(saved);
            void load();
          }}
        />
      ) : null}
      <StockImportForm s={s} api={api} language={language} onImported={() => void load()} />
      <StockPullForm s={s} api={api} language={language} onPulled={() => void load()} />
    </section>
  );
}
