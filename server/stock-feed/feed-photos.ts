/**
 * Photos a feed row names by address (docs/stock-feed.md, "Photos"). Each address passes the one
 * URL rule (domain/feed-url.ts), is read like the feed itself (./safe-fetch.ts: public host, no
 * redirect, a size cap and a timeout), must be a real image by its content (sniffed, then its
 * header's pixel count; server/cms/media-service.ts) and is re-encoded with sharp into the sizes
 * the seed's generated photos have (domain/vehicle-picture.ts). The files are kept in the media
 * library and served as its other files are (/media/library/{id}/{size}.jpeg); stock_feed_photos
 * (migration 0038) maps the address to them, so an address is fetched once, on whichever import
 * first names it, and never again.
 */
import type { Kysely } from 'kysely';
import { checkFeedUrl } from '../../domain/feed-url.js';
import type { FeedRefusalCode } from '../../domain/stock-feed/feed-fields.js';
import type { VehiclePhoto } from '../../domain/vehicle.js';
import { PICTURE_SIZES } from '../../domain/vehicle-picture.js';
import { checkImage, insertMedia, MAX_UPLOAD_BYTES, mediaFileUrl, resizeImage } from '../cms/media-service.js';
import type { Database } from '../db/schema.js';
import type { PhotoSet } from '../../domain/vehicle-media.js';
import { ApiFailure } from '../failure.js';
import { createLimiter, DEFAULT_PHOTO_FETCH_LIMITS, type FetchLimits } from './fetch-limiter.js';
import { FeedPullError, safeFetch, type FetchFeedOptions } from './safe-fetch.js';

/** How photos are read: the feed pull's limits, and how many at once (./fetch-limiter.ts; server/config.ts, stockPull). */
export interface PhotoFetchOptions extends FetchFeedOptions {
  limits?: FetchLimits;
}

/** The photo item's sizes as `WIDTHxHEIGHT` (16:9, as the generated pictures). */
const size = (width: number) => `${width}x${Math.round((width * 9) / 16)}`;
export const FEED_PHOTO_SIZES = {
  big: size(PICTURE_SIZES.big),
  medium: size(PICTURE_SIZES.medium),
  quarter_hd: size(PICTURE_SIZES.quarter_hd),
  hd: size(PICTURE_SIZES.hd),
  full: size(PICTURE_SIZES.full),
} as const;

/** Addresses per query when looking up which are stored. */
const URL_CHUNK = 200;

export interface PhotoProblem {
  url: string;
  code: FeedRefusalCode;
}

/** What a row's addresses come to before anything is fetched. */
export type PhotoPlan =
  /** Every address is stored: the vehicle's photos. */
  | { kind: 'stored'; set: PhotoSet }
  /** Every address is valid; these are not stored yet (fetched when the import is applied). */
  | { kind: 'pending'; urls: string[] }
  /** An address breaks the URL rule: the vehicle keeps its photos. */
  | { kind: 'refused'; problems: PhotoProblem[] };

const PULL_CODES: Record<FeedPullError['code'], FeedRefusalCode> = {
  private_address: 'photo_private_host',
  unreachable: 'photo_unreachable',
  http_status: 'photo_http_status',
  redirect: 'photo_redirect',
  too_large: 'photo_too_large',
  timeout: 'photo_timeout',
  unreadable: 'photo_not_image',
};

export function photoSetOf(mediaIds: readonly number[]): PhotoSet {
  const path = (id: number, name: keyof typeof FEED_PHOTO_SIZES) => mediaFileUrl(id, FEED_PHOTO_SIZES[name], 'jpeg');
  const photos: VehiclePhoto[] = mediaIds.map((id, i) => ({
    sequence: i + 1,
    big_path: path(id, 'big'),
    medium_path: path(id, 'medium'),
    quarter_hd_path: path(id, 'quarter_hd'),
    hd_path: path(id, 'hd'),
    full_path: path(id, 'full'),
  }));
  return { json: JSON.stringify(photos), coverMedium: photos[0]?.medium_path ?? '' };
}

/** Whether stored photos are ones a feed or an admin named (kept when a later row names none), not generated ones. */
export const isNamedPhotoSet = (photosJson: string): boolean => photosJson.includes('/media/library/');

export interface FeedPhotos {
  /** Reads which of the feed's addresses are stored already (one query per URL_CHUNK addresses). */
  preload(rawUrls: Iterable<string>): Promise<void>;
  /** A row's addresses against what is stored, without fetching. */
  plan(urls: readonly string[]): PhotoPlan;
  /** Checks the addresses, fetches and stores what is missing: the photo set, or why it is not. */
  store(urls: readonly string[]): Promise<{ set: PhotoSet } | { problems: PhotoProblem[] }>;
  /** How many addresses this import fetched and stored. */
  readonly fetched: number;
}

