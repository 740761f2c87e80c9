import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Language } from '@gamelot/contract/schemas/settings';
import { requestLanguage } from '../language.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** DEFAULT_LANGUAGE: the language of a request that names none of ours. */
    defaultLanguage: Language;
  }
  interface FastifyRequest {
    /** The language the answer is written in (docs/decisions/0064-texts-as-codes.md). */
    lang: Language;
  }
}

/** Every request's language, read once from Accept-Language before anything can fail. */
export default fp(async function language(app: FastifyInstance, opts: { fallback: Language }) {
  app.decorate('defaultLanguage', opts.fallback);
  app.decorateRequest('lang', 'ru');
  app.addHook('onRequest', async (request) => {
    request.lang = requestLanguage(request.headers['accept-language'], opts.fallback);
  });
});
