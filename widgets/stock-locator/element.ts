/**
 * `<lrdx-stock-locator list-key="iraq" api-base="…" lang="ku|en|ar" items="12"
 *   filters="brands,models,states,msrp_price,mileage" brand-key model-key dealer-codes
 *   showroom-base vehicle-href budget-rate sync-url vehicles hide-title>` (`vehicle-href="/cars/{id}"`: a retailer's own vehicle page;
 *   `vehicles="12,SALDA2BN5KA123456"`: a curated list of ids or VINs instead of a search)`: definition only.
 */
import { defineWidget } from '../runtime/define-widget.js';
import tokens from '../ui/tokens.css?inline';
import ui from '../ui/ui.css?inline';
import cardStyles from '../features/vehicle-cards/vehicle-cards.css?inline';
import compareStyles from '../features/compare/compare-tray.css?inline';
import alertStyles from '../features/alert-sign-up/alert-form.css?inline';
import styles from './styles.css?inline';
import filterStyles from './filters.css?inline';
import { StockLocator, type StockLocatorProps } from './stock-locator.js';
import { hasEmbeddedFirstPage } from '../runtime/embedded-first-page.js';
import { stockLocatorI18n } from './texts.js';
import { defineAfterFirstScreens } from '../runtime/define-after-first-screens.js';

const TAG = 'lrdx-stock-locator';

const define = () =>
  defineWidget<StockLocatorProps>(TAG, StockLocator, {
    props: {
      listKey: 'string',
      apiBase: 'string',
      lang: 'string',
      items: 'number',
      filters: 'string',
      brandKey: 'string',
      modelKey: 'string',
      dealerCodes: 'string',
      showroomBase: 'string',
      vehicleHref: 'string',
      budgetRate: 'number',
      syncUrl: 'string',
      vehicles: 'string',
      hideTitle: 'string',
    },
    styles: [tokens, ui, cardStyles, compareStyles, alertStyles, styles, filterStyles],
  });

// A locator the server drew (server/render/stock-first-pages.ts) keeps its first page until the widget takes over.
defineAfterFirstScreens({ tag: TAG, define, drawn: hasEmbeddedFirstPage, load: [(language) => stockLocatorI18n.load(language)] });
