/** Up to six vehicles of the same model, each card a link to its own vehicle page. */
import type { TFunction } from 'i18next';
import { localizeDigits } from '../../domain/digits.js';
import { underBase } from '../../domain/under-base.js';
import { formatPrice } from '../../domain/price-format.js';
import type { PriceSettings } from '../../domain/price-settings.js';
import { showroomPath } from '../../domain/showroom-slug.js';
import type { Vehicle } from '../../domain/vehicle.js';
import type { Language } from '../runtime/i18n.js';
import { Image } from '../ui/image.js';
import { StatusBadge } from '../ui/status-badge.js';
import { ShowroomSection } from './section.js';

interface SimilarProps {
  vehicles: Vehicle[];
  apiBase: string;
  language: Language;
  settings: PriceSettings;
  t: TFunction;
}

export function SimilarVehicles({ vehicles, apiBase, language, settings, t }: SimilarProps) {
  if (vehicles.length === 0) return null;
  const digits = (v: string | number) => localizeDigits(v, language);
  return (
    <ShowroomSection name="similar" title={t('similar')} part>
      <ul className="lrdx-similar">
        {vehicles.map((v) => {
          const a = v.attributes;
          const price = formatPrice(a.display_price, settings, { hidden: a.price_hidden, onRequestText: t('priceOnRequest'), language });
          return (
            <li key={v.id} className="lrdx-similar__card" data-vehicle-id={v.id}>
              <a className="lrdx-similar__link" href={underBase(apiBase, showroomPath(v, `/${language}/showroom/`))}>
                <Image src={underBase(apiBase, a.cover_photo_medium)} alt="" width={480} height={270} />
                <span className="lrdx-similar__title">
                  <bdi>{a.model}</bdi> {digits(a.production_year)}
                </span>
                <span className="lrdx-similar__version">
                  <bdi>{a.version_name}</bdi>
                </span>
                <span className="lrdx-similar__price">{digits(price)}</span>
                <StatusBadge status={a.status} label={(key) => t(key)} className="lrdx-similar__badge" />
              </a>
            </li>
          );
        })}
      </ul>
    </ShowroomSection>
  );
}
