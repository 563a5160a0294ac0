/**
 * Generated vehicle pictures: GET /media/vehicles/:body/:color/:view/:size.svg.
 * Generated scenes, rasterised: GET /media/scenes/:scene/:size.:format (WebP or JPEG).
 * The URL fully determines the picture, so responses are cacheable forever (immutable).
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Static } from 'typebox';
import {
  PICTURE_BODIES,
  PICTURE_SIZES,
  PICTURE_VIEWS,
  isPictureBody,
  isPictureSize,
  isPictureView,
  vehicleSvg,
} from '../../../domain/vehicle-picture.js';
import { parseScene } from '../../../domain/media-scenes.js';
import { MEDIA_SIZES, isMediaFormat, parseSizeName, sizeName } from '../../../domain/media-sizes.js';
import type { AppContext } from '../../context.js';
import { createSceneRenderer } from './scene-renderer.js';
import type { Services } from '../../services.js';
import { ApiFailure } from '../../failure.js';
import { errorResponses } from '../../http/error-schema.js';
import { PathParams } from '../../http/schemas/ids.js';

const COLOR = /^[0-9a-fA-F]{6}$/;

/**
 * Route schemas in TypeBox (docs/api-schemas.md). Parameters are documented and checked by the
 * handler (400 naming the parameter); the answers are pictures, documented by content type, so the
 * handlers take only their path parameters from the schema (`Static`).
 */
const pictureSchema = {
  description: 'A generated vehicle picture (SVG), cacheable forever.',
  tags: ['media'],
  params: PathParams({
    body: `One of ${PICTURE_BODIES.join(', ')}`,
    color: 'The paint: 6 hexadecimal digits, e.g. 1b1c1e',
    view: `One of ${PICTURE_VIEWS.join(', ')}`,
    size: `One of ${Object.keys(PICTURE_SIZES).join(', ')}`,
  }),
  response: {
    200: { description: 'The picture', content: { 'image/svg+xml': { schema: { type: 'string' } } } },
    ...errorResponses(400, 404),
  },
};

const sceneSchema = {
  description: 'A generated demo scene (mountains, city, interior, vehicle) as WebP or JPEG, cacheable forever.',
  tags: ['media'],
  params: PathParams({
    scene: 'mountains-<time>, city-<time>, interior-<trim> or <body>-<hex>-<backdrop>[-<time>]',
    size: `One of ${MEDIA_SIZES.map(sizeName).join(', ')}`,
    format: 'webp or jpg',
  }),
  response: {
    200: {
      description: 'The picture',
      content: { 'image/webp': { schema: { type: 'string' } }, 'image/jpeg': { schema: { type: 'string' } } },
    },
    ...errorResponses(400),
  },
};

export async function registerMediaApi(app: FastifyInstance, _ctx: AppContext, _services: Services): Promise<void> {
  const scenes = createSceneRenderer();
  app.get(
    '/media/scenes/:scene/:size.:format',
    { schema: sceneSchema },
    async (request: FastifyRequest<{ Params: Static<typeof sceneSchema.params> }>, reply) => {
      const { scene: name, size: sizeParam, format } = request.params;
      const bad = (field: string, message: string) => new ApiFailure(400, 'invalid_parameter', message, field);
      const scene = parseScene(name);
      if (!scene) throw bad('scene', 'scene must be mountains-<time>, city-<time>, interior-<trim> or <body>-<hex>-<backdrop>[-<time>]');
      const size = parseSizeName(sizeParam);
      if (!size) throw bad('size', `size must be one of ${MEDIA_SIZES.map(sizeName).join(', ')}`);
      if (!isMediaFormat(format)) throw bad('format', 'format must be webp or jpg');
      const bytes = await scenes.render(name, scene, size, format);
      return reply
        .header('content-type', format === 'webp' ? 'image/webp' : 'image/jpeg')
        .header('cache-control', 'public, max-age=31536000, immutable')
        .send(bytes);
    },
  );

  app.get(
    '/media/vehicles/:body/:color/:view/:size.svg',
    { schema: pictureSchema },
    async (request: FastifyRequest<{ Params: Static<typeof pictureSchema.params> }>, reply) => {
      const { body, color, view, size } = request.params;
      const bad = (field: string, message: string) => new ApiFailure(400, 'invalid_parameter', message, field);
      if (!isPictureBody(body)) throw bad('body', `body must be one of ${PICTURE_BODIES.join(', ')}`);
      if (!COLOR.test(color)) throw bad('color', 'color must be 6 hexadecimal digits, e.g. 1b1c1e');
      if (!isPictureView(view)) throw bad('view', `view must be one of ${PICTURE_VIEWS.join(', ')}`);
      if (!isPictureSize(size)) throw bad('size', `size must be one of ${Object.keys(PICTURE_SIZES).join(', ')}`);
      const width = PICTURE_SIZES[size];
      const svg = vehicleSvg({ body, colorHex: `#${color}`, view, width, height: Math.round((width * 9) / 16) });
      return reply
        .header('content-type', 'image/svg+xml; charset=utf-8')
        .header('cache-control', 'public, max-age=31536000, immutable')
        .send(svg);
    },
  );
}
