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
import { defineAfterFirstScreens } from '../runtime/define-after-first-screens.js';

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
// until the widget takes over.
defineAfterFirstScreens({
  tag: TAG,
  define,
  drawn: (element) => element.shadowRoot !== null,
  load: [(language) => rentI18n.load(language)],
});
