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
import { defineAfterFirstScreens } from '../runtime/define-after-first-screens.js';

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

// A form the server drew (server/render/form-first-screens.ts) keeps its fields until the widget takes over.
defineAfterFirstScreens({ tag: TAG, define, drawn: hasFormFirstScreen, load: [(language) => formI18n.load(language)] });
