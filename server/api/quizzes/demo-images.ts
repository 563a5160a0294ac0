/**
 * The local demo data behind the seeded Defender quiz: the images JSON (one picture per variant)
 * and the pictures themselves, drawn as the site's other demo scenes are (domain/media-scenes.ts)
 * so the demo needs no image files and no outside host. A picture holds no words: the widget's
 * translated alt text and heading say what it shows (docs/quizzes.md, "Defender images").
 * A real site points `images_data_url` at its own JSON.
 */
import { DEFENDER_VARIANTS } from '../../../domain/quizzes/defender-packs.js';
import { QUIZ_DEMO_PICTURES_PATH, type QuizImages } from '../../../domain/contracts/quiz-images.js';
import { sceneSvg, type SceneBackdrop, type SceneTime } from '../../../domain/media-scenes.js';

/** Each pack's paint and setting: outdoors by day, the country at dawn, off-road at dusk, the city at night. */
const PACK_SCENES: Record<string, { color: string; backdrop: SceneBackdrop; time: SceneTime }> = {
  adventurer: { color: '8a5a2b', backdrop: 'mountains', time: 'day' },
  country: { color: '3f6b3a', backdrop: 'mountains', time: 'dawn' },
  explorer: { color: '5b5e3c', backdrop: 'mountains', time: 'dusk' },
  urban: { color: '3b4a5c', backdrop: 'city', time: 'night' },
};

export const demoImagePath = (variant: string) => `${QUIZ_DEMO_PICTURES_PATH}/${variant}.svg`;

export function demoDefenderImages(): QuizImages {
  return Object.fromEntries(DEFENDER_VARIANTS.map((variant) => [variant, demoImagePath(variant)]));
}

/** The picture of one variant (16:9, no text), or null for an unknown variant. */
export function demoDefenderSvg(variant: string): string | null {
  if (!DEFENDER_VARIANTS.includes(variant)) return null;
  const pack = variant.split('-')[2] ?? '';
  const scene = PACK_SCENES[pack];
  if (!scene) return null;
  return sceneSvg({ kind: 'vehicle', body: 'suv', ...scene }, 1600, 900);
}
