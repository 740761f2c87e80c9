import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import fastifyCompress from '@fastify/compress';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { z } from 'zod';
import { offerSchema } from '@gamelot/contract/schemas/offers';
import { userBasicSchema } from '@gamelot/contract/schemas/profiles';
import { reviewSchema, sellerStatsSchema } from '@gamelot/contract/schemas/reviews';
import type { Db } from '../db/client.ts';
import { offerPageAnswers } from '../modules/landing/index.ts';
import { encodedBody, followedKeptPages, HOME_PAGE, lotPage } from './kept-page.ts';
import { PRELOADED_ELEMENT_ID, type PreloadedResponse, requestKey } from '@gamelot/contract/preloaded';
import {
  LOT_DEFAULT_PAGE_SIZE,
  OFFER_DEFAULT_SORT,
  TOP_LIKED_DEFAULT_LIMIT,
  TOP_SELLERS_COUNT,
} from '@gamelot/contract/rules';

/**
 * The pages people land on arrive with what they need first (ADR 0028): links to the page's own
 * code and styles, so they download beside the app's entry instead of after it, and the answers
 * of the public read calls the page makes first, so its first render has its content instead of
 * waiting one more round trip per call. Every call here is public and the same for every viewer:
 * it is answered as a guest, through the API itself (`inject`), so the answer is byte for byte
 * what the page would have fetched. A call the page makes differently is simply not found by the
 * web app's API client and goes to the network.
 */

type Call = { method: 'GET' | 'POST'; url: string; body?: unknown };
/** Answers a public call as a guest; undefined when it did not succeed with a JSON body. */
type Ask = (call: Call) => Promise<unknown>;
/**
 * Records the answer of a GET the page makes, read by the server itself, written through the route's
 * own response schema: the same JSON the route would send.
 */
type Put = <S extends z.ZodType>(url: string, schema: S, data: z.output<S>) => void;

type LandingPage = {
  /** The page's route; `:id` is the record the page shows. */
  route: string;
  /** The page's chunk in the web build's manifest (its lazy page module's name). */
  chunk: string;
  /** Asks the calls the page makes first, for the id in the address and its query string. */
  answer: (ask: Ask, id: number, search: string, put: Put, db: Db) => Promise<void>;
  /**
   * For a page the same for every visitor (without a query string): its key among the kept pages,
   * built once and kept until the database announces a change (kept-page.ts), instead of asked
   * again on every visit.
   */
  kept?: (id: number) => string;
};

const get = (url: string): Call => ({ method: 'GET', url });

const LANDING_PAGES: LandingPage[] = [
  {
    route: '/',
    chunk: 'DashboardPage',
    kept: () => HOME_PAGE,
    answer: async (ask) => {
      await Promise.all([
        ask(get(`/api/favoriteOffers/getTopLikedOffers?limit=${TOP_LIKED_DEFAULT_LIMIT}`)),
        ask(get('/api/users/getCountAll')),
        ask(get('/api/offers/getCountAllByActiveTrue')),
        ask(get('/api/orders/getCountCompleted')),
        ask(get(`/api/users/getTopByBuyerRating?limit=${TOP_SELLERS_COUNT}`)),
      ]);
    },
  },
  {
    route: '/lots/:id',
    chunk: 'LotPage',
    kept: lotPage,
    answer: async (ask, lotId, search) => {
      // Filters, sort and paging in the address change the search: only the plain lot page is
      // foreseen here.
      if (search) return;
      const [lot] = await Promise.all([
        ask(get(`/api/lots/get?id=${lotId}`)),
        ask({
          method: 'POST',
          url: `/api/offers/search?page=0&size=${LOT_DEFAULT_PAGE_SIZE}`,
          body: { lotId, active: true, sort: OFFER_DEFAULT_SORT },
        }),
      ]);
      const productId = (lot as { product?: { id?: unknown } } | undefined)?.product?.id;
      if (typeof productId === 'number') await ask(get(`/api/products/get?id=${productId}`));
    },
  },
  {
    route: '/offer/:id',
    chunk: 'OfferPage',
    // One read for the five calls (modules/landing): the offer page is the busiest landing page.
    answer: async (_ask, offerId, _search, put, db) => {
      const page = await offerPageAnswers(db, offerId);
      if (!page) return;
      const sellerId = page.offer.userId;
      put(`/api/offers/get?offerId=${offerId}`, offerSchema, page.offer);
      put(`/api/reviews/getAllByOfferId?offerId=${offerId}`, z.array(reviewSchema), page.reviews);
      put(`/api/users/getBasicData?id=${sellerId}`, userBasicSchema, page.seller);
      if (page.sellerStats)
        put(`/api/reviews/getSellerStats?sellerId=${sellerId}`, sellerStatsSchema, page.sellerStats);
      put(
        `/api/offers/getCountByUserIdAndActiveTrue?userId=${sellerId}`,
        z.number().int(),
        page.activeOffers,
      );
    },
  },
];

