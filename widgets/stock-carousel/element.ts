/**
 * `<lrdx-stock-carousel list-key="iraq" models="Defender 110" states="new" brands dealers …>`:
 * `vehicle-href="/cars/{id}"` (a retailer's own vehicle page);
 * the in-page carousel of up to 12 vehicles of a listing, filtered by its attributes. Definition only.
 */
import { defineWidget } from '../runtime/define-widget.js';
import tokens from '../ui/tokens.css?inline';
import ui from '../ui/ui.css?inline';
import cardStyles from '../features/vehicle-cards/vehicle-cards.css?inline';
import styles from './styles.css?inline';
import { StockCarousel, type StockCarouselProps } from './stock-carousel.js';
import { hasEmbeddedFirstPage } from '../runtime/embedded-first-page.js';
import { carouselI18n } from './texts.js';
import { toLanguage } from '../runtime/i18n.js';

const TAG = 'lrdx-stock-carousel';

const define = () =>
  defineWidget<StockCarouselProps>(TAG, StockCarousel, {
    props: {
      listKey: 'string',
      apiBase: 'string',
      lang: 'string',
      items: 'number',
      showroomBase: 'string',
      vehicleHref: 'string',
      brands: 'string',
      family: 'string',
      models: 'string',
      states: 'string',
      statuses: 'string',
      dealers: 'string',
      engineTypes: 'string',
      colors: 'string',
      sort: 'string',
    },
    styles: [tokens, ui, cardStyles, styles],
  });

// As the stock locator's (its element.ts): a carousel the server drew keeps its cards until the
// widget takes over, whose first render is the same cards because its texts are loaded first.
const serverRendered = typeof document === 'undefined' ? [] : [...document.querySelectorAll(TAG)].filter(hasEmbeddedFirstPage);
if (serverRendered.length === 0) define();
else
  void Promise.all(
    serverRendered.map((element) => carouselI18n.load(toLanguage(element.getAttribute('lang'))).catch(() => undefined)),
  ).then(define);
