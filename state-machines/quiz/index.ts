export { quizMachine } from './quiz.machine.js';
export type { QuizContext, QuizEvent, QuizInput } from './quiz.types.js';
