/**
 * The vehicle page as the server renders it: what a visitor (or a crawler) needs without
 * JavaScript — heading, picture, price, key specs, retailer — inside `<lrdx-showroom>`. The widget
 * shows these light-DOM children through a slot until it has the vehicle, then replaces them with
 * its gallery and the rest; if it fails, the slot (this content) stays.
 */
import type { Language } from '../../domain/languages.js';
import { createElement } from 'react';
import { localizeDigits } from '../../domain/digits.js';
import { formatMoney, formatPriceParts } from '../../domain/price-format.js';
import { fromMonthly } from '../../domain/finance/from-monthly.js';
import type { StreetTranslations } from '../../domain/retailer-address.js';
import type { PriceSettings } from '../../domain/price-settings.js';
import { showroomText } from '../../domain/showroom-texts/index.js';
import { showroomSpecs, type ShowroomSpecKey } from '../../domain/showroom-specs.js';
import type { Vehicle } from '../../domain/vehicle.js';
import { colourLine } from '../../domain/colour-names.js';
import { photoSources } from '../../domain/photo-sources.js';
import { VideoLink } from '../layouts/video-modal.js';
import { telHref } from '../../domain/retailer-contact.js';
import { retailerNameText } from '../../domain/retailer-name.js';
import { RetailerName } from '../../widgets/ui/retailer-name.js';
import { RetailerStreet } from '../../widgets/ui/retailer-street.js';
import { localizeOpeningHours } from '../../domain/opening-hours.js';
import { canOrderOnline, orderOnlinePath } from '../../domain/showroom-rules.js';
import { VehicleTitle } from '../../widgets/ui/vehicle-title.js';
import { SpecValue } from '../../widgets/ui/spec-value.js';
import { SHOWROOM_FIRST_SCREEN_ATTRIBUTE } from '../../domain/showroom-first-screen.js';
import { VEHICLE_ALERT_STOPS_STORAGE_KEY } from '../../domain/vehicle-alert-stops-key.js';

/** The specs worth reading before the widget arrives; the widget shows all of them. */
const KEY_SPECS: readonly ShowroomSpecKey[] = [
  'state',
  'status',
  'productionYear',
  'mileage',
  'engines',
  'transmission',
  'power',
  'color',
  'vin',
];

export interface ShowroomRetailer extends StreetTranslations {
  name: string;
  /** As stored (English, Latin); the page shows the street of its language (street_ku / street_ar) when there is one. */
  address: string;
  phone: string;
  /** District, city and governorate as stored: shown in the page language after the street. */
  locality?: string;
  city?: string;
  state?: string;
  /** As stored (`Sat–Thu 09:00–19:00; Fri closed`): shown in the page language's words and digits. */
  openingHours?: string;
  latitude?: number;
  longitude?: number;
}

export interface ShowroomPageProps {
  vehicle: Vehicle;
  language: Language;
  listKey: string;
  priceSettings: PriceSettings;
  retailer: ShowroomRetailer | null;
  /**
   * The widget's own screen, drawn by the server (server/render/showroom/first-screen.ts): the
   * inside of its declarative shadow root and the data it was drawn from. Without it the element
   * holds the plain first screen below and the widget loads at once.
   */
  firstScreen?: { shadowHtml: string; json: string } | undefined;
}

/** The page heading, '{model} {production year}' (docs/embedding.md, "What the widgets do"); the brand follows in the title only. */
export function showroomHeading(vehicle: Vehicle, language: Language): string {
  return `${vehicle.attributes.model} ${localizeDigits(vehicle.attributes.production_year, language)}`;
}

