/**
 * A quiz's images JSON for the widget (docs/quizzes.md, "Defender images"), through the shared
 * allow-listed fetcher: this server's own demo data or a host the operator lists in
 * `QUIZ_IMAGES_HOSTS`.
 */
import { readQuizImages, QUIZ_DEMO_IMAGES_PATH, type QuizImages } from '../../../domain/contracts/quiz-images.js';
import {
  allowedHostsFromEnv as hostsFromEnv,
  createAllowedJsonSource,
  type AllowedJsonSourceOptions,
} from '../../http/allowed-json-source.js';
import { demoDefenderImages } from './demo-images.js';

export const IMAGES_TIMEOUT_MS = 5_000;
export const IMAGES_CACHE_MS = 10 * 60_000;

export type ImagesAnswer = { ok: true; images: QuizImages } | { ok: false; reason: 'invalid_url' | 'url_not_allowed' | 'unavailable' };
export type ImagesSourceOptions = AllowedJsonSourceOptions;

export const allowedHostsFromEnv = (env: NodeJS.ProcessEnv = process.env): string[] => hostsFromEnv('QUIZ_IMAGES_HOSTS', env);

export function createImagesSource(options: ImagesSourceOptions): (raw: string) => Promise<ImagesAnswer> {
  const documentAt = createAllowedJsonSource(
    {
      demoPath: QUIZ_DEMO_IMAGES_PATH,
      demo: demoDefenderImages,
      read: readQuizImages,
      maxBytes: 256 * 1024,
      timeoutMs: IMAGES_TIMEOUT_MS,
      cacheMs: IMAGES_CACHE_MS,
    },
    options,
  );
  return async (raw) => {
    const answer = await documentAt(raw);
    return answer.ok ? { ok: true, images: answer.data } : answer;
  };
}
