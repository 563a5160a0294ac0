/**
 * One retailer of the locator's list: name, place, distance, "open now" with the hours, and the
 * call, WhatsApp and directions links (or the card block's own links). Latin-script data sits in
 * <bdi> so it keeps its order on a right-to-left page; the address is the page language's
 * (domain/retailer-address.ts), isolated the same way.
 */
import { localizeDigits } from '../../domain/digits.js';
import type { Language } from '../../domain/languages.js';
import { localizeOpeningHours } from '../../domain/opening-hours.js';
import { isOpenNow } from '../../domain/opening-schedule.js';
import type { LocatorRetailer } from '../../domain/retailer-cards.js';
import { retailerAddressLine } from '../../domain/retailer-address.js';
import { telHref } from '../../domain/retailer-contact.js';
import { directionsHref, distanceIn, whatsappHref, type DistanceUnit } from '../../domain/locate-retailers.js';
import { retailerName } from '../../domain/dealer-search.js';
import { retailerNameText } from '../../domain/retailer-name.js';
import { RetailerName } from '../ui/retailer-name.js';
import type { Translate } from './texts.js';

export interface RetailerCardProps {
  retailer: LocatorRetailer;
  distanceKm: number | null;
  unit: DistanceUnit;
  language: Language;
  t: Translate;
  now: Date;
  selected: boolean;
  /** Present when a map shows the retailers: the name becomes a button that shows it there. */
  onSelect?: () => void;
}

export function RetailerCard({ retailer, distanceKm, unit, language, t, now, selected, onSelect }: RetailerCardProps) {
  const stored = retailerName(retailer);
  // Said in the page language where an aria-label names it (the brand as written, the city translated).
  const name = retailerNameText(stored, language);
  /** One of the card's actions, named with the retailer; WhatsApp and the map open in a new tab. */
  const action = (href: string, label: string, newTab: boolean) => (
    <a
      className="lrdx-button lrdx-button--secondary lrdx-locator__action"
      href={href}
      {...(newTab ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
      aria-label={`${label}: ${name}`}
    >
      {label}
    </a>
  );
  // The street in the page language (the API answers in it), then district, city and governorate by name.
  const place = retailerAddressLine(retailer, language);
  const open = isOpenNow(retailer.opening_hours, now);
  const phone = retailer.phone ? telHref(retailer.phone) : null;
  const whatsapp = retailer.phone ? whatsappHref(retailer.phone) : null;
  const contacts = retailer.contacts ?? [];
  const hasOwnLinks = contacts.length > 0;
  const canLocate = retailer.latitude !== null && retailer.longitude !== null;
  return (
    <li className={`lrdx-locator__card${selected ? ' is-selected' : ''}`} data-code={retailer.dealer_code}>
      <h3 className="lrdx-locator__name">
        {onSelect && canLocate ? (
          <button type="button" className="lrdx-locator__select" aria-pressed={selected ? 'true' : 'false'} onClick={onSelect}>
            <RetailerName name={stored} language={language} />
            <span className="lrdx-locator__select-hint">{selected ? t('onMap') : t('showOnMap')}</span>
          </button>
        ) : (
          <RetailerName name={stored} language={language} />
        )}
      </h3>
      {place ? (
        <p className="lrdx-locator__place">
          <bdi>{place}</bdi>
        </p>
      ) : null}
      {distanceKm !== null ? (
        <p className="lrdx-locator__distance">{t(unit, { distance: localizeDigits(distanceIn(distanceKm, unit), language) })}</p>
      ) : null}
      {retailer.opening_hours ? (
        <p className="lrdx-locator__hours">
          {open !== null ? (
            <span className={`lrdx-locator__open lrdx-locator__open--${open ? 'yes' : 'no'}`}>{open ? t('openNow') : t('closedNow')}</span>
          ) : null}{' '}
          <span className="lrdx-visually-hidden">{t('hours')}: </span>
          <bdi>{localizeOpeningHours(retailer.opening_hours, language)}</bdi>
        </p>
      ) : null}
      {retailer.services && retailer.services.length > 0 ? (
        <ul className="lrdx-locator__services" aria-label={t('services')}>
          {retailer.services.map((service) => (
            <li key={service.label}>{service.label}</li>
          ))}
        </ul>
      ) : null}
      <p className="lrdx-locator__actions">
        {hasOwnLinks
          ? contacts.map((contact) => (
              <a key={contact.href} className="lrdx-button lrdx-button--secondary lrdx-locator__action" href={contact.href}>
                <bdi>{contact.label}</bdi>
              </a>
            ))
          : null}
        {!hasOwnLinks && phone ? action(phone, t('call'), false) : null}
        {!hasOwnLinks && whatsapp ? action(whatsapp, t('whatsapp'), true) : null}
        {canLocate || retailer.address ? action(directionsHref(retailer), t('directions'), true) : null}
      </p>
    </li>
  );
}