export function createFeedPhotos(db: Kysely<Database>, now: () => number, options: PhotoFetchOptions): FeedPhotos {
  const stored = new Map<string, number>();
  // Bounds this import's fetches (each one's resize and store too: they hold the photo's bytes).
  const limit = createLimiter(options.limits ?? DEFAULT_PHOTO_FETCH_LIMITS);
  // One fetch per address per import, whichever rows name it.
  const pending = new Map<string, Promise<number | FeedRefusalCode>>();
  let fetched = 0;

  const checked = (raw: string): string | undefined => {
    const check = checkFeedUrl(raw);
    return check.ok ? check.url.href : undefined;
  };

  async function fetchAndStore(url: string): Promise<number | FeedRefusalCode> {
    let bytes: Buffer;
    try {
      ({ bytes } = await safeFetch(new URL(url), {
        allowPrivateHosts: options.allowPrivateHosts,
        timeoutMs: options.timeoutMs,
        maxBytes: MAX_UPLOAD_BYTES,
        accept: 'image/*',
        what: 'The photo',
      }));
    } catch (error) {
      if (error instanceof FeedPullError) return PULL_CODES[error.code];
      throw error;
    }
    let image: Awaited<ReturnType<typeof checkImage>>;
    let files: Awaited<ReturnType<typeof resizeImage>>;
    try {
      image = await checkImage(bytes);
      files = await resizeImage(bytes, Object.values(FEED_PHOTO_SIZES), ['jpeg']);
    } catch (error) {
      if (error instanceof ApiFailure) return error.code === 'image_too_large' ? 'photo_too_many_pixels' : 'photo_not_image';
      throw error;
    }
    const createdAt = new Date(now()).toISOString();
    const filename = (new URL(url).pathname.split('/').pop() ?? '').replace(/[^\p{L}\p{N}._ -]/gu, '_').slice(0, 200) || 'photo';
    try {
      const id = await db.transaction().execute(async (trx) => {
        const mediaId = await insertMedia(
          trx,
          { filename, contentType: image.type, width: image.width, height: image.height, alt: '{}', createdBy: null, createdAt },
          files,
        );
        await trx.insertInto('stock_feed_photos').values({ url, media_id: mediaId, created_at: createdAt }).execute();
        return mediaId;
      });
      fetched++;
      return id;
    } catch (error) {
      // Another process stored the same address meanwhile: its row is the one (ours was rolled back).
      const other = await db.selectFrom('stock_feed_photos').select('media_id').where('url', '=', url).executeTakeFirst();
      if (other) return Number(other.media_id);
      throw error;
    }
  }

  async function load(rawUrls: Iterable<string>): Promise<void> {
    const urls = [...new Set([...rawUrls].map(checked).filter((url): url is string => url !== undefined))].filter(
      (url) => !stored.has(url),
    );
    for (let i = 0; i < urls.length; i += URL_CHUNK) {
      const rows = await db
        .selectFrom('stock_feed_photos')
        .select(['url', 'media_id'])
        .where('url', 'in', urls.slice(i, i + URL_CHUNK))
        .execute();
      for (const row of rows) stored.set(row.url, Number(row.media_id));
    }
  }

  return {
    get fetched() {
      return fetched;
    },
    preload: load,
    plan(rawUrls) {
      const problems: PhotoProblem[] = [];
      const urls: string[] = [];
      for (const raw of rawUrls) {
        const url = checked(raw);
        if (url === undefined) problems.push({ url: raw.slice(0, 2000), code: 'photo_bad_url' });
        else if (!urls.includes(url)) urls.push(url);
      }
      if (problems.length > 0) return { kind: 'refused', problems };
      const missing = urls.filter((url) => !stored.has(url));
      if (missing.length > 0) return { kind: 'pending', urls };
      return { kind: 'stored', set: photoSetOf(urls.map((url) => stored.get(url)!)) };
    },
    async store(rawUrls) {
      const urls = [...new Set(rawUrls.map((raw) => checked(raw) ?? raw))];
      const badUrls = urls.filter((url) => checked(url) === undefined);
      if (badUrls.length > 0) return { problems: badUrls.map((url) => ({ url: url.slice(0, 2000), code: 'photo_bad_url' as const })) };
      // Another process may have stored some since this import looked.
      await load(urls);
      const outcomes = await Promise.all(
        urls.map(async (url) => {
          const known = stored.get(url);
          if (known !== undefined) return known;
          let job = pending.get(url);
          if (!job) {
            job = limit(new URL(url).host, () => fetchAndStore(url));
            pending.set(url, job);
          }
          const outcome = await job;
          if (typeof outcome === 'number') stored.set(url, outcome);
          return outcome;
        }),
      );
      const problems = outcomes.flatMap((outcome, i) => (typeof outcome === 'number' ? [] : [{ url: urls[i]!, code: outcome }]));
      if (problems.length > 0) return { problems };
      return { set: photoSetOf(outcomes as number[]) };
    },
  };
}
