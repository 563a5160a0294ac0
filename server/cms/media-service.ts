/**
 * The media library (docs/cms-api.md, "Media"): an uploaded image is checked (type, size, that it decodes) and
 * re-encoded with sharp into the catalogue's sizes 1600×900, 1024×576 and 640×360 (docs/cms-api.md, "Media"),
 * each as WebP and a JPEG fallback, cropped to fill. Only the re-encoded files are kept (never the
 * upload itself, so no metadata or embedded payload survives), in the database so that every server
 * process serves them: GET /media/library/{id}/{size}.{webp|jpeg}.
 */
import type { Kysely } from 'kysely';
import sharp, { type Metadata } from 'sharp';
import type { CmsMedia, CmsMediaFormat, CmsMediaSize } from '../../domain/contracts/cms.js';
import { LANGUAGES, isLanguage, type Language } from '../../domain/languages.js';
import type { Database } from '../db/schema.js';
import { ApiFailure } from '../failure.js';
import { SHARP_FORMAT, sniffImageType, type ImageType } from './image-type.js';

export const MEDIA_SIZES: readonly CmsMediaSize[] = ['1600x900', '1024x576', '640x360'];
export const MEDIA_FORMATS: readonly CmsMediaFormat[] = ['webp', 'jpeg'];
export const MAX_UPLOAD_BYTES = 15 * 1024 * 1024;
export const UPLOAD_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/gif', 'image/avif'] as const;
const MAX_ALT = 500;
/**
 * The most pixels an upload may have, read from its header before anything is decoded. The largest
 * catalogue size is 1600×900 (1.44 megapixels): 25 megapixels takes every 24-megapixel camera or
 * phone photo (6000×4000) as it is, still 17 times what the site shows, while a tiny file declaring
 * a huge canvas (a 6 KB PNG of 7000×7000) is refused before it costs seconds of CPU to decode
 * (docs/cms-api.md, "Media"). sharp's own limit stays as a second stop at decode.
 */
export const MAX_INPUT_PIXELS = 25_000_000;

/** Where a media file is served: a library size (CmsMediaSize) or a vehicle photo size from a feed (docs/stock-feed.md). */
export function mediaFileUrl(id: number, size: string, format: CmsMediaFormat): string {
  return `/media/library/${id}/${size}.${format}`;
}

export function mediaUrl(id: number, size: CmsMediaSize, format: CmsMediaFormat): string {
  return mediaFileUrl(id, size, format);
}

const urlsOf = (id: number) =>
  Object.fromEntries(
    MEDIA_SIZES.map((size) => [size, { webp: mediaUrl(id, size, 'webp'), jpeg: mediaUrl(id, size, 'jpeg') }]),
  ) as CmsMedia['urls'];

export function checkAlt(value: unknown): Partial<Record<Language, string>> {
  if (!value || typeof value !== 'object' || Array.isArray(value))
    throw new ApiFailure(400, 'invalid_request', 'alt must be { ku, ar, en }', 'alt');
  const alt: Partial<Record<Language, string>> = {};
  for (const [language, text] of Object.entries(value)) {
    if (!isLanguage(language)) throw new ApiFailure(400, 'invalid_request', `alt takes only ${LANGUAGES.join(', ')}`, `alt.${language}`);
    if (typeof text !== 'string' || text.length > MAX_ALT)
      throw new ApiFailure(400, 'invalid_request', `alt.${language} must be text of at most ${MAX_ALT} characters`, `alt.${language}`);
    alt[language] = text;
  }
  return alt;
}

/**
 * The image's real type (its magic numbers, then sharp's reading of its header) and its size in
 * pixels within MAX_INPUT_PIXELS: all from the header, before any pixel is decoded. An upload must
 * also be the type its part declared; an image fetched from an address (docs/stock-feed.md,
 * "Photos") declares nothing that counts, so `declared` is left out for it.
 */
