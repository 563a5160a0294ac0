/**
 * The quiz's progress in sessionStorage under `lrdx.quiz.<quiz>` (domain/quizzes/storage.ts,
 * docs/quizzes.md). Storage can be missing or full (private modes, a retailer page's sandbox): then
 * the quiz still works, it only forgets on reload.
 */
import { parseSavedQuiz, quizStorageKey, serializeSavedQuiz, type SavedQuiz } from '../../domain/quizzes/storage.js';
import type { QuizConfig } from '../../domain/quizzes/index.js';

export function readSavedQuiz(config: QuizConfig): SavedQuiz | null {
  try {
    return parseSavedQuiz(config, sessionStorage.getItem(quizStorageKey(config.key)));
  } catch {
    return null;
  }
}

export function writeSavedQuiz(config: QuizConfig, saved: SavedQuiz): void {
  try {
    sessionStorage.setItem(quizStorageKey(config.key), serializeSavedQuiz(saved));
  } catch {
    // Unavailable storage: nothing to keep the progress in.
  }
}
