/**
 * `<lrdx-reservation list-key="iraq" api-base="…" lang="ku|en|ar" texts='{"landing_title":"…"}'
 *   cancel-href="/ku/cancel-reservation">`: definition only.
 */
import { defineWidget } from '../runtime/define-widget.js';
import tokens from '../ui/tokens.css?inline';
import ui from '../ui/ui.css?inline';
import flow from '../features/flow/flow.css?inline';
import softLock from '../features/soft-lock/soft-lock.css?inline';
import phoneVerification from '../features/phone-verification/phone-verification.css?inline';
import alertForm from '../features/alert-sign-up/alert-form.css?inline';
import styles from './styles.css?inline';
import { Reservation } from './reservation.js';

defineWidget('lrdx-reservation', Reservation, {
  props: { listKey: 'string', apiBase: 'string', lang: 'string', texts: 'json', cancelHref: 'string' },
  styles: [tokens, ui, flow, softLock, phoneVerification, alertForm, styles],
});
