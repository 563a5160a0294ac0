/**
 * Diesel/petrol quiz (catalogue, "Quizzes"): five questions, step 3 multi-select, results petrol,
 * diesel, PHEV, BEV. The scoring (ours) is written down with the table
 * of every answer combination in docs/quizzes.md:
 * 1. No charge point at all: no plug-in car. Diesel for high-mileage drivers (over 24,000 km a
 *    year, or monthly or weekly trips over 300 km, or towing), otherwise petrol.
 * 2. Charging at home or at work: an electric car (BEV), unless the driver tows or makes trips over
 *    300 km every week — then the plug-in hybrid (PHEV), which charges for the daily runs and
 *    refuels for the long ones.
 * 3. Public charge points only: a PHEV when the typical journey is under 48 km and the driver
 *    does not tow (the battery covers the day; a public top-up now and then is enough); otherwise as 1.
 */
import { one, type QuizAnswers, type QuizConfig } from './types.js';

export const FUEL_RESULTS = ['petrol', 'diesel', 'phev', 'bev'] as const;

const highMileage = (answers: QuizAnswers): boolean =>
  one(answers, 'yearly') === 'over-24000' || one(answers, 'long-trips') !== 'rarely' || (answers.driving ?? []).includes('towing');

const combustion = (answers: QuizAnswers) => (highMileage(answers) ? 'diesel' : 'petrol');

export const fuelTypeQuiz: QuizConfig = {
  key: 'fuel-type',
  intro: true,
  questions: [
    { id: 'yearly', multi: false, answers: ['under-11000', '11000-24000', 'over-24000'] },
    { id: 'journey', multi: false, answers: ['under-16', '16-48', '48-160', 'over-160'] },
    { id: 'driving', multi: true, answers: ['short-runs', 'business-touring', 'towing', 'pleasure'] },
    { id: 'charging', multi: false, answers: ['home', 'work', 'public', 'none'] },
    { id: 'long-trips', multi: false, answers: ['weekly', 'monthly', 'rarely'] },
  ],
  results: FUEL_RESULTS,
  score(answers) {
    const charging = one(answers, 'charging');
    const towing = (answers.driving ?? []).includes('towing');
    let result: string;
    if (charging === 'home' || charging === 'work') {
      result = towing || one(answers, 'long-trips') === 'weekly' ? 'phev' : 'bev';
    } else if (charging === 'public' && !towing && ['under-16', '16-48'].includes(one(answers, 'journey'))) {
      result = 'phev';
    } else {
      result = combustion(answers);
    }
    return { result, alternatives: [] };
  },
};
