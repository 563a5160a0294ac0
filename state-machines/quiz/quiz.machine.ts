/**
 * One machine for every quiz (catalogue, "Quizzes"; scoring in domain/quizzes/, docs/quizzes.md):
 * an optional intro, the questions one at a time, then the result. 'Next question' and 'See result'
 * need the question on screen answered; 'Previous question' keeps the answers; 'Start again'
 * forgets them. After every change the outward `persist` action hands the caller what to keep
 * (the widget writes it to sessionStorage), and a saved progress given as input resumes where the
 * visitor was. Tags for the views: `intro`, `question`, `result`.
 */
import { and, assertEvent, assign, not, setup } from 'xstate';
import { isComplete, isValidAnswer, type QuizAnswers } from '../../domain/quizzes/index.js';
import type { SavedQuiz } from '../../domain/quizzes/storage.js';
import type { QuizContext, QuizEvent, QuizInput } from './quiz.types.js';

const currentQuestion = (context: QuizContext) => context.config.questions[context.step];

export const quizMachine = setup({
  types: { context: {} as QuizContext, events: {} as QuizEvent, input: {} as QuizInput },
  guards: {
    hasIntro: ({ context }) => context.config.intro,
    savedResult: ({ context }) => context.outcome !== null,
    savedQuestion: ({ context }) => context.step > 0 || Object.keys(context.answers).length > 0,
    answered: ({ context }) => {
      const question = currentQuestion(context);
      return question !== undefined && isValidAnswer(question, context.answers[question.id]);
    },
    allAnswered: ({ context }) => isComplete(context.config, context.answers),
    isLastQuestion: ({ context }) => context.step === context.config.questions.length - 1,
    isFirstQuestion: ({ context }) => context.step === 0,
    validAnswer: ({ context, event }) => {
      assertEvent(event, 'answer.set');
      const question = currentQuestion(context);
      return question !== undefined && (event.values.length === 0 || isValidAnswer(question, event.values));
    },
  },
  actions: {
    setAnswer: assign({
      answers: ({ context, event }) => {
        assertEvent(event, 'answer.set');
        const id = currentQuestion(context)?.id ?? '';
        const { [id]: _dropped, ...rest } = context.answers;
        return event.values.length ? { ...rest, [id]: [...event.values] } : rest;
      },
    }),
    nextStep: assign({ step: ({ context }) => Math.min(context.step + 1, context.config.questions.length - 1) }),
    previousStep: assign({ step: ({ context }) => Math.max(context.step - 1, 0) }),
    firstStep: assign({ step: 0 }),
    score: assign({ outcome: ({ context }) => context.config.score(context.answers) }),
    unscore: assign({ outcome: null }),
    forget: assign({ step: 0, answers: {} as QuizAnswers, outcome: null }),
    // Outward: the caller stores what a reload resumes from (domain/quizzes/storage.ts).
    persist: (_args, _params: SavedQuiz) => {},
  },
}).createMachine({
  id: 'quiz',
  context: ({ input }) => {
    const saved = input.saved;
    const answers = saved?.answers ?? {};
    // A saved result counts only with every answer still valid; it is scored again, never trusted.
    const finished = saved?.screen === 'result' && isComplete(input.config, answers);
    return {
      config: input.config,
      step: saved && saved.screen !== 'intro' ? saved.step : 0,
      answers,
      outcome: finished ? input.config.score(answers) : null,
    };
  },
  initial: 'resuming',
  states: {
    resuming: {
      always: [
        { guard: 'savedResult', target: 'result' },
        { guard: 'savedQuestion', target: 'question' },
        { guard: 'hasIntro', target: 'intro' },
        { target: 'question' },
      ],
    },
    intro: {
      tags: 'intro',
      entry: { type: 'persist', params: ({ context }) => ({ screen: 'intro', step: 0, answers: context.answers }) },
      on: { 'quiz.start': { target: 'question', actions: 'firstStep' } },
    },
    question: {
      tags: 'question',
      entry: { type: 'persist', params: ({ context }) => ({ screen: 'question', step: context.step, answers: context.answers }) },
      on: {
        'answer.set': {
          guard: 'validAnswer',
          actions: [
            'setAnswer',
            { type: 'persist', params: ({ context }) => ({ screen: 'question', step: context.step, answers: context.answers }) },
          ],
        },
        'quiz.next': {
          guard: and(['answered', not('isLastQuestion')]),
          target: 'question',
          reenter: true,
          actions: 'nextStep',
        },
        'quiz.previous': [
          { guard: and(['isFirstQuestion', 'hasIntro']), target: 'intro' },
          { guard: not('isFirstQuestion'), target: 'question', reenter: true, actions: 'previousStep' },
        ],
        'quiz.result': { guard: and(['isLastQuestion', 'allAnswered']), target: 'result', actions: 'score' },
      },
    },
    result: {
      tags: 'result',
      entry: { type: 'persist', params: ({ context }) => ({ screen: 'result', step: context.step, answers: context.answers }) },
      on: {
        'quiz.previous': { target: 'question', actions: 'unscore' },
      },
    },
  },
  on: {
    'quiz.restart': [
      { guard: 'hasIntro', target: '.intro', actions: 'forget' },
      { target: '.question', reenter: true, actions: 'forget' },
    ],
  },
});
