/**
 * The server half of every carousel block: a WAI-ARIA carousel (region with
 * aria-roledescription "carousel", slides as labelled groups — <div>s, since a list item may not
 * take role group) that is a CSS scroll-snap row
 * without script. <lrdx-carousel> (site/elements/carousel/) upgrades it with embla-carousel:
 * previous/next buttons (rendered hidden here, shown by the element), autoplay that pauses on
 * hover, focus and reduced motion, and the page's direction.
 */
import { createElement, type ReactNode } from 'react';
import { localizeDigits } from '../../../domain/digits.js';
import type { RenderContext } from '../types.js';
import { blockStrings, slideLabel } from './block-strings.js';

export interface CarouselProps {
  ctx: RenderContext;
  label: string;
  slides: ReactNode[];
  /** Milliseconds between slides when autoplaying; 0 = no autoplay. */
  autoplay?: number;
  /** Extra class of the track, e.g. the card size. */
  variant?: string;
  /** Slides per view on wide screens (CSS); 1 = full width. */
  perView?: 1 | 2 | 3 | 4;
  /** Numbered buttons, one per slide (number button carousel). */
  numbered?: boolean;
  /** Per slide, its own time on screen when autoplaying (ms; 0 = the carousel's `autoplay`). */
  durations?: readonly number[];
  /** On touch devices keep only this many slides (the hero carousel's 4); 0 = all. */
  touchLimit?: number;
  /** A bar that fills while the current slide's time runs (the hero carousel's timer). */
  timer?: 'dark' | 'light';
}

export function Carousel({
  ctx,
  label,
  slides,
  autoplay = 0,
  variant,
  perView = 1,
  numbered = false,
  durations,
  touchLimit = 0,
  timer,
}: CarouselProps) {
  const strings = blockStrings(ctx.segment);
  const attributes: Record<string, unknown> = {
    className: ['lrdx-carousel', `lrdx-carousel--${perView}`, variant ? `lrdx-carousel--${variant}` : ''].filter(Boolean).join(' '),
    role: 'region',
    'aria-roledescription': strings.carousel,
    'aria-label': label,
  };
  if (autoplay > 0) attributes.autoplay = String(autoplay);
  if (touchLimit > 0 && slides.length > touchLimit) attributes['touch-limit'] = String(touchLimit);
  return createElement(
    'lrdx-carousel',
    attributes,
    <div className="lrdx-carousel__viewport" tabIndex={0}>
      <div className="lrdx-carousel__track" aria-live={autoplay > 0 ? 'off' : 'polite'}>
        {slides.map((slide, index) => (
          <div
            key={index}
            className="lrdx-carousel__slide"
            role="group"
            aria-roledescription="slide"
            aria-label={slideLabel(strings, index + 1, slides.length, ctx.segment)}
            data-duration={durations?.[index] ? String(durations[index]) : undefined}
          >
            {slide}
          </div>
        ))}
      </div>
    </div>,
    slides.length > 1 ? (
      <div className="lrdx-carousel__controls" hidden>
        {autoplay > 0 && timer ? <span className={`lrdx-carousel__timer lrdx-carousel__timer--${timer}`} aria-hidden="true" /> : null}
        {autoplay > 0 ? (
          <button type="button" className="lrdx-carousel__play" data-label-play={strings.play} data-label-pause={strings.pause}>
            {strings.pause}
          </button>
        ) : null}
        <button type="button" className="lrdx-carousel__prev" aria-label={strings.previous}>
          <span aria-hidden="true">‹</span>
        </button>
        <button type="button" className="lrdx-carousel__next" aria-label={strings.next}>
          <span aria-hidden="true">›</span>
        </button>
        {numbered ? (
          <span className="lrdx-carousel__numbers">
            {slides.map((_, index) => (
              <button
                key={index}
                type="button"
                className="lrdx-carousel__number"
                data-index={index}
                aria-label={slideLabel(strings, index + 1, slides.length, ctx.segment)}
              >
                {localizeDigits(index + 1, ctx.segment)}
              </button>
            ))}
          </span>
        ) : null}
      </div>
    ) : null,
  );
}
