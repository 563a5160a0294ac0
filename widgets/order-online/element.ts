/**
 * `<lrdx-order-online vehicle-id list-key api-base lang step order-number config-url terms-url>`:
 * definition only.
 */
import { defineWidget } from '../runtime/define-widget.js';
import tokens from '../ui/tokens.css?inline';
import ui from '../ui/ui.css?inline';
import softLock from '../features/soft-lock/soft-lock.css?inline';
import phoneVerification from '../features/phone-verification/phone-verification.css?inline';
import styles from './styles.css?inline';
import { OrderOnline } from './order-online.js';

defineWidget('lrdx-order-online', OrderOnline, {
  props: {
    vehicleId: 'string',
    listKey: 'string',
    apiBase: 'string',
    lang: 'string',
    step: 'string',
    orderNumber: 'string',
    configUrl: 'string',
    termsUrl: 'string',
  },
  styles: [tokens, ui, softLock, phoneVerification, styles],
});
