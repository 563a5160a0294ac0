/**
 * `<lrdx-order-online vehicle-id list-key api-base lang step order-number order-token config-url terms-url>`:
 * definition only. `order-token` is the order's access token for the confirmation step (the
 * confirmation page's `?token=`); without it the widget uses the token its storage keeps for that order.
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
    orderToken: 'string',
    configUrl: 'string',
    termsUrl: 'string',
  },
  styles: [tokens, ui, softLock, phoneVerification, styles],
});
