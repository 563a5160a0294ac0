/**
 * Generated vehicle pictures: GET /media/vehicles/:body/:color/:view/:size.svg.
 * The URL fully determines the picture, so responses are cacheable forever (immutable).
 */
import type { FastifyInstance } from 'fastify';
import {
  PICTURE_BODIES,
  PICTURE_SIZES,
  PICTURE_VIEWS,
  isPictureBody,
  isPictureSize,
  isPictureView,
  vehicleSvg,
} from '../../../domain/vehicle-picture.js';
import type { AppContext } from '../../context.js';
import type { Services } from '../../services.js';
import { ApiFailure } from '../../http/failure.js';
import { errorResponses } from '../../http/error-schema.js';

interface PictureParams {
  body: string;
  color: string;
  view: string;
  size: string;
}

const COLOR = /^[0-9a-fA-F]{6}$/;

/** Parameters are checked by the handler (400 naming the parameter); the picture is SVG. */
const pictureSchema = {
  description: 'A generated vehicle picture (SVG), cacheable forever.',
  tags: ['media'],
  response: {
    200: { description: 'The picture', content: { 'image/svg+xml': { schema: { type: 'string' } } } },
    ...errorResponses(400, 404),
  },
} as const;

export async function registerMediaApi(app: FastifyInstance, _ctx: AppContext, _services: Services): Promise<void> {
  app.get<{ Params: PictureParams }>('/media/vehicles/:body/:color/:view/:size.svg', { schema: pictureSchema }, async (request, reply) => {
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
  });
}
