import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Language } from '@gamelot/contract/schemas/settings';
import { requestLanguage } from '../language.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** The language the answer is written in (docs/decisions/0064-texts-as-codes.md). */
    lang: Language;
  }
}

/** Every request's language, read once from Accept-Language before anything can fail. */
export default fp(async function language(app: FastifyInstance, opts: { fallback: Language }) {
  app.decorateRequest('lang', 'ru');
  app.addHook('onRequest', async (request) => {
    request.lang = requestLanguage(request.headers['accept-language'], opts.fallback);
  });
});
