/**
 * `<lrdx-form form-id="12" (or form-kind="test_drive") api-base="…" lang="ku|en|ar" hidden-fields='{"campaign":"spring"}'
 *   vehicle-id="…" retailer-id="…" vehicle-model="…" heading="…">`: definition only.
 * Block options: `error-text` and `retry-text` (the send error's words), `button-position`
 * (left|center|right, mirrored in RTL), `columns="2"` (two columns of fields on wide screens).
 * Events: `form.submitted` ({ formId, leadId }), bubbling and composed.
 * CSS tokens: the shared `--lrdx-*` ones, and `--lrdx-form-max-width` (default 600px).
 */
import { defineWidget } from '../runtime/define-widget.js';
import tokens from '../ui/tokens.css?inline';
import ui from '../ui/ui.css?inline';
import flow from '../features/flow/flow.css?inline';
import styles from './styles.css?inline';
import { Form } from './form.js';
import { hasFormFirstScreen } from './first-screen.js';
import { formI18n } from './texts.js';
import { toLanguage } from '../runtime/i18n.js';

const TAG = 'lrdx-form';

const define = () =>
  defineWidget(TAG, Form, {
    props: {
      apiBase: 'string',
      lang: 'string',
      formId: 'string',
      formKind: 'string',
      hiddenFields: 'string',
      vehicleId: 'string',
      retailerId: 'string',
      vehicleModel: 'string',
      heading: 'string',
      errorText: 'string',
      retryText: 'string',
      buttonPosition: 'string',
      columns: 'string',
    },
    styles: [tokens, ui, flow, styles],
  });

// As the stock carousel's (its element.ts): a form the server drew keeps its fields until the widget
// takes over, whose first render is the same fields because its texts are loaded first.
const serverDrawn = typeof document === 'undefined' ? [] : [...document.querySelectorAll(TAG)].filter(hasFormFirstScreen);
if (serverDrawn.length === 0) define();
else
  void Promise.all(serverDrawn.map((element) => formI18n.load(toLanguage(element.getAttribute('lang'))).catch(() => undefined))).then(
    define,
  );
