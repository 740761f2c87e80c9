import { PRELOADED_ELEMENT_ID, type PreloadedResponse, requestKey } from '@gamelot/contract/preloaded';

/** What `takePreloaded` returns when the page did not arrive with an answer to the call. */
export const NOT_PRELOADED = Symbol('not preloaded');

const answers = new Map<string, unknown>();

/**
 * Moves the answers the page arrived with (ADR 0028) out of the document, once. Answers written in
 * another language than the interface's (the browser's Accept-Language chose it, ADR 0066) are no
 * answers: the calls go to the network in the interface's language.
 */
function readAnswers(): void {
  const element = typeof document === 'undefined' ? null : document.getElementById(PRELOADED_ELEMENT_ID);
  if (!element) return;
  element.remove();
  const written = element.dataset.lang;
  if (written && written !== document.documentElement.lang) return;
  try {
    for (const { key, data } of JSON.parse(element.textContent ?? '[]') as PreloadedResponse[]) {
      answers.set(key, data);
    }
  } catch {
    // Unreadable answers are no answers: every call goes to the network.
  }
}

/**
 * The server's answer to this call if the page arrived with one, else NOT_PRELOADED. Each answer
 * is given once: a later call (a refetch, a return to the page) asks the network for fresh data.
 */
export function takePreloaded(method: string, url: string, body: unknown): unknown {
  readAnswers();
  if (answers.size === 0) return NOT_PRELOADED;
  const key = requestKey(method, url, body);
  if (!answers.has(key)) return NOT_PRELOADED;
  const data = answers.get(key);
  answers.delete(key);
  return data;
}
