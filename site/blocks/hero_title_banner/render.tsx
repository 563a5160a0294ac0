/** Hero title banner: the picture is the page's largest paint, so it is preloaded with high priority. */
import { BlockSection } from '../shared/block-section.js';
import { Heading, headingLevel } from '../shared/heading.js';
import { Paragraphs } from '../shared/paragraphs.js';
import { Picture } from '../shared/picture.js';
import type { BlockRenderProps } from '../types.js';
import type { HeroTitleBannerProps } from './template.js';

export function HeroTitleBanner({ props }: BlockRenderProps<HeroTitleBannerProps>) {
  const height = props.height === 'tall' ? 'tall' : 'compact';
  const align = props.content_alignment === 'start' ? 'start' : 'center';
  return (
    <BlockSection
      blockKey="hero_title_banner"
      scrollId={props.block_scroll_id}
      className={`lrdx-block--bleed lrdx-title-banner lrdx-title-banner--${height} lrdx-title-banner--${align} lrdx-on-dark`}
    >
      <Picture image={props.image} priority className="lrdx-cover" />
      <div className="lrdx-scrim" />
      <div className="lrdx-title-banner__content">
        {props.eyebrow && <span className="lrdx-eyebrow">{props.eyebrow}</span>}
        <Heading level={headingLevel(props.heading_level, 1)} className="lrdx-display">
          {props.title}
        </Heading>
        <Paragraphs text={props.subtitle} className="lrdx-lead" />
      </div>
    </BlockSection>
  );
}
