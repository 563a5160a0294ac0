/** The four quiz configurations, by key. */
import { defenderPacksQuiz } from './defender-packs.js';
import { fuelTypeQuiz } from './fuel-type.js';
import { powertrainQuiz } from './powertrain.js';
import { subscriptionQuiz } from './subscription.js';
import type { QuizConfig, QuizKey } from './types.js';

export const QUIZZES: Readonly<Record<QuizKey, QuizConfig>> = {
  'fuel-type': fuelTypeQuiz,
  'defender-packs': defenderPacksQuiz,
  powertrain: powertrainQuiz,
  subscription: subscriptionQuiz,
};

export * from './types.js';
export { quizStorageKey, parseSavedQuiz, type SavedQuiz } from './storage.js';
