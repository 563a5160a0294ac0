/**
 * Parallax image: each picture is a full-bleed panel whose image drifts against the scroll. The
 * motion is CSS only (a scroll-driven animation, styles.css) where the browser supports it and
 * the visitor has not asked for reduced motion; otherwise it is a still picture. No script.
 */
import { BlockSection } from '../shared/block-section.js';
import { Heading } from '../shared/heading.js';
import { LinkButton } from '../shared/link-button.js';
import { Paragraphs } from '../shared/paragraphs.js';
import { Picture } from '../shared/picture.js';
import type { BlockRenderProps } from '../types.js';
import type { ParallaxImageProps } from './template.js';

export function ParallaxImage({ props, ctx }: BlockRenderProps<ParallaxImageProps>) {
  const items = props.items.filter((item) => item.image.src.trim() !== '');
  if (items.length === 0) return null;
  return (
    <BlockSection
      blockKey="parallax_image"
      scrollId={props.block_scroll_id}
      className={`lrdx-block--bleed lrdx-parallax lrdx-parallax--${props.height === 'full' ? 'full' : 'medium'}`}
    >
      {items.map((item, index) => {
        const hasContent = Boolean(item.title || item.text.trim() || item.link.link_text);
        return (
          <div key={index} className={`lrdx-parallax__panel${hasContent ? ' lrdx-on-dark' : ''}`}>
            <div className="lrdx-parallax__media">
              <Picture image={item.image} className="lrdx-cover lrdx-parallax__picture" />
            </div>
            {hasContent ? (
              <>
                <div className="lrdx-scrim" />
                <div className="lrdx-parallax__content">
                  {item.title ? (
                    <Heading level={2} className="lrdx-title">
                      {item.title}
                    </Heading>
                  ) : null}
                  <Paragraphs text={item.text} className="lrdx-lead" />
                  <LinkButton item={item.link} ctx={ctx} defaultUiType="secondary" />
                </div>
              </>
            ) : null}
          </div>
        );
      })}
    </BlockSection>
  );
}
