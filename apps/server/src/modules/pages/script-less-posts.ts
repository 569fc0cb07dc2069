import type { FastifyInstance } from 'fastify';

/** The app's forms that post (sign in, sign up, reset code, `method="post"`), by their page's path. */
export const APP_FORM_PAGES = ['/log', '/log/sign-up', '/log/forgot-password'] as const;

/**
 * With scripting off, a sign-in, sign-up or reset-code form is sent by the browser itself. The app sends
 * them (the session lives in the browser's storage), so the server answers with the page again
 * (303), which says the form needs JavaScript; the body is read and dropped, never logged.
 * The forms post rather than get so no password ever lands in a URL or a log line.
 */
export async function scriptLessPosts(app: FastifyInstance) {
  app.addContentTypeParser(
    ['application/x-www-form-urlencoded', 'multipart/form-data'],
    { parseAs: 'buffer', bodyLimit: 16_384 },
    (_request, _body, done) => done(null, undefined),
  );
  for (const url of APP_FORM_PAGES) {
    app.post(url, { schema: { hide: true } }, (request, reply) => reply.redirect(request.url, 303));
  }
}
