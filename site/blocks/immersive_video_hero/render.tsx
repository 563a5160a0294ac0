/**
 * Immersive video hero. Without JavaScript it is the poster picture (preloaded: the page's largest
 * paint) with the title and buttons. <lrdx-immersive-hero> adds the video when there is one:
 * autoplay (muted, inline) unless the visitor prefers reduced motion, stopping after video_time ms,
 * with a play/pause button; phones get the mobile source as a native video.
 */
import { createElement } from 'react';
import { blockStrings } from '../shared/block-strings.js';
import { Chevron, PlayPauseIcons } from '../shared/icons.js';
import { LinkButton } from '../shared/link-button.js';
import { Paragraphs } from '../shared/paragraphs.js';
import { Picture } from '../shared/picture.js';
import type { BlockRenderProps } from '../types.js';
import type { ImmersiveVideoHeroProps } from './template.js';

const PLACEMENTS = ['middle', 'left-top', 'left-middle', 'left-bottom'];

export function ImmersiveVideoHero({ props, ctx }: BlockRenderProps<ImmersiveVideoHeroProps>) {
  const strings = blockStrings(ctx.segment);
  const placement = PLACEMENTS.includes(props.content_placement) ? props.content_placement : 'left-bottom';
  const desktop = props.video_desktop.trim();
  const mobile = props.has_native_mobile_video ? props.video_mobile.trim() || desktop : '';
  const hasVideo = Boolean(desktop || mobile);
  const scrollTo = props.scroll_to.trim().replace(/^#/, '');
  return (
    <section
      className={`lrdx-block lrdx-block--immersive-video-hero lrdx-block--bleed lrdx-immersive lrdx-immersive--${placement} lrdx-on-dark`}
      aria-label={props.heading}
    >
      {createElement(
        'lrdx-immersive-hero',
        {
          class: 'lrdx-immersive__stage',
          'data-video-time': String(Math.max(0, props.video_time)),
          'data-autoplay': props.is_autoplay ? 'true' : 'false',
        },
        <Picture key="poster" image={props.image} priority className="lrdx-cover lrdx-immersive__poster" />,
        hasVideo && (
          <video
            key="video"
            className="lrdx-cover lrdx-immersive__video"
            muted
            playsInline
            loop
            preload="none"
            data-src-desktop={desktop || mobile}
            data-src-mobile={mobile || desktop}
            aria-hidden="true"
            tabIndex={-1}
          />
        ),
        props.is_overlay && <div key="scrim" className="lrdx-scrim" />,
        hasVideo && (
          <button
            key="toggle"
            type="button"
            className="lrdx-icon-button lrdx-immersive__toggle"
            aria-label={strings.pauseVideo}
            data-label-play={strings.playVideo}
            data-label-pause={strings.pauseVideo}
            hidden
          >
            <PlayPauseIcons />
          </button>
        ),
      )}
      <div className="lrdx-immersive__content">
        {props.eyebrow && <span className="lrdx-eyebrow">{props.eyebrow}</span>}
        <h1 className="lrdx-display">{props.heading}</h1>
        <Paragraphs text={props.paragraph} className="lrdx-lead" />
        <div className={`lrdx-button-group lrdx-immersive__buttons--${props.buttons_placement === 'row' ? 'row' : 'inline'}`}>
          <LinkButton item={props.primary_link} ctx={ctx} />
          <LinkButton item={props.secondary_link} ctx={ctx} defaultUiType="secondary" />
        </div>
      </div>
      {scrollTo && (
        <a className="lrdx-icon-button lrdx-immersive__scroll" href={`#${scrollTo}`} aria-label={strings.scrollToContent}>
          <span className="lrdx-immersive__scroll-icon">
            <Chevron />
          </span>
        </a>
      )}
    </section>
  );
}
