/**
 * Rasterises generated scenes (domain/media-scenes.ts) with sharp. A scene at one size and format
 * always gives the same bytes, so each rendering is kept in memory (bounded, oldest first out) and
 * concurrent requests for the same picture share one rendering.
 */
import sharp from 'sharp';
import { sceneSvg, type Scene } from '../../../domain/media-scenes.js';
import type { MediaFormat, MediaSize } from '../../../domain/media-sizes.js';

const MAX_ENTRIES = 400;

export interface SceneRenderer {
  render(name: string, scene: Scene, size: MediaSize, format: MediaFormat): Promise<Buffer>;
}

export function createSceneRenderer(): SceneRenderer {
  const cache = new Map<string, Promise<Buffer>>();
  return {
    render(name, scene, size, format) {
      const key = `${name}/${size.width}x${size.height}.${format}`;
      const cached = cache.get(key);
      if (cached) return cached;
      const image = sharp(Buffer.from(sceneSvg(scene, size.width, size.height)));
      const rendering = (format === 'webp' ? image.webp({ quality: 78 }) : image.jpeg({ quality: 82, mozjpeg: true })).toBuffer();
      cache.set(key, rendering);
      // A failed rendering is not kept: the next request tries again.
      rendering.catch(() => cache.delete(key));
      if (cache.size > MAX_ENTRIES) {
        const oldest = cache.keys().next().value;
        if (oldest !== undefined) cache.delete(oldest);
      }
      return rendering;
    },
  };
}
