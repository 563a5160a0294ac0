import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { QUIZZES, isComplete, type QuizAnswers } from './index.js';
import { allAnswerSets, cellsOf, describeOutcome, resultTable, resultTableMarkdown, rowCovers } from './result-table.js';
import { parseSavedQuiz, quizStorageKey, serializeSavedQuiz } from './storage.js';
import { DEFENDER_VARIANTS } from './defender-packs.js';

const DOC = readFileSync(path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../docs/quizzes.md'), 'utf8');

describe.each(Object.values(QUIZZES))('quiz $key: the documented table', (config) => {
  it('is in docs/quizzes.md exactly as the scoring gives it', () => {
    expect(DOC).toContain(resultTableMarkdown(config));
  });
  it('covers every answer combination by exactly one row, with that combination’s result', () => {
    const rows = resultTable(config);
    for (const answers of allAnswerSets(config)) {
      const cells = cellsOf(config, answers);
      const covering = rows.filter((row) => rowCovers(row, cells));
      expect(covering).toHaveLength(1);
      expect(covering[0]?.outcome).toBe(describeOutcome(config.score(answers)));
    }
  });
  it('gives every result to some combination, and only known results', () => {
    const given = new Set(allAnswerSets(config).map((a) => config.score(a).result));
    expect([...given].sort()).toEqual([...config.results].sort());
  });
});

const fuel = (yearly: string, journey: string, driving: string[], charging: string, longTrips: string): QuizAnswers => ({
  yearly: [yearly],
  journey: [journey],
  driving,
  charging: [charging],
  'long-trips': [longTrips],
});

describe('the scoring, by hand', () => {
  it.each([
    ['a short-run town driver charging at home', fuel('under-11000', 'under-16', ['short-runs'], 'home', 'rarely'), 'bev'],
    ['a home charger who tows', fuel('under-11000', 'under-16', ['towing', 'pleasure'], 'home', 'rarely'), 'phev'],
    ['a work charger with weekly long trips', fuel('11000-24000', '48-160', ['business-touring'], 'work', 'weekly'), 'phev'],
    ['public charging and short journeys', fuel('11000-24000', '16-48', ['short-runs'], 'public', 'monthly'), 'phev'],
    ['public charging, long journeys, low mileage', fuel('under-11000', 'over-160', ['pleasure'], 'public', 'rarely'), 'petrol'],
    ['no charging and high mileage', fuel('over-24000', 'under-16', ['short-runs'], 'none', 'rarely'), 'diesel'],
    ['no charging, low mileage, no long trips', fuel('under-11000', '16-48', ['pleasure'], 'none', 'rarely'), 'petrol'],
  ])('fuel type: %s gets %s', (_who, answers, result) => {
    expect(QUIZZES['fuel-type'].score(answers).result).toBe(result);
  });

  it('Defender: activities choose the pack, companions the body, journeys the engine', () => {
    const score = (activities: string, journeys: string, companions: string) =>
      QUIZZES['defender-packs'].score({ activities: [activities], journeys: [journeys], companions: [companions] }).result;
    expect(score('off-road', 'mixed', 'alone')).toBe('90-diesel-explorer');
    expect(score('city-life', 'mixed', 'family')).toBe('110-petrol-urban');
    expect(score('countryside', 'long-distance', 'dogs-gear')).toBe('110-diesel-country');
    expect(score('outdoor-sports', 'town', 'couple')).toBe('90-petrol-adventurer');
    expect(DEFENDER_VARIANTS).toHaveLength(16);
  });

  it('powertrain: the use is kept, home charging and short days give a PHEV', () => {
    const score = (use: string, daily: string, trip: string, charging: string, priority: string) =>
      QUIZZES.powertrain.score({ use: [use], daily: [daily], 'round-trip': [trip], 'home-charging': [charging], priority: [priority] })
        .result;
    expect(score('business', 'under-40', 'never', 'yes', 'performance')).toBe('phev-business');
    expect(score('private', 'over-160', 'never', 'yes', 'emissions')).toBe('diesel-private');
    expect(score('private', '80-120', 'sometimes', 'no', 'running-costs')).toBe('petrol-private');
    expect(score('business', '40-80', 'often', 'yes', 'performance')).toBe('diesel-business');
  });

  it('subscription: the 20,000 km threshold turns a two-year subscription into full service', () => {
    const score = (purpose: string, period: string, mileage: string) =>
      QUIZZES.subscription.score({ purpose: [purpose], period: [period], mileage: [mileage] });
    expect(score('private', '12-24', 'below-20000').result).toBe('subscription');
    expect(score('private', '12-24', 'above-20000').result).toBe('full-service');
    expect(score('business', '6-12', 'below-20000')).toEqual({ result: 'subscription', alternatives: ['full-service', 'leasing-to-go'] });
  });
});

describe('the saved progress', () => {
  const config = QUIZZES['fuel-type'];
  it('is kept under lrdx.quiz.<key> and read back', () => {
    expect(quizStorageKey('fuel-type')).toBe('lrdx.quiz.fuel-type');
    const saved = { screen: 'question' as const, step: 2, answers: { yearly: ['under-11000'], driving: ['towing', 'pleasure'] } };
    expect(parseSavedQuiz(config, serializeSavedQuiz(saved))).toEqual(saved);
  });
  it('drops what it cannot read, and answers that are not valid any more', () => {
    expect(parseSavedQuiz(config, null)).toBeNull();
    expect(parseSavedQuiz(config, '{oops')).toBeNull();
    expect(parseSavedQuiz(config, JSON.stringify({ v: 2, screen: 'question', step: 0, answers: {} }))).toBeNull();
    expect(parseSavedQuiz(config, JSON.stringify({ v: 1, screen: 'question', step: 9, answers: {} }))).toBeNull();
    const parsed = parseSavedQuiz(
      config,
      JSON.stringify({ v: 1, screen: 'result', step: 4, answers: { yearly: ['a-lot'], journey: ['under-16', '16-48'] } }),
    );
    expect(parsed?.answers).toEqual({});
    expect(parsed && isComplete(config, parsed.answers)).toBe(false);
  });
});
