/**
 * The compare page (docs/compare.md) as the server renders it: up to three vehicles in one real
 * table — a caption, a column header per vehicle, a row header per attribute — inside a labelled,
 * keyboard-scrollable region whose first column stays put on a phone. Rows where the vehicles
 * differ carry a ≠ marker and a hidden "differs" besides their tint, so colour is never the only
 * sign. Everything a visitor or a URL gave is text here (React escapes it); every link is built
 * from ids (domain/compare/compare-ids.ts) and passed through the one URL rule (domain/safe-url.ts).
 * It needs no JavaScript.
 */
import type { ReactNode } from 'react';
import { comparePath, type CompareIds } from '../../domain/compare/compare-ids.js';
import { compareFeatureRows, compareSpecRows, type CompareCell, type FeaturePresence } from '../../domain/compare/compare-rows.js';
import { compareCounted, compareText, type CompareCountedKey } from '../../domain/compare/texts/index.js';
import { colourLine } from '../../domain/colour-names.js';
import { localizeDigits } from '../../domain/digits.js';
import { fromMonthly } from '../../domain/finance/from-monthly.js';
import type { Language } from '../../domain/languages.js';
import { photoSources } from '../../domain/photo-sources.js';
import { formatMoney, formatPriceParts } from '../../domain/price-format.js';
import type { PriceSettings } from '../../domain/price-settings.js';
import { listSeparator } from '../../domain/retailer-address.js';
import { safeHref } from '../../domain/safe-url.js';
import { showroomPath } from '../../domain/showroom-slug.js';
import { UNAVAILABLE_STATUSES } from '../../domain/stock-filters.js';
import type { Vehicle } from '../../domain/vehicle.js';
import { vehiclePhrase, type VehiclePhrases } from '../../domain/vehicle-phrases/index.js';

export interface ComparePageProps {
  language: Language;
  /** The vehicles found, in the order of the URL. */
  vehicles: Vehicle[];
  /** What the URL asked for, as parsed; `notFound`: valid ids no listing shows. */
  request: CompareIds;
  notFound: number[];
  listKey: string;
  /** The default list needs no `list=` in the links. */
  defaultListKey: string;
  priceSettings: PriceSettings;
  /** The vehicle data's own texts (feature names) in the page language, as the vehicle page shows them. */
  phrases: VehiclePhrases;
}

/** A link built here, through the one URL rule; a refused one (never expected) becomes no link at all. */
const href = (path: string): string | undefined => safeHref(path);

function Differs({ differs, text }: { differs: boolean; text: string }) {
  if (!differs) return null;
  return (
    <>
      {' '}
      <span className="lrdx-compare__marker" aria-hidden="true">
        ≠
      </span>
      <span className="lrdx-visually-hidden">{`, ${text}`}</span>
    </>
  );
}

function Cell({ cell, notStated }: { cell: CompareCell; notStated: string }) {
  if (cell.text === '') {
    return (
      <>
        <span aria-hidden="true">—</span>
        <span className="lrdx-visually-hidden">{notStated}</span>
      </>
    );
  }
  const value = cell.isolate ? <bdi>{cell.text}</bdi> : cell.text;
  return (
    <>
      {value}
      {cell.paint ? (
        <>
          {' '}
          <span className="lrdx-compare__paint">
            (<bdi>{cell.paint}</bdi>)
          </span>
        </>
      ) : null}
    </>
  );
}

/** A row of text cells, one a vehicle; a spec's row names the spec on each of its cells. */
interface CellRowData {
  key: string;
  label: string;
  differs: boolean;
  cells: readonly CompareCell[];
  spec?: string;
}

const PRESENCE_ICON: Record<FeaturePresence, string> = { standard: '✓', optional: '+', absent: '—' };

function Row({ label, differs, differsText, children }: { label: ReactNode; differs: boolean; differsText: string; children: ReactNode }) {
  return (
    <tr
      className={differs ? 'lrdx-compare__row lrdx-compare__row--differs' : 'lrdx-compare__row'}
      data-differs={differs ? 'true' : 'false'}
    >
      <th scope="row">
        {label}
        <Differs differs={differs} text={differsText} />
      </th>
      {children}
    </tr>
  );
}

function GroupHeading({ text, span }: { text: string; span: number }) {
  return (
    <tr className="lrdx-compare__group">
      <th scope="rowgroup" colSpan={span}>
        <span>{text}</span>
      </th>
    </tr>
  );
}

