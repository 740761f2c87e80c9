import { fullPageLoad } from '../lib/navigation';
import { clearSession, getToken } from '../session/storage';
import { ApiError } from './api-error';
import { NOT_PRELOADED, takePreloaded } from './preloaded';

type QueryValue = string | number | boolean | null | undefined;

export type RequestOptions = {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  query?: Record<string, QueryValue>;
  /** A JSON value, or FormData for uploads. */
  body?: unknown;
  signal?: AbortSignal;
  /** docs/product.md#api sets no timeout; callers may ask for one. */
  timeoutMs?: number;
  /** Default true: send the stored jwt. Sign-in calls pass false: they carry no token. */
  auth?: boolean;
  /**
   * Default true: a 401 on a call made with a jwt ends the session (clear it, full load to /,
   * docs/product.md#states). The sign-in flows pass false to handle a failed user fetch themselves.
   */
  signOutOn401?: boolean;
  /** Extra request headers, e.g. X-Step-Up (shared/security/step-up.ts). */
  headers?: Record<string, string>;
};

function buildUrl(path: string, query: RequestOptions['query']): string {
  if (!query) return path;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== null) params.append(key, String(value));
  }
  const search = params.toString();
  return search ? `${path}${path.includes('?') ? '&' : '?'}${search}` : path;
}

function parseBody(text: string, contentType: string): unknown {
  if (!text) return undefined;
  try {
    return JSON.parse(text);
  } catch (cause) {
    if (contentType.includes('json'))
      throw new ApiError({ kind: 'bad-response', message: 'Bad response', cause });
    return text;
  }
}

function errorFromBody(status: number, data: unknown): ApiError {
  const body = data && typeof data === 'object' ? (data as Record<string, unknown>) : {};
  const message =
    typeof body.message === 'string' && body.message ? body.message : `Request failed (${status})`;
  const fieldErrors =
    body.fieldErrors && typeof body.fieldErrors === 'object'
      ? (body.fieldErrors as Record<string, string>)
      : undefined;
  return new ApiError({
    kind: status >= 500 ? 'bad-response' : 'bad-request',
    status,
    message,
    fieldErrors,
    body,
  });
}

/** Same-origin JSON fetch with the bearer token and the session rules of docs/product.md#states and #api. */
export async function request<T>(path: string, options: RequestOptions = {}): Promise<T> {
  const { method = 'GET', query, body, signal, timeoutMs, auth = true, signOutOn401 = true } = options;
  const token = auth ? getToken() : null;
  const headers: Record<string, string> = { ...options.headers, Accept: 'application/json' };
  // The interface language (<html lang>, set by shared/i18n): the server writes new accounts' mails in it.
  const language = typeof document === 'undefined' ? '' : document.documentElement.lang;
  if (language) headers['Accept-Language'] = language;
  if (token) headers.Authorization = `Bearer ${token}`;
  const isForm = typeof FormData !== 'undefined' && body instanceof FormData;
  const url = buildUrl(path, query);
  if (!isForm) {
    // A landing page arrives with the answers to its first public calls (ADR 0028).
    const preloaded = takePreloaded(method, url, body);
    if (preloaded !== NOT_PRELOADED) return preloaded as T;
  }
  if (body !== undefined && !isForm) headers['Content-Type'] = 'application/json';

  const controller = new AbortController();
  let timedOut = false;
  const onAbort = () => controller.abort(signal?.reason);
  signal?.addEventListener('abort', onAbort, { once: true });
  if (signal?.aborted) controller.abort(signal.reason);
  const timer =
    timeoutMs === undefined
      ? undefined
      : setTimeout(() => {
          timedOut = true;
          controller.abort();
        }, timeoutMs);

  let response: Response;
  try {
    response = await fetch(url, {
      method,
      headers,
      credentials: 'include',
      body: body === undefined ? undefined : isForm ? (body as FormData) : JSON.stringify(body),
      signal: controller.signal,
    });
  } catch (cause) {
    if (timedOut) throw new ApiError({ kind: 'timeout', message: 'Request timed out', cause });
    if (controller.signal.aborted)
      throw new ApiError({ kind: 'canceled', message: 'Request canceled', cause });
    throw new ApiError({ kind: 'network', message: 'Network error', cause });
  } finally {
    clearTimeout(timer);
    signal?.removeEventListener('abort', onAbort);
  }

  if (response.status === 401 && token && signOutOn401) {
    clearSession();
    fullPageLoad('/');
  }
  const data = parseBody(await response.text(), response.headers.get('content-type') ?? '');
  if (!response.ok) throw errorFromBody(response.status, data);
  return data as T;
}

export const apiClient = {
  get: <T>(path: string, options?: Omit<RequestOptions, 'method' | 'body'>) =>
    request<T>(path, { ...options, method: 'GET' }),
  post: <T>(path: string, body?: unknown, options?: Omit<RequestOptions, 'method' | 'body'>) =>
    request<T>(path, { ...options, method: 'POST', body }),
  put: <T>(path: string, body?: unknown, options?: Omit<RequestOptions, 'method' | 'body'>) =>
    request<T>(path, { ...options, method: 'PUT', body }),
  patch: <T>(path: string, body?: unknown, options?: Omit<RequestOptions, 'method' | 'body'>) =>
    request<T>(path, { ...options, method: 'PATCH', body }),
  delete: <T>(path: string, body?: unknown, options?: Omit<RequestOptions, 'method' | 'body'>) =>
    request<T>(path, { ...options, method: 'DELETE', body }),
};
