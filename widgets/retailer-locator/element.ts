/**
 * `<lrdx-retailer-locator lang="ku|en|ar" variant="full|list|compact" distance-unit="km|mi"
 * api-base="…" retailers='[…card groups…]' texts='{"title":"…"}' hide-title>`: definition only (docs/retailer-locator.md). The map
 * (Leaflet and its stylesheet) is a separate chunk, imported only when a map is shown.
 */
import { defineWidget } from '../runtime/define-widget.js';
import tokens from '../ui/tokens.css?inline';
import ui from '../ui/ui.css?inline';
import styles from './styles.css?inline';
import { RetailerLocator } from './retailer-locator.js';

defineWidget('lrdx-retailer-locator', RetailerLocator, {
  props: {
    lang: 'string',
    apiBase: 'string',
    variant: 'string',
    distanceUnit: 'string',
    retailers: 'string',
    texts: 'string',
    hideTitle: 'string',
  },
  styles: [tokens, ui, styles],
});
