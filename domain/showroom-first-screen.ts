/**
 * The vehicle page's first screen, rendered on the server (docs/decisions.md, "Page speed as a
 * first-time visitor gets it"): the server draws the showroom widget's own screen inside
 * `<lrdx-showroom>` (a declarative shadow root) and embeds what it drew it from in a
 * `<script type="application/json">` child, which the widget takes as its initial data when it takes
 * over on the visitor's first touch (no second request, no second screen).
 */
import type { PriceSettings } from './price-settings.js';
import type { Vehicle } from './vehicle.js';

/** The attribute marking the embedded data (a child `<script type="application/json" data-lrdx-showroom-first-screen>`). */
export const SHOWROOM_FIRST_SCREEN_ATTRIBUTE = 'data-lrdx-showroom-first-screen';

export interface ShowroomFirstScreen {
  listKey: string;
  vehicle: Vehicle;
  /** The similar vehicles as the widget would show them (already without the page's own vehicle). */
  similar: Vehicle[];
  /** The price settings at the current exchange rate, as the widget would fetch them. */
  priceSettings: PriceSettings;
}

/** The embedded data, if the text is that (a hand-edited or truncated page gives undefined, and the widget loads as usual). */
export function parseShowroomFirstScreen(text: string | null | undefined): ShowroomFirstScreen | undefined {
  if (!text) return undefined;
  try {
    const value = JSON.parse(text) as Partial<ShowroomFirstScreen> | null;
    if (
      !value ||
      typeof value.listKey !== 'string' ||
      !value.vehicle ||
      typeof value.vehicle.id !== 'number' ||
      !value.vehicle.attributes ||
      !Array.isArray(value.similar) ||
      !value.priceSettings
    )
      return undefined;
    return value as ShowroomFirstScreen;
  } catch {
    return undefined;
  }
}
