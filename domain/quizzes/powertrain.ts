/**
 * Powertrain recommendation quiz (catalogue, "Quizzes"): five questions, then results per
 * phev/diesel/petrol × private/business (`phev-private`…) with benefits and disclaimers, and a
 * summary of the answers. Distance bands: under 40 km, 40-80, 80-120, 120-160, over 160 km a day;
 * the long round trip is 320 km. Scoring (ours, docs/quizzes.md):
 * - the first answer (private or business use) is the second half of the result;
 * - a PHEV when the driver can charge at home and either drives under 80 km a day and seldom makes
 *   the 320 km round trip, or puts low emissions first (and does not drive over 160 km a day);
 * - otherwise diesel when the days are long (over 120 km), the round trip is frequent or low
 *   emissions come first (diesel's 204 g/km against petrol's 227);
 * - otherwise petrol.
 */
import { one, type QuizConfig } from './types.js';

export const POWERTRAIN_FUELS = ['phev', 'diesel', 'petrol'] as const;
export const POWERTRAIN_USES = ['private', 'business'] as const;

export const powertrainQuiz: QuizConfig = {
  key: 'powertrain',
  intro: false,
  questions: [
    { id: 'use', multi: false, answers: [...POWERTRAIN_USES] },
    { id: 'daily', multi: false, answers: ['under-40', '40-80', '80-120', '120-160', 'over-160'] },
    { id: 'round-trip', multi: false, answers: ['often', 'sometimes', 'never'] },
    { id: 'home-charging', multi: false, answers: ['yes', 'no'] },
    { id: 'priority', multi: false, answers: ['running-costs', 'emissions', 'performance'] },
  ],
  results: POWERTRAIN_FUELS.flatMap((fuel) => POWERTRAIN_USES.map((use) => `${fuel}-${use}`)),
  score(answers) {
    const daily = one(answers, 'daily');
    const roundTrip = one(answers, 'round-trip');
    const emissionsFirst = one(answers, 'priority') === 'emissions';
    const canCharge = one(answers, 'home-charging') === 'yes';
    const shortDays = daily === 'under-40' || daily === '40-80';
    const longDays = daily === '120-160' || daily === 'over-160';
    let fuel: string;
    if (canCharge && ((shortDays && roundTrip !== 'often') || (emissionsFirst && daily !== 'over-160'))) fuel = 'phev';
    else if (longDays || roundTrip === 'often' || emissionsFirst) fuel = 'diesel';
    else fuel = 'petrol';
    return { result: `${fuel}-${one(answers, 'use')}`, alternatives: [] };
  },
};
