/** Types of the generic quiz machine. */
import type { QuizAnswers, QuizConfig, QuizOutcome } from '../../domain/quizzes/index.js';
import type { SavedQuiz } from '../../domain/quizzes/storage.js';

export interface QuizInput {
  config: QuizConfig;
  /** What sessionStorage held for this quiz (domain/quizzes/storage.ts), to carry on after a reload. */
  saved?: SavedQuiz | null;
}

export interface QuizContext {
  config: QuizConfig;
  /** The index of the question on screen (0-based). */
  step: number;
  answers: QuizAnswers;
  outcome: QuizOutcome | null;
}

export type QuizEvent =
  | { type: 'quiz.start' }
  /** The answers chosen for the question on screen (one for a single-choice question). */
  | { type: 'answer.set'; values: readonly string[] }
  | { type: 'quiz.next' }
  | { type: 'quiz.previous' }
  | { type: 'quiz.result' }
  | { type: 'quiz.restart' };
