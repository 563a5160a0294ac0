/** The showroom spec attributes (docs/embedding.md, "What the widgets do") as a description list; codes and names isolated in <bdi>. */
import type { TFunction } from 'i18next';
import { showroomSpecs } from '../../domain/showroom-specs.js';
import type { VehicleAttributes } from '../../domain/vehicle.js';
import type { Language } from '../runtime/i18n.js';
import { SpecValue } from '../ui/spec-value.js';

export function SpecList({ attributes, language, t }: { attributes: VehicleAttributes; language: Language; t: TFunction }) {
  const specs = showroomSpecs(attributes, { t: (key) => t(key), language });
  return (
    <section className="lrdx-showroom__section" aria-labelledby="lrdx-showroom-specs" part="specs">
      <h2 id="lrdx-showroom-specs" className="lrdx-showroom__subtitle">
        {t('specs')}
      </h2>
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
    </section>
  );
}
