/** `<lrdx-update-checker lang="ku|en|ar" config='{…block settings…}'>`: definition only (no API calls). */
import { defineWidget } from '../runtime/define-widget.js';
import tokens from '../ui/tokens.css?inline';
import ui from '../ui/ui.css?inline';
import styles from './styles.css?inline';
import { UpdateChecker } from './update-checker.js';

defineWidget('lrdx-update-checker', UpdateChecker, {
  props: { lang: 'string', config: 'string' },
  styles: [tokens, ui, styles],
});
