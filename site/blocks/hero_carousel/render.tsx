/**
 * Hero carousel: full-bleed slides in the shared carousel (<lrdx-carousel>: embla, play/pause,
 * pauses on hover, focus and reduced motion). The first slide's picture is the page's largest
 * paint (preloaded, high priority); a high-layout picture replaces the wide one on phones. Video
 * slides show their poster without script; a background video plays muted in view
 * (<lrdx-autoplay-video>, never under reduced motion), a "video" slide has native controls. The
 * mobile source is offered to narrow screens when has_mobile_video is on.
 */
import { formatNumbersInText } from '../../../domain/numbers-in-text.js';
import { createElement } from 'react';
import { BlockSection } from '../shared/block-section.js';
import { blockStrings } from '../shared/block-strings.js';
import { Carousel } from '../shared/carousel.js';
import { Heading, headingLevel, type HeadingLevel } from '../shared/heading.js';
import { LinkButton } from '../shared/link-button.js';
import { Paragraphs } from '../shared/paragraphs.js';
import { Picture } from '../shared/picture.js';
import type { BlockRenderProps, RenderContext } from '../types.js';
import { HERO_SLIDE_DURATION_MS, HERO_TOUCH_SLIDES_LIMIT, type HeroCarouselProps, type HeroSlide } from './template.js';

const MOBILE_MEDIA = '(max-width: 47.99rem)';
const isVideoUrl = (url: string): boolean => /^(https?:\/\/|\/)/.test(url.trim());

function SlideVideo({ slide, first, mobileVideo }: { slide: HeroSlide; first: boolean; mobileVideo: boolean }) {
  const desktop = slide.video_desktop.trim();
  const mobile = mobileVideo && isVideoUrl(slide.video_mobile) ? slide.video_mobile.trim() : '';
  const poster = slide.video_bg.src.trim() ? slide.video_bg : slide.image;
  const background = slide.video_type === 'video_background';
  const video = (
    <video
      className={`lrdx-hero-slide__video lrdx-hero-slide__video--${slide.video_style === 'contain' ? 'contain' : 'cover'}`}
      muted
      loop={background}
      playsInline
      controls={!background}
      preload="none"
      width={1600}
      height={900}
      aria-hidden={background ? 'true' : undefined}
      aria-label={background ? undefined : slide.title || undefined}
      tabIndex={background ? -1 : undefined}
    >
      {mobile ? <source src={mobile} media={MOBILE_MEDIA} /> : null}
      <source src={desktop} />
    </video>
  );
  return (
    <>
      <Picture image={poster} priority={first} className="lrdx-cover lrdx-hero-slide__poster" />
      {background ? (
        createElement('lrdx-autoplay-video', { class: 'lrdx-cover lrdx-hero-slide__video-wrap', autoplay: '' }, video)
      ) : (
        <div className="lrdx-hero-slide__video-wrap lrdx-hero-slide__video-wrap--inline">{video}</div>
      )}
    </>
  );
}

function Slide({
  slide,
  first,
  props,
  level,
  ctx,
}: {
  slide: HeroSlide;
  first: boolean;
  props: HeroCarouselProps;
  level: HeadingLevel;
  ctx: RenderContext;
}) {
  const hasVideo = slide.video_type !== 'none' && isVideoUrl(slide.video_desktop);
  return (
    <div className={`lrdx-hero-slide${slide.image_high.src.trim() ? ' lrdx-hero-slide--has-high' : ''}`}>
      <div className="lrdx-hero-slide__media">
        {hasVideo ? (
          <SlideVideo slide={slide} first={first} mobileVideo={props.has_mobile_video} />
        ) : (
          <>
            <Picture image={slide.image} priority={first} className="lrdx-cover lrdx-hero-slide__wide" />
            <Picture image={slide.image_high} sizes="100vw" className="lrdx-cover lrdx-hero-slide__high" />
          </>
        )}
        <div className="lrdx-scrim" />
      </div>
      <div className="lrdx-hero-slide__content">
        {slide.info ? <span className="lrdx-eyebrow">{slide.info}</span> : null}
        {slide.title ? (
          <Heading level={level} className="lrdx-display lrdx-hero-slide__title">
            {slide.title}
          </Heading>
        ) : null}
        <Paragraphs text={slide.description} className="lrdx-lead" />
        {slide.price ? <p className="lrdx-hero-slide__price">{formatNumbersInText(slide.price, ctx.segment)}</p> : null}
        <div className="lrdx-button-group">
          <LinkButton item={slide.link} ctx={ctx} />
          <LinkButton item={slide.fallback_link} ctx={ctx} defaultUiType="secondary" />
        </div>
      </div>
    </div>
  );
}

export function HeroCarousel({ props, ctx }: BlockRenderProps<HeroCarouselProps>) {
  const slides = props.slides.filter((slide) => slide.image.src.trim() !== '' || isVideoUrl(slide.video_desktop));
  if (slides.length === 0) return null;
  const level = headingLevel(props.heading_level, 2);
  const duration = props.slide_duration >= 1000 ? props.slide_duration : HERO_SLIDE_DURATION_MS;
  return (
    <BlockSection
      blockKey="hero_carousel"
      scrollId={props.block_scroll_id}
      className={`lrdx-block--bleed lrdx-hero-carousel lrdx-hero-carousel--${props.has_wide_ratio ? 'wide' : 'standard'} lrdx-on-dark`}
    >
      <Carousel
        ctx={ctx}
        label={slides[0]?.title || blockStrings(ctx.segment).carousel}
        variant="hero"
        autoplay={props.is_autoplay ? duration : 0}
        durations={slides.map((slide) => Math.max(0, slide.slide_duration_limit))}
        touchLimit={props.has_touch_devices_slides_limit ? HERO_TOUCH_SLIDES_LIMIT : 0}
        timer={props.has_timer ? (props.timer_box_color === 'dark' ? 'dark' : 'light') : undefined}
        slides={slides.map((slide, index) => (
          <Slide key={index} slide={slide} first={index === 0} props={props} level={level} ctx={ctx} />
        ))}
      />
      {props.has_banner && props.banner_text.trim() ? <p className="lrdx-hero-carousel__banner">{props.banner_text}</p> : null}
    </BlockSection>
  );
}
