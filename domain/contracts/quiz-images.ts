/**
 * The quiz images route (docs/quizzes.md, "Defender images"): `GET /api/quizzes/images?url=<images_data_url>`
 * answers `{ data: { "<variant>": "<image URL>" } }`; the local demo data is served at
 * `/api/quizzes/demo/defender-images`.
 */
export const QUIZ_IMAGES_PATH = '/api/quizzes/images';
export const QUIZ_DEMO_IMAGES_PATH = '/api/quizzes/demo/defender-images';
/** Its pictures: a separate folder, so `…/defender-images/` (the JSON, trailing slash ignored) is never a picture. */
export const QUIZ_DEMO_PICTURES_PATH = '/api/quizzes/demo/defender-pictures';

/** Result id (`110-diesel-explorer`) → image URL. */
export type QuizImages = Record<string, string>;

/** The images JSON as the route accepts it: an object of strings (other entries are dropped), or null. */
export function readQuizImages(value: unknown): QuizImages | null {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return null;
  const images: QuizImages = {};
  for (const [key, src] of Object.entries(value)) if (typeof src === 'string' && src.trim()) images[key] = src.trim();
  return images;
}
