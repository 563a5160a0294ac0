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
import { defineAfterFirstScreens } from '../runtime/define-after-first-screens.js';
import { hasDrawnFirstStep } from './first-step.js';
import { OrderOnline } from './order-online.js';
import { orderOnlineI18n } from './texts.js';

const TAG = 'lrdx-order-online';

const define = () =>
  defineWidget(TAG, OrderOnline, {
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

// A steps page the server drew (server/render/order-online/first-step.ts) stays until the widget
// takes over, whose first render is that page: its texts are loaded first.
defineAfterFirstScreens({ tag: TAG, define, drawn: hasDrawnFirstStep, load: [(language) => orderOnlineI18n.load(language)] });
