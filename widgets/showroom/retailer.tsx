/**
 * The selling retailer. The listing API already applies the display-name rule to dealer_name
 * (Jaguar: owner_metadata.display_name_jag, else display_name_lr, else the dealer's name).
 */
import type { TFunction } from 'i18next';
import { placeName } from '../../domain/governorates.js';
import type { Language } from '../../domain/languages.js';
import { listSeparator } from '../../domain/retailer-address.js';
import type { VehicleAttributes } from '../../domain/vehicle.js';
import { RetailerName } from '../ui/retailer-name.js';
import { ShowroomSection } from './section.js';

export function Retailer({ attributes: a, t, language }: { attributes: VehicleAttributes; t: TFunction; language: Language }) {
  if (!a.dealer_name) return null;
  // District and city in the page language (docs/glossary-ku.md); unknown places as written.
  const place = [a.locality, a.dealer_location]
    .filter(Boolean)
    .filter((name, index, all) => all.indexOf(name) === index)
    .map((name) => placeName(name, language))
    .join(listSeparator(language));
  return (
    <ShowroomSection name="retailer" title={t('retailer')} part>
      <address className="lrdx-retailer">
        <strong>
          <RetailerName name={a.dealer_name} language={language} />
        </strong>
        {place ? <span>{place}</span> : null}
      </address>
    </ShowroomSection>
  );
}
