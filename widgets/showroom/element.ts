/** `<lrdx-showroom vehicle-id="42" list-key="iraq" api-base="…" lang="ku|en|ar">`: definition only. */
import { defineWidget } from '../runtime/define-widget.js';
import tokens from '../ui/tokens.css?inline';
import ui from '../ui/ui.css?inline';
import alertForm from '../features/alert-sign-up/alert-form.css?inline';
import styles from './styles.css?inline';
import { loadVehiclePhrases } from '../../domain/vehicle-phrases/index.js';
import { defineAfterFirstScreens } from '../runtime/define-after-first-screens.js';
import { hasEmbeddedFirstScreen } from './first-screen.js';
import { Showroom, type ShowroomProps } from './showroom.js';
import { showroomI18n } from './texts.js';

const TAG = 'lrdx-showroom';

const define = () =>
  defineWidget<ShowroomProps>(TAG, Showroom, {
    props: { vehicleId: 'number', listKey: 'string', apiBase: 'string', lang: 'string', similar: 'string', headingLevel: 'number' },
    styles: [tokens, ui, alertForm, styles],
  });

// A server-drawn vehicle page keeps the server's screen until the widget takes over; its first
// render needs the widget's texts and the vehicle data's phrases.
defineAfterFirstScreens({
  tag: TAG,
  define,
  drawn: hasEmbeddedFirstScreen,
  load: [(language) => showroomI18n.load(language), (language) => loadVehiclePhrases(language)],
});
