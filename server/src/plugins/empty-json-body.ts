import type { FastifyInstance } from 'fastify';

/**
 * Within the calling plugin, an empty body sent as application/json reads as no body instead of
 * failing: clients send exactly that for a guest sign-in. Anything else parses as usual.
 */
export function allowEmptyJsonBody(app: FastifyInstance) {
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = typeof body === 'string' ? body : body.toString('utf8');
    if (text.trim() === '') return done(null, undefined);
    return parseJson(request, text, done);
  });
}
