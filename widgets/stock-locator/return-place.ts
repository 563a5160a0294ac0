/**
 * Back from a vehicle page lands where the visitor left the list. The page number is in the URL,
 * but the cards are drawn by the widget after the browser's own scroll restoration has given up;
 * so the card link remembers which car was opened (vehicle-cards: RETURN_PLACE_KEY), and when the
 * same list URL shows its cards again the locator scrolls that card into view and focuses its link.
 */
import { useEffect, useRef, type RefObject } from 'react';
import { RETURN_PLACE_KEY } from '../features/vehicle-cards/index.js';

interface ReturnPlace {
  url: string;
  id: number;
}

function readPlace(): ReturnPlace | null {
  try {
    const raw = sessionStorage.getItem(RETURN_PLACE_KEY);
    const parsed: unknown = raw ? JSON.parse(raw) : null;
    if (!parsed || typeof parsed !== 'object') return null;
    const { url, id } = parsed as Partial<ReturnPlace>;
    return typeof url === 'string' && typeof id === 'number' ? { url, id } : null;
  } catch {
    return null;
  }
}

/** Once the cards are shown (`ready`), brings back the card the visitor opened from this list URL. */
export function useReturnPlace(rootRef: RefObject<HTMLElement | null>, ready: boolean): void {
  const done = useRef(false);
  useEffect(() => {
    if (!ready || done.current) return;
    done.current = true;
    const place = readPlace();
    if (!place || place.url !== location.pathname + location.search) return;
    try {
      sessionStorage.removeItem(RETURN_PLACE_KEY);
    } catch {
      // Nothing to clean up without storage.
    }
    const card = rootRef.current?.querySelector<HTMLElement>(`[data-vehicle-id="${place.id}"]`);
    if (!card) return;
    card.scrollIntoView({ block: 'center' });
    card.querySelector<HTMLElement>('.lrdx-card__link')?.focus({ preventScroll: true });
  }, [ready, rootRef]);
}
