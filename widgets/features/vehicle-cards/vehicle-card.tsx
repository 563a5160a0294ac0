/**
 * One vehicle: picture, badges (New / Approved, Reserved / Sold), model linked to its vehicle page
 * (or the retailer's, `vehicle-href`), year, mileage and fuel, price (with the converted price when
 * double price is on) and the monthly price, the retailer (feature `owner_visible`), Enquire / Test
 * drive and a save toggle. Every line is one fixed line box, and the skeleton draws the same boxes
 * (cardLines), so loading shifts nothing.
 */
import type { TFunction } from 'i18next';
import { memo, type ReactNode } from 'react';
import { formatPriceParts } from '../../../domain/price-format.js';
import { localizeDigits } from '../../../domain/digits.js';
import { colourLine } from '../../../domain/colour-names.js';
import { formatNumber } from '../../../domain/number-format.js';
import { listSeparator } from '../../../domain/retailer-address.js';
import { vehicleHref } from '../../../domain/vehicle-href.js';
import { underBase } from '../../../domain/under-base.js';
import type { StockLocatorSettings } from '../../../domain/stock-locator-settings.js';
import { formatMonthly, vehicleOffers } from '../../../domain/vehicle-offers.js';
import { fromMonthly } from '../../../domain/finance/from-monthly.js';
import type { Vehicle } from '../../../domain/vehicle.js';
import type { Language } from '../../runtime/i18n.js';
import { Image } from '../../ui/image.js';
import { Price } from '../../ui/price.js';
import { openEnquiry } from '../enquiry/open-enquiry.js';
import type { CompareCandidate } from '../compare/use-compare-list.js';

/** The picture box; the skeleton uses the same so loading shifts nothing. */
export const CARD_IMAGE = { width: 640, height: 360 } as const;

/**
 * The facts that decide a click, in order (docs/decisions.md, "Stock locator and journeys on a phone": a phone card of ten spec rows was ~770 px tall).
 * The full default attribute list is on the vehicle page (docs/embedding.md, "What the widgets do"); the card keeps year,
 * mileage and fuel, with price, monthly price, retailer and the condition/availability badges.
 */
export const CARD_FACTS = ['productionYear', 'mileage', 'engines'] as const;
type CardFact = (typeof CARD_FACTS)[number];

/** Statuses that end the journey: the card says so in a badge (and the locator hides them by default). */
const UNAVAILABLE_BADGE = new Set(['reserved', 'sold']);

/** The card body's line boxes, in order: the skeleton draws one bar per line. */
export function cardLines(showRetailer: boolean, compare = false): string[] {
  return [
    'lrdx-card__badges',
    'lrdx-card__title',
    'lrdx-card__version',
    'lrdx-card__facts',
    'lrdx-price',
    'lrdx-card__offers',
    ...(showRetailer ? ['lrdx-card__retailer'] : []),
    ...(compare ? ['lrdx-card__compare'] : []),
    'lrdx-card__actions',
  ];
}

export interface VehicleCardProps {
  vehicle: Vehicle;
  apiBase: string;
  showroomBase: string;
  language: Language;
  t: TFunction;
  settings: StockLocatorSettings;
  eager: boolean;
  saved: boolean;
  /** A retailer's own vehicle page, as a URL template (`/cars/{id}`); default the brand site's page. */
  vehicleHref?: string | undefined;
  onSaveToggle: (vehicle: Vehicle) => void;
  /** The vehicle is in the compare list (docs/compare.md). */
  compared?: boolean | undefined;
  /** Given: the card has a Compare tick-box (the stock locator; the carousel has none). */
  onCompareToggle?: ((vehicle: CompareCandidate) => boolean) | undefined;
  /** Shown at the card's end: the saved vehicles' alert form (docs/alerts.md, "Alerts on one vehicle"). */
  extra?: ((vehicle: Vehicle) => ReactNode) | undefined;
}

