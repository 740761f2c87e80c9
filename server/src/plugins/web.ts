import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { MediaStore } from '../modules/media/index.ts';
import { errorBody } from './errors.ts';
import landingPages from './landing-pages.ts';

const YEAR = 'public, max-age=31536000, immutable';

/**
 * Serves uploaded media (from the media store: disk or a bucket, ADR 0057) and the built web app.
 * Hashed assets and media (named by content hash) are cached for a year; index.html never, so a deploy is picked up at once. Unknown non-API
 * GETs fall back to index.html so client-side routes survive a reload. The landing pages (home, a
 * lot, an offer) are index.html with their first answers and assets' links (ADR 0028).
 */
export default fp(async function web(app: FastifyInstance, opts: { webDist: string; media: MediaStore }) {
  await opts.media.serve(app);

  const indexHtml = path.join(opts.webDist, 'index.html');
  const hasWeb = existsSync(indexHtml);
  if (hasWeb) {
    // Before the static files: '/' is a landing page, not the static index.
    await app.register(landingPages, { webDist: opts.webDist });
    await app.register(fastifyStatic, {
      root: opts.webDist,
      prefix: '/',
      wildcard: true,
      index: ['index.html'],
      // The build writes .br and .gz beside each text file (web/vite.config.ts): sent as they are.
      preCompressed: true,
      setHeaders: (res, filePath) => {
        const hashed = filePath.includes(`${path.sep}assets${path.sep}`);
        res.header('cache-control', hashed ? YEAR : 'no-cache');
      },
    });
  }

  app.setNotFoundHandler((request, reply) => {
    const isApi = /^\/(api|oauth2|media|ws|chat-ws|healthz|readyz)(\/|$)/.test(request.url);
    if (hasWeb && !isApi && (request.method === 'GET' || request.method === 'HEAD')) {
      return reply.header('cache-control', 'no-cache').sendFile('index.html', opts.webDist);
    }
    return reply.status(404).send(errorBody(request.lang, 404, 'notFound'));
  });
});
