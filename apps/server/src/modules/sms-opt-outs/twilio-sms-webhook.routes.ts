import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ForbiddenError, NotFoundError } from '../../errors/index.ts';
import { smsOptOutAction } from './sms-keywords.ts';
import { resumeTexts, stopTexts } from './sms-opt-outs.ts';
import { isTwilioSignatureValid } from './twilio-signature.ts';

export const TWILIO_SMS_WEBHOOK_PATH = '/webhooks/twilio/sms';

/** An empty answer: Twilio sends its own confirmation of STOP and START. */
const EMPTY_TWIML = '<?xml version="1.0" encoding="UTF-8"?><Response/>';

/**
 * Twilio's messaging webhook for the shop's number (decision 062): a reply of STOP (or START)
 * mirrors Twilio's own block of that number into sms_opt_outs, so the shop stops generating texts
 * Twilio refuses and My Products can say why they stopped. Outside /api/v1 and its documentation:
 * only Twilio calls it, and only its signature lets a call through.
 */
export const twilioSmsWebhookRoutes: FastifyPluginAsyncZod = async (app) => {
  // The signature covers every parameter as sent, so this scope keeps the form as it came.
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: 32_768 },
    (_request, body, done) => done(null, new URLSearchParams(body as string)),
  );

  app.post(TWILIO_SMS_WEBHOOK_PATH, { schema: { hide: true } }, async (request, reply) => {
    const { accountSid, authToken, from } = app.config.twilio;
    if (!accountSid || !authToken || !from) {
      throw new NotFoundError('Twilio is not configured on this shop.');
    }
    const params = request.body instanceof URLSearchParams ? request.body : new URLSearchParams();
    const signature = request.headers['x-twilio-signature'];
    // The URL Twilio called is the public one: behind a proxy the request's own host and scheme
    // are not what Twilio signed.
    const url = `${app.config.publicUrl}${request.url}`;
    if (!isTwilioSignatureValid(authToken, url, params, signature?.toString())) {
      throw new ForbiddenError('The request does not carry a valid Twilio signature.');
    }
    const phone = params.get('From') ?? '';
    const action = smsOptOutAction(params.get('Body'), params.get('OptOutType'));
    if (action === 'stop') await stopTexts(app.db, phone);
    if (action === 'start') await resumeTexts(app.db, phone);
    if (action) request.log.info({ action }, 'a number replied to the shop’s texts');
    return reply.type('text/xml; charset=utf-8').send(EMPTY_TWIML);
  });
};
