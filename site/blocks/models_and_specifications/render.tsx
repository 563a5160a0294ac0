/**
 * Models and specifications: one article per model, its specification sections as <details>
 * (no script needed) holding description lists, and the two ready-to-go links.
 */
import { formatNumbersInText } from '../../../domain/numbers-in-text.js';
import { HeadedBlockSection } from '../shared/block-section.js';
import { BlockImage } from '../shared/block-image.js';
import { blockHref } from '../shared/external-url.js';
import { headingLevel } from '../shared/heading.js';
import { Icon } from '../shared/icon.js';
import { readSpecSections } from '../shared/spec-sections.js';
import type { BlockRenderProps, RenderContext } from '../types.js';
import type { ModelSpecGroup, ModelsAndSpecificationsProps } from './template.js';

function ReadyToGo({ icon, link, text, ctx }: { icon: string; link: string; text: string; ctx: RenderContext }) {
  if (!text.trim()) return null;
  const content = (
    <>
      <Icon name={icon} />
      <span>{text}</span>
    </>
  );
  return <li>{link.trim() ? <a href={blockHref(link, ctx)}>{content}</a> : content}</li>;
}

function Model({ model, level, ctx, anchor }: { model: ModelSpecGroup; level: number; ctx: RenderContext; anchor?: string }) {
  const fuels = [model.petrol_label, model.diesel_label, model.phev_label, model.bev_label].filter((label) => label.trim());
  const sections = readSpecSections(model.accordion_schema);
  const Title = `h${Math.min(level + 1, 6)}` as 'h3';
  return (
    <article className="lrdx-model-specs__model" id={anchor}>
      <BlockImage image={model.image} width={1024} height={576} className="lrdx-model-specs__image" />
      <div className="lrdx-model-specs__body">
        <Title className="lrdx-model-specs__title">
          <bdi>{model.car_title}</bdi>
        </Title>
        {model.price ? <p className="lrdx-model-specs__price">{formatNumbersInText(model.price, ctx.segment)}</p> : null}
        {fuels.length > 0 ? (
          <ul className="lrdx-chips">
            {fuels.map((fuel) => (
              <li key={fuel} className="lrdx-chip">
                {fuel}
              </li>
            ))}
          </ul>
        ) : null}
        {sections.map((section, index) => (
          <details key={index} className="lrdx-accordion__item" open={index === 0 || undefined}>
            <summary className="lrdx-accordion__summary">{section.title}</summary>
            <dl className="lrdx-spec-list">
              {section.rows.map((row, rowIndex) => (
                <div key={rowIndex}>
                  <dt>{row.label}</dt>
                  <dd>
                    <bdi>{formatNumbersInText(row.value, ctx.segment)}</bdi>
                  </dd>
                </div>
              ))}
            </dl>
          </details>
        ))}
        <ul className="lrdx-ready-links">
          <ReadyToGo icon={model.ready_to_go_icon_1} link={model.ready_to_go_link_1} text={model.ready_to_go_paragraph_1} ctx={ctx} />
          <ReadyToGo icon={model.ready_to_go_icon_2} link={model.ready_to_go_link_2} text={model.ready_to_go_paragraph_2} ctx={ctx} />
        </ul>
      </div>
    </article>
  );
}

export function ModelsAndSpecifications({ props, ctx }: BlockRenderProps<ModelsAndSpecificationsProps>) {
  const models = props.models.filter((model) => model.car_title.trim() !== '');
  if (models.length === 0) return null;
  const level = headingLevel(props.heading_level, 2);
  // "#model-<car_key>" anchors for links from elsewhere; a key that is not unique gets none.
  const keys = models.map((model) =>
    model.car_key
      .trim()
      .toLowerCase()
      .replace(/[^a-z0-9_-]+/g, '-'),
  );
  const anchors = keys.map((key) => (key && keys.indexOf(key) === keys.lastIndexOf(key) ? `model-${key}` : undefined));
  return (
    <HeadedBlockSection blockKey="models_and_specifications" props={props} className="lrdx-grid lrdx-model-specs">
      <div className="lrdx-model-specs__list">
        {models.map((model, index) => (
          <Model key={index} model={model} level={props.heading ? level : level - 1} ctx={ctx} anchor={anchors[index]} />
        ))}
      </div>
    </HeadedBlockSection>
  );
}
