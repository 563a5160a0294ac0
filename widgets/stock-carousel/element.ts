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
import { defineAfterFirstScreens } from '../runtime/define-after-first-screens.js';

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

// A carousel the server drew (server/render/stock-first-pages.ts) keeps its cards until the widget takes over.
defineAfterFirstScreens({ tag: TAG, define, drawn: hasEmbeddedFirstPage, load: [(language) => carouselI18n.load(language)] });
