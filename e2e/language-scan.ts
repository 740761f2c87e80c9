import type { Page, Response } from '@playwright/test';
import { otherLanguageWords, type Lang } from './language';

/**
 * The whole-screen scan of e2e/languages.spec.ts (docs/ARCHITECTURE.md "Texts as codes"): what a
 * screen shows (its visible text and the labels a screen reader reads), less what users wrote,
 * checked for words of the other language.
 *
 * What users wrote is learnt from the answers the page received: the strings of the API's
 * user-content fields (offer titles and descriptions, people's names, chat and review texts,
 * reasons). Catalogue texts (lots, games, their attributes) and server texts (notifications, system
 * chat lines, errors) are never taken as user content: they must be in the screen's language.
 * Elements marked `data-user-content` are skipped too.
 */

/** Fields whose strings users typed, wherever they appear in an answer. */
const USER_FIELDS = new Set([
  'name',
  'shortDescription',
  'longDescription',
  'comment',
  'sellerReply',
  'reply',
  'offerName',
  'chatName',
  'partnerName',
  'lastMessage',
  'reason',
  'info',
  'email',
  'fileName',
  'targetLabel',
  'subjectLabel',
  'buyerName',
  'sellerName',
  'authorName',
  // A kept mail's subject (the administrators' mail log): written in its recipient's language.
  'subject',
]);
/** Branches of an answer that carry the catalogue, never user content (ADR 0066). */
const CATALOGUE_FIELDS = new Set(['lot', 'lots', 'product', 'products', 'attributes', 'unit']);
/** Answers that are the catalogue itself. */
const CATALOGUE_CALLS = /\/api\/(products|lots)\//;

function userStrings(value: unknown, out: Set<string>, key = ''): void {
  if (Array.isArray(value)) {
    for (const item of value) userStrings(item, out, key);
    return;
  }
  if (!value || typeof value !== 'object') {
    if (typeof value === 'string' && USER_FIELDS.has(key) && value.trim()) out.add(value.trim());
    return;
  }
  const record = value as Record<string, unknown>;
  // A notification's title and content are the server's texts, in the request's language.
  if ('eventType' in record) return;
  for (const [field, inner] of Object.entries(record)) {
    if (CATALOGUE_FIELDS.has(field)) continue;
    // A chat or dispute message's content: a person's words, unless the system wrote it (no sender).
    if (field === 'content' && typeof inner === 'string') {
      if (record.senderId != null || record.author != null) out.add(inner.trim());
      continue;
    }
    userStrings(inner, out, field);
  }
}

/** The answers a landing page arrived with (ADR 0028): they never pass the network as API calls. */
const PRELOADED = /<script type="application\/json" id="gamelot-preloaded"[^>]*>(.*?)<\/script>/s;

/** Collects what users wrote from every successful API answer `page` receives from now on. */
export function watchUserContent(page: Page): Set<string> {
  const seen = new Set<string>();
  page.on('response', (response: Response) => {
    const url = response.url();
    if (response.request().resourceType() === 'document') {
      response
        .text()
        .then((html) => {
          const json = PRELOADED.exec(html)?.[1];
          if (!json) return;
          for (const { key, data } of JSON.parse(json) as { key: string; data: unknown }[])
            if (!CATALOGUE_CALLS.test(key)) userStrings(data, seen);
        })
        .catch(() => {
          // A redirect or a page that went away: nothing to learn.
        });
      return;
    }
    if (!url.includes('/api/') || CATALOGUE_CALLS.test(url) || !response.ok()) return;
    if (!String(response.headers()['content-type']).includes('json')) return;
    response
      .json()
      .then((body: unknown) => userStrings(body, seen))
      .catch(() => {
        // Not JSON after all, or the page went away: nothing to learn.
      });
  });
  return seen;
}

/** The screen's visible text and the labels of its visible elements, without marked user content. */
export async function screenText(page: Page): Promise<string> {
  return page.evaluate(() => {
    // The live body's text, less the text of the parts marked as user content.
    const skipped = [...document.querySelectorAll<HTMLElement>('[data-user-content]')].map(
      (el) => el.innerText,
    );
    const visible = (el: Element) => (el as HTMLElement).offsetParent !== null;
    const labels = [...document.querySelectorAll('[aria-label], [placeholder], [title], img[alt]')]
      .filter((el) => visible(el) && !el.closest('[data-user-content]'))
      .flatMap((el) => ['aria-label', 'placeholder', 'title', 'alt'].map((a) => el.getAttribute(a) ?? ''));
    let text = document.body.innerText;
    for (const part of skipped) if (part) text = text.split(part).join('\n');
    return [text, ...labels, document.title].join('\n');
  });
}

/** The words of the other language on the screen, less user content and allowed names. */
export async function foreignWords(
  page: Page,
  lang: Lang,
  userContent: ReadonlySet<string>,
  names: readonly string[],
): Promise<string[]> {
  const text = await screenText(page);
  return otherLanguageWords(text, lang, [...userContent, ...names]);
}
