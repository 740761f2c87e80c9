import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { calls, jsonResponse, mockApi } from '@/test/fetch-mock';
import { principalFor, renderWithProviders, storeSession } from '@/test/render';
import { OFFER_FIND_DEBOUNCE_MS, SearchDropdown } from './SearchDropdown';

const DATA = [{ id: 1, name: 'World of Warcraft', lots: [{ id: 11, name: 'Gold' }] }];

function offer(id: number, name: string, highlight: [number, number][], extra: Record<string, unknown> = {}) {
  return {
    id,
    name,
    price: 1500,
    originalPrice: 1327.43,
    unitPrice: 1327.43,
    deliveryMinutes: 60,
    userId: 40,
    pictureUrl: null,
    shortDescription: '',
    longDescription: '',
    availability: 3,
    active: true,
    attributes: {},
    lotId: 11,
    lot: {
      id: 11,
      name: 'Gold',
      attributes: { pricingType: 'PER_ITEM', minQuantity: 1, unit: null },
      product: { id: 1, name: 'World of Warcraft' },
    },
    createdAt: '2025-07-16T10:00:00Z',
    warrantyDays: 0,
    updatedAt: '2025-07-16T10:00:00Z',
    seller: { id: 40, name: 'Seller', imageUrl: null },
    sellerRating: { avgRating: 8, reviewCount: 3 },
    highlight: { name: highlight, shortDescription: [] },
    ...extra,
  };
}

function setup(found: (q: string) => unknown[]) {
  storeSession();
  const fetchMock = mockApi({
    'GET /api/products/getAllNameWithLots': () => jsonResponse(DATA),
    'GET /api/users/getUserPrincipalData': () => jsonResponse(principalFor()),
    'GET /api/offers/find': ({ url }) => jsonResponse({ content: found(url.searchParams.get('q') ?? '') }),
  });
  renderWithProviders(<SearchDropdown />, { route: '/' });
  const input = screen.getByRole('combobox', { name: 'Поиск' });
  const finds = () => calls(fetchMock).filter((c) => c.startsWith('GET /api/offers/find'));
  return { finds, input, user: userEvent.setup({ delay: null }) };
}

const location = () => screen.getByTestId('location');
const labels = () => screen.getAllByRole('option').map((o) => o.getAttribute('aria-label'));

describe('SearchDropdown offers', () => {
  it('asks for offers once typing pauses, from two characters, and lists them under the catalogue', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { finds, input, user } = setup(() => [
      offer(5, 'Gold for Horde', [[0, 4]]),
      offer(6, 'Золото <b>быстро</b>', [[0, 6]], {
        price: 26,
        attributes: { minQuantity: 50 },
        lot: {
          id: 11,
          name: 'Gold',
          attributes: {
            pricingType: 'PER_UNIT',
            minQuantity: 10,
            unit: { ru: '1000 золота', en: '1000 gold' },
          },
          product: { id: 1, name: 'World of Warcraft' },
        },
      }),
    ]);
    // One character: nothing asked, however long typing pauses.
    await user.type(input, 'g');
    await act(() => vi.advanceTimersByTimeAsync(2 * OFFER_FIND_DEBOUNCE_MS));
    expect(finds()).toEqual([]);
    // Two characters, but typing goes on before the pause is long enough: nothing yet.
    await user.type(input, 'o');
    await act(() => vi.advanceTimersByTimeAsync(OFFER_FIND_DEBOUNCE_MS / 2));
    expect(finds()).toEqual([]);
    await user.type(input, 'ld');
    await act(() => vi.advanceTimersByTimeAsync(OFFER_FIND_DEBOUNCE_MS));
    const group = await screen.findByRole('group', { name: 'Предложения' });
    expect(finds()).toEqual(['GET /api/offers/find?q=gold&limit=5']);
    expect(labels()).toEqual([
      'Gold — World of Warcraft',
      'Gold for Horde — предложение',
      'Золото <b>быстро</b> — предложение',
    ]);
    const options = within(group).getAllByRole('option');
    expect([...options[0]!.querySelectorAll('mark')].map((m) => m.textContent)).toEqual(['Gold']);
    expect([...options[1]!.querySelectorAll('mark')].map((m) => m.textContent)).toEqual(['Золото']);
    expect(options[1]!.querySelector('b')).toBeNull();
    expect(within(options[1]!).getByText(/0,52\s₽ \/ 1000 золота/)).toBeInTheDocument();
    expect(within(options[0]!).getByText('World of Warcraft · Gold')).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.getByRole('search').querySelector('[role="status"]')).toHaveTextContent(
        'Найдено результатов: 3',
      ),
    );
  });

  it('moves through games, categories and offers with the arrows and opens an offer with Enter', async () => {
    const { input, user } = setup(() => [offer(5, 'Gold for Horde', [[0, 4]])]);
    await user.type(input, 'gold');
    await screen.findByRole('group', { name: 'Предложения' });
    await user.keyboard('{ArrowDown}');
    expect(input).toHaveAttribute('aria-activedescendant', screen.getAllByRole('option')[0]!.id);
    await user.keyboard('{ArrowDown}');
    const offerOption = screen.getByRole('option', { name: 'Gold for Horde — предложение' });
    expect(input).toHaveAttribute('aria-activedescendant', offerOption.id);
    expect(offerOption).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{Enter}');
    expect(location()).toHaveTextContent(/^\/offer\/5$/);
    expect(input).toHaveValue('');
  });

  it('opens an offer on click', async () => {
    const { input, user } = setup(() => [offer(8, 'Raid carry', [[0, 4]])]);
    await user.type(input, 'raid');
    await user.click(await screen.findByRole('option', { name: 'Raid carry — предложение' }));
    expect(location()).toHaveTextContent(/^\/offer\/8$/);
  });

  it('says when no offer matches, even when no game or category does', async () => {
    const { input, user } = setup(() => []);
    await user.type(input, 'zzz');
    const group = await screen.findByRole('group', { name: 'Предложения' });
    expect(within(group).getByText('Предложений не найдено')).toBeInTheDocument();
    expect(screen.queryAllByRole('option')).toEqual([]);
    expect(screen.getByRole('search').querySelector('[role="status"]')).toHaveTextContent(
      'Ничего не найдено',
    );
  });
});