/** An electric car's capacity is its battery, labelled as such rather than "engine size". */
export function factLabelKey(fact: string, vehicle: Vehicle): string {
  return fact === 'capacity' && vehicle.attributes.capacity === null && vehicle.attributes.battery_capacity !== null
    ? 'batteryCapacity'
    : fact;
}

function factValue(fact: CardFact, vehicle: Vehicle, t: TFunction, language: Language): string {
  const a = vehicle.attributes;
  switch (fact) {
    case 'productionYear':
      return localizeDigits(a.production_year, language);
    case 'mileage':
      return `${formatNumber(a.mileage, language)} ${t(`unit.${a.mileage_unit}`)}`;
    case 'engines':
      return a.engine_type
        .split(',')
        .map((e) => t(`engine.${e.trim()}`, { defaultValue: e.trim() }))
        .join(listSeparator(language));
  }
}

/** Remembers which card was followed, so Back to the list can bring the visitor to it (stock-locator/return-place). */
function rememberPlace(vehicle: Vehicle) {
  try {
    sessionStorage.setItem(RETURN_PLACE_KEY, JSON.stringify({ url: location.pathname + location.search, id: vehicle.id }));
  } catch {
    // Storage may be off (private mode): Back then only keeps the page of results.
  }
}

/** sessionStorage key of the card the visitor last opened (read by the stock locator on return). */
export const RETURN_PLACE_KEY = 'lrdx-stock-return';

/**
 * One card. Memoised: the stock locator renders again when its retailers, facets or texts arrive,
 * and the twelve cards (about a third of its elements, with a finance quote each) need not follow
 * when their own props are the same; on a phone that second render was a long task of its own.
 */
