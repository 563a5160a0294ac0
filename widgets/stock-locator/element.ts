/**
 * `<lrdx-stock-locator list-key="iraq" api-base="…" lang="ku|en|ar" items="12"
 *   filters="brands,models,states,msrp_price,mileage" brand-key model-key dealer-codes
 *   showroom-base vehicle-href budget-rate sync-url>` (`vehicle-href="/cars/{id}"`: a retailer's own vehicle page)`: definition only.
 */
import { defineWidget } from '../runtime/define-widget.js';
import tokens from '../ui/tokens.css?inline';
import ui from '../ui/ui.css?inline';
import cardStyles from '../features/vehicle-cards/vehicle-cards.css?inline';
import styles from './styles.css?inline';
import filterStyles from './filters.css?inline';
import { StockLocator } from './stock-locator.js';

defineWidget('lrdx-stock-locator', StockLocator, {
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
  },
  styles: [tokens, ui, cardStyles, styles, filterStyles],
});
