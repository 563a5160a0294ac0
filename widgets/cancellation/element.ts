/** `<lrdx-cancellation api-base="…" lang="ku|en|ar" texts='{"landing_title":"…"}' lead-id="…" | order-number="…" token="…">`: definition only. */
import { defineWidget } from '../runtime/define-widget.js';
import tokens from '../ui/tokens.css?inline';
import ui from '../ui/ui.css?inline';
import flow from '../features/flow/flow.css?inline';
import { Cancellation } from './cancellation.js';

defineWidget('lrdx-cancellation', Cancellation, {
  props: { apiBase: 'string', lang: 'string', texts: 'json', leadId: 'string', orderNumber: 'string', token: 'string' },
  styles: [tokens, ui, flow],
});
