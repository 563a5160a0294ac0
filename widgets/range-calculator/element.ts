/**
 * `<lrdx-range-calculator lang="ku|en|ar" config='{…block settings…}' api-base="…">`: definition only.
 * Attributes: `lang`, `api-base` (the server that reads json_url), `config` (site/blocks/range_calculator).
 * CSS tokens: the shared `--lrdx-*` tokens; `--lrdx-range-min-height` reserves the block's height.
 * Parts: `calculator`, `dialog`, `error`.
 */
import { defineWidget } from '../runtime/define-widget.js';
import tokens from '../ui/tokens.css?inline';
import ui from '../ui/ui.css?inline';
import { RangeCalculator } from './range-calculator.js';
import styles from './styles.css?inline';

defineWidget('lrdx-range-calculator', RangeCalculator, {
  props: { lang: 'string', apiBase: 'string', config: 'string' },
  styles: [tokens, ui, styles],
});
