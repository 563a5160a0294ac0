/**
 * A quiz's progress survives a reload (catalogue, "Quizzes"): the widget keeps it in
 * sessionStorage under `lrdx.quiz.<quiz key>` (docs/quizzes.md) as JSON
 * `{"v":1,"screen":"intro"|"question"|"result","step":<question index>,"answers":{<question>:[<answer>…]}}`.
 * Session, not local, storage: the answers describe one visit, a new visit starts afresh.
 * Whatever cannot be read (old shape, edited by hand, another quiz's answers) is dropped.
 */
import { parseJsonText } from '../json-text.js';
import { isValidAnswer, type QuizAnswers, type QuizConfig, type QuizKey } from './types.js';

export type QuizScreen = 'intro' | 'question' | 'result';

export interface SavedQuiz {
  screen: QuizScreen;
  step: number;
  answers: QuizAnswers;
}

export const quizStorageKey = (key: QuizKey): string => `lrdx.quiz.${key}`;

export function serializeSavedQuiz(saved: SavedQuiz): string {
  return JSON.stringify({ v: 1, ...saved });
}

export function parseSavedQuiz(config: QuizConfig, text: string | null): SavedQuiz | null {
  const raw = parseJsonText(text);
  if (typeof raw !== 'object' || raw === null) return null;
  const { v, screen, step, answers } = raw as Record<string, unknown>;
  if (v !== 1 || (screen !== 'intro' && screen !== 'question' && screen !== 'result')) return null;
  if (typeof step !== 'number' || !Number.isInteger(step) || step < 0 || step >= config.questions.length) return null;
  if (typeof answers !== 'object' || answers === null) return null;
  const kept: Record<string, string[]> = {};
  for (const question of config.questions) {
    const values = (answers as Record<string, unknown>)[question.id];
    if (Array.isArray(values) && values.every((x) => typeof x === 'string') && isValidAnswer(question, values)) kept[question.id] = values;
  }
  return { screen, step, answers: kept };
}