export function ComparePage({ language, vehicles, request, notFound, listKey, defaultListKey, priceSettings, phrases }: ComparePageProps) {
  const t = (key: string, values?: Record<string, string | number>) => compareText(language, key, values);
  const digits = (value: string | number) => localizeDigits(value, language);
  const list = listKey === defaultListKey ? undefined : listKey;
  const shownIds = vehicles.map((v) => v.id);
  const separator = listSeparator(language);
  const notices: { key: CompareCountedKey; items: string[] }[] = [
    { key: 'notFound' as const, items: notFound.map((id) => digits(id)) },
    { key: 'malformed' as const, items: request.malformed },
    { key: 'overflow' as const, items: request.overflow.map((id) => digits(id)) },
    { key: 'duplicates' as const, items: request.duplicates.map((id) => digits(id)) },
  ].filter((notice) => notice.items.length > 0);
  const stockHref = href(`/${language}/stock`);

  const name = (v: Vehicle) => `${v.attributes.model} ${digits(v.attributes.production_year)}`;
  const attributes = vehicles.map((v) => v.attributes);
  const specRows = compareSpecRows(attributes, { t: (key) => t(key), language });
  const featureRows = compareFeatureRows(attributes);
  const span = vehicles.length + 1;
  const differsText = t('differs');
  const notStated = t('notStated');

  const prices = vehicles.map((v) => {
    const a = v.attributes;
    return formatPriceParts(a.display_price, priceSettings, { hidden: a.price_hidden, onRequestText: t('priceOnRequest'), language });
  });
  // "From X a month": the finance calculator's default product, as on the vehicle page (domain/finance); none for a hidden price.
  const monthlies = vehicles.map((v) => {
    const amount = v.attributes.price_hidden ? null : fromMonthly(v.attributes.display_price);
    return amount === null
      ? ''
      : t('fromMonthly', { price: formatMoney(amount, priceSettings.symbol, priceSettings.format, priceSettings.delimiter, 0, language) });
  });
  const priceDiffers = new Set(prices.map((p) => `${p.primary}|${p.secondary}`)).size > 1;
  const monthlyDiffers = new Set(monthlies).size > 1;
  const retailers = vehicles.map((v) => [v.attributes.dealer_name, v.attributes.dealer_location].filter(Boolean).join(separator));
  const retailerDiffers = new Set(retailers).size > 1;
  // The monthly payment and the retailer are text rows like the specs (a retailer's name kept in its own direction).
  const summaryRows: CellRowData[] = [
    { key: 'monthly', label: t('monthly'), differs: monthlyDiffers, cells: monthlies.map((text) => ({ text, isolate: false })) },
    { key: 'retailer', label: t('retailer'), differs: retailerDiffers, cells: retailers.map((text) => ({ text, isolate: true })) },
  ];
  const cellRow = (row: CellRowData) => (
    <Row key={row.key} label={row.label} differs={row.differs} differsText={differsText}>
      {row.cells.map((cell, index) => (
        <td key={vehicles[index]?.id} data-spec={row.spec}>
          <Cell cell={cell} notStated={notStated} />
        </td>
      ))}
    </Row>
  );

  return (
    <article className="lrdx-compare" aria-labelledby="lrdx-compare-title">
      <header className="lrdx-compare__header">
        <h1 id="lrdx-compare-title" className="lrdx-compare__title">
          {t('title')}
        </h1>
        {vehicles.length > 0 ? (
          <p className="lrdx-compare__intro">
            <span className="lrdx-compare__count">
              {compareCounted(language, 'heading', vehicles.length, { count: digits(vehicles.length) })}
            </span>
            {' · '}
            {t('intro')}
          </p>
        ) : null}
      </header>

      {notices.length > 0 ? (
        <div className="lrdx-compare__notices" role="note">
          {notices.map((notice) => (
            <p key={notice.key} className="lrdx-compare__notice" data-notice={notice.key}>
              {compareCounted(language, notice.key, notice.items.length, {
                list: notice.items.join(separator),
              })}
            </p>
          ))}
        </div>
      ) : null}

      {vehicles.length === 0 ? (
        <p className="lrdx-compare__empty">{t('empty')}</p>
      ) : (
        <div className="lrdx-compare__scroll" role="region" aria-labelledby="lrdx-compare-caption" tabIndex={0} data-compare-scroll="">
          <table className="lrdx-compare__table" data-columns={vehicles.length}>
            <caption id="lrdx-compare-caption" className="lrdx-compare__caption">
              <span className="lrdx-compare__caption-text">{t('caption')}</span>
              <span className="lrdx-visually-hidden">{` — ${t('scrollRegion')}`}</span>
            </caption>
            <thead>
              <tr>
                <td className="lrdx-compare__corner">
                  <span className="lrdx-compare__corner-text" aria-hidden="true">
                    {t('attribute')}
                  </span>
                </td>
                {vehicles.map((v) => {
                  const a = v.attributes;
                  const unavailable = UNAVAILABLE_STATUSES.includes(a.status);
                  return (
                    <th
                      key={v.id}
                      scope="col"
                      className="lrdx-compare__vehicle"
                      data-vehicle-id={v.id}
                      data-unavailable={unavailable ? 'true' : 'false'}
                    >
                      <a className="lrdx-compare__name" href={href(showroomPath(v, `/${language}/showroom/`))}>
                        <bdi>{a.model}</bdi> {digits(a.production_year)}
                      </a>
                      <span className="lrdx-compare__version">
                        <bdi>{a.version_name}</bdi>
                      </span>
                      {unavailable ? (
                        <span className="lrdx-badge lrdx-compare__unavailable" data-badge={`status-${a.status}`}>
                          {t(`status.${a.status}`)} · {t('unavailable')}
                        </span>
                      ) : null}
                    </th>
                  );
                })}
              </tr>
            </thead>
            <tbody>
              <tr className="lrdx-compare__row lrdx-compare__photos">
                <th scope="row">
                  <span className="lrdx-visually-hidden">{t('photo')}</span>
                </th>
                {vehicles.map((v, index) => {
                  const a = v.attributes;
                  const cover = a.photos[0];
                  const others = shownIds.filter((id) => id !== v.id);
                  const removeHref = href(comparePath(language, others, list));
                  return (
                    <td key={v.id}>
                      {cover ? (
                        <img
                          className="lrdx-compare__photo"
                          {...photoSources(cover, '')}
                          sizes="(min-width: 64rem) 20rem, 45vw"
                          alt={t('photoAlt', { model: a.model, color: colourLine(a, language) })}
                          width={1600}
                          height={900}
                          loading={index < 3 ? 'eager' : 'lazy'}
                          decoding="async"
                        />
                      ) : null}
                      <a
                        className="lrdx-compare__remove"
                        href={removeHref}
                        data-action="compare-remove"
                        aria-label={t('removeLabel', { name: name(v) })}
                      >
                        <span aria-hidden="true">×</span> {t('remove')}
                      </a>
                    </td>
                  );
                })}
              </tr>
              <Row label={t('price')} differs={priceDiffers} differsText={differsText}>
                {prices.map((price, index) => (
                  <td key={vehicles[index]?.id} className="lrdx-compare__price">
                    <span className="lrdx-compare__primary">{price.primary}</span>
                    {price.secondary ? <span className="lrdx-compare__secondary">{price.secondary}</span> : null}
                  </td>
                ))}
              </Row>
              {summaryRows.map(cellRow)}
            </tbody>
            <tbody>
              <GroupHeading text={t('specs')} span={span} />
              {specRows.map((row) =>
                cellRow({ key: row.key, label: t(row.labelKey), differs: row.differs, cells: row.cells, spec: row.key }),
              )}
            </tbody>
            {featureRows.length > 0 ? (
              <tbody>
                <GroupHeading text={t('features')} span={span} />
                {featureRows.map((row) => (
                  <Row key={row.name} label={<bdi>{vehiclePhrase(row.name, phrases)}</bdi>} differs={row.differs} differsText={differsText}>
                    {row.cells.map((presence, index) => (
                      <td key={vehicles[index]?.id} className="lrdx-compare__feature" data-presence={presence}>
                        <span className="lrdx-compare__icon" aria-hidden="true">
                          {PRESENCE_ICON[presence]}
                        </span>
                        {` ${t(presence)}`}
                      </td>
                    ))}
                  </Row>
                ))}
              </tbody>
            ) : null}
          </table>
        </div>
      )}

      {stockHref ? (
        <p className="lrdx-compare__back">
          <a className="lrdx-button lrdx-button--secondary" href={stockHref}>
            {vehicles.length > 0 && vehicles.length < 3 ? t('addMore') : t('backToStock')}
          </a>
        </p>
      ) : null}
    </article>
  );
}
