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
import { reservationI18n } from './texts.js';
import { defineAfterFirstScreens } from '../runtime/define-after-first-screens.js';

const TAG = 'lrdx-reservation';

const define = () =>
  defineWidget(TAG, Reservation, {
    props: { listKey: 'string', apiBase: 'string', lang: 'string', texts: 'json', cancelHref: 'string' },
    styles: [tokens, ui, flow, softLock, phoneVerification, alertForm, styles],
  });

// A welcome the server drew (a declarative shadow root, server/render/reservation-first-screens.ts)
// stays until the widget takes over, whose first render is that welcome with its texts loaded.
defineAfterFirstScreens({
  tag: TAG,
  define,
  drawn: (element) => element.shadowRoot !== null,
  load: [(language) => reservationI18n.load(language)],
});
