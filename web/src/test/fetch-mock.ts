import { vi } from 'vitest';

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
  return jsonResponse({ status, error: 'Error', message, ...(fieldErrors ? { fieldErrors } : {}) }, status);
}

type Handler = (request: { url: URL; init: RequestInit; body: unknown }) => Response | Promise<Response>;

/**
 * Stubs global fetch with handlers keyed by "METHOD /path" (query ignored).
 * Unmatched calls answer 404, so a test sees a call it did not expect.
 */
export function mockApi(routes: Record<string, Handler>) {
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = new URL(String(input), 'http://localhost');
    const key = `${(init.method ?? 'GET').toUpperCase()} ${url.pathname}`;
    const handler = routes[key];
    const body = typeof init.body === 'string' ? (JSON.parse(init.body) as unknown) : init.body;
    if (!handler) return errorResponse(404, `No mock for ${key}`);
    return handler({ url, init, body });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

/** The "METHOD /path?query" of every call a fetch mock received. */
export function calls(fetchMock: ReturnType<typeof mockApi>): string[] {
  return fetchMock.mock.calls.map(([input, init]) => {
    const url = new URL(String(input), 'http://localhost');
    return `${(init?.method ?? 'GET').toUpperCase()} ${url.pathname}${url.search}`;
  });
}
