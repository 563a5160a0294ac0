/**
 * A page version as visitors would see it, before an editor restores it (docs/cms-editor.md,
 * "Versions"): `/{lang}/cms/preview/{page id}/{version}` renders the site page with that version's
 * content through the same renderer as the live page, under the editor toolbar saying which version
 * it is and whether visitors see it. Signed-in editors and admins only (others are sent to sign in,
 * as the editor does); the answer is `private, no-store` and `noindex`, never kept or shared. The
 * URL's language is the page's own: another one is redirected there, so the page's texts, direction
 * and language button are the page's.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import { LANGUAGES, isLanguage, type Language } from '../../domain/languages.js';
import type { Page } from '../../domain/page.js';
import { versionPreviewPath } from '../../domain/version-preview-path.js';
import type { AuthGuard } from '../http/auth/index.js';
import { noAccessPath, noPermissionsPath, signInUrl } from '../http/auth/paths.js';
import { siteResponses } from '../http/html-responses.js';
import { dbIdSchema } from '../http/db-int.js';
import type { PagesService } from '../cms/pages-service.js';
import type { Database } from '../db/schema.js';
import { ApiFailure } from '../failure.js';
import { rowToPage } from '../content/pages-repository.js';
import { liveColumns } from '../cms/page-content.js';

export interface VersionPreview {
  number: number;
  /** Visitors see this version now (the versions API's `live`). */
  live: boolean;
}

interface PreviewDeps {
  guard: AuthGuard;
  db: Kysely<Database>;
  versions: Pick<PagesService, 'version'>;
  sendPage(request: FastifyRequest, reply: FastifyReply, page: Page, segment: Language, preview: VersionPreview): Promise<unknown>;
}

type PreviewRequest = FastifyRequest<{ Params: { id: number; number: number } }>;

export async function registerVersionPreview(app: FastifyInstance, deps: PreviewDeps): Promise<void> {
  const schema = {
    description: 'A page version rendered as the site would show it (editor or admin; redirects to sign-in otherwise)',
    tags: ['site'],
    params: {
      type: 'object',
      required: ['id', 'number'],
      properties: { id: dbIdSchema, number: dbIdSchema },
    },
    response: siteResponses(200, 302, 404),
  };
  for (const language of LANGUAGES) {
    app.get(`/${language}/cms/preview/:id/:number`, { schema }, async (request: PreviewRequest, reply) => {
      const access = await deps.guard.access(request, 'editor');
      if (access.kind === 'unauthenticated') return reply.redirect(signInUrl(language, request.url), 302);
      if (access.kind === 'no_permissions') return reply.redirect(noPermissionsPath(language), 302);
      if (access.kind === 'forbidden') return reply.redirect(noAccessPath(language), 302);
      const { id, number } = request.params;
      const row = await deps.db.selectFrom('pages').selectAll().where('id', '=', id).executeTakeFirst();
      if (!row) throw new ApiFailure(404, 'page_not_found', `No page ${id}`, 'id');
      const pageLanguage = isLanguage(row.language) ? row.language : language;
      if (pageLanguage !== language) return reply.redirect(versionPreviewPath(pageLanguage, id, number), 302);
      const version = await deps.versions.version(id, number);
      // The version's content on the page's current address, read as the live page is; a redirect page shows its blocks.
      const page: Page = { ...rowToPage({ ...row, ...liveColumns(version.content) }, request.log), url_redirection: null };
      reply.header('x-robots-tag', 'noindex');
      return deps.sendPage(request, reply, page, language, { number: version.number, live: version.live });
    });
  }
}
