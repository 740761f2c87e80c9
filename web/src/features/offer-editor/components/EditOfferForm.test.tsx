import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { MESSAGES_RU } from '@gamelot/contract/messages.ru';
import type { OfferWithProduct } from '@gamelot/contract/schemas/offers';
import { i18n } from '@/shared/i18n/i18n';
import { errorResponse, jsonResponse, mockApi } from '@/test/fetch-mock';
import { renderWithProviders, storeSession } from '@/test/render';
import { EditOfferForm } from './EditOfferForm';

type Answer = () => Response | Promise<Response>;

const offer: OfferWithProduct = {
  id: 10,
  name: 'Gold',
  price: 565,
  originalPrice: 500,
  unitPrice: 0.5,
  deliveryMinutes: 60,
  userId: 7,
  pictureUrl: '/media/offers/gold.jpg',
  shortDescription: 'Fast',
  longDescription: 'Long text',
  availability: 5000,
  active: true,
  attributes: { minQuantity: 1000, Server: 'EU' },
  attributeLabels: {},
  lotId: 2,
  lot: {
    id: 2,
    name: 'Gold',
    attributes: { pricingType: 'PER_UNIT', minQuantity: 1000, unit: null },
    product: { id: 1, name: 'WoW' },
  },
  createdAt: '2025-07-01T10:00:00Z',
  warrantyDays: 0,
  updatedAt: '2025-07-01T10:00:00Z',
  product: {
    id: 1,
    name: 'WoW',
    description: '',
    imageUrl: null,
    attributes: { Server: ['EU', 'US'] },
    attributeLabels: {},
  },
};

function setup(answer: Answer = () => jsonResponse(offer), shown: OfferWithProduct = offer) {
  storeSession();
  const fetchMock = mockApi({ 'PATCH /api/offers/update': answer });
  renderWithProviders(<EditOfferForm offer={shown} />, { route: '/offer/10/edit' });
  const sent = () =>
    fetchMock.mock.calls
      .filter(([, init]) => init?.method === 'PATCH')
      .map(([, init]) => JSON.parse(String(init!.body)) as Record<string, unknown>);
  return { sent, user: userEvent.setup({ delay: null }) };
}

async function replace(user: ReturnType<typeof userEvent.setup>, label: string, text: string) {
  await user.clear(screen.getByLabelText(label));
  if (text) await user.type(screen.getByLabelText(label), text);
}

describe('EditOfferForm', () => {
  it("refuses in the reader's language, the rules' filled texts too, and sends nothing", async () => {
    await act(() => i18n.changeLanguage('en'));
    const { user, sent } = setup();
    await replace(user, 'Offer name', '');
    await replace(user, 'Price per unit, ₽', '1.005');
    await replace(user, 'Units available', '10');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('The offer name is required')).toBeInTheDocument();
    expect(screen.getByText('The price is given to the kopeck (0.01)')).toBeInTheDocument();
    expect(screen.getByText('The quantity available cannot be below the minimum (1000)')).toBeInTheDocument();
    expect(screen.getByLabelText('Offer name')).toHaveAttribute('aria-invalid', 'true');
    await waitFor(() => expect(screen.getByLabelText('Offer name')).toHaveFocus());
    expect(sent()).toEqual([]);
  });

  it('clears a field’s error once it is edited', async () => {
    const { user } = setup();
    await replace(user, 'Название оффера', '');
    await user.click(screen.getByRole('button', { name: 'Сохранить' }));
    expect(await screen.findByText('Название офера обязательно')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Название оффера'), 'G');
    expect(screen.queryByText('Название офера обязательно')).not.toBeInTheDocument();
  });

  it("sends the schema's output, trimmed, and disables saving while it goes", async () => {
    let answer!: () => void;
    const { user, sent } = setup(
      () => new Promise((resolve) => (answer = () => resolve(jsonResponse(offer)))),
    );
    await replace(user, 'Название оффера', '  Gold, fast  ');
    await user.selectOptions(screen.getByLabelText('Server'), 'US');
    await user.click(screen.getByRole('button', { name: 'Сохранить' }));
    expect(await screen.findByRole('button', { name: 'Сохранение...' })).toBeDisabled();
    expect(sent()).toEqual([
      {
        id: 10,
        name: 'Gold, fast',
        shortDescription: 'Fast',
        longDescription: 'Long text',
        unitPrice: 0.5,
        originalPrice: 500,
        price: 565,
        availability: 5000,
        attributes: { Server: 'US', minQuantity: 1000 },
        pictureUrl: '/media/offers/gold.jpg',
        deliveryMinutes: 60,
        active: true,
        commissionRate: 0.13,
        warrantyDays: 0,
      },
    ]);
    answer();
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/offer\/10$/));
  });

  it("puts the server's field errors on their fields (the base price on the price) and says why", async () => {
    // The Russian interface's requests are answered in Russian (docs/decisions/0064-texts-as-codes.md).
    const { user } = setup(() =>
      errorResponse(400, MESSAGES_RU.invalidInput, {
        originalPrice: MESSAGES_RU.offerPriceTooHigh,
        'attributes.minQuantity': MESSAGES_RU.offerMinQuantityRequired,
      }),
    );
    await user.click(screen.getByRole('button', { name: 'Сохранить' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      `Ошибка при обновлении оффера: ${MESSAGES_RU.invalidInput}`,
    );
    expect(await screen.findByText(MESSAGES_RU.offerPriceTooHigh)).toBeInTheDocument();
    expect(screen.getByLabelText('Цена за единицу, ₽')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByText(MESSAGES_RU.offerMinQuantityRequired)).toBeInTheDocument();
  });

  it('shows the attributes in the reader’s language and sends their keys', async () => {
    const labels = { Server: 'Сервер', EU: 'Европа', US: 'США' };
    const { user, sent } = setup(undefined, {
      ...offer,
      product: { ...offer.product, attributeLabels: labels },
    });
    const server = screen.getByLabelText('Сервер');
    expect([...server.querySelectorAll('option')].map((o) => o.textContent)).toEqual([
      'Не выбрано',
      'Европа',
      'США',
    ]);
    expect(server).toHaveDisplayValue('Европа');
    await user.selectOptions(server, 'США');
    await user.click(screen.getByRole('button', { name: 'Сохранить' }));
    await waitFor(() => expect(sent()).toHaveLength(1));
    expect(sent()[0]!.attributes).toEqual({ Server: 'US', minQuantity: 1000 });
  });
});