export async function checkImage(bytes: Buffer, declared?: string): Promise<{ type: ImageType; width: number; height: number }> {
  const actual = sniffImageType(bytes);
  if (!actual)
    throw new ApiFailure(
      415,
      'unsupported_media_type',
      `The file is not one of ${UPLOAD_TYPES.join(', ')} (read from its content)`,
      'file',
    );
  if (declared !== undefined && actual !== declared)
    throw new ApiFailure(415, 'media_type_mismatch', `The file was sent as ${declared} but its content is ${actual}`, 'file');
  let meta: Metadata;
  try {
    // The header only: nothing is decoded here, so the pixel count is ours to judge (below), whatever its size.
    meta = await sharp(bytes, { limitInputPixels: false }).metadata();
  } catch {
    throw new ApiFailure(400, 'invalid_image', 'The file is not an image we can read', 'file');
  }
  if (meta.format !== SHARP_FORMAT[actual])
    throw new ApiFailure(
      415,
      'media_type_mismatch',
      `The file was sent as ${declared ?? actual} but its content is ${meta.format}`,
      'file',
    );
  const width = meta.width ?? 0;
  const height = meta.height ?? 0;
  if (width === 0 || height === 0) throw new ApiFailure(400, 'invalid_image', 'The file is not an image we can read', 'file');
  if (width * height > MAX_INPUT_PIXELS)
    throw new ApiFailure(
      413,
      'image_too_large',
      `The image is ${width}×${height}: at most ${MAX_INPUT_PIXELS / 1_000_000} megapixels; export it smaller`,
      'file',
    );
  return { type: actual, width, height };
}

/** One re-encoded file of a media item, as media_files keeps it. */
export interface MediaFile {
  size: string;
  format: CmsMediaFormat;
  bytes: Buffer;
}

/**
 * The checked image re-encoded into each `WIDTHxHEIGHT` size, cropped to fill, in each format: the
 * library's sizes for an upload, the vehicle photo sizes for a feed's photo (docs/stock-feed.md).
 */
export async function resizeImage(bytes: Buffer, sizes: readonly string[], formats: readonly CmsMediaFormat[]): Promise<MediaFile[]> {
  const files: MediaFile[] = [];
  try {
    for (const size of sizes) {
      const [w, h] = size.split('x').map(Number) as [number, number];
      // rotate(): applies the EXIF orientation before it is dropped with the rest of the metadata.
      const resized = sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS }).rotate().resize(w, h, { fit: 'cover' });
      if (formats.includes('webp')) files.push({ size, format: 'webp', bytes: await resized.clone().webp({ quality: 80 }).toBuffer() });
      if (formats.includes('jpeg'))
        files.push({
          size,
          format: 'jpeg',
          bytes: await resized.clone().flatten({ background: '#ffffff' }).jpeg({ quality: 82 }).toBuffer(),
        });
    }
  } catch {
    throw new ApiFailure(400, 'invalid_image', 'The file is not an image we can read', 'file');
  }
  return files;
}

