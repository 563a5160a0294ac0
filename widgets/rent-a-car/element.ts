/**
 * `<lrdx-rent-a-car lang="ku|ar|en" config='{…block settings…}' form-id="…" hidden-fields='{…}' texts='{…}' currency="USD" api-base="…">`:
 * the car-rental enquiry overlay (catalogue, "Rent-a-car enquiry"). Definition only.
 * Events (bubbling, composed): `rent.sent` `{ formId, leadId }` when the inquiry is stored.
 * CSS tokens: the shared `--lrdx-*` tokens (widgets/ui/tokens.css); parts `rent`, `dialog`.
 */
import { defineWidget } from '../runtime/define-widget.js';
import tokens from '../ui/tokens.css?inline';
import ui from '../ui/ui.css?inline';
import styles from './styles.css?inline';
import { RentACar } from './rent-a-car.js';
import { rentI18n } from './texts.js';
import { toLanguage } from '../runtime/i18n.js';

const TAG = 'lrdx-rent-a-car';

const define = () =>
  defineWidget(TAG, RentACar, {
    props: {
      lang: 'string',
      apiBase: 'string',
      config: 'string',
      formId: 'string',
      hiddenFields: 'string',
      texts: 'string',
      currency: 'string',
    },
    styles: [tokens, ui, styles],
  });

// A first step the server drew (a declarative shadow root, server/render/rent-first-screens.ts) stays
// until the widget takes over, whose first render is the same step because its texts are loaded first.
const serverDrawn = typeof document === 'undefined' ? [] : [...document.querySelectorAll(TAG)].filter((element) => element.shadowRoot);
if (serverDrawn.length === 0) define();
else
  void Promise.all(serverDrawn.map((element) => rentI18n.load(toLanguage(element.getAttribute('lang'))).catch(() => undefined))).then(
    define,
  );
