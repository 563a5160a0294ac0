/**
 * Colour picker: a fieldset of radio buttons (the swatches) and one picture per colour; the
 * stylesheet shows the picture whose radio is checked (:has), so it needs no script.
 */
import { useId } from 'react';
import { HeadedBlockSection } from '../shared/block-section.js';
import { SwatchDot } from '../shared/swatch-dot.js';
import { blockStrings } from '../shared/block-strings.js';
import { LinkButton } from '../shared/link-button.js';
import { Picture } from '../shared/picture.js';
import type { BlockRenderProps } from '../types.js';
import type { ColorButtonCarouselProps } from './template.js';

export function ColorButtonCarousel({ props, ctx }: BlockRenderProps<ColorButtonCarouselProps>) {
  const name = `colour-${useId().replace(/[^A-Za-z0-9_-]/g, '')}`;
  const colours = props.colours.filter((colour) => colour.name.trim() !== '' && colour.main_image.src.trim() !== '');
  if (colours.length === 0) return null;
  const strings = blockStrings(ctx.segment);
  return (
    <HeadedBlockSection
      blockKey="color_button_carousel"
      props={props}
      className={`lrdx-grid lrdx-colours${props.is_bigger_picker ? ' lrdx-colours--big' : ''}`}
    >
      <div className="lrdx-colours__stage">
        {colours.map((colour, index) => (
          <figure key={index} className="lrdx-colours__picture" data-index={index}>
            <Picture
              image={{ src: colour.main_image.src, alt: colour.main_image.alt || colour.name }}
              sizes="(min-width: 64rem) 80vw, 100vw"
            />
            <figcaption className="lrdx-colours__name">{colour.name}</figcaption>
          </figure>
        ))}
      </div>
      <fieldset className="lrdx-colours__buttons">
        <legend className="lrdx-visually-hidden">{props.heading || strings.colours}</legend>
        {colours.map((colour, index) => (
          <label key={index} className="lrdx-colours__option" title={colour.name}>
            <input type="radio" name={name} value={String(index)} defaultChecked={index === 0} className="lrdx-visually-hidden" />
            {colour.thumbnail.src ? (
              <img src={colour.thumbnail.src} alt="" width={48} height={48} loading="lazy" decoding="async" />
            ) : (
              <SwatchDot hex={colour.hex} />
            )}
            <span className="lrdx-visually-hidden">{colour.name}</span>
          </label>
        ))}
      </fieldset>
      {props.link_label ? <LinkButton item={{ ...props.link, link_text: props.link_label }} ctx={ctx} defaultUiType="secondary" /> : null}
    </HeadedBlockSection>
  );
}
