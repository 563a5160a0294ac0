/**
 * House of brands: one panel per family. The brand name is a Latin wordmark (in <bdi>); the
 * background video, when set, is a muted loop that never downloads up front
 * (it waits for the visitor: no autoplay, preload none).
 */
import { BlockSection } from '../shared/block-section.js';
import { Heading, headingLevel, levelBelow } from '../shared/heading.js';
import { LinkButton } from '../shared/link-button.js';
import { Picture } from '../shared/picture.js';
import type { BlockRenderProps } from '../types.js';
import { BRANDS, type HouseOfBrandsProps } from './template.js';

export function HouseOfBrands({ props, ctx }: BlockRenderProps<HouseOfBrandsProps>) {
  const level = headingLevel(props.heading_level, 2);
  const brandLevel = props.heading ? levelBelow(level) : level;
  return (
    <BlockSection blockKey="house_of_brands" scrollId={props.block_scroll_id} className="lrdx-block--bleed lrdx-brands">
      {props.heading && (
        <div className="lrdx-grid">
          <Heading level={level} className="lrdx-title lrdx-brands__heading">
            {props.heading}
          </Heading>
        </div>
      )}
      <ul className="lrdx-brands__list">
        {props.brands.map((item, index) => {
          const name = BRANDS.find((brand) => brand.value === item.brand)?.label ?? item.brand;
          const video = item.background_video.trim();
          return (
            <li key={index} className={`lrdx-brands__item lrdx-brands__item--${item.brand} lrdx-on-dark`}>
              {/* Tall panels: the portrait card sizes keep the whole vehicle in view. */}
              <Picture image={item.background_image} shape="card" sizes="(min-width: 901px) 33vw, 100vw" className="lrdx-cover" />
              {video && (
                <video
                  className="lrdx-cover lrdx-brands__video"
                  src={video}
                  muted
                  loop
                  playsInline
                  preload="none"
                  aria-hidden="true"
                  tabIndex={-1}
                />
              )}
              <div className="lrdx-scrim" />
              <div className="lrdx-brands__content">
                <Heading level={brandLevel} className="lrdx-brands__name">
                  <bdi>{name}</bdi>
                </Heading>
                {item.tagline && <p className="lrdx-brands__tagline">{item.tagline}</p>}
                <LinkButton item={item.link} ctx={ctx} defaultUiType="secondary" />
              </div>
            </li>
          );
        })}
      </ul>
    </BlockSection>
  );
}
