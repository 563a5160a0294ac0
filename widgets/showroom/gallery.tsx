/**
 * The photo gallery: one large photo with every size in its srcset, previous/next buttons,
 * thumbnails, arrow keys (mirrored in right-to-left languages, where "next" lies to the left),
 * swipe by pointer events, and the position announced politely. A tap (or Enter) on the photo opens
 * the full-screen view (gallery-zoom.tsx): the largest picture, zoom, swipe and the same keys.
 * The arrow glyphs are the same in both directions: ‹ and › are mirrored by the browser in
 * right-to-left text, so choosing them by direction as well pointed them inwards (docs/site-shell.md, "Arrows").
 */
import { useRef, useState, type KeyboardEvent, type PointerEvent } from 'react';
import { GalleryZoom } from './gallery-zoom.js';
import type { TFunction } from 'i18next';
import { localizeDigits } from '../../domain/digits.js';
import { colourLine } from '../../domain/colour-names.js';
import { photoSources } from '../../domain/photo-sources.js';
import { underBase } from '../../domain/under-base.js';
import type { VehicleAttributes } from '../../domain/vehicle.js';
import type { Language } from '../runtime/i18n.js';

/** A horizontal move this long (CSS px) is a swipe; shorter ones are taps. */
const SWIPE_MIN = 40;

export interface GalleryProps {
  attributes: VehicleAttributes;
  apiBase: string;
  language: Language;
  dir: 'rtl' | 'ltr';
  t: TFunction;
}

export function Gallery({ attributes, apiBase, language, dir, t }: GalleryProps) {
  const photos = [...attributes.photos].sort((a, b) => a.sequence - b.sequence);
  const [index, setIndex] = useState(0);
  const [announce, setAnnounce] = useState('');
  const [zoomOpen, setZoomOpen] = useState(false);
  const start = useRef<{ x: number; y: number } | null>(null);
  const shown = useRef(0);
  const swiped = useRef(false);
  const count = photos.length;
  const digits = (n: number) => localizeDigits(n, language);
  const position = (i: number) => t('galleryPosition', { index: digits(i + 1), count: digits(count) });

  if (count === 0) return null;
  const current = photos[Math.min(index, count - 1)] ?? photos[0];
  if (!current) return null;

  const show = (next: number) => {
    const wrapped = (next + count) % count;
    shown.current = wrapped;
    setIndex(wrapped);
    setAnnounce(position(wrapped));
  };
  // From the photo last asked for, not this render's: two keys before React renders again (a held
  // arrow key, or presses given again at the take-over) move two photos.
  const step = (delta: 1 | -1) => show(shown.current + delta);

  const onKeyDown = (event: KeyboardEvent) => {
    const forward = dir === 'rtl' ? 'ArrowLeft' : 'ArrowRight';
    const backward = dir === 'rtl' ? 'ArrowRight' : 'ArrowLeft';
    if (event.key === forward) step(1);
    else if (event.key === backward) step(-1);
    else if (event.key === 'Home') show(0);
    else if (event.key === 'End') show(count - 1);
    else if (event.key === 'Enter' || event.key === ' ') setZoomOpen(true);
    else return;
    event.preventDefault();
  };

  const onPointerDown = (event: PointerEvent) => {
    start.current = { x: event.clientX, y: event.clientY };
    swiped.current = false;
  };
  const onPointerUp = (event: PointerEvent) => {
    const from = start.current;
    start.current = null;
    if (!from) return;
    const dx = event.clientX - from.x;
    const dy = event.clientY - from.y;
    // A tap is the click that follows (onClick: a click given again at the take-over opens it too);
    // a vertical move is the page scrolling.
    if (Math.abs(dx) < SWIPE_MIN && Math.abs(dy) < SWIPE_MIN) return;
    // A mouse drag still ends in a click on the photo: that one is not a tap.
    swiped.current = true;
    if (Math.abs(dx) < SWIPE_MIN || Math.abs(dx) < Math.abs(dy)) return;
    // Content moves with the finger: dragging towards the reading start brings the next photo.
    const towardsStart = dir === 'rtl' ? dx > 0 : dx < 0;
    step(towardsStart ? 1 : -1);
  };

  const color = colourLine(attributes, language);
  // What the photo shows; its place among the photos is the slide's label (`position`), said once.
  const alt = t('photoAlt', { model: attributes.model, color });
  const sources = photoSources(current, apiBase);

  return (
    <section className="lrdx-gallery" aria-roledescription="carousel" aria-label={t('gallery')} part="gallery">
      <div
        className="lrdx-gallery__viewport"
        role="group"
        aria-roledescription="slide"
        aria-label={position(index)}
        aria-describedby="lrdx-gallery-hint"
        tabIndex={0}
        onKeyDown={onKeyDown}
        onPointerDown={onPointerDown}
        onPointerUp={onPointerUp}
        onClick={() => {
          if (swiped.current) swiped.current = false;
          else setZoomOpen(true);
        }}
        onPointerCancel={() => (start.current = null)}
        data-index={index}
        data-action="open-zoom"
      >
        <img
          className="lrdx-gallery__photo"
          src={sources.src}
          srcSet={sources.srcSet}
          sizes="(min-width: 1024px) 60vw, 100vw"
          alt={alt}
          width={1600}
          height={900}
          // The vehicle page's largest paint, drawn by the server (server-render.tsx) before the widget runs.
          fetchPriority="high"
          draggable={false}
        />
      </div>
      <p id="lrdx-gallery-hint" className="lrdx-visually-hidden">
        {t('galleryHint')}
      </p>
      {count > 1 ? (
        <div className="lrdx-gallery__controls">
          <button
            type="button"
            className="lrdx-gallery__step"
            aria-label={t('previousPhoto')}
            data-action="previous-photo"
            onClick={() => step(-1)}
          >
            <span aria-hidden="true">‹</span>
          </button>
          <p className="lrdx-gallery__position" aria-hidden="true">
            {position(index)}
          </p>
          <button type="button" className="lrdx-gallery__step" aria-label={t('nextPhoto')} data-action="next-photo" onClick={() => step(1)}>
            <span aria-hidden="true">›</span>
          </button>
        </div>
      ) : null}
      <p className="lrdx-visually-hidden" role="status" aria-live="polite" aria-atomic="true">
        {announce}
      </p>
      {zoomOpen ? (
        <GalleryZoom
          photos={photos}
          index={index}
          apiBase={apiBase}
          dir={dir}
          t={t}
          alt={alt}
          position={position}
          onIndex={show}
          onClose={() => setZoomOpen(false)}
        />
      ) : null}
      {count > 1 ? (
        <ul className="lrdx-gallery__thumbs" aria-label={t('thumbnails')}>
          {photos.map((photo, i) => (
            <li key={photo.sequence}>
              <button
                type="button"
                className="lrdx-gallery__thumb"
                aria-label={t('thumbnail', { index: digits(i + 1) })}
                aria-current={i === index ? 'true' : undefined}
                onClick={() => show(i)}
              >
                <img src={underBase(apiBase, photo.medium_path)} alt="" width={160} height={90} loading="lazy" decoding="async" />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}
