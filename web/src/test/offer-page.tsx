/** The offer page's test world: an offer, its seller's answers, and a render with mocked calls. */
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import type { StoredUser } from '@gamelot/contract/schemas/user';
import { formatRoubles } from '@/shared/i18n/format';
import { jsonResponse, mockApi } from './fetch-mock';
import { renderWithProviders, storeSession } from './render';
import { sellerStatsFixture } from './offer-fixtures';
import OfferPage from '@/features/offer/pages/OfferPage';

export const SELLER_ID = 3;
export const offer = {
  id: 10,
  name: 'Gold 1000',
  price: 113,
  originalPrice: 100,
  unitPrice: 100,
  deliveryMinutes: 60,
  userId: SELLER_ID,
  pictureUrl: '/media/offers/gold.jpg',
  shortDescription: 'Fast and safe',
  longDescription: 'Line one\nLine two <b>not bold</b>',
  availability: 5,
  active: true,
  attributes: { Server: 'EU', commissionRate: 0.13 },
  lotId: 2,
  lot: {
    id: 2,
    name: 'Gold',
    attributes: { pricingType: 'PER_ITEM', minQuantity: 1 },
    product: { id: 1, name: 'WoW' },
  },
  createdAt: '2025-07-01T10:00:00Z',
  warrantyDays: 0,
  updatedAt: '2025-07-01T10:00:00Z',
};
export const review = {
  id: 1,
  buyerId: 9,
  sellerId: SELLER_ID,
  offerId: 10,
  rating: 7,
  comment: 'Great seller',
  createdAt: '2025-07-10T12:00:00Z',
  sellerReply: null,
  sellerRepliedAt: null,
  buyer: { id: 9, name: 'Bob', imageUrl: null },
  offer: { id: 10, name: 'Gold 1000' },
};
export const GUEST: StoredUser = {
  id: -1,
  name: 'Guest',
  profile: { imageUrl: null },
  isAnonymous: true,
  roles: ['GUEST'],
};

/** toHaveTextContent collapses the non-breaking spaces Intl puts in amounts. */
export const rub = (amount: number) => formatRoubles(amount, 'ru').replace(/\s/g, ' ');

export type Overrides = Partial<Record<string, () => Response>>;

export function setup(user: StoredUser | null, overrides: Overrides = {}) {
  if (user) storeSession(user);
  let favourite = false;
  const fetchMock = mockApi({
    'GET /api/offers/get': () => jsonResponse(offer),
    'GET /api/reviews/getAllByOfferId': () => jsonResponse([review]),
    'GET /api/reviews/getSellerStats': () =>
      jsonResponse(
        sellerStatsFixture({
          avgRating: 8.4,
          reviewCount: 12,
          reviewsCount: 12,
          responseRate: 0.9,
          responseCases: 40,
          medianResponseMinutes: 14,
          medianResponseCases: 36,
          onTimeRate: 0.95,
          onTimeCases: 60,
          completedDeals: 58,
          disputesLost: 1,
          disputesCases: 3,
          refundRate: 0.05,
          refundCases: 61,
          level: 3,
        }),
      ),
    'GET /api/users/getBasicData': () =>
      jsonResponse({
        id: SELLER_ID,
        name: 'Seller Sam',
        createdAt: '2024-01-05T00:00:00Z',
        profile: { imageUrl: null },
      }),
    'GET /api/offers/getCountByUserIdAndActiveTrue': () => jsonResponse(4),
    'GET /api/online/status': () => jsonResponse({ isOnline: true, lastSeenAt: null }),
    'GET /api/favoriteOffers/checkIfExist': () => jsonResponse(favourite),
    'POST /api/favoriteOffers/add': () => {
      favourite = true;
      return jsonResponse({ id: 1, userId: 7, offerId: 10, createdAt: '2025-07-16T00:00:00Z' }, 201);
    },
    'DELETE /api/favoriteOffers/delete': () => {
      favourite = false;
      return new Response(null, { status: 204 });
    },
    ...overrides,
  } as Record<string, () => Response>);
  renderWithProviders(
    <Routes>
      <Route path="/offer/:offerId" element={<OfferPage />} />
      <Route path="*" element={null} />
    </Routes>,
    { route: '/offer/10' },
  );
  return { fetchMock, user: userEvent.setup({ delay: null }) };
}

/** The seller's trust figures: the <dl> labelled "Показатели продавца". */
export const trustFigures = async () =>
  (await screen.findAllByLabelText('Показатели продавца', undefined, { timeout: 10_000 })).find(
    (el) => el.tagName === 'DL',
  )!;
