/**
 * The photo gallery: one large photo with every size in its srcset, previous/next buttons,
 * thumbnails, arrow keys (mirrored in right-to-left languages, where "next" lies to the left),
 * swipe by pointer events, and the position announced politely. A tap (or Enter) on the photo opens
 * the full-screen view (gallery-zoom.tsx): the largest picture, zoom, swipe and the same keys.
 * The steps, keys and swipes are the full-screen view's too (photo-steps.tsx).
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
import { PhotoStepButton, SWIPE_MIN, stepOfKey, stepOfSwipe, type PhotoStep } from './photo-steps.js';

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
  const step = (delta: PhotoStep) => show(shown.current + delta);

  const onKeyDown = (event: KeyboardEvent) => {
    const arrow = stepOfKey(event.key, dir);
    if (arrow !== null) step(arrow);
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
    const swipe = stepOfSwipe(dx, dy, dir);
    if (swipe !== null) step(swipe);
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
          <PhotoStepButton t={t} step={-1} action="previous-photo" onStep={step} />
          <p className="lrdx-gallery__position" aria-hidden="true">
            {position(index)}
          </p>
          <PhotoStepButton t={t} step={1} action="next-photo" onStep={step} />
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
        <ul className="lrdx-gallery__thumbs lrdx-strip" aria-label={t('thumbnails')}>
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