export const VehicleCard = memo(function VehicleCard(props: VehicleCardProps) {
  const { vehicle, apiBase, showroomBase, language, t, settings, eager, saved, onSaveToggle } = props;
  const a = vehicle.attributes;
  const titleId = `lrdx-vehicle-${vehicle.id}`;
  const prices = settings.priceSettings;
  const price = formatPriceParts(a.display_price, prices, { hidden: a.price_hidden, onRequestText: t('priceOnRequest'), language });
  const offers = vehicleOffers(vehicle, settings.market);
  const lease = offers.find((o) => o.kind === 'lease');
  const subscribe = offers.find((o) => o.kind === 'subscribe');
  const monthly = a.price_hidden
    ? ''
    : subscribe
      ? formatMonthly(subscribe.value, prices, t('subscribeString'), language)
      : lease
        ? formatMonthly(lease.value, prices, t('leaseString'), language)
        : // Without a lease or subscription price: the finance calculator's default product (domain/finance).
          formatMonthly(fromMonthly(a.display_price), prices, t('fromMonthly'), language);
  const href = vehicleHref(vehicle, showroomBase, props.vehicleHref, language);
  // The contact page of the site the card links to, for Enquire / Test drive without the modal form.
  // The server renders first pages too (no `location` there; it gives an absolute showroom base).
  const contactHref = new URL(`/${language}/contact-us`, new URL(showroomBase, typeof location === 'undefined' ? undefined : location.href))
    .href;
  const badges = [
    a.state === 'new' || a.state === 'approved' ? { kind: `state-${a.state}`, text: t(`badge.${a.state}`) } : null,
    UNAVAILABLE_BADGE.has(a.status) ? { kind: `status-${a.status}`, text: t(`status.${a.status}`) } : null,
  ].filter((badge): badge is { kind: string; text: string } => badge !== null);
  const formLabel = (kind: 'enquiry' | 'test_drive') => t(kind === 'enquiry' ? 'enquire' : 'testDrive');
  return (
    <li className="lrdx-card" part="card" data-vehicle-id={vehicle.id} data-status={a.status}>
      <article aria-labelledby={titleId}>
        <Image
          src={underBase(apiBase, a.cover_photo_medium)}
          alt={t('photoAlt', { model: a.model, color: colourLine(a, language) })}
          width={CARD_IMAGE.width}
          height={CARD_IMAGE.height}
          eager={eager}
        />
        <div className="lrdx-card__body">
          <p className="lrdx-card__badges">
            {badges.map((badge) => (
              <span key={badge.kind} className="lrdx-badge" data-badge={badge.kind}>
                {badge.text}
              </span>
            ))}
          </p>
          <h3 className="lrdx-card__title" id={titleId}>
            <a href={href} className="lrdx-card__link" onClick={() => rememberPlace(vehicle)}>
              <bdi>{a.model}</bdi>
            </a>
          </h3>
          <p className="lrdx-card__version">
            <bdi>{a.version_name}</bdi>
          </p>
          <dl className="lrdx-card__facts">
            {CARD_FACTS.map((fact) => (
              <div className="lrdx-card__fact" key={fact} data-fact={fact}>
                <dt className="lrdx-visually-hidden">{t(factLabelKey(fact, vehicle))}</dt>
                <dd>{factValue(fact, vehicle, t, language)}</dd>
              </div>
            ))}
          </dl>
          <Price label={t('price')} parts={price} />
          <p className="lrdx-card__offers">{monthly ? monthly : offers.map((o) => t(`offer.${o.kind}`)).join(' · ')}</p>
          {settings.features.includes('owner_visible') ? (
            <p className="lrdx-card__retailer">
              <span className="lrdx-visually-hidden">{t('retailer')}: </span>
              <bdi>{a.dealer_name}</bdi>
            </p>
          ) : null}
          {props.onCompareToggle ? (
            <CompareTick vehicle={vehicle} t={t} compared={!!props.compared} onToggle={props.onCompareToggle} />
          ) : null}
          <div className="lrdx-card__actions">
            {(['enquiry', 'test_drive'] as const).map((kind) => (
              <a
                key={kind}
                className="lrdx-card__action"
                href={contactHref}
                data-action={kind === 'enquiry' ? 'enquire' : 'book-test-drive'}
                aria-label={`${formLabel(kind)}: ${a.model} ${a.version_name}`}
                onClick={(event) =>
                  openEnquiry(event, {
                    kind,
                    title: formLabel(kind),
                    vehicleId: String(vehicle.id),
                    retailerId: a.dealer_code,
                    apiBase,
                    language,
                  })
                }
              >
                {formLabel(kind)}
              </a>
            ))}
            <button
              type="button"
              className="lrdx-save"
              aria-pressed={saved ? 'true' : 'false'}
              aria-label={t('saveLabel', { model: `${a.model} ${a.version_name}` })}
              onClick={() => onSaveToggle(vehicle)}
            >
              <span aria-hidden="true">{saved ? '♥' : '♡'}</span>
            </button>
          </div>
          {props.extra ? <div className="lrdx-card__extra">{props.extra(vehicle)}</div> : null}
        </div>
      </article>
    </li>
  );
});

/**
 * "Compare": a real tick-box named after the vehicle. A refused fourth tick stays unticked and the
 * compare tray says why (widgets/features/compare).
 */
function CompareTick({
  vehicle,
  t,
  compared,
  onToggle,
}: {
  vehicle: Vehicle;
  t: TFunction;
  compared: boolean;
  onToggle: (vehicle: CompareCandidate) => boolean;
}) {
  const name = `${vehicle.attributes.model} ${vehicle.attributes.version_name}`.trim();
  return (
    <label className="lrdx-card__compare">
      <input
        type="checkbox"
        checked={compared}
        data-action="compare"
        aria-label={t('compareLabel', { model: name })}
        onChange={(event) => {
          // The box shows what the list holds: a refused fourth tick is undone here, as Preact (the
          // shipped build) leaves a controlled box as clicked when the state does not change.
          event.currentTarget.checked = onToggle({ id: vehicle.id, name });
        }}
      />
      <span aria-hidden="true">{t('compare')}</span>
    </label>
  );
}
