/**
 * Fetches a quiz's images JSON for the widget (docs/quizzes.md, "Defender images"): only from this
 * server's own demo data or from a host the operator lists in `QUIZ_IMAGES_HOSTS`, so the route
 * cannot be turned into a proxy to arbitrary addresses; with a timeout, a size limit, and the
 * answer kept for a while (every visitor of a page asks for the same JSON).
 */
import { readQuizImages, QUIZ_DEMO_IMAGES_PATH, type QuizImages } from '../../../domain/contracts/quiz-images.js';
import { demoDefenderImages } from './demo-images.js';

export const IMAGES_TIMEOUT_MS = 5_000;
export const IMAGES_CACHE_MS = 10 * 60_000;
const MAX_BYTES = 256 * 1024;
const MAX_ENTRIES = 100;

export type ImagesAnswer = { ok: true; images: QuizImages } | { ok: false; reason: 'invalid_url' | 'url_not_allowed' | 'unavailable' };

export interface ImagesSourceOptions {
  /** The server's own public origin: relative URLs and URLs on it are this server's. */
  publicOrigin: string;
  /** Hosts (`host` or `host:port`) whose JSON may be fetched; read per call so an operator's change applies. */
  allowedHosts: () => readonly string[];
  fetch?: typeof fetch;
  now?: () => number;
}

export function allowedHostsFromEnv(env: NodeJS.ProcessEnv = process.env): string[] {
  return (env.QUIZ_IMAGES_HOSTS ?? '')
    .split(',')
    .map((h) => h.trim().toLowerCase())
    .filter(Boolean);
}

export function createImagesSource(options: ImagesSourceOptions) {
  const cache = new Map<string, { until: number; images: QuizImages }>();
  const now = options.now ?? Date.now;
  const doFetch = options.fetch ?? fetch;

  return async function imagesFor(raw: string): Promise<ImagesAnswer> {
    let url: URL;
    try {
      url = new URL(raw, options.publicOrigin);
    } catch {
      return { ok: false, reason: 'invalid_url' };
    }
    if (url.protocol !== 'https:' && url.protocol !== 'http:') return { ok: false, reason: 'invalid_url' };
    const own = url.origin === new URL(options.publicOrigin).origin;
    // The demo data is answered in-process: no request to ourselves.
    if (own && url.pathname === QUIZ_DEMO_IMAGES_PATH) return { ok: true, images: demoDefenderImages() };
    if (!options.allowedHosts().includes(url.host.toLowerCase())) return { ok: false, reason: 'url_not_allowed' };

    const key = url.href;
    const hit = cache.get(key);
    if (hit && hit.until > now()) return { ok: true, images: hit.images };
    try {
      const response = await doFetch(url, {
        signal: AbortSignal.timeout(IMAGES_TIMEOUT_MS),
        redirect: 'error',
        headers: { accept: 'application/json' },
      });
      if (!response.ok) return { ok: false, reason: 'unavailable' };
      const text = await response.text();
      if (text.length > MAX_BYTES) return { ok: false, reason: 'unavailable' };
      const images = readQuizImages(JSON.parse(text));
      if (!images) return { ok: false, reason: 'unavailable' };
      if (cache.size >= MAX_ENTRIES) cache.delete(cache.keys().next().value as string);
      cache.set(key, { until: now() + IMAGES_CACHE_MS, images });
      return { ok: true, images };
    } catch {
      return { ok: false, reason: 'unavailable' };
    }
  };
}
