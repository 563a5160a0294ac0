/**
 * One vehicle: picture, model linked to its vehicle page, the spec's default card attributes,
 * state, price (with the converted price when double price is on), the ways to pay, the retailer
 * (feature `owner_visible`) and a save toggle. Every line is one fixed line box, and the skeleton
 * draws the same boxes (CARD_LINES), so loading shifts nothing.
 */
import type { TFunction } from 'i18next';
import { formatPriceParts } from '../../../domain/price-format.js';
import { localizeDigits } from '../../../domain/digits.js';
import { formatNumber } from '../../../domain/number-format.js';
import { listSeparator } from '../../../domain/retailer-address.js';
import { showroomPath } from '../../../domain/showroom-slug.js';
import type { StockLocatorSettings } from '../../../domain/stock-locator-settings.js';
import { formatMonthly, vehicleOffers } from '../../../domain/vehicle-offers.js';
import { fromMonthly } from '../../../domain/finance/from-monthly.js';
import type { Vehicle } from '../../../domain/vehicle.js';
import type { Language } from '../../runtime/i18n.js';
import { mediaUrl } from '../../runtime/api-client.js';
import { Image } from '../../ui/image.js';
import { Price } from '../../ui/price.js';

/** The picture box; the skeleton uses the same so loading shifts nothing. */
export const CARD_IMAGE = { width: 640, height: 360 } as const;

/** Spec, section 9: the default card attributes, in order (the model is the card's title). */
export const CARD_FACTS = [
  'productionYear',
  'mileage',
  'engines',
  'color',
  'drivetrain',
  'vin',
  'power',
  'capacity',
  'status',
  'colorInterior',
] as const;
type CardFact = (typeof CARD_FACTS)[number];

/** The card body's line boxes, in order: the skeleton draws one bar per line. */
export function cardLines(showRetailer: boolean): string[] {
  return [
    'lrdx-card__title',
    'lrdx-card__version',
    ...CARD_FACTS.map(() => 'lrdx-card__fact'),
    'lrdx-card__state',
    'lrdx-price',
    'lrdx-card__offers',
    ...(showRetailer ? ['lrdx-card__retailer'] : []),
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
  onSaveToggle: (vehicle: Vehicle) => void;
}

/** An electric car's capacity is its battery, labelled as such rather than "engine size". */
export function factLabelKey(fact: CardFact, vehicle: Vehicle): string {
  return fact === 'capacity' && vehicle.attributes.capacity === null && vehicle.attributes.battery_capacity !== null
    ? 'batteryCapacity'
    : fact;
}

function factValue(fact: CardFact, vehicle: Vehicle, t: TFunction, language: Language) {
  const a = vehicle.attributes;
  const digits = (value: string | number) => localizeDigits(value, language);
  switch (fact) {
    case 'productionYear':
      return digits(a.production_year);
    case 'mileage':
      return `${formatNumber(a.mileage, language)} ${t(`unit.${a.mileage_unit}`)}`;
    case 'engines':
      return a.engine_type
        .split(',')
        .map((e) => t(`engine.${e.trim()}`, { defaultValue: e.trim() }))
        .join(listSeparator(language));
    case 'color':
      return <bdi>{a.specific_color || t(`color.${a.color}`, { defaultValue: a.color })}</bdi>;
    case 'drivetrain':
      return <bdi>{a.drivetrain}</bdi>;
    case 'vin':
      // A VIN never reorders (architecture: VINs in <bdi>).
      return <bdi className="lrdx-card__vin">{a.vin}</bdi>;
    case 'power':
      return `${formatNumber(a.power, language)} ${t(`unit.${a.power_unit}`)}`;
    case 'capacity':
      return a.capacity === null
        ? a.battery_capacity === null
          ? '–'
          : `${formatNumber(a.battery_capacity, language, { decimals: Number.isInteger(a.battery_capacity) ? 0 : 1 })} ${t('unit.kwh')}`
        : `${formatNumber(a.capacity, language, { decimals: 1 })} ${t('unit.l')}`;
    case 'status':
      return <span data-status={a.status}>{t(`status.${a.status}`)}</span>;
    case 'colorInterior':
      return <bdi>{a.color_interior}</bdi>;
  }
}

export function VehicleCard({ vehicle, apiBase, showroomBase, language, t, settings, eager, saved, onSaveToggle }: VehicleCardProps) {
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
  const href = showroomPath(vehicle, showroomBase);
  return (
    <li className="lrdx-card" part="card" data-vehicle-id={vehicle.id}>
      <article aria-labelledby={titleId}>
        <Image
          src={mediaUrl(apiBase, a.cover_photo_medium)}
          alt={t('photoAlt', { model: a.model, color: a.specific_color || a.color })}
          width={CARD_IMAGE.width}
          height={CARD_IMAGE.height}
          eager={eager}
        />
        <div className="lrdx-card__body">
          <h3 className="lrdx-card__title" id={titleId}>
            <a href={href} className="lrdx-card__link">
              <bdi>{a.model}</bdi>
            </a>
          </h3>
          <p className="lrdx-card__version">
            <bdi>{a.version_name}</bdi>
          </p>
          <dl className="lrdx-card__facts">
            {CARD_FACTS.map((fact) => (
              <div className="lrdx-card__fact" key={fact} data-fact={fact}>
                <dt>{t(factLabelKey(fact, vehicle))}</dt>
                <dd>{factValue(fact, vehicle, t, language)}</dd>
              </div>
            ))}
          </dl>
          <p className="lrdx-card__state" data-state={a.state}>
            {t(`state.${a.state}`)}
          </p>
          <Price label={t('price')} parts={price} />
          <p className="lrdx-card__offers">{monthly ? monthly : offers.map((o) => t(`offer.${o.kind}`)).join(' · ')}</p>
          {settings.features.includes('owner_visible') ? (
            <p className="lrdx-card__retailer">
              <span className="lrdx-visually-hidden">{t('retailer')}: </span>
              <bdi>{a.dealer_name}</bdi>
            </p>
          ) : null}
          <div className="lrdx-card__actions">
            <button
              type="button"
              className="lrdx-save"
              aria-pressed={saved ? 'true' : 'false'}
              aria-label={t('saveLabel', { model: `${a.model} ${a.version_name}` })}
              onClick={() => onSaveToggle(vehicle)}
            >
              <span aria-hidden="true">{saved ? '♥' : '♡'}</span>
              {/* The text stays "Save" (it is the name's start, WCAG 2.5.3); aria-pressed says whether it is saved. */}
              <span>{t('save')}</span>
            </button>
          </div>
        </div>
      </article>
    </li>
  );
}
