/**
 * The local demo data behind the seeded Defender quiz: the images JSON (one picture per variant)
 * and the pictures themselves, small SVG placards drawn here so the demo needs no image files and
 * no outside host. A real site points `images_data_url` at its own JSON.
 */
import { DEFENDER_VARIANTS } from '../../../domain/quizzes/defender-packs.js';
import { QUIZ_DEMO_PICTURES_PATH, type QuizImages } from '../../../domain/contracts/quiz-images.js';

const PACK_COLOURS: Record<string, string> = { adventurer: '#8a5a2b', country: '#3f6b3a', explorer: '#5b5e3c', urban: '#3b4a5c' };

export const demoImagePath = (variant: string) => `${QUIZ_DEMO_PICTURES_PATH}/${variant}.svg`;

export function demoDefenderImages(): QuizImages {
  return Object.fromEntries(DEFENDER_VARIANTS.map((variant) => [variant, demoImagePath(variant)]));
}

/** The placard of one variant (16:9), or null for an unknown variant. */
export function demoDefenderSvg(variant: string): string | null {
  if (!DEFENDER_VARIANTS.includes(variant)) return null;
  const [body = '', engine = '', pack = ''] = variant.split('-');
  const colour = PACK_COLOURS[pack] ?? '#333';
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1600 900" width="1600" height="900"><rect width="1600" height="900" fill="${colour}"/><path d="M300 620h1000l-80-200H760l-60-120H420l-60 120H300z" fill="#fff" opacity=".25"/><circle cx="480" cy="640" r="90" fill="#1a1a1a"/><circle cx="1120" cy="640" r="90" fill="#1a1a1a"/><text x="800" y="200" font-family="sans-serif" font-size="96" fill="#fff" text-anchor="middle">DEFENDER ${body}</text><text x="800" y="820" font-family="sans-serif" font-size="64" fill="#fff" text-anchor="middle">${engine.toUpperCase()} · ${pack.toUpperCase()}</text></svg>`;
}
