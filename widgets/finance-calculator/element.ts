/**
 * `<lrdx-finance-calculator lang="ku|en|ar" config='{…block settings…}' list-key="iraq" vehicle-id="…" api-base="…" price-settings='{…}'>`:
 * definition only. With list-key and vehicle-id the vehicle and its price come from the listing.
 */
import { defineWidget } from '../runtime/define-widget.js';
import tokens from '../ui/tokens.css?inline';
import ui from '../ui/ui.css?inline';
import styles from './styles.css?inline';
import { FinanceCalculator } from './finance-calculator.js';

defineWidget('lrdx-finance-calculator', FinanceCalculator, {
  props: { lang: 'string', apiBase: 'string', listKey: 'string', vehicleId: 'string', config: 'string', priceSettings: 'string' },
  styles: [tokens, ui, styles],
});
