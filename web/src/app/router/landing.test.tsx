import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { calls, jsonResponse, mockApi } from '@/test/fetch-mock';
import { principalFor, renderWithProviders, storeSession, testQueryClient } from '@/test/render';
import { createQueryClient } from '../query-client';
import { AppRoutes } from './AppRoutes';
import { preloadRoute } from './preload';

const LOAD = { timeout: 5000 };
const here = (route: string) => {
  const url = new URL(route, 'http://localhost');
  return { pathname: url.pathname, search: url.search };
};

const OFFER = {
  id: 5,
  name: 'Gold 1000',
  price: 113,
  originalPrice: 100,
  unitPrice: 100,
  userId: 9,
  pictureUrl: null,
  shortDescription: 'short',
  longDescription: 'long',
  availability: 3,
  active: true,
  attributes: {},
  lotId: 4,
  lot: {
    id: 4,
    name: 'Gold',
    attributes: { pricingType: 'PER_ITEM', minQuantity: 1 },
    product: { id: 2, name: 'WoW' },
  },
  createdAt: '2025-07-16T10:00:00Z',
  updatedAt: '2025-07-16T10:00:00Z',
};
const LOT = {
  id: 4,
  name: 'Gold',
  position: 0,
  attributes: OFFER.lot.attributes,
  product: { id: 2, name: 'WoW' },
};

function mockAll() {
  return mockApi({
    'GET /api/users/getUserPrincipalData': () => jsonResponse(principalFor()),
    'GET /api/favoriteOffers/getTopLikedOffers': () => jsonResponse([]),
    'GET /api/offers/get': () => jsonResponse(OFFER),
    'GET /api/lots/get': () => jsonResponse(LOT),
    'GET /api/products/get': () =>
      jsonResponse({
        id: 2,
        name: 'WoW',
        description: '',
        imageUrl: null,
        attributes: {},
        lots: [{ id: 4, name: 'Gold' }],
      }),
    'POST /api/offers/search': () => new Response(null, { status: 204 }),
  });
}

const dataCalls = (fetchMock: ReturnType<typeof mockApi>) =>
  calls(fetchMock).filter((c) => /getTopLikedOffers|offers\/get\?|lots\/get|offers\/search/.test(c));

