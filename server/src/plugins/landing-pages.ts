import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import fastifyCompress from '@fastify/compress';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { z } from 'zod';
import { offerSchema } from '@gamelot/contract/schemas/offers';
import { userBasicSchema } from '@gamelot/contract/schemas/profiles';
import { reviewSchema, sellerStatsSchema } from '@gamelot/contract/schemas/reviews';
import type { Language } from '@gamelot/contract/schemas/settings';
import type { Db } from '../db/client.ts';
import { documentLanguage } from '../language.ts';
import { offerPageAnswers } from '../modules/landing/index.ts';
import { encodedBody, followedKeptPages, HOME_PAGE, lotPage } from './kept-page.ts';
import {
  apiCall,
  callKey,
  callUrl,
  LANDING_PAGES,
  recordId,
  runPlan,
  type LandingCallName,
  type LandingPage,
} from '@gamelot/contract/landing';
import { PRELOADED_ELEMENT_ID, type PreloadedResponse } from '@gamelot/contract/preloaded';

/**
 * The pages people land on arrive with what they need first (ADR 0028): links to the page's own
 * code and styles, so they download beside the app's entry instead of after it, and the answers
 * of the public read calls the page makes first, so its first render has its content instead of
 * waiting one more round trip per call. Which pages, which calls and which module is each page's
 * code are read from the contract's table (contract/src/landing.ts, ADR 0044), the one the web
 * app's route loaders ask from. Every call there is public and the same for every viewer: it is
 * answered as a guest, through the API itself (`inject`), so the answer is byte for byte what the
 * page would have fetched. A call the page makes differently is simply not found by the web app's
 * API client and goes to the network.
 */

/** An answer the server read itself: the data, and the JSON the route would send for it. */
type ReadAnswer = { data: unknown; json: string };

/** An answer written through the route's own response schema: the same JSON the route would send. */
function encoded<S extends z.ZodType>(schema: S, data: z.output<S>): ReadAnswer {
  return { data, json: JSON.stringify(z.encode(schema, data)) };
}

type Params = Readonly<Record<string, string | undefined>>;

type ServedPage = {
  page: LandingPage;
  /**
   * For a page the same for every visitor (without a query string): its key among the kept pages,
   * built once and kept until the database announces a change (kept-page.ts), instead of asked
   * again on every visit.
   */
  kept?: (params: Params) => string;
  /** Answers only its plain address: filters, sort and paging in the address are left to the page. */
  plainOnly?: boolean;
  /**
   * Reads some of the page's answers in one go instead of asking the API for each (by call name);
   * undefined when the record is missing: nothing is foreseen, the page shows the API's error.
   */
  read?: (
    db: Db,
    params: Params,
    now: Date,
    lang: Language,
  ) => Promise<Partial<Record<LandingCallName, () => ReadAnswer | undefined>> | undefined>;
};

const SERVED_PAGES: ServedPage[] = [
  { page: LANDING_PAGES.home, kept: () => HOME_PAGE },
  { page: LANDING_PAGES.lot, kept: ({ lotId }) => lotPage(recordId(lotId)!), plainOnly: true },
  {
    page: LANDING_PAGES.offer,
    // One read for the five calls (modules/landing): the offer page is the busiest landing page.
    read: async (db, { offerId }, now, lang) => {
      const page = await offerPageAnswers(db, recordId(offerId)!, now, lang);
      if (!page) return undefined;
      return {
        offer: () => encoded(offerSchema, page.offer),
        offerReviews: () => encoded(z.array(reviewSchema), page.reviews),
        userBasicData: () => encoded(userBasicSchema, page.seller),
        sellerStats: () => (page.sellerStats ? encoded(sellerStatsSchema, page.sellerStats) : undefined),
        userActiveOffersCount: () => encoded(z.number().int(), page.activeOffers),
      };
    },
  },
];

type ManifestChunk = { file: string; name?: string; isEntry?: boolean; imports?: string[]; css?: string[] };

/**
 * The files a lazy page needs beyond the entry: its chunk, the chunks it imports, their styles.
 * `module` is the page's source module (`src/features/offer/pages/OfferPage.tsx`), its key in the
 * manifest.
 */
export function pageAssets(
  manifest: Record<string, ManifestChunk>,
  module: string,
): { js: string[]; css: string[] } {
  const js: string[] = [];
  const css: string[] = [];
  const seen = new Set<string>();
  const visit = (key: string) => {
    const entry = manifest[key];
    if (!entry || entry.isEntry || seen.has(key)) return;
    seen.add(key);
    js.push(entry.file);
    for (const file of entry.css ?? []) if (!css.includes(file)) css.push(file);
    for (const imported of entry.imports ?? []) visit(imported);
  };
  visit(module);
  return { js, css };
}

/**
 * JSON text inside a <script> element: `<` written as \u003c so no text can close the element (a
 * `<` in JSON text is always inside a string, where the escape reads the same).
 */
function scriptText(json: string): string {
  return json.replace(/</g, '\\u003c');
}

