/** The media library of the editor API (docs/cms-api.md, "Media") and the public image files it serves. */
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import type { Language } from '../../../domain/languages.js';
import { checkAlt } from '../../cms/media-service.js';
import type { AuthGuard } from '../../http/auth/index.js';
import { ApiFailure } from '../../failure.js';
import type { RateLimits } from '../../http/rate-limit/index.js';
import type { Services } from '../../services.js';
import { deleteMediaSchema, getMediaSchema, listMediaSchema, mediaFileSchema, updateMediaSchema, uploadMediaSchema } from './schemas.js';

export function registerMediaRoutes(scope: FastifyInstance, guard: AuthGuard, services: Services, limits: RateLimits): void {
  // The handlers' request and answer types come from the TypeBox schemas (docs/api-schemas.md).
  const app = scope.withTypeProvider<TypeBoxTypeProvider>();
  const { media } = services.cms;
  const preHandler = guard.requireRole('editor');
  // After the guard (the account is known), before the handler reads the file: a refused upload costs nothing.
  const uploadLimit = limits.perKey('media_upload', limits.config.mediaUploads, (request) => String(guard.identityOf(request).account.id));
  const uploadGuards = uploadLimit ? [preHandler, uploadLimit] : preHandler;

  app.get('/cms/api/media', { schema: listMediaSchema, preHandler }, async () => ({ data: await media.list() }));
  app.get('/cms/api/media/:id', { schema: getMediaSchema, preHandler }, async (request) => ({
    data: await media.get(request.params.id),
  }));

  app.post('/cms/api/media', { schema: uploadMediaSchema, preHandler: uploadGuards }, async (request, reply) => {
    if (!request.isMultipart())
      throw new ApiFailure(415, 'unsupported_media_type', 'Upload the image as multipart/form-data with a field named file', 'file');
    const alt: Partial<Record<Language, string>> = {};
    let file: { filename: string; contentType: string; bytes: Buffer } | undefined;
    try {
      for await (const part of request.parts()) {
        if (part.type === 'file') {
          if (part.fieldname !== 'file')
            throw new ApiFailure(400, 'invalid_request', 'The image goes in the field named file', part.fieldname);
          file = { filename: part.filename, contentType: part.mimetype, bytes: await part.toBuffer() };
        } else if (/^alt_(ku|ar|en)$/.test(part.fieldname) && typeof part.value === 'string') {
          alt[part.fieldname.slice(4) as Language] = part.value;
        }
      }
    } catch (error) {
      if (error instanceof ApiFailure) throw error;
      const code = (error as { code?: string }).code;
      if (code === 'FST_REQ_FILE_TOO_LARGE' || code === 'FST_FILES_LIMIT' || code === 'FST_PARTS_LIMIT' || code === 'FST_FIELDS_LIMIT')
        throw new ApiFailure(413, 'payload_too_large', 'One image of at most 15 MB per upload', 'file');
      throw new ApiFailure(400, 'invalid_request', 'The upload could not be read', 'file');
    }
    if (!file) throw new ApiFailure(400, 'invalid_request', 'Add the image in the field named file', 'file');
    const created = await media.upload({ ...file, alt: checkAlt(alt) }, guard.identityOf(request).account.id);
    return reply.status(201).send({ data: created });
  });

  app.put('/cms/api/media/:id', { schema: updateMediaSchema, preHandler }, async (request) => ({
    data: await media.updateAlt(request.params.id, checkAlt(request.body.alt)),
  }));

  app.delete('/cms/api/media/:id', { schema: deleteMediaSchema, preHandler }, async (request) => {
    await media.remove(request.params.id);
    return { data: { deleted: true } };
  });

  app.get('/media/library/:id/:file', { schema: mediaFileSchema }, async (request, reply) => {
    const [size = '', format = ''] = request.params.file.split('.');
    const bytes = await media.file(request.params.id, size, format);
    if (!bytes) throw new ApiFailure(404, 'media_not_found', 'No such image', 'id');
    return reply
      .header('content-type', format === 'webp' ? 'image/webp' : 'image/jpeg')
      .header('cache-control', 'public, max-age=31536000, immutable')
      .send(bytes);
  });
}
