/** The showroom spec attributes (docs/embedding.md, "What the widgets do") as a description list; codes and names isolated in <bdi>. */
import type { TFunction } from 'i18next';
import { showroomSpecs } from '../../domain/showroom-specs.js';
import type { VehicleAttributes } from '../../domain/vehicle.js';
import type { Language } from '../runtime/i18n.js';
import { SpecValue } from '../ui/spec-value.js';
import { ShowroomSection } from './section.js';

export function SpecList({ attributes, language, t }: { attributes: VehicleAttributes; language: Language; t: TFunction }) {
  const specs = showroomSpecs(attributes, { t: (key) => t(key), language });
  return (
    <ShowroomSection name="specs" title={t('specs')} part>
      <dl className="lrdx-specs">
        {specs.map((spec) => (
          <div key={spec.key} className="lrdx-specs__item" data-spec={spec.key}>
            <dt>{t(spec.labelKey)}</dt>
            <dd>
              <SpecValue spec={spec} />
            </dd>
          </div>
        ))}
      </dl>
    </ShowroomSection>
  );
}
