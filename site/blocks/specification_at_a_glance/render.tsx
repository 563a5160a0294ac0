/** Specification at a glance: a description list laid out 2-4 per row (CSS grid). */
import { formatNumbersInText } from '../../../domain/numbers-in-text.js';
import { HeadedBlockSection } from '../shared/block-section.js';
import { Icon } from '../shared/icon.js';
import type { BlockRenderProps } from '../types.js';
import type { SpecificationAtAGlanceProps } from './template.js';

export function SpecificationAtAGlance({ props, ctx }: BlockRenderProps<SpecificationAtAGlanceProps>) {
  const items = props.items.filter((item) => item.value.trim() !== '' && item.label.trim() !== '');
  if (items.length === 0) return null;
  return (
    <HeadedBlockSection blockKey="specification_at_a_glance" props={props} className="lrdx-grid lrdx-glance">
      <dl className={`lrdx-glance__list lrdx-glance__list--${props.per_row}`}>
        {items.map((item, index) => (
          <div key={index} className="lrdx-glance__item">
            <dt className="lrdx-glance__label">
              {item.icon ? <Icon name={item.icon} /> : null}
              {item.label}
            </dt>
            <dd className="lrdx-glance__value">
              <bdi>{formatNumbersInText(item.value, ctx.segment)}</bdi>
              {item.unit ? <span className="lrdx-glance__unit"> {item.unit}</span> : null}
            </dd>
          </div>
        ))}
      </dl>
      {props.disclaimer ? <p className="lrdx-disclaimer">{props.disclaimer}</p> : null}
    </HeadedBlockSection>
  );
}