describe('preloadRoute', () => {
  it("asks for the home page's cards before it renders, and the page reuses them", async () => {
    storeSession();
    const fetchMock = mockAll();
    // The app's client: what a page finds in its cache stays fresh for a while (staleTime).
    const queryClient = createQueryClient();
    preloadRoute(here('/'), queryClient);
    expect(dataCalls(fetchMock)).toEqual(['GET /api/favoriteOffers/getTopLikedOffers?limit=20']);
    renderWithProviders(<AppRoutes />, { route: '/', queryClient });
    expect(
      await screen.findByText('В категории Boost пока нет популярных предложений', undefined, LOAD),
    ).toBeInTheDocument();
    expect(dataCalls(fetchMock)).toEqual(['GET /api/favoriteOffers/getTopLikedOffers?limit=20']);
  });

  it('asks for the offer of an offer page once', async () => {
    storeSession();
    const fetchMock = mockAll();
    const queryClient = createQueryClient();
    preloadRoute(here('/offer/5'), queryClient);
    expect(dataCalls(fetchMock)).toEqual(['GET /api/offers/get?offerId=5']);
    renderWithProviders(<AppRoutes />, { route: '/offer/5', queryClient });
    expect(await screen.findByRole('heading', { level: 1, name: 'Gold 1000' }, LOAD)).toBeInTheDocument();
    expect(dataCalls(fetchMock).filter((c) => c.includes('offers/get?'))).toEqual([
      'GET /api/offers/get?offerId=5',
    ]);
  });

  it("asks for the offer page's reviews and seller card too, before it renders; the page asks none again", async () => {
    storeSession();
    const fetchMock = mockApi({
      'GET /api/users/getUserPrincipalData': () => jsonResponse(principalFor()),
      'GET /api/offers/get': () => jsonResponse(OFFER),
      'GET /api/reviews/getAllByOfferId': () => jsonResponse([]),
      'GET /api/users/getBasicData': () =>
        jsonResponse({ id: 9, name: 'Seller Nine', imageUrl: null, createdAt: '2025-01-01T00:00:00Z' }),
      'GET /api/reviews/getSellerStats': () => jsonResponse({ averageRating: 0, totalReviews: 0 }),
      'GET /api/offers/getCountByUserIdAndActiveTrue': () => jsonResponse(3),
    });
    const first = /offers\/get\?|reviews\/|users\/getBasicData|getCountByUserIdAndActiveTrue/;
    const queryClient = createQueryClient();
    await preloadRoute(here('/offer/5'), queryClient);
    await vi.waitFor(() => expect(calls(fetchMock).filter((c) => first.test(c))).toHaveLength(5));
    const before = calls(fetchMock).filter((c) => first.test(c));
    expect(before).toEqual(
      expect.arrayContaining([
        'GET /api/offers/get?offerId=5',
        'GET /api/reviews/getAllByOfferId?offerId=5',
        'GET /api/users/getBasicData?id=9',
        'GET /api/reviews/getSellerStats?sellerId=9',
        'GET /api/offers/getCountByUserIdAndActiveTrue?userId=9',
      ]),
    );
    renderWithProviders(<AppRoutes />, { route: '/offer/5', queryClient });
    expect(await screen.findByText('Seller Nine', undefined, LOAD)).toBeInTheDocument();
    expect(calls(fetchMock).filter((c) => first.test(c))).toEqual(before);
  });

  it("asks for home's counts and top sellers too, before it renders; the page asks none again", async () => {
    storeSession();
    const fetchMock = mockApi({
      'GET /api/users/getUserPrincipalData': () => jsonResponse(principalFor()),
      'GET /api/favoriteOffers/getTopLikedOffers': () => jsonResponse([]),
      'GET /api/users/getCountAll': () => jsonResponse(12),
      'GET /api/offers/getCountAllByActiveTrue': () => jsonResponse(34),
      'GET /api/orders/getCountCompleted': () => jsonResponse(5),
      'GET /api/users/getTopByBuyerRating': () => jsonResponse([]),
    });
    const first =
      /getTopLikedOffers|getCountAll|getCountAllByActiveTrue|getCountCompleted|getTopByBuyerRating/;
    const queryClient = createQueryClient();
    await preloadRoute(here('/'), queryClient);
    expect(calls(fetchMock).filter((c) => first.test(c))).toHaveLength(5);
    renderWithProviders(<AppRoutes />, { route: '/', queryClient });
    expect(await screen.findByText('34', undefined, LOAD)).toBeInTheDocument();
    expect(calls(fetchMock).filter((c) => first.test(c))).toHaveLength(5);
  });

  it("asks for a lot page's lot and the page of offers its address names, once each", async () => {
    storeSession();
    const fetchMock = mockAll();
    const queryClient = createQueryClient();
    preloadRoute(here('/lots/4?page=2&size=20&sort=price_asc'), queryClient);
    expect(dataCalls(fetchMock)).toEqual([
      'GET /api/lots/get?id=4',
      'POST /api/offers/search?page=1&size=20',
    ]);
    expect(JSON.parse(String(fetchMock.mock.calls[1]![1]!.body))).toEqual({
      lotId: 4,
      active: true,
      sort: 'price_asc',
    });
    renderWithProviders(<AppRoutes />, { route: '/lots/4?page=2&size=20&sort=price_asc', queryClient });
    expect(await screen.findByRole('heading', { level: 1, name: 'WoW' }, LOAD)).toBeInTheDocument();
    expect(dataCalls(fetchMock)).toEqual([
      'GET /api/lots/get?id=4',
      'POST /api/offers/search?page=1&size=20',
    ]);
  });

  it('asks for nothing without a session, or for addresses that are not those pages', () => {
    const fetchMock = mockAll();
    preloadRoute(here('/'), testQueryClient());
    storeSession();
    for (const route of ['/offer/create', '/offer/5/edit', '/lots/abc', '/market', '/offer/0'])
      preloadRoute(here(route), testQueryClient());
    expect(calls(fetchMock)).toEqual([]);
  });
});
