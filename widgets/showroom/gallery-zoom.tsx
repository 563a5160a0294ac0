/**
 * The full-screen photo view: a modal <dialog> (focus stays inside, Escape closes, focus returns to
 * the photo) with the largest picture, a zoom toggle (double-tap or the button; the zoomed picture
 * scrolls, and pinch zoom is left to the browser), previous/next by buttons, arrow keys (mirrored in
 * right-to-left pages) and swipe.
 */
import { useEffect, useRef, useState, type KeyboardEvent, type PointerEvent } from 'react';
import type { TFunction } from 'i18next';
import { underBase } from '../../domain/under-base.js';
import type { VehiclePhoto } from '../../domain/vehicle.js';
import { PhotoStepButton, stepOfKey, stepOfSwipe, type PhotoStep } from './photo-steps.js';

export interface GalleryZoomProps {
  photos: VehiclePhoto[];
  index: number;
  apiBase: string;
  dir: 'rtl' | 'ltr';
  t: TFunction;
  /** What the photos show (the position is `position`'s). */
  alt: string;
  position: (index: number) => string;
  onIndex: (index: number) => void;
  onClose: () => void;
}

export function GalleryZoom({ photos, index, apiBase, dir, t, alt, position, onIndex, onClose }: GalleryZoomProps) {
  const dialog = useRef<HTMLDialogElement>(null);
  const start = useRef<{ x: number; y: number } | null>(null);
  const [zoomed, setZoomed] = useState(false);
  const photo = photos[index];
  const count = photos.length;

  useEffect(() => {
    const element = dialog.current;
    if (element && !element.open) element.showModal();
    return () => element?.close();
  }, []);
  useEffect(() => setZoomed(false), [index]);
  if (!photo) return null;

  const step = (delta: PhotoStep) => onIndex(index + delta);
  const onKeyDown = (event: KeyboardEvent) => {
    const arrow = stepOfKey(event.key, dir);
    if (arrow === null || zoomed) return; // zoomed, the arrows pan the picture
    step(arrow);
    event.preventDefault();
  };
  const onPointerDown = (event: PointerEvent) => {
    start.current = { x: event.clientX, y: event.clientY };
  };
  const onPointerUp = (event: PointerEvent) => {
    const from = start.current;
    start.current = null;
    if (!from || zoomed) return;
    const swipe = stepOfSwipe(event.clientX - from.x, event.clientY - from.y, dir);
    if (swipe !== null) step(swipe);
  };
  const src = underBase(apiBase, photo.full_path || photo.hd_path || photo.big_path || photo.medium_path);

  return (
    <dialog
      ref={dialog}
      className="lrdx-zoom"
      aria-label={t('gallery')}
      onClose={onClose}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
      onKeyDown={onKeyDown}
      data-zoomed={zoomed ? '' : undefined}
    >
      <div className="lrdx-zoom__bar">
        <p className="lrdx-zoom__position" aria-live="polite" aria-atomic="true">
          {position(index)}
        </p>
        <button
          type="button"
          className="lrdx-zoom__button"
          aria-pressed={zoomed ? 'true' : 'false'}
          data-action="zoom"
          onClick={() => setZoomed(!zoomed)}
        >
          {t('zoom')}
        </button>
        <button type="button" className="lrdx-zoom__button" data-action="close-zoom" onClick={onClose} autoFocus>
          {t('closePhotos')}
        </button>
      </div>
      <div
        className="lrdx-zoom__stage"
        onPointerDown={onPointerDown}
        onPointerUp={onPointerUp}
        onPointerCancel={() => (start.current = null)}
        onDoubleClick={() => setZoomed(!zoomed)}
      >
        <img className="lrdx-zoom__photo" src={src} alt={alt} width={1600} height={900} draggable={false} />
      </div>
      {count > 1 ? (
        <div className="lrdx-zoom__steps">
          <PhotoStepButton t={t} step={-1} action="zoom-previous" onStep={step} />
          <PhotoStepButton t={t} step={1} action="zoom-next" onStep={step} />
        </div>
      ) : null}
    </dialog>
  );
}
