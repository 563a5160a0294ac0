/**
 * Subscription quiz (catalogue, "Quizzes"): purpose (private, business, both), period (6-12,
 * 12-24, 24-60 months), mileage (below or above 20,000 km a year); then a summary, one main product
 * card (subscription, loan, full service) and the alternative cards (subscription, loan, full
 * service, leasing to go). Scoring (ours, docs/quizzes.md):
 * - main product: up to 12 months a subscription; 12 to 24 months a subscription below the
 *   mileage threshold and full service above it; 24 to 60 months a loan for a private driver below
 *   the threshold, otherwise full service;
 * - alternatives: the other products in catalogue order, without a loan for a period under a year
 *   and without leasing to go (a business product) for private use.
 */
import { one, type QuizConfig } from './types.js';

export const SUBSCRIPTION_MILEAGE_THRESHOLD_KM = 20_000;
export const SUBSCRIPTION_PRODUCTS = ['subscription', 'loan', 'full-service', 'leasing-to-go'] as const;
/** The products that can be the main card. */
export const SUBSCRIPTION_MAIN_PRODUCTS = ['subscription', 'loan', 'full-service'] as const;

export const subscriptionQuiz: QuizConfig = {
  key: 'subscription',
  intro: false,
  questions: [
    { id: 'purpose', multi: false, answers: ['private', 'business', 'both'] },
    { id: 'period', multi: false, answers: ['6-12', '12-24', '24-60'] },
    { id: 'mileage', multi: false, answers: ['below-20000', 'above-20000'] },
  ],
  results: SUBSCRIPTION_MAIN_PRODUCTS,
  score(answers) {
    const purpose = one(answers, 'purpose');
    const period = one(answers, 'period');
    const above = one(answers, 'mileage') === 'above-20000';
    let result: string;
    if (period === '6-12') result = 'subscription';
    else if (period === '12-24') result = above ? 'full-service' : 'subscription';
    else result = purpose === 'private' && !above ? 'loan' : 'full-service';
    const alternatives = SUBSCRIPTION_PRODUCTS.filter(
      (p) => p !== result && !(p === 'loan' && period === '6-12') && !(p === 'leasing-to-go' && purpose === 'private'),
    );
    return { result, alternatives };
  },
};
