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

defineWidget('lrdx-rent-a-car', RentACar, {
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
