import { beforeEach, describe, expect, it, vi } from 'vitest';
import { errorResponse, jsonResponse, mockApi, networkError, neverAnswers } from '@/test/fetch-mock';
import { browserNavigation } from '../lib/navigation';
import { STORAGE_KEYS } from '../session/storage';
import { apiClient } from './api-client';
import { ApiError, serverMessage } from './api-error';

function storeSession() {
  localStorage.setItem(STORAGE_KEYS.jwt, 'token-1');
  localStorage.setItem(
    STORAGE_KEYS.user,
    JSON.stringify({ id: 7, name: 'Ann', profile: { imageUrl: null } }),
  );
  localStorage.setItem(STORAGE_KEYS.userId, '7');
  localStorage.setItem(STORAGE_KEYS.returnPath, '/market');
  localStorage.setItem(STORAGE_KEYS.searchData, '[]');
}

describe('apiClient', () => {
  let assign: ReturnType<typeof vi.spyOn>;
  beforeEach(() => {
    assign = vi.spyOn(browserNavigation, 'assign').mockImplementation(() => {});
  });

  it('sends JSON with credentials and the bearer token', async () => {
    storeSession();
    const fetchMock = mockApi({ 'POST /api/things': ({ body }) => jsonResponse({ echoed: body }) });
    const result = await apiClient.post<{ echoed: unknown }>('/api/things', { a: 1 }, { query: { page: 0 } });
    expect(result).toEqual({ echoed: { a: 1 } });
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(String(url)).toBe('/api/things?page=0');
    expect(init?.credentials).toBe('include');
    expect(init?.headers).toMatchObject({
      Authorization: 'Bearer token-1',
      'Content-Type': 'application/json',
    });
  });

  it('sends the interface language, in which the server writes a new account mails', async () => {
    document.documentElement.lang = 'en';
    try {
      const fetchMock = mockApi({ 'GET /api/config': () => jsonResponse({ googleEnabled: false }) });
      await apiClient.get('/api/config', { auth: false });
      expect(fetchMock.mock.calls[0]![1]?.headers).toMatchObject({ 'Accept-Language': 'en' });
    } finally {
      document.documentElement.lang = 'ru';
    }
  });

  it('clears the session and goes to / on a 401 of a call made with a jwt', async () => {
    storeSession();
    mockApi({ 'GET /api/users/getUserPrincipalData': () => errorResponse(401, 'Sign in to continue') });
    await expect(apiClient.get('/api/users/getUserPrincipalData')).rejects.toMatchObject({ status: 401 });
    expect(localStorage.getItem(STORAGE_KEYS.jwt)).toBeNull();
    expect(localStorage.getItem(STORAGE_KEYS.user)).toBeNull();
    expect(localStorage.getItem(STORAGE_KEYS.userId)).toBeNull();
    expect(localStorage.getItem(STORAGE_KEYS.returnPath)).toBeNull();
    expect(localStorage.getItem(STORAGE_KEYS.searchData)).toBe('[]');
    expect(assign).toHaveBeenCalledWith('/');
  });

  it('leaves the session alone on a 401 of a call made without a token', async () => {
    storeSession();
    const fetchMock = mockApi({
      'POST /api/auth/singIn': () => errorResponse(401, 'Invalid email or password'),
    });
    const error = await apiClient.post('/api/auth/singIn', {}, { auth: false }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).message).toBe('Invalid email or password');
    expect(fetchMock.mock.calls[0]![1]?.headers).not.toHaveProperty('Authorization');
    expect(localStorage.getItem(STORAGE_KEYS.jwt)).toBe('token-1');
    expect(assign).not.toHaveBeenCalled();
  });

  it('carries status, message and field errors, and sorts errors into kinds', async () => {
    mockApi({
      'POST /api/auth/register': () => errorResponse(409, 'Email already exists', { email: 'taken' }),
      'GET /api/boom': () => errorResponse(500, 'Something went wrong on our side. Please try again.'),
    });
    await expect(apiClient.post('/api/auth/register', {})).rejects.toMatchObject({
      kind: 'bad-request',
      status: 409,
      message: 'Email already exists',
      fieldErrors: { email: 'taken' },
    });
    await expect(apiClient.get('/api/boom')).rejects.toMatchObject({ kind: 'bad-response', status: 500 });
  });

  it("gives the reader the server's message, else the page's own text, never the client's placeholder", async () => {
    mockApi({
      'GET /api/refused': () => errorResponse(409, 'Заказ уже оплачен'),
      'GET /api/proxy': () => new Response('<html>Bad gateway</html>', { status: 502 }),
      'GET /api/down': networkError,
    });
    const failure = (path: string) => apiClient.get(path).catch((error: unknown) => error);
    expect(serverMessage(await failure('/api/refused'), 'Не удалось')).toBe('Заказ уже оплачен');
    expect(serverMessage(await failure('/api/proxy'), 'Не удалось')).toBe('Не удалось');
    expect(serverMessage(await failure('/api/down'), 'Не удалось')).toBe('Не удалось');
  });

  it('reports network failures, timeouts and cancellations', async () => {
    mockApi({ 'GET /api/down': networkError, 'GET /api/slow': neverAnswers });
    await expect(apiClient.get('/api/down')).rejects.toMatchObject({ kind: 'network', status: 0 });

    // The time limit is the client's own timer: a fake clock reaches it without waiting.
    vi.useFakeTimers();
    let settled = false;
    const timingOut = apiClient.get('/api/slow', { timeoutMs: 30_000 }).finally(() => (settled = true));
    const outcome = expect(timingOut).rejects.toMatchObject({ kind: 'timeout' });
    await vi.advanceTimersByTimeAsync(29_999);
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    await outcome;
    vi.useRealTimers();

    const controller = new AbortController();
    const pending = apiClient.get('/api/slow', { signal: controller.signal });
    controller.abort();
    await expect(pending).rejects.toMatchObject({ kind: 'canceled' });
  });
});
