/** The quizzes' texts: namespace `quiz`, one chunk per language. */
import { createWidgetI18n } from '../runtime/i18n.js';

export const quizI18n = createWidgetI18n('quiz', {
  ku: () => import('./translations/ku.js'),
  en: () => import('./translations/en.js'),
  ar: () => import('./translations/ar.js'),
});
