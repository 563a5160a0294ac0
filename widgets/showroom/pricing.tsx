/**
 * Money on the vehicle page: the price, the ways to pay (cash, lease, subscription from the prices
 * list, each a native <details> accordion; the lease one absent when hidden from visitors), the
 * price breakdown, optional features with their prices, and the tax notice. 'Price on request'
 * replaces every amount when the vehicle's price is hidden (docs/listing-api.md, "Vehicle fields").
 */
import type { ReactNode } from 'react';
import type { TFunction } from 'i18next';
import { formatPrice, formatPriceParts } from '../../domain/price-format.js';
import type { PriceSettings } from '../../domain/price-settings.js';
import { financingOptions } from '../../domain/showroom-rules.js';
import { fromMonthly } from '../../domain/finance/from-monthly.js';
import type { VehicleAttributes } from '../../domain/vehicle.js';
import type { Language } from '../runtime/i18n.js';
import { Price } from '../ui/price.js';
import { ShowroomSection } from './section.js';

interface PricingProps {
  attributes: VehicleAttributes;
  settings: PriceSettings;
  language: Language;
  t: TFunction;
  /** The vehicle data's English texts (features, packs, notes) in the page language. */
  phrase: (text: string) => string;
}

export function Pricing({ attributes: a, settings, language, t, phrase }: PricingProps) {
  const hidden = { hidden: a.price_hidden, onRequestText: t('priceOnRequest'), language };
  const money = (value: number | null) => formatPrice(value, settings, hidden);
  const main = formatPriceParts(a.display_price, settings, hidden);
  const options = financingOptions(a);
  // "From X a month": the finance calculator's default product for the price (domain/finance).
  const monthly = a.price_hidden ? null : fromMonthly(a.display_price);
  const wasPrice = a.sale_price !== null && a.msrp_price > a.sale_price && !a.price_hidden ? money(a.msrp_price) : '';
  return (
    <section className="lrdx-showroom__section lrdx-pricing" aria-labelledby="lrdx-showroom-price" part="pricing">
      <h2 id="lrdx-showroom-price" className="lrdx-visually-hidden">
        {t('price')}
      </h2>
      <Price label={t('price')} parts={main} />
      {wasPrice ? <p className="lrdx-pricing__old">{t('oldPrice', { price: wasPrice })}</p> : null}
      {monthly ? <p className="lrdx-pricing__monthly">{t('fromMonthly', { price: money(monthly) })}</p> : null}
      {a.prices_type ? <p className="lrdx-pricing__notice">{phrase(a.prices_type)}</p> : null}

      {options.length > 0 ? (
        <div className="lrdx-pricing__options" part="financing">
          <h3 className="lrdx-showroom__minor">{t('financing')}</h3>
          {options.map((option) => {
            const amount = money(option.value);
            const text = option.kind === 'cash' || a.price_hidden ? amount : t('perMonth', { price: amount });
            return (
              <details key={option.kind} className="lrdx-accordion" data-financing={option.kind} open={option.kind === 'cash'}>
                <summary className="lrdx-accordion__summary">{t(`financing.${option.kind}`)}</summary>
                <p className="lrdx-accordion__body">
                  {text}
                  {option.oldPrice && !a.price_hidden ? (
                    <span className="lrdx-pricing__old"> {t('oldPrice', { price: money(option.oldPrice) })}</span>
                  ) : null}
                </p>
              </details>
            );
          })}
        </div>
      ) : null}

      {a.price_breakdown.length > 0 && !a.price_hidden ? (
        <div className="lrdx-pricing__breakdown">
          <h3 className="lrdx-showroom__minor">{t('priceBreakdown')}</h3>
          <PriceLines lines={a.price_breakdown.map(({ label, value }) => ({ name: label, price: value }))} phrase={phrase} money={money}>
            {a.total_price ? (
              <div className="lrdx-lines__row lrdx-lines__row--total">
                <dt>{t('totalPrice')}</dt>
                <dd>{money(a.total_price)}</dd>
              </div>
            ) : null}
          </PriceLines>
        </div>
      ) : null}
    </section>
  );
}

/** Standard features, and optional ones with their prices. */
export function Features({ attributes: a, settings, language, t, phrase }: PricingProps) {
  if (a.features_standard.length === 0 && a.features_optional.length === 0) return null;
  const money = (value: number) => formatPrice(value, settings, { hidden: a.price_hidden, onRequestText: t('priceOnRequest'), language });
  return (
    <ShowroomSection name="features" title={t('featuresStandard')} part>
      <ul className="lrdx-features">
        {a.features_standard.map((name) => (
          <li key={name}>
            <bdi>{phrase(name)}</bdi>
          </li>
        ))}
      </ul>
      {a.features_optional.length > 0 ? (
        <>
          <h3 className="lrdx-showroom__minor">{t('featuresOptional')}</h3>
          <PriceLines lines={a.features_optional} phrase={phrase} money={money} />
        </>
      ) : null}
    </ShowroomSection>
  );
}

/** Named amounts, one row each (a price's parts, optional features): the name in the page's words, the amount as `money` writes it. */
function PriceLines({
  lines,
  phrase,
  money,
  children,
}: {
  lines: { name: string; price: number }[];
  phrase: (text: string) => string;
  money: (value: number) => string;
  children?: ReactNode;
}) {
  return (
    <dl className="lrdx-lines">
      {lines.map((line) => (
        <div key={line.name} className="lrdx-lines__row">
          <dt>
            <bdi>{phrase(line.name)}</bdi>
          </dt>
          <dd>{money(line.price)}</dd>
        </div>
      ))}
      {children}
    </dl>
  );
}
