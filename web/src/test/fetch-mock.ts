import { http, HttpResponse, type HttpResponseResolver } from 'msw';
import { vi } from 'vitest';
import { answerSchemas } from './api-contract';
import { server, violations } from './msw';
import { codeOfText } from '@gamelot/contract/speak';

export function jsonResponse(body: unknown, status = 200): Response {
  return new Response(body === undefined ? null : JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json' },
  });
}

export function errorResponse(
  status: number,
  message: string,
  fieldErrors?: Record<string, string>,
): Response {
  // The server sends the code of its refusal with every error; a catalogue text here brings its code.
  const code = codeOfText(message)?.code;
  return jsonResponse(
    { status, error: 'Error', message, ...(fieldErrors ? { fieldErrors } : {}), ...(code ? { code } : {}) },
    status,
  );
}

/** A network failure: fetch rejects with a TypeError, as a browser's does when the server is unreachable. */
export function networkError(): Response {
  return HttpResponse.error();
}

/** An answer that never comes: the request stays open until its signal aborts it. */
export function neverAnswers(): Promise<Response> {
  return new Promise<Response>(() => {});
}

type Handler = (request: { url: URL; init: RequestInit; body: unknown }) => Response | Promise<Response>;

/** The mock of the latest mockApi call, which the fetch spy records into. */
let recordInto: ((input: string, init: RequestInit) => void) | null = null;

/** What a test sees of each request: the URL and the init fetch was given (method, body, headers). */
type Call = [input: string, init: RequestInit];

/** Parses a successful JSON answer by its endpoint's contract schema (api-contract.ts). */
async function checkAnswer(key: string, response: Response): Promise<void> {
  const schema = answerSchemas[key];
  if (!schema || !response.ok || !response.headers.get('content-type')?.includes('json')) return;
  const text = await response.clone().text();
  if (!text) return;
  const parsed = schema.safeParse(JSON.parse(text));
  if (!parsed.success) violations.push(`${key} answered off-contract: ${parsed.error.message}`);
}

/**
 * Answers the app's API requests with handlers keyed by "METHOD /path" (query ignored), served
 * by MSW. Unmatched calls answer 404, so a test sees a call it did not expect. Returns a mock
 * function recording every request as fetch was called, for `calls()` and assertions.
 */
export function mockApi(routes: Record<string, Handler>) {
  const fetchMock = vi.fn<(input: string, init: RequestInit) => void>();
  const resolver: HttpResponseResolver = async ({ request }) => {
    const url = new URL(request.url);
    const key = `${request.method.toUpperCase()} ${url.pathname}`;
    const text = request.body ? await request.clone().text() : undefined;
    const init: RequestInit = {
      method: request.method,
      headers: Object.fromEntries(request.headers),
      ...(text !== undefined ? { body: text } : {}),
    };
    const handler = routes[key];
    if (!handler) return errorResponse(404, `No mock for ${key}`);
    let body: unknown = text;
    if (text && request.headers.get('content-type')?.includes('json')) body = JSON.parse(text) as unknown;
    const response = await handler({ url, init, body });
    await checkAnswer(key, response);
    return response;
  };
  server.use(http.all('*', resolver));
  // Calls are recorded as fetch is called, synchronously (MSW answers a tick later), so a test can
  // tell what was asked before anything rendered. One spy per test wraps MSW's fetch; a later
  // mockApi in the same test records into its own mock from then on.
  recordInto = fetchMock;
  if (!vi.isMockFunction(globalThis.fetch)) {
    const mswFetch = globalThis.fetch;
    vi.spyOn(globalThis, 'fetch').mockImplementation((input: RequestInfo | URL, init?: RequestInit) => {
      const target = input instanceof Request ? input.url : String(input);
      const url = new URL(target, 'http://localhost');
      recordInto?.(`${url.pathname}${url.search}`, {
        ...(input instanceof Request ? { method: input.method } : {}),
        ...init,
      });
      return mswFetch(input, init);
    });
  }
  return fetchMock as unknown as ReturnType<typeof vi.fn<(input: string, init?: RequestInit) => void>> & {
    mock: { calls: Call[] };
  };
}

/** The "METHOD /path?query" of every call a fetch mock received. */
export function calls(fetchMock: ReturnType<typeof mockApi>): string[] {
  return fetchMock.mock.calls.map(([input, init]) => {
    const url = new URL(String(input), 'http://localhost');
    return `${(init?.method ?? 'GET').toUpperCase()} ${url.pathname}${url.search}`;
  });
}
