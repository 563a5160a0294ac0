import { describe, expect, it } from 'vitest';
import { createTestModel } from 'xstate/graph';
import { QUIZZES, type QuizConfig } from '../../domain/quizzes/index.js';
import type { SavedQuiz } from '../../domain/quizzes/storage.js';
import { createHarness, modelParams, reachedStates, testPaths } from '../testing/harness.js';
import { quizMachine, type QuizEvent } from './index.js';

function harness(config: QuizConfig, saved: SavedQuiz | null = null) {
  const persisted: SavedQuiz[] = [];
  const h = createHarness(quizMachine, {
    calls: [],
    input: { config, saved },
    actions: { persist: (_a, params) => void persisted.push(params) },
  });
  return { ...h, persisted };
}

/** What the model tells apart: the screen, the question on screen and which questions are answered. */
const serialize = (state: { value: unknown; context: { step: number; answers: object } }) =>
  `${JSON.stringify(state.value)} step ${state.context.step} answered ${Object.keys(state.context.answers).sort().join(',')}`;

/** In each state: the current question's first answer, its clearing, and the moves. */
function eventsFor(state: { context: { config: QuizConfig; step: number } }): QuizEvent[] {
  const question = state.context.config.questions[state.context.step];
  return [
    { type: 'quiz.start' },
    ...(question ? [{ type: 'answer.set' as const, values: [question.answers[0] ?? ''] }] : []),
    { type: 'answer.set', values: [] },
    { type: 'quiz.next' },
    { type: 'quiz.previous' },
    { type: 'quiz.result' },
    { type: 'quiz.restart' },
  ];
}

describe.each([['fuel-type' as const], ['subscription' as const]])('quiz machine (%s), model-based', (key) => {
  const config = QUIZZES[key];
  const model = createTestModel(quizMachine, { input: { config }, events: eventsFor, serializeState: serialize });
  const paths = model.getShortestPaths();
  const params = (h: ReturnType<typeof harness>) =>
    modelParams(h, {
      serializeState: serialize,
      callsOut: () => [],
      check: (state, real) => {
        // Exactly one screen tag, and what a reload would resume from is what is on screen.
        const tags = ['intro', 'question', 'result'].filter((tag) => real.hasTag(tag));
        expect(tags).toEqual([JSON.stringify(state.value).replaceAll('"', '')]);
        expect(h.persisted.at(-1)).toEqual({ screen: tags[0], step: real.context.step, answers: real.context.answers });
        expect(real.context.outcome === null).toBe(!real.matches('result'));
      },
    });
  it('reaches every screen', () => {
    const screens = new Set([...reachedStates(paths)]);
    expect([...screens].sort()).toEqual(config.intro ? ['"intro"', '"question"', '"result"'] : ['"question"', '"result"']);
  });
  testPaths('shortest', paths, () => params(harness(config)));
});

describe('quiz machine, a visitor taking the fuel-type quiz', () => {
  const config = QUIZZES['fuel-type'];
  const answerAll = (h: ReturnType<typeof harness>, answers: string[][]) => {
    h.send({ type: 'quiz.start' });
    answers.forEach((values, index) => {
      h.send({ type: 'answer.set', values });
      h.send({ type: index === answers.length - 1 ? 'quiz.result' : 'quiz.next' });
    });
  };
  const CHARGE_AT_HOME = [['11000-24000'], ['16-48'], ['short-runs', 'pleasure'], ['home'], ['rarely']];

  it('cannot go on without an answer, and keeps the answers going back', () => {
    const h = harness(config);
    h.send({ type: 'quiz.start' });
    h.send({ type: 'quiz.next' });
    expect(h.snapshot().context.step).toBe(0);
    h.send({ type: 'answer.set', values: ['over-24000'] });
    h.send({ type: 'quiz.next' });
    expect(h.snapshot().context.step).toBe(1);
    h.send({ type: 'quiz.previous' });
    expect(h.snapshot().context).toMatchObject({ step: 0, answers: { yearly: ['over-24000'] } });
    h.send({ type: 'quiz.previous' });
    expect(h.snapshot().hasTag('intro')).toBe(true);
  });

  it('refuses two answers to a single-choice question and an unknown answer', () => {
    const h = harness(config);
    h.send({ type: 'quiz.start' });
    h.send({ type: 'answer.set', values: ['under-11000', 'over-24000'] });
    h.send({ type: 'answer.set', values: ['a-lot'] });
    expect(h.snapshot().context.answers).toEqual({});
  });

  it('takes several answers on step 3 and scores the result', () => {
    const h = harness(config);
    answerAll(h, CHARGE_AT_HOME);
    expect(h.snapshot().hasTag('result')).toBe(true);
    expect(h.snapshot().context.outcome?.result).toBe('bev');
    expect(h.snapshot().context.answers.driving).toEqual(['short-runs', 'pleasure']);
  });

  it('starts again with nothing answered', () => {
    const h = harness(config);
    answerAll(h, CHARGE_AT_HOME);
    h.send({ type: 'quiz.restart' });
    expect(h.snapshot().hasTag('intro')).toBe(true);
    expect(h.snapshot().context).toMatchObject({ step: 0, answers: {}, outcome: null });
    expect(h.persisted.at(-1)).toEqual({ screen: 'intro', step: 0, answers: {} });
  });

  it('resumes a saved question, and a saved result scored again', () => {
    const answers = { yearly: ['under-11000'], journey: ['under-16'] };
    const atQuestion = harness(config, { screen: 'question', step: 1, answers });
    expect(atQuestion.snapshot().hasTag('question')).toBe(true);
    expect(atQuestion.snapshot().context).toMatchObject({ step: 1, answers });
    const full = { ...answers, driving: ['towing'], charging: ['none'], 'long-trips': ['rarely'] };
    const atResult = harness(config, { screen: 'result', step: 4, answers: full });
    expect(atResult.snapshot().context.outcome?.result).toBe('diesel');
    // A "result" saved with an answer missing is not a result: the visitor is back at the question.
    const incomplete = harness(config, { screen: 'result', step: 4, answers });
    expect(incomplete.snapshot().hasTag('question')).toBe(true);
  });
});

describe('quiz machine without an intro (subscription)', () => {
  it('starts on question 1, and previous there does nothing', () => {
    const h = harness(QUIZZES.subscription);
    expect(h.snapshot().hasTag('question')).toBe(true);
    h.send({ type: 'quiz.previous' });
    expect(h.snapshot().hasTag('question')).toBe(true);
    expect(h.snapshot().context.step).toBe(0);
  });
  it('gives the main product with the alternatives', () => {
    const h = harness(QUIZZES.subscription);
    for (const values of [['private'], ['24-60'], ['below-20000']]) {
      h.send({ type: 'answer.set', values });
      h.send({ type: values[0] === 'below-20000' ? 'quiz.result' : 'quiz.next' });
    }
    expect(h.snapshot().context.outcome).toEqual({ result: 'loan', alternatives: ['subscription', 'full-service'] });
  });
});
