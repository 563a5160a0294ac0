/** `<lrdx-showroom vehicle-id="42" list-key="iraq" api-base="…" lang="ku|en|ar">`: definition only. */
import { defineWidget } from '../runtime/define-widget.js';
import tokens from '../ui/tokens.css?inline';
import ui from '../ui/ui.css?inline';
import styles from './styles.css?inline';
import { loadVehiclePhrases } from '../../domain/vehicle-phrases/index.js';
import { toLanguage } from '../runtime/i18n.js';
import { hasEmbeddedFirstScreen } from './first-screen.js';
import { Showroom, type ShowroomProps } from './showroom.js';
import { showroomI18n } from './texts.js';

const TAG = 'lrdx-showroom';

const define = () =>
  defineWidget<ShowroomProps>(TAG, Showroom, {
    props: { vehicleId: 'number', listKey: 'string', apiBase: 'string', lang: 'string', similar: 'string', headingLevel: 'number' },
    styles: [tokens, ui, styles],
  });

// A server-drawn vehicle page keeps the server's screen until the widget takes over, and the
// widget's first render must be that same screen: its texts and the vehicle data's phrases are
// loaded first, so the take-over is one render with nothing missing (docs/decisions.md, "Page speed
// as a first-time visitor gets it"). Retailer pages have no server-drawn element and define at once.
const drawn = typeof document === 'undefined' ? [] : [...document.querySelectorAll(TAG)].filter(hasEmbeddedFirstScreen);
if (drawn.length === 0) define();
else
  void Promise.all(
    drawn.flatMap((element) => {
      const language = toLanguage(element.getAttribute('lang'));
      return [showroomI18n.load(language).catch(() => undefined), loadVehiclePhrases(language).catch(() => undefined)];
    }),
  ).then(define);
