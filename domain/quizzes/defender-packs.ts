/**
 * Defender accessory-pack quiz (catalogue, "Quizzes"): a welcome video, then three questions —
 * activities, journeys, companions — and one of 16 results, body (90 or 110) × engine (diesel or
 * petrol) × pack (adventurer, country, explorer, urban), written `110-diesel-explorer`. The result
 * id is also the key of the images JSON (`images_data_url`). Scoring (ours, docs/quizzes.md):
 * - activities choose the pack, one answer per pack;
 * - companions choose the body: alone or as a couple the short 90, with family or with dogs and
 *   gear the long 110;
 * - journeys choose the engine: long distances diesel, town trips petrol, a mix of both diesel for
 *   the explorer and adventurer packs (remote places, long days) and petrol for the others.
 */
import { one, type QuizConfig } from './types.js';

export const DEFENDER_BODIES = ['90', '110'] as const;
export const DEFENDER_ENGINES = ['diesel', 'petrol'] as const;
export const DEFENDER_PACKS = ['adventurer', 'country', 'explorer', 'urban'] as const;
export type DefenderPack = (typeof DEFENDER_PACKS)[number];

export const DEFENDER_VARIANTS: readonly string[] = DEFENDER_BODIES.flatMap((body) =>
  DEFENDER_ENGINES.flatMap((engine) => DEFENDER_PACKS.map((pack) => `${body}-${engine}-${pack}`)),
);

const PACK_OF_ACTIVITY: Record<string, DefenderPack> = {
  'outdoor-sports': 'adventurer',
  countryside: 'country',
  'off-road': 'explorer',
  'city-life': 'urban',
};

export const defenderPacksQuiz: QuizConfig = {
  key: 'defender-packs',
  intro: true,
  questions: [
    { id: 'activities', multi: false, answers: Object.keys(PACK_OF_ACTIVITY) },
    { id: 'journeys', multi: false, answers: ['long-distance', 'mixed', 'town'] },
    { id: 'companions', multi: false, answers: ['alone', 'couple', 'family', 'dogs-gear'] },
  ],
  results: DEFENDER_VARIANTS,
  score(answers) {
    const pack = PACK_OF_ACTIVITY[one(answers, 'activities')] ?? 'urban';
    const body = ['alone', 'couple'].includes(one(answers, 'companions')) ? '90' : '110';
    const journeys = one(answers, 'journeys');
    const diesel = journeys === 'long-distance' || (journeys === 'mixed' && (pack === 'explorer' || pack === 'adventurer'));
    return { result: `${body}-${diesel ? 'diesel' : 'petrol'}-${pack}`, alternatives: [] };
  },
};
