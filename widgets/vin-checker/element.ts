/**
 * `<lrdx-vin-checker lang="ku|en|ar" config='{…block texts…}' api-base="…">`: definition only.
 * The check is `POST /api/vin-checks` (domain/contracts/vin-checks.ts).
 */
import { defineWidget } from '../runtime/define-widget.js';
import tokens from '../ui/tokens.css?inline';
import ui from '../ui/ui.css?inline';
import styles from './styles.css?inline';
import { VinChecker } from './vin-checker.js';

defineWidget('lrdx-vin-checker', VinChecker, {
  props: { lang: 'string', apiBase: 'string', config: 'string' },
  styles: [tokens, ui, styles],
});
