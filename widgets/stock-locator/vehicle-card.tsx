/** One vehicle of the listing: picture, model, facts (year, mileage, status), state and price. */
import type { TFunction } from 'i18next';
import { formatAmount, formatPriceParts } from '../../domain/price-format.js';
import type { PriceSettings } from '../../domain/price-settings.js';
import { localizeDigits } from '../../domain/digits.js';
import type { Vehicle } from '../../domain/vehicle.js';
import type { Language } from '../runtime/i18n.js';
import { mediaUrl } from '../runtime/api-client.js';
import { Image } from '../ui/image.js';
import { Price } from '../ui/price.js';

/** The picture box; the skeleton uses the same so loading shifts nothing. */
export const CARD_IMAGE = { width: 640, height: 360 } as const;
/** The card body's line boxes, in order: the skeleton draws one bar per line. */
export const CARD_LINES = ['lrdx-card__title', 'lrdx-card__version', 'lrdx-card__fact', 'lrdx-card__fact', 'lrdx-card__fact', 'lrdx-card__state', 'lrdx-price'] as const;

/** Thousands separator for counts such as mileage: the Arabic one in Kurdish and Arabic. */
function groupSeparator(language: Language): string {
  return language === 'en' ? ',' : '٬';
}

export interface VehicleCardProps {
  vehicle: Vehicle;
  apiBase: string;
  language: Language;
  t: TFunction;
  priceSettings: PriceSettings;
  eager: boolean;
}

export function VehicleCard({ vehicle, apiBase, language, t, priceSettings, eager }: VehicleCardProps) {
  const a = vehicle.attributes;
  const titleId = `lrdx-vehicle-${vehicle.id}`;
  const digits = (value: string | number) => localizeDigits(value, language);
  const price = formatPriceParts(a.display_price, priceSettings, { hidden: a.price_hidden, onRequestText: t('priceOnRequest') });
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
            <bdi>{a.model}</bdi>
          </h3>
          <p className="lrdx-card__version">
            <bdi>{a.version_name}</bdi>
          </p>
          <dl className="lrdx-card__facts">
            <div className="lrdx-card__fact">
              <dt>{t('productionYear')}</dt>
              <dd>{digits(a.production_year)}</dd>
            </div>
            <div className="lrdx-card__fact">
              <dt>{t('mileage')}</dt>
              <dd>
                {digits(formatAmount(a.mileage, groupSeparator(language)))} {t(`unit.${a.mileage_unit}`)}
              </dd>
            </div>
            <div className="lrdx-card__fact">
              <dt>{t('status')}</dt>
              <dd data-status={a.status}>{t(`status.${a.status}`)}</dd>
            </div>
          </dl>
          <p className="lrdx-card__state" data-state={a.state}>
            {t(`state.${a.state}`)}
          </p>
          <Price label={t('price')} parts={{ primary: digits(price.primary), secondary: digits(price.secondary) }} />
        </div>
      </article>
    </li>
  );
}
