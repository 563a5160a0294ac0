/**
 * `<lrdx-quiz quiz="fuel-type|defender-packs|powertrain|subscription" lang="ku|ar|en">`: one of the
 * four quizzes (docs/quizzes.md). Definition only.
 *
 * Attributes: `quiz` (required), `lang`, `api-base`, `images-data-url` and `welcome-video` (Defender
 * quiz), `result-links` (JSON: result id → URL of the result's 'Find out more' link).
 * Events (bubbling, composed): `quiz.result` `{ quiz, result }` when a result is shown.
 * CSS tokens: the shared `--lrdx-*` tokens (widgets/ui/tokens.css); part `quiz`.
 * Progress is kept in sessionStorage under `lrdx.quiz.<quiz>`.
 */
import { defineWidget } from '../runtime/define-widget.js';
import tokens from '../ui/tokens.css?inline';
import ui from '../ui/ui.css?inline';
import styles from './styles.css?inline';
import { Quiz } from './quiz.js';

defineWidget('lrdx-quiz', Quiz, {
  props: {
    quiz: 'string',
    lang: 'string',
    apiBase: 'string',
    imagesDataUrl: 'string',
    welcomeVideo: 'string',
    resultLinks: 'string',
  },
  styles: [tokens, ui, styles],
});
