/**
 * Verification: POST /twilio/create_verification, POST /twilio/check_verification
 * and POST /verification/email (docs/buy-online.md, "Checking the buyer's phone and e-mail"; the e-mail check, kept server-side so the service's
 * API key never reaches a browser). Registered as
 *   await app.register(async (scope) => registerVerificationApi(scope, ctx, services));
 */
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import type { Static } from 'typebox';
import type { AppContext } from '../../context.js';
import { ApiFailure } from '../../failure.js';
import { registerWidgetCors } from '../../http/widget-cors.js';
import { registerRateLimits } from '../../http/rate-limit/index.js';
import type { Services } from '../../services.js';
import { markCodeSent, markVerified } from '../../verification/phone-verification-setting.js';
import { checkVerificationSchema, createVerificationSchema, emailVerificationSchema } from './schemas.js';
import type { CodeCheckReply, EmailCheckReply } from '../../../domain/contracts/verification.js';

type SmsBody = Static<typeof createVerificationSchema.body>;

export async function registerVerificationApi(scope: FastifyInstance, ctx: AppContext, services: Services): Promise<void> {
  // The handlers' body and answer types come from the TypeBox schemas (docs/api-schemas.md).
  const app = scope.withTypeProvider<TypeBoxTypeProvider>();
  const { phoneVerifier: phone, emailVerifier: email, now } = services;
  // The checkout forms of the widgets on retailers' pages.
  registerWidgetCors(scope, ctx, { preflightPaths: ['/twilio/*', '/verification/*'], tag: 'verification' });
  const limits = await registerRateLimits(scope, ctx, { now });

  // Each SMS costs money: limited per client and, after validation, per number it goes to.
  const perNumber = limits.perKey(
    'sms_number',
    limits.config.smsPerNumber,
    // Runs after validation: the body is the schema's.
    (request) => (request.body as SmsBody).phone_number,
  );
  const smsRoute = {
    schema: createVerificationSchema,
    config: limits.route('sms', limits.config.sms),
    ...(perNumber ? { preHandler: perNumber } : {}),
  };
  app.post('/twilio/create_verification', smsRoute, async (request) => {
    try {
      const started = await phone.start(request.body.phone_number);
      await markCodeSent(ctx.db, request.body.phone_number, now());
      return { data: { phone_number: request.body.phone_number, ...started } };
    } catch (error) {
      request.log.warn({ err: error }, 'phone verification could not start');
      throw new ApiFailure(503, 'sms_unavailable', 'The verification SMS could not be sent; try again later', 'phone_number');
    }
  });

  app.post(
    '/twilio/check_verification',
    // Wrong codes are already capped per number (5 per code); this caps guessing across numbers.
    { schema: checkVerificationSchema, config: limits.route('code_check', limits.config.codeCheck) },
    async (request) => {
      let status;
      try {
        ({ status } = await phone.check(request.body.phone_number, request.body.code));
      } catch (error) {
        request.log.warn({ err: error }, 'phone verification could not be checked');
        throw new ApiFailure(503, 'sms_unavailable', 'The code could not be checked; try again later', 'code');
      }
      if (status === 'not_found' || status === 'expired')
        throw new ApiFailure(
          404,
          'verification_not_found',
          'No code is waiting for this number (expired or never sent): ask for a new one',
          'phone_number',
        );
      if (status === 'max_attempts') throw new ApiFailure(429, 'too_many_attempts', 'Too many wrong codes: ask for a new one', 'code');
      // What POST /api/leads checks when buy_online.phone_verification is required.
      if (status === 'approved') await markVerified(ctx.db, request.body.phone_number, now());
      // `satisfies`: the answer is the schema's and the checkouts' wire type alike.
      return { data: { phone_number: request.body.phone_number, status, valid: status === 'approved' } } satisfies CodeCheckReply;
    },
  );

  const emailRoute = { schema: emailVerificationSchema, config: limits.route('email_check', limits.config.emailCheck) };
  app.post('/verification/email', emailRoute, async (request) => {
    return { data: await email.verify(request.body.email) } satisfies EmailCheckReply;
  });
}
