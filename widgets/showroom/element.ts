/** `<lrdx-showroom vehicle-id="42" list-key="iraq" api-base="…" lang="ku|en|ar">`: definition only. */
import { defineWidget } from '../runtime/define-widget.js';
import tokens from '../ui/tokens.css?inline';
import ui from '../ui/ui.css?inline';
import styles from './styles.css?inline';
import { Showroom } from './showroom.js';

defineWidget('lrdx-showroom', Showroom, {
  props: { vehicleId: 'number', listKey: 'string', apiBase: 'string', lang: 'string', similar: 'string', headingLevel: 'number' },
  styles: [tokens, ui, styles],
});
