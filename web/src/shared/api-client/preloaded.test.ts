import { afterEach, describe, expect, it, vi } from 'vitest';
import { PRELOADED_ELEMENT_ID, requestKey } from '@gamelot/contract/preloaded';
import { jsonResponse, mockApi } from '@/test/fetch-mock';
import { pageFixture } from '@/test/offer-fixtures';
import { apiClient } from './api-client';

/** Writes answers into the document as the server writes them into a landing page (ADR 0028). */
function arriveWith(answers: { key: string; data: unknown }[], lang?: string) {
  const element = document.createElement('script');
  element.type = 'application/json';
  element.id = PRELOADED_ELEMENT_ID;
  if (lang) element.dataset.lang = lang;
  element.textContent = JSON.stringify(answers);
  document.body.append(element);
}

describe('answers a landing page arrives with', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('answer the matching call once, without the network; the next call asks the network', async () => {
    arriveWith([
      { key: requestKey('GET', '/api/offers/get?offerId=5'), data: { id: 5, name: 'From the page' } },
    ]);
    const fetchMock = mockApi({ 'GET /api/offers/get': () => jsonResponse({ id: 5, name: 'From the API' }) });

    expect(await apiClient.get('/api/offers/get', { query: { offerId: 5 } })).toEqual({
      id: 5,
      name: 'From the page',
    });
    expect(fetchMock).not.toHaveBeenCalled();
    expect(document.getElementById(PRELOADED_ELEMENT_ID)).toBeNull();

    expect(await apiClient.get('/api/offers/get', { query: { offerId: 5 } })).toEqual({
      id: 5,
      name: 'From the API',
    });
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('are not taken when written in another language than the interface (ADR 0066)', async () => {
    const url = '/api/products/getAllNameWithLots';
    const names = (lot: string) => [{ id: 1, name: 'Dota 2', lots: [{ id: 5, name: lot }] }];
    document.documentElement.lang = 'ru';
    arriveWith([{ key: requestKey('GET', url), data: names('Accounts') }], 'en');
    const fetchMock = mockApi({ [`GET ${url}`]: () => jsonResponse(names('Аккаунты')) });

    expect(await apiClient.get(url)).toEqual(names('Аккаунты'));
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(document.getElementById(PRELOADED_ELEMENT_ID)).toBeNull();

    document.documentElement.lang = 'en';
    arriveWith([{ key: requestKey('GET', url), data: names('Accounts') }], 'en');
    expect(await apiClient.get(url)).toEqual(names('Accounts'));
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('match a POST by its body whatever the order of its fields, and no other call', async () => {
    arriveWith([
      {
        key: requestKey('POST', '/api/offers/search?page=0&size=10', {
          lotId: 1,
          active: true,
          sort: 'rating_desc',
        }),
        data: { content: [{ id: 9 }] },
      },
    ]);
    const empty = pageFixture([], 0, 1, 10);
    const fetchMock = mockApi({ 'POST /api/offers/search': () => jsonResponse(empty) });

    // Another page of the same search is not the answered call.
    expect(
      await apiClient.post(
        '/api/offers/search',
        { lotId: 1, active: true, sort: 'rating_desc' },
        { query: { page: 1, size: 10 } },
      ),
    ).toEqual(empty);
    expect(fetchMock).toHaveBeenCalledTimes(1);

    expect(
      await apiClient.post(
        '/api/offers/search',
        { sort: 'rating_desc', active: true, lotId: 1 },
        { query: { page: 0, size: 10 } },
      ),
    ).toEqual({ content: [{ id: 9 }] });
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('are ignored when unreadable: the call goes to the network', async () => {
    const element = document.createElement('script');
    element.type = 'application/json';
    element.id = PRELOADED_ELEMENT_ID;
    element.textContent = '{not json';
    document.body.append(element);
    const lot = {
      id: 1,
      name: 'Gold',
      position: 0,
      attributes: { pricingType: 'PER_ITEM', minQuantity: 1, unit: null },
      product: { id: 2, name: 'WoW' },
    };
    const fetchMock = mockApi({ 'GET /api/lots/get': () => jsonResponse(lot) });
    expect(await apiClient.get('/api/lots/get', { query: { id: 1 } })).toEqual(lot);
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });
});
