/**
 * Quiz data (docs/quizzes.md): `GET /api/quizzes/images?url=<images_data_url>` gives the Defender
 * quiz's images JSON fetched by the server (images-source.ts), and the local demo data lives at
 * `GET /api/quizzes/demo/defender-images` (the JSON) and `/api/quizzes/demo/defender-pictures/:variant.svg`
 * (the pictures). CORS: any origin some listing allows, as the other widget routes.
 */
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { Type } from 'typebox';
import { QUIZ_DEMO_IMAGES_PATH, QUIZ_DEMO_PICTURES_PATH, QUIZ_IMAGES_PATH } from '../../../domain/contracts/quiz-images.js';
import type { AppContext } from '../../context.js';
import { allowAnyListingOrigin } from '../../http/cors.js';
import { errorResponses } from '../../http/error-schema.js';
import { allowedJsonRefusal } from '../../http/allowed-json-refusal.js';
import { ApiFailure } from '../../failure.js';
import { DataAnswer } from '../../http/schemas/answer.js';
import { MapOf } from '../../http/schemas/nullable.js';
import type { Services } from '../../services.js';
import { demoDefenderImages, demoDefenderSvg } from './demo-images.js';
import { allowedHostsFromEnv, createImagesSource, IMAGES_CACHE_MS, type ImagesSourceOptions } from './images-source.js';

/** A quiz's images JSON: picture key → URL (docs/quizzes.md). */
const imagesMap = MapOf(Type.String());

// Route schemas in TypeBox (docs/api-schemas.md): the handlers' request and answer types come from them.
const imagesSchema = {
  summary: 'The images JSON of a quiz (images_data_url), fetched by the server',
  tags: ['quizzes'],
  querystring: Type.Object({ url: Type.String({ minLength: 1, maxLength: 2000 }) }),
  response: { 200: DataAnswer(imagesMap), ...errorResponses(400, 502) },
};

const demoImagesSchema = { summary: 'The demo images JSON of the Defender quiz', tags: ['quizzes'], response: { 200: imagesMap } };

const demoPictureSchema = {
  summary: 'A demo picture of the Defender quiz (SVG)',
  tags: ['quizzes'],
  params: Type.Object({ file: Type.String({ maxLength: 64 }) }),
};

export async function registerQuizzesApi(
  scope: FastifyInstance,
  ctx: AppContext,
  _services: Services,
  sourceOptions: Partial<ImagesSourceOptions> = {},
): Promise<void> {
  const app = scope.withTypeProvider<TypeBoxTypeProvider>();
  const imagesFor = createImagesSource({
    publicOrigin: ctx.config.publicOrigin,
    allowedHosts: () => allowedHostsFromEnv(),
    ...sourceOptions,
  });

  app.get(QUIZ_IMAGES_PATH, { schema: imagesSchema }, async (request, reply) => {
    await allowAnyListingOrigin(request, reply, ctx.db);
    const answer = await imagesFor(request.query.url);
    if (answer.ok) return reply.header('Cache-Control', `public, max-age=${IMAGES_CACHE_MS / 1000}`).send({ data: answer.images });
    throw allowedJsonRefusal(
      answer,
      { code: 'quiz_images_unavailable', message: 'The images JSON could not be loaded' },
      'QUIZ_IMAGES_HOSTS',
    );
  });

  app.get(QUIZ_DEMO_IMAGES_PATH, { schema: demoImagesSchema }, async (request, reply) => {
    await allowAnyListingOrigin(request, reply, ctx.db);
    return reply.header('Cache-Control', 'public, max-age=3600').send(demoDefenderImages());
  });

  app.get(`${QUIZ_DEMO_PICTURES_PATH}/:file`, { schema: demoPictureSchema }, async (request, reply) => {
    const svg = request.params.file.endsWith('.svg') ? demoDefenderSvg(request.params.file.slice(0, -4)) : null;
    if (!svg) throw new ApiFailure(404, 'not_found', `No demo picture ${request.params.file}`, 'file');
    return reply.type('image/svg+xml').header('Cache-Control', 'public, max-age=86400').send(svg);
  });
}