/** A media item and its files, inside the caller's transaction; its id. */
export async function insertMedia(
  trx: Kysely<Database>,
  item: { filename: string; contentType: string; width: number; height: number; alt: string; createdBy: number | null; createdAt: string },
  files: readonly MediaFile[],
): Promise<number> {
  const inserted = await trx
    .insertInto('media')
    .values({
      filename: item.filename,
      content_type: item.contentType,
      width: item.width,
      height: item.height,
      alt: item.alt,
      created_by: item.createdBy,
      created_at: item.createdAt,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  for (const file of files)
    await trx
      .insertInto('media_files')
      .values({ media_id: inserted.id, ...file })
      .execute();
  return inserted.id;
}

export interface Upload {
  filename: string;
  contentType: string;
  bytes: Buffer;
  alt: Partial<Record<Language, string>>;
}

export interface MediaService {
  upload(upload: Upload, authorId: number | null): Promise<CmsMedia>;
  list(): Promise<CmsMedia[]>;
  get(id: number): Promise<CmsMedia>;
  updateAlt(id: number, alt: Partial<Record<Language, string>>): Promise<CmsMedia>;
  /** 409 `media_in_use` while a page's draft or live content names it. */
  remove(id: number): Promise<void>;
  file(id: number, size: string, format: string): Promise<Buffer | undefined>;
}

export function createMediaService(db: Kysely<Database>, now: () => number): MediaService {
  async function usedBy(id: number): Promise<CmsMedia['used_by']> {
    // The library's URLs are distinctive; a LIKE finds them in the live blocks, the draft and the share image.
    const needle = `%/media/library/${id}/%`;
    const rows = await db
      .selectFrom('pages')
      .select(['id', 'language', 'path'])
      .where((eb) =>
        eb.or([eb('blocks', 'like', needle), eb('draft', 'like', needle), eb('image_id', 'like', needle), eb('image_id', '=', String(id))]),
      )
      .orderBy('id')
      .execute();
    return rows.map((r) => ({ id: r.id, language: isLanguage(r.language) ? r.language : 'ku', path: r.path }));
  }

  async function toMedia(row: Awaited<ReturnType<typeof findRow>>): Promise<CmsMedia> {
    if (!row) throw new ApiFailure(404, 'media_not_found', 'No media with this id', 'id');
    let alt: Partial<Record<Language, string>> = {};
    try {
      alt = JSON.parse(row.alt) as Partial<Record<Language, string>>;
    } catch {
      // An unreadable alt text is shown as none; the editor can set it again.
    }
    return {
      id: row.id,
      filename: row.filename,
      content_type: row.content_type,
      width: row.width,
      height: row.height,
      alt,
      urls: urlsOf(row.id),
      created_at: row.created_at,
      used_by: await usedBy(row.id),
    };
  }

  const findRow = (id: number) => db.selectFrom('media').selectAll().where('id', '=', id).executeTakeFirst();

  return {
    async upload({ filename, contentType, bytes, alt }, authorId) {
      if (!(UPLOAD_TYPES as readonly string[]).includes(contentType))
        throw new ApiFailure(415, 'unsupported_media_type', `Upload one of ${UPLOAD_TYPES.join(', ')}`, 'file');
      if (bytes.length > MAX_UPLOAD_BYTES)
        throw new ApiFailure(413, 'payload_too_large', `An upload may have at most ${MAX_UPLOAD_BYTES} bytes`, 'file');
      const { width, height } = await checkImage(bytes, contentType);
      const files = await resizeImage(bytes, MEDIA_SIZES, MEDIA_FORMATS);
      const name = filename.replace(/[^\p{L}\p{N}._ -]/gu, '_').slice(0, 200) || 'image';
      const createdAt = new Date(now()).toISOString();
      const id = await db
        .transaction()
        .execute((trx) =>
          insertMedia(trx, { filename: name, contentType, width, height, alt: JSON.stringify(alt), createdBy: authorId, createdAt }, files),
        );
      return toMedia(await findRow(id));
    },
    async list() {
      // A feed's vehicle photos are stored here too, in the vehicle sizes: the library lists only what editors uploaded.
      const rows = await db
        .selectFrom('media')
        .selectAll()
        .where('id', 'not in', db.selectFrom('stock_feed_photos').select('media_id'))
        .orderBy('id', 'desc')
        .execute();
      return Promise.all(rows.map((row) => toMedia(row)));
    },
    async get(id) {
      return toMedia(await findRow(id));
    },
    async updateAlt(id, alt) {
      const result = await db
        .updateTable('media')
        .set({ alt: JSON.stringify(alt) })
        .where('id', '=', id)
        .executeTakeFirst();
      if (Number(result.numUpdatedRows) === 0) throw new ApiFailure(404, 'media_not_found', 'No media with this id', 'id');
      return toMedia(await findRow(id));
    },
    async remove(id) {
      if (!(await findRow(id))) throw new ApiFailure(404, 'media_not_found', 'No media with this id', 'id');
      const users = await usedBy(id);
      if (users.length > 0)
        throw new ApiFailure(409, 'media_in_use', `Used by ${users.map((u) => `/${u.language}${u.path}`).join(', ')}`, 'id', {
          used_by: users,
        });
      await db.transaction().execute(async (trx) => {
        await trx.deleteFrom('media_files').where('media_id', '=', id).execute();
        await trx.deleteFrom('media').where('id', '=', id).execute();
      });
    },
    async file(id, size, format) {
      const row = await db
        .selectFrom('media_files')
        .select('bytes')
        .where('media_id', '=', id)
        .where('size', '=', size)
        .where('format', '=', format)
        .executeTakeFirst();
      return row ? Buffer.from(row.bytes) : undefined;
    },
  };
}
