/** Hero banner: the picture (or the inline illustration), with the text and button laid over it. */
import { BlockSection } from '../shared/block-section.js';
import { Heading, headingLevel } from '../shared/heading.js';
import { LinkButton } from '../shared/link-button.js';
import { Paragraphs } from '../shared/paragraphs.js';
import { Picture } from '../shared/picture.js';
import type { BlockRenderProps } from '../types.js';
import { HeroIllustration } from './illustration.js';
import type { HeroBannerProps } from './template.js';

export function HeroBanner({ props, ctx }: BlockRenderProps<HeroBannerProps>) {
  const src = props.image.src.trim();
  return (
    <BlockSection
      blockKey="hero_banner"
      scrollId={props.block_scroll_id}
      className={`lrdx-hero lrdx-hero--${props.theme === 'light' ? 'light' : 'dark'}`}
    >
      <div className="lrdx-hero__media">
        {src ? (
          // The hero is usually the largest paint: through the media pipeline's sizes, fetched first.
          <Picture image={{ src, alt: props.image.alt }} priority />
        ) : (
          <HeroIllustration />
        )}
      </div>
      <div className="lrdx-hero__content">
        <Heading level={headingLevel(props.heading_level, 1)} className="lrdx-hero__heading">
          {props.heading}
        </Heading>
        <Paragraphs text={props.paragraph} className="lrdx-hero__paragraph" />
        <LinkButton item={props.link} ctx={ctx} />
      </div>
    </BlockSection>
  );
}
