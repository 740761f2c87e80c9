import { afterEach, describe, expect, it } from 'vitest';
import { calls, mockApi } from '@/test/fetch-mock';
import { storeSession } from '@/test/render';
import { i18n, setLanguage } from './i18n';

/** docs/product.md#settings: a signed-in account keeps the interface language, for its mails. */
describe('switching the language', () => {
  afterEach(async () => {
    localStorage.clear();
    await i18n.changeLanguage('ru');
  });

  it('tells the server when signed in', async () => {
    storeSession();
    const fetchMock = mockApi({ 'PUT /api/settings/language': () => new Response(null, { status: 204 }) });
    setLanguage('en');
    await expect.poll(() => calls(fetchMock)).toEqual(['PUT /api/settings/language']);
    expect(JSON.parse(String(fetchMock.mock.calls[0]![1]?.body))).toEqual({ language: 'en' });
  });

  it('keeps it in the browser only when signed out', async () => {
    const fetchMock = mockApi({});
    setLanguage('en');
    await expect.poll(() => i18n.language).toBe('en');
    expect(calls(fetchMock)).toEqual([]);
  });
});
