/** Models carousel: one slide per nameplate: the cut-out car, its name, first spec row and link. */
import { formatNumbersInText } from '../../../domain/numbers-in-text.js';
import { BlockSection } from '../shared/block-section.js';
import { BlockImage } from '../shared/block-image.js';
import { Carousel } from '../shared/carousel.js';
import { LinkButton } from '../shared/link-button.js';
import { readSpecTable } from '../shared/spec-rows.js';
import type { BlockRenderProps } from '../types.js';
import type { ModelsCarouselProps } from './template.js';

export function ModelsCarousel({ props, ctx }: BlockRenderProps<ModelsCarouselProps>) {
  const models = props.models.filter((model) => model.nameplate.trim() !== '');
  if (models.length === 0) return null;
  return (
    <BlockSection blockKey="models_carousel" scrollId={props.block_scroll_id} className="lrdx-grid lrdx-models-carousel">
      {props.models_label ? <h2 className="lrdx-heading">{props.models_label}</h2> : null}
      <Carousel
        ctx={ctx}
        label={props.models_label}
        perView={3}
        slides={models.map((model, index) => {
          const specs = readSpecTable(model.specs);
          const image = model.transparent_image.src ? model.transparent_image : model.car_image;
          return (
            <article key={index} className="lrdx-model-card">
              <BlockImage image={image} width={640} height={360} className="lrdx-model-card__image" />
              <h3 className="lrdx-model-card__name">
                <bdi>{model.nameplate}</bdi>
              </h3>
              {specs.rows[0] ? (
                <p className="lrdx-model-card__specs">
                  {specs.rows[0].engine ? <span>{formatNumbersInText(specs.rows[0].engine, ctx.segment)}</span> : null}
                  {specs.rows[0].price ? (
                    <span className="lrdx-model-card__price">{formatNumbersInText(specs.rows[0].price, ctx.segment)}</span>
                  ) : null}
                </p>
              ) : null}
              <LinkButton item={model.link} ctx={ctx} defaultUiType="tertiary" />
            </article>
          );
        })}
      />
    </BlockSection>
  );
}