/**
 * `text` spliced into `html` just before the last `marker`, by index: never through
 * `String.replace`, whose replacement string would read `$&`, `$'`, `$1` or a dollar and a backtick in user
 * (an offer's name, a review) as copies of the page.
 */
export function insertBefore(html: string, marker: string, text: string): string {
  const at = html.lastIndexOf(marker);
  if (at < 0) return html;
  return html.slice(0, at) + text + html.slice(at);
}

function sendHtml(reply: FastifyReply, html: string | Buffer) {
  return reply.header('cache-control', 'no-cache').type('text/html; charset=utf-8').send(html);
}

/**
 * GET routes for the landing pages: index.html with their assets' links and first answers,
 * compressed in this plugin's own scope (the page is written per request; the static files are
 * compressed once by the build).
 */
export default async function landingPages(app: FastifyInstance, { webDist }: { webDist: string }) {
  await app.register(fastifyCompress, { global: true, encodings: ['br', 'gzip'] });
  const template = readFileSync(path.join(webDist, 'index.html'), 'utf8');
  const manifestFile = path.join(webDist, '.vite', 'manifest.json');
  const manifest = existsSync(manifestFile)
    ? (JSON.parse(readFileSync(manifestFile, 'utf8')) as Record<string, ManifestChunk>)
    : {};

  const { pages: keptPages, close } = followedKeptPages(app.database.notifications);
  app.addHook('onClose', async () => close());

  for (const { page, kept, plainOnly, read } of SERVED_PAGES) {
    const { js, css } = pageAssets(manifest, page.module);
    const links = [
      ...js.map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`),
      ...css.map((file) => `<link rel="stylesheet" crossorigin href="/${file}">`),
    ].join('');
    const head = insertBefore(template, '</head>', links);

    /** The page's HTML with its answers, and whether every call was answered; throws when a read failed. */
    const render = async (
      params: Params,
      search: string,
      lang: Language,
    ): Promise<{ html: string; complete: boolean }> => {
      // In the order the calls were asked, whichever answers first: the same page, the same HTML.
      // Each answer is kept as the API wrote it and spliced into the page as is: no second
      // serialisation of what the route already serialised.
      const slots: ({ key: PreloadedResponse['key']; json: string } | undefined)[] = [];
      const plan = plainOnly && search ? null : page.plan(params, new URLSearchParams(search));
      const readAnswers = plan && read ? await read(app.db, params, app.clock(), lang) : {};
      if (plan && readAnswers) {
        await runPlan(plan, async (call) => {
          const slot = slots.push(undefined) - 1;
          const own = readAnswers[call.name];
          if (own) {
            const answer = own();
            if (answer) slots[slot] = { key: callKey(call), json: answer.json };
            return answer?.data;
          }
          const request = apiCall(call);
          const res = await app.inject({
            method: request.method,
            url: callUrl(request),
            // The catalogue's names in the visitor's language (ADR 0066), as the page would ask.
            headers: { 'accept-language': lang },
            ...(request.body === undefined ? {} : { payload: request.body as object }),
          });
          if (res.statusCode !== 200 || !String(res.headers['content-type']).includes('json'))
            return undefined;
          slots[slot] = { key: callKey(call), json: res.payload };
          return JSON.parse(res.payload) as unknown;
        });
      }
      const answers = slots
        .filter((answer) => answer !== undefined)
        .map(({ key, json }) => `{"key":${JSON.stringify(key)},"data":${json}}`);
      const data = `<script type="application/json" id="${PRELOADED_ELEMENT_ID}" data-lang="${lang}">${scriptText(`[${answers.join(',')}]`)}</script>`;
      return { html: insertBefore(head, '</body>', data), complete: answers.length === slots.length };
    };

    app.get(page.path, async (request, reply) => {
      const params = request.params as Params;
      // Not a record's address ('/offer/create' is the offer editor; '/lots/abc' shows 'Invalid lot
      // ID'): another page or the page's own error, nothing to foresee or link.
      if (!page.plan(params, new URLSearchParams())) return sendHtml(reply, template);
      const search = request.url.includes('?') ? request.url.slice(request.url.indexOf('?') + 1) : '';
      const lang = documentLanguage(request.cookies, app.defaultLanguage);
      try {
        if (!kept || search) return sendHtml(reply, (await render(params, search, lang)).html);
        // Kept per language: a Russian page is never sent to an English visitor (ADR 0066).
        const keptPage = await keptPages.get(
          kept(params),
          async () => {
            const { html, complete } = await render(params, search, lang);
            return { html, keep: complete };
          },
          lang,
        );
        const { body, encoding } = encodedBody(keptPage, request.headers['accept-encoding']);
        reply.header('vary', 'accept-encoding, cookie');
        if (encoding) reply.header('content-encoding', encoding);
        return await sendHtml(reply, body);
      } catch (error) {
        // The page still works without its answers: it asks the API itself.
        request.log.warn({ err: error }, 'landing page answers failed');
        return sendHtml(reply, head);
      }
    });
  }
}
