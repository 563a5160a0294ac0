/**
 * Model summary: a card per derivative with its three figures as a description list. data-model
 * and data-body-style let <lrdx-model-filter> (model summary filters block) narrow the cards.
 */
import { formatNumbersInText } from '../../../domain/numbers-in-text.js';
import { BlockSection } from '../shared/block-section.js';
import { BlockImage } from '../shared/block-image.js';
import { LinkButton } from '../shared/link-button.js';
import type { BlockRenderProps } from '../types.js';
import type { ModelSummaryProps } from './template.js';

export function ModelSummary({ props, ctx }: BlockRenderProps<ModelSummaryProps>) {
  const derivatives = props.derivatives.filter((item) => item.name.trim() !== '');
  if (derivatives.length === 0) return null;
  const labels = [props.spec_label_1, props.spec_label_2, props.spec_label_3];
  return (
    <BlockSection
      blockKey="model_summary"
      scrollId={props.block_scroll_id || props.tab_id}
      className={`lrdx-grid lrdx-model-summary${props.has_columns ? ' lrdx-model-summary--columns' : ''}`}
    >
      {props.heading ? <h2 className="lrdx-heading">{props.heading}</h2> : null}
      <ul className="lrdx-model-summary__list">
        {derivatives.map((item, index) => {
          const values = [item.spec_value_1, item.spec_value_2, item.spec_value_3];
          return (
            <li key={index} className="lrdx-model-summary__item" data-model={item.model} data-body-style={item.body_style}>
              <article className="lrdx-derivative">
                <BlockImage image={item.image} width={640} height={360} />
                <h3 className="lrdx-derivative__name">
                  <bdi>{item.name}</bdi>
                </h3>
                {item.price ? <p className="lrdx-derivative__price">{formatNumbersInText(item.price, ctx.segment)}</p> : null}
                <dl className="lrdx-derivative__specs">
                  {labels.map((label, specIndex) =>
                    label && values[specIndex] ? (
                      <div key={specIndex}>
                        <dt>{label}</dt>
                        <dd>
                          <bdi>{formatNumbersInText(values[specIndex], ctx.segment)}</bdi>
                        </dd>
                      </div>
                    ) : null,
                  )}
                </dl>
                <LinkButton item={item.link} ctx={ctx} defaultUiType="tertiary" />
              </article>
            </li>
          );
        })}
      </ul>
    </BlockSection>
  );
}
