/**
 * The admin's "Sent e-mail" list (docs/operations.md, "E-mail"): what the local mail catcher took
 * instead of an SMTP server, newest first. Admins only; personal data (addresses, cancellation
 * links), so never stored by any cache (`no-store`). Service: server/cms/sent-emails-service.ts.
 */
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { Type } from 'typebox';
import { SENT_EMAILS_LIMIT, SENT_EMAILS_PATH } from '../../../domain/contracts/sent-emails.js';
import type { AuthGuard } from '../../http/auth/index.js';
import { ListAnswer } from '../../http/schemas/answer.js';
import type { Services } from '../../services.js';
import { editorTags, guarded } from './schema-parts.js';

const sentEmail = Type.Object({
  id: Type.Integer(),
  outbox_id: Type.Integer(),
  message_id: Type.String(),
  from: Type.String(),
  to: Type.String(),
  subject: Type.String(),
  // A stored text column behind the enum (docs/api-schemas.md): SentEmail types it as text. The
  // enum keeps the order the document has always had (ku, ar, en).
  language: Type.Unsafe<string>({ type: 'string', enum: ['ku', 'ar', 'en'] }),
  text: Type.String(),
  caught_at: Type.String(),
});

const listSentEmailsSchema = {
  tags: editorTags,
  summary: 'E-mail the local mail catcher took (no SMTP_URL), newest first',
  description: `At most ${SENT_EMAILS_LIMIT}. Admins only. \`Cache-Control: no-store\` (addresses and links are personal data).`,
  response: { 200: ListAnswer(sentEmail), ...guarded },
};

export function registerSentEmailRoutes(scope: FastifyInstance, guard: AuthGuard, services: Services): void {
  // The handler's answer type comes from the TypeBox schema (docs/api-schemas.md).
  const app = scope.withTypeProvider<TypeBoxTypeProvider>();
  app.get(SENT_EMAILS_PATH, { schema: listSentEmailsSchema, preHandler: guard.requireRole('admin') }, async (_request, reply) => {
    reply.header('cache-control', 'no-store');
    return { data: await services.cms.sentEmails.list() };
  });
}
