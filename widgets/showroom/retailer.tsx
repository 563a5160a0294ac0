/**
 * The selling retailer. The listing API already applies the display-name rule to dealer_name
 * (Jaguar: owner_metadata.display_name_jag, else display_name_lr, else the dealer's name).
 */
import type { TFunction } from 'i18next';
import type { VehicleAttributes } from '../../domain/vehicle.js';

export function Retailer({ attributes: a, t }: { attributes: VehicleAttributes; t: TFunction }) {
  if (!a.dealer_name) return null;
  const place = [a.locality, a.dealer_location].filter(Boolean).join('، ');
  return (
    <section className="lrdx-showroom__section" aria-labelledby="lrdx-showroom-retailer" part="retailer">
      <h2 id="lrdx-showroom-retailer" className="lrdx-showroom__subtitle">
        {t('retailer')}
      </h2>
      <address className="lrdx-retailer">
        <strong>
          <bdi>{a.dealer_name}</bdi>
        </strong>
        {place ? (
          <span>
            <bdi>{place}</bdi>
          </span>
        ) : null}
      </address>
    </section>
  );
}
