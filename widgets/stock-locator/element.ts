/** `<lrdx-stock-locator list-key="iraq" api-base="…" lang="ku|en|ar" items="12">`: definition only. */
import { defineWidget } from '../runtime/define-widget.js';
import tokens from '../ui/tokens.css?inline';
import ui from '../ui/ui.css?inline';
import styles from './styles.css?inline';
import { StockLocator } from './stock-locator.js';

defineWidget('lrdx-stock-locator', StockLocator, {
  props: { listKey: 'string', apiBase: 'string', lang: 'string', items: 'number' },
  styles: [tokens, ui, styles],
});