export function ShowroomPage({ vehicle, language, listKey, priceSettings, retailer, firstScreen }: ShowroomPageProps) {
  const a = vehicle.attributes;
  const t = (key: string, values?: Record<string, string | number>) => showroomText(language, key, values);
  const price = formatPriceParts(a.display_price, priceSettings, { hidden: a.price_hidden, onRequestText: t('priceOnRequest'), language });
  // "From X a month": the finance calculator's default product, the same figure the widget shows (domain/finance).
  const monthlyAmount = a.price_hidden ? null : fromMonthly(a.display_price);
  const monthly =
    monthlyAmount === null
      ? ''
      : formatMoney(monthlyAmount, priceSettings.symbol, priceSettings.format, priceSettings.delimiter, 0, language);
  const cover = a.photos[0];
  const specs = showroomSpecs(a, { t, language }, KEY_SPECS);
  const alt = t('photoAlt', { model: a.model, color: colourLine(a, language) });

  const fallback = (
    <div className="lrdx-showroom-ssr">
      <VehicleTitle block="lrdx-showroom-ssr" heading="h1" vehicle={a} language={language} statusLabel={(key) => t(key)} />
      {cover ? (
        <img
          className="lrdx-showroom-ssr__photo"
          {...photoSources(cover, '')}
          sizes="(min-width: 1024px) 60vw, 100vw"
          alt={alt}
          width={1600}
          height={900}
          fetchPriority="high"
          decoding="async"
        />
      ) : null}
      <p className="lrdx-showroom-ssr__price">
        <span className="lrdx-showroom-ssr__label">{t('price')}: </span>
        <span>{price.primary}</span>
        {price.secondary ? <span className="lrdx-showroom-ssr__secondary"> {price.secondary}</span> : null}
      </p>
      {monthly ? <p className="lrdx-showroom-ssr__monthly">{t('fromMonthly', { price: monthly })}</p> : null}
      <h2 className="lrdx-showroom-ssr__subtitle">{t('specs')}</h2>
      <dl className="lrdx-showroom-ssr__specs">
        {specs.map((spec) => (
          <div key={spec.key} className="lrdx-showroom-ssr__spec">
            <dt>{t(spec.labelKey)}</dt>
            <dd>
              <SpecValue spec={spec} />
            </dd>
          </div>
        ))}
      </dl>
    </div>
  );

  // createElement keeps the hyphenated attribute names without a global JSX declaration.
  return (
    <article className="lrdx-showroom-page">
      {createElement(
        'lrdx-showroom',
        {
          className: 'lrdx-showroom',
          'vehicle-id': String(vehicle.id),
          'list-key': listKey,
          lang: language,
          // The widget's screen drawn by the server is taken over on the visitor's first touch, not
          // during the page's load (docs/decisions.md, "Page speed as a first-time visitor gets it");
          // what was done before it is kept (widgets/runtime/early-input.ts).
          'data-load-on': firstScreen ? 'interaction' : 'ready',
          // …unless this browser keeps alert stop tokens: then the widget runs at once, so its "e-mail
          // alerts are on" note shows without a touch (loader/loader.ts; docs/alerts.md, "Un-saving stops the alert").
          ...(firstScreen ? { 'data-load-if-stored': VEHICLE_ALERT_STOPS_STORAGE_KEY } : {}),
          // The children below are the whole first screen: the widget's bundle is not preloaded (server/render/page-assets.ts).
          'data-first-screen': 'server',
        },
        firstScreen
          ? [
              createElement('template', {
                key: 'shadow',
                shadowrootmode: 'open',
                dangerouslySetInnerHTML: { __html: firstScreen.shadowHtml },
              }),
              createElement('script', {
                key: 'data',
                type: 'application/json',
                [SHOWROOM_FIRST_SCREEN_ATTRIBUTE]: '',
                dangerouslySetInnerHTML: { __html: firstScreen.json },
              }),
            ]
          : fallback,
        // Named slots: the widget shows these server-rendered parts in its own layout, so the
        // retailer's phone, address and hours stay after it loads (they are not in the listing API).
        retailer ? <RetailerCard key="retailer" retailer={retailer} language={language} /> : null,
        <ActionBar key="action-bar" vehicle={vehicle} language={language} price={price.primary} retailer={retailer} />,
      )}
      {/* Outside the widget: the shell's video modal (a document-level dialog) plays it. */}
      {a.video_url ? (
        <p className="lrdx-showroom-page__video">
          <VideoLink url={a.video_url} title={showroomHeading(vehicle, language)} className="lrdx-button lrdx-button--secondary">
            {t('watchVideo')}
          </VideoLink>
        </p>
      ) : null}
    </article>
  );
}

