/**
 * How the showroom's photo views (the gallery and its full-screen view) step from photo to photo:
 * the previous/next buttons, the arrow keys mirrored in right-to-left pages, and the swipe, where
 * content moves with the finger (dragging towards the reading start brings the next photo).
 */
import type { TFunction } from 'i18next';

/** The shortest horizontal move, in CSS pixels, that counts as a swipe. */
export const SWIPE_MIN = 40;

export type PhotoStep = 1 | -1;

/** The step an arrow key asks for in a page written `dir`, or null for any other key. */
export function stepOfKey(key: string, dir: 'rtl' | 'ltr'): PhotoStep | null {
  if (key === (dir === 'rtl' ? 'ArrowLeft' : 'ArrowRight')) return 1;
  if (key === (dir === 'rtl' ? 'ArrowRight' : 'ArrowLeft')) return -1;
  return null;
}

/** The step a pointer move of `dx`, `dy` asks for, or null when it is short or more vertical (the page scrolling). */
export function stepOfSwipe(dx: number, dy: number, dir: 'rtl' | 'ltr'): PhotoStep | null {
  if (Math.abs(dx) < SWIPE_MIN || Math.abs(dx) < Math.abs(dy)) return null;
  return (dir === 'rtl' ? dx > 0 : dx < 0) ? 1 : -1;
}

/**
 * The "previous photo" or "next photo" button (`data-action` names where it is, for tests and host
 * scripts). The arrow glyphs are the same in both directions: ‹ and › are mirrored by the browser
 * in right-to-left text, so choosing them by direction as well pointed them inwards
 * (docs/site-shell.md, "Arrows").
 */
export function PhotoStepButton({
  t,
  step,
  action,
  onStep,
}: {
  t: TFunction;
  step: PhotoStep;
  action: string;
  onStep: (step: PhotoStep) => void;
}) {
  return (
    <button
      type="button"
      className="lrdx-gallery__step"
      aria-label={t(step === 1 ? 'nextPhoto' : 'previousPhoto')}
      data-action={action}
      onClick={() => onStep(step)}
    >
      <span aria-hidden="true">{step === 1 ? '›' : '‹'}</span>
    </button>
  );
}
