/**
 * The lab's preset of the quiz: the fuel-type quiz. A session holds its input as JSON, which drops
 * the scoring function, so `revive` takes the quiz's whole configuration back from its key.
 */
import { quizMachine } from '../../../../state-machines/quiz/index.js';
import { QUIZZES, isQuizKey } from '../../../../domain/quizzes/index.js';
import { presetFor } from '../typed.js';

export const preset = presetFor(quizMachine, {
  input: () => ({ config: QUIZZES['fuel-type'] }),
  revive: (json) => {
    const input = (json ?? {}) as { config?: { key?: unknown }; saved?: null };
    const key = input.config?.key;
    return { ...input, config: QUIZZES[isQuizKey(key) ? key : 'fuel-type'] };
  },
  samples: {},
  events: { 'answer.set': { values: [QUIZZES['fuel-type'].questions[0]?.answers[0] ?? ''] } },
});