/** WhatsApp opens a chat with the retailer's number (digits only, with the country code). */
const whatsappHref = (phone: string) => `https://wa.me/${phone.replace(/\D/g, '')}`;

/** Directions to the retailer in the visitor's map app: by position when known, else by address. */
function directionsHref(retailer: ShowroomRetailer): string {
  const destination =
    retailer.latitude && retailer.longitude && Number.isFinite(retailer.latitude) && Number.isFinite(retailer.longitude)
      ? `${retailer.latitude},${retailer.longitude}`
      : [retailer.name, retailer.address, retailer.city].filter(Boolean).join(', ');
  return `https://www.google.com/maps/dir/?api=1&destination=${encodeURIComponent(destination)}`;
}

/** The selling retailer: name, address, opening hours, and call / WhatsApp / directions. */
function RetailerCard({ retailer, language }: { retailer: ShowroomRetailer; language: Language }) {
  const t = (key: string, values?: Record<string, string>) => showroomText(language, key, values);
  return (
    <section slot="retailer" className="lrdx-retailer-card" aria-labelledby="lrdx-retailer-card-title">
      <h2 id="lrdx-retailer-card-title" className="lrdx-showroom-ssr__subtitle">
        {t('retailer')}
      </h2>
      <address className="lrdx-retailer-card__address">
        <strong>
          <RetailerName name={retailer.name} language={language} />
        </strong>
        <br />
        <RetailerStreet retailer={retailer} language={language} />
      </address>
      <dl className="lrdx-retailer-card__details">
        {retailer.phone ? (
          <div>
            <dt>{t('phone')}</dt>
            <dd>
              <bdi dir="ltr">{retailer.phone}</bdi>
            </dd>
          </div>
        ) : null}
        {retailer.openingHours ? (
          <div>
            <dt>{t('openingHours')}</dt>
            <dd>{localizeOpeningHours(retailer.openingHours, language)}</dd>
          </div>
        ) : null}
      </dl>
      <p className="lrdx-retailer-card__actions">
        {retailer.phone ? (
          <>
            <a className="lrdx-button lrdx-button--primary" href={telHref(retailer.phone)} data-action="call">
              {t('call')}
            </a>
            <a
              className="lrdx-button lrdx-button--secondary"
              href={whatsappHref(retailer.phone)}
              target="_blank"
              rel="noopener noreferrer"
              data-action="whatsapp"
            >
              {t('whatsapp')}
            </a>
          </>
        ) : null}
        <a
          className="lrdx-button lrdx-button--secondary"
          href={directionsHref(retailer)}
          target="_blank"
          rel="noopener noreferrer"
          data-action="directions"
        >
          {t('directions')}
        </a>
      </p>
    </section>
  );
}

/** On phones, a bar fixed at the bottom: the price, Reserve (when the car can be ordered online) and Call. */
function ActionBar({
  vehicle,
  language,
  price,
  retailer,
}: {
  vehicle: Vehicle;
  language: Language;
  price: string;
  retailer: ShowroomRetailer | null;
}) {
  const t = (key: string, values?: Record<string, string>) => showroomText(language, key, values);
  const reservable = canOrderOnline(vehicle.attributes);
  return (
    <div slot="action-bar" className="lrdx-action-bar" role="region" aria-label={t('quickActions')}>
      <p className="lrdx-action-bar__price">{price}</p>
      {reservable ? (
        <a className="lrdx-button lrdx-button--primary" href={orderOnlinePath(vehicle.id, language)} data-action="reserve">
          {t('reserve')}
        </a>
      ) : null}
      {retailer?.phone ? (
        <a
          className={`lrdx-button ${reservable ? 'lrdx-button--secondary' : 'lrdx-button--primary'}`}
          href={telHref(retailer.phone)}
          aria-label={t('callRetailer', { name: retailerNameText(retailer.name, language) })}
          data-action="call"
        >
          {t('call')}
        </a>
      ) : null}
    </div>
  );
}