type ManifestChunk = { file: string; name?: string; isEntry?: boolean; imports?: string[]; css?: string[] };

/** The files a lazy page needs beyond the entry: its chunk, the chunks it imports, their styles. */
export function pageAssets(
  manifest: Record<string, ManifestChunk>,
  chunk: string,
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
  const key = Object.keys(manifest).find((k) => manifest[k]!.name === chunk && !manifest[k]!.isEntry);
  if (key) visit(key);
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

  for (const page of LANDING_PAGES) {
    const { js, css } = pageAssets(manifest, page.chunk);
    const links = [
      ...js.map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`),
      ...css.map((file) => `<link rel="stylesheet" crossorigin href="/${file}">`),
    ].join('');
    const head = insertBefore(template, '</head>', links);

    /** The page's HTML with its answers, and whether every call was answered; throws when asking failed. */
    const render = async (id: number, search: string): Promise<{ html: string; complete: boolean }> => {
      // In the order the calls were asked, whichever answers first: the same page, the same HTML.
      // Each answer is kept as the API wrote it and spliced into the page as is: no second
      // serialisation of what the route already serialised.
      const slots: ({ key: PreloadedResponse['key']; json: string } | undefined)[] = [];
      let asked = 0;
      const ask: Ask = async (call) => {
        const slot = slots.push(undefined) - 1;
        asked++;
        const res = await app.inject({
          method: call.method,
          url: call.url,
          ...(call.body === undefined ? {} : { payload: call.body as object }),
        });
        if (res.statusCode !== 200 || !String(res.headers['content-type']).includes('json')) return undefined;
        slots[slot] = { key: requestKey(call.method, call.url, call.body), json: res.payload };
        return JSON.parse(res.payload) as unknown;
      };
      const put: Put = (url, schema, data) => {
        asked++;
        slots.push({ key: requestKey('GET', url), json: JSON.stringify(z.encode(schema, data)) });
      };
      await page.answer(ask, id, search, put, app.db);
      const answers = slots
        .filter((answer) => answer !== undefined)
        .map(({ key, json }) => `{"key":${JSON.stringify(key)},"data":${json}}`);
      const data = `<script type="application/json" id="${PRELOADED_ELEMENT_ID}">${scriptText(`[${answers.join(',')}]`)}</script>`;
      return { html: insertBefore(head, '</body>', data), complete: answers.length === asked };
    };

    app.get(page.route, async (request, reply) => {
      const raw = (request.params as { id?: string }).id;
      const id = raw === undefined ? 0 : /^\d{1,10}$/.test(raw) ? Number(raw) : NaN;
      // Not a record's id ('/offer/create' is the offer editor; '/lots/abc' shows 'Invalid lot
      // ID'): another page or the page's own error, nothing to foresee or link.
      if (raw !== undefined && !(id >= 1 && id <= 2_147_483_647)) return sendHtml(reply, template);
      const search = request.url.includes('?') ? request.url.slice(request.url.indexOf('?') + 1) : '';
      try {
        if (!page.kept || search) return sendHtml(reply, (await render(id, search)).html);
        const kept = await keptPages.get(page.kept(id), async () => {
          const { html, complete } = await render(id, search);
          return { html, keep: complete };
        });
        const { body, encoding } = encodedBody(kept, request.headers['accept-encoding']);
        reply.header('vary', 'accept-encoding');
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
