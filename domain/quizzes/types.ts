/**
 * The shape of every quiz (catalogue, "Quizzes"): an ordered list of questions, each a set of
 * answer ids (one or several chosen), and a scoring function from the chosen answers to an outcome.
 * The texts are not here: the widget's translation tables name every question, answer and result
 * by these ids (`<quiz>.<question>.<answer>`), so the rules stay language-free.
 */
export const QUIZ_KEYS = ['fuel-type', 'defender-packs', 'powertrain', 'subscription'] as const;
export type QuizKey = (typeof QUIZ_KEYS)[number];

export function isQuizKey(value: unknown): value is QuizKey {
  return typeof value === 'string' && (QUIZ_KEYS as readonly string[]).includes(value);
}

export interface QuizQuestion {
  id: string;
  /** 'Select all that apply': any non-empty subset; otherwise exactly one answer. */
  multi: boolean;
  answers: readonly string[];
}

/** The chosen answer ids per question id (a single-choice question holds one). */
export type QuizAnswers = Readonly<Record<string, readonly string[]>>;

export interface QuizOutcome {
  /** The result id (a key of the result texts and, for the Defender quiz, of the images JSON). */
  result: string;
  /** Other results offered beside it, best first (subscription: the alternative product cards). */
  alternatives: readonly string[];
}

export interface QuizConfig {
  key: QuizKey;
  /** Whether the quiz opens on an intro/welcome screen before question 1. */
  intro: boolean;
  questions: readonly QuizQuestion[];
  /** Every result id the scoring can give. */
  results: readonly string[];
  /** Only called with complete answers (every question answered, see `isComplete`). */
  score(answers: QuizAnswers): QuizOutcome;
}

/** Whether `values` is a valid answer to `question`. */
export function isValidAnswer(question: QuizQuestion, values: readonly string[] | undefined): boolean {
  if (!values || values.length === 0) return false;
  if (!question.multi && values.length !== 1) return false;
  return values.every((v) => question.answers.includes(v)) && new Set(values).size === values.length;
}

export function isComplete(config: QuizConfig, answers: QuizAnswers): boolean {
  return config.questions.every((q) => isValidAnswer(q, answers[q.id]));
}

/** The single answer of a single-choice question (callers score complete answers only). */
export function one(answers: QuizAnswers, id: string): string {
  return answers[id]?.[0] ?? '';
}
