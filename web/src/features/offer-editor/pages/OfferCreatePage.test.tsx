import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  basePriceKopecks,
  finalPriceKopecks,
  kopecksToRoubles,
  roublesToKopecks,
} from '@gamelot/contract/rules';
import { formatRoubles } from '@/shared/i18n/format';
import { i18n } from '@/shared/i18n/i18n';
import { calls, errorResponse, jsonResponse, mockApi, networkError } from '@/test/fetch-mock';
import { mediaFileFixture } from '@/test/media-fixtures';
import { offerFixture } from '@/test/offer-fixtures';
import { renderWithProviders, storeSession, TEST_USER } from '@/test/render';
import OfferCreatePage from './OfferCreatePage';

const cropImageToFile = vi.hoisted(() => vi.fn());
vi.mock('@/shared/ui/image-crop/crop-image', () => ({ cropImageToFile }));

const product = {
  id: 1,
  name: 'World of Warcraft',
  description: 'MMO',
  imageUrl: '/media/covers/wow.png',
  attributes: { Server: ['EU', 'US'], Level: 'number', Notes: 'text' },
  lots: [],
};
const other = { ...product, id: 2, name: 'Dota 2', imageUrl: null, attributes: {} };
const lots = [
  {
    id: 11,
    name: 'Accounts',
    product: { id: 1, name: product.name },
    attributes: { pricingType: 'PER_ITEM', minQuantity: 1, unit: null },
  },
  {
    id: 12,
    name: 'Gold',
    product: { id: 1, name: product.name },
    attributes: { pricingType: 'PER_UNIT', minQuantity: 1000, unit: null },
  },
  {
    id: 13,
    name: 'Game Keys',
    product: { id: 1, name: product.name },
    attributes: { pricingType: 'PER_ITEM', minQuantity: 1, unit: null },
  },
];

type Setup = { create?: () => Response | Promise<Response>; keys?: () => Response };

/** What the API answers a created offer with: the stored offer (only its id matters here). */
const created = () => jsonResponse(offerFixture(lots[0]!, 55), 201);

function setup({ create, keys }: Setup = {}) {
  storeSession();
  const fetchMock = mockApi({
    'GET /api/products/getAll': () => jsonResponse([product, other]),
    'GET /api/lots/getAll': () => jsonResponse(lots),
    'POST /api/offers/create': create ?? created,
    'POST /api/offers/55/keys': keys ?? (() => jsonResponse({ offerId: 55, unsold: 2, sold: 0, added: 2 })),
    'POST /api/media/upload/offers': () => jsonResponse([mediaFileFixture('/media/offers/cropped.jpg')]),
  });
  renderWithProviders(<OfferCreatePage />, { route: '/offer/create' });
  return { fetchMock, user: userEvent.setup({ delay: null }) };
}

async function toDetails(user: ReturnType<typeof userEvent.setup>, lotName = 'Accounts') {
  await user.click(await screen.findByRole('radio', { name: 'World of Warcraft' }));
  await user.click(screen.getByRole('button', { name: 'Далее' }));
  await user.click(await screen.findByRole('radio', { name: new RegExp(lotName) }));
  await user.click(screen.getByRole('button', { name: 'Далее' }));
  await screen.findByRole('heading', { name: 'Опишите оффер' });
}

async function fillTexts(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText('Краткое описание'), 'Fast delivery');
  await user.type(screen.getByLabelText('Подробное описание'), 'Line one\nLine two');
}

function createBody(fetchMock: ReturnType<typeof mockApi>) {
  const call = fetchMock.mock.calls.find(([url]) => String(url).includes('/api/offers/create'));
  return JSON.parse(String(call![1]!.body)) as Record<string, unknown>;
}

// The wizard is a lazily loaded chunk; load it once, as a warm cache would.
beforeAll(() => import('../components/CreateWizard'));
beforeEach(() => {
  Object.defineProperty(URL, 'createObjectURL', { value: vi.fn(() => 'blob:chosen'), configurable: true });
  Object.defineProperty(URL, 'revokeObjectURL', { value: vi.fn(), configurable: true });
  if (!Element.prototype.scrollTo) Element.prototype.scrollTo = () => {};
});

describe('OfferCreatePage', () => {
  it('keeps Next disabled until a product, then a category, is chosen; Back goes a step back', async () => {
    const { user } = setup();
    expect(await screen.findByRole('radio', { name: 'World of Warcraft' })).toBeInTheDocument();
    const steps = screen.getByRole('list', { name: 'Шаги создания оффера' });
    expect(within(steps).getAllByRole('listitem')[0]).toHaveAttribute('aria-current', 'step');
    expect(screen.getByRole('button', { name: 'Далее' })).toBeDisabled();
    await user.click(screen.getByRole('radio', { name: 'World of Warcraft' }));
    await user.click(screen.getByRole('button', { name: 'Далее' }));

    expect(await screen.findByRole('radio', { name: /Accounts/ })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Далее' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Назад' }));
    expect(screen.getByRole('radio', { name: 'World of Warcraft' })).toBeChecked();
  });

  it('reads the pricing type from the category and resets the quantities to 1', async () => {
    const { user } = setup();
    await toDetails(user, 'Gold');
    expect(screen.getByLabelText('Цена за единицу, ₽')).toBeInTheDocument();
    expect(screen.getByLabelText('Минимальное количество единиц')).toHaveValue(1);
    const stock = screen.getByLabelText('Доступное количество единиц');
    expect(stock).toHaveValue(1);
    await user.clear(stock);
    await user.type(stock, '5000');

    await user.click(screen.getByRole('button', { name: 'Назад' }));
    await user.click(screen.getByRole('radio', { name: /Accounts/ }));
    await user.click(screen.getByRole('button', { name: 'Далее' }));
    expect(screen.getByLabelText('Цена за штуку, ₽')).toBeInTheDocument();
    expect(screen.queryByLabelText('Минимальное количество единиц')).not.toBeInTheDocument();
    expect(screen.getByLabelText('Количество в наличии')).toHaveValue(1);
  });

  it('names the offer after the product and the chosen server until the name is edited', async () => {
    const { user } = setup();
    await toDetails(user);
    const name = screen.getByLabelText('Название оффера');
    expect(name).toHaveValue('World of Warcraft');
    await user.selectOptions(screen.getByLabelText('Server'), 'EU');
    expect(name).toHaveValue('World of Warcraft | Server: EU');
    await user.type(screen.getByLabelText('Level'), '60');
    expect(name).toHaveValue('World of Warcraft | Server: EU | Level: 60');
    await user.type(name, '!');
    await user.selectOptions(screen.getByLabelText('Server'), 'US');
    expect(name).toHaveValue('World of Warcraft | Server: EU | Level: 60!');
  });

  it('shows the live final price from the contract functions', async () => {
    const { user } = setup();
    await toDetails(user, 'Gold');
    await user.type(screen.getByLabelText('Цена за единицу, ₽'), '0.37');
    const minimum = screen.getByLabelText('Минимальное количество единиц');
    await user.clear(minimum);
    await user.type(minimum, '250');
    const final = kopecksToRoubles(
      finalPriceKopecks(basePriceKopecks('PER_UNIT', roublesToKopecks(0.37), 250)),
    );
    expect(screen.getByTestId('final-price').textContent).toBe(formatRoubles(final, 'ru'));
  });

  it('blocks submission with the product texts', async () => {
    const { user, fetchMock } = setup();
    await toDetails(user, 'Gold');
    await user.clear(screen.getByLabelText('Название оффера'));
    await user.clear(screen.getByLabelText('Минимальное количество единиц'));
    await user.type(screen.getByLabelText('Минимальное количество единиц'), '10');
    await user.click(screen.getByRole('button', { name: 'Создать оффер' }));
    // The contract's schema and offer rules run before anything is sent.
    expect(await screen.findByText('Название офера обязательно')).toBeInTheDocument();
    for (const text of [
      'Название офера обязательно',
      'Краткое описание обязательно',
      'Подробное описание обязательно',
      'Укажите цену',
      'Максимальное количество не может быть меньше минимального (10)',
    ]) {
      expect(screen.getByText(text)).toBeInTheDocument();
    }
    expect(screen.getByLabelText('Название оффера')).toHaveAttribute('aria-invalid', 'true');
    await user.type(screen.getByLabelText('Цена за единицу, ₽'), '0');
    await user.click(screen.getByRole('button', { name: 'Создать оффер' }));
    expect(await screen.findByText('Цена должна быть не меньше 0.01')).toBeInTheDocument();
    expect(calls(fetchMock).some((c) => c.startsWith('POST /api/offers/create'))).toBe(false);
  });

  it("says what is wrong in the reader's language, the rules' filled texts too", async () => {
    await act(() => i18n.changeLanguage('en'));
    const { user, fetchMock } = setup();
    await user.click(await screen.findByRole('radio', { name: 'World of Warcraft' }));
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await user.click(await screen.findByRole('radio', { name: /Gold/ }));
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await user.clear(screen.getByLabelText('Minimum quantity of units'));
    await user.type(screen.getByLabelText('Minimum quantity of units'), '10');
    await user.selectOptions(screen.getByLabelText('Server'), 'EU');
    await user.click(screen.getByRole('button', { name: 'Create Offer' }));
    expect(await screen.findByText('A short description is required')).toBeInTheDocument();
    expect(screen.getByText('Enter a price')).toBeInTheDocument();
    expect(screen.getByText('The quantity available cannot be below the minimum (10)')).toBeInTheDocument();
    expect(calls(fetchMock).some((c) => c.startsWith('POST /api/offers/create'))).toBe(false);
  });

  it("sends the offer as the current user, shows 'Создаём оффер...' and opens the new offer", async () => {
    let release!: () => void;
    const { user, fetchMock } = setup({
      create: () => new Promise<Response>((resolve) => (release = () => resolve(created()))),
    });
    await toDetails(user);
    await user.selectOptions(screen.getByLabelText('Server'), 'EU');
    await fillTexts(user);
    await user.type(screen.getByLabelText('Цена за штуку, ₽'), '150.5');
    // The lot kind's default delivery time, chosen among its choices.
    expect(screen.getByLabelText('Срок выполнения')).toHaveValue('60');
    expect(screen.getByRole('option', { name: 'В течение 1 часа' })).toBeInTheDocument();
    await user.selectOptions(screen.getByLabelText('Срок выполнения'), '120');
    await user.click(screen.getByRole('button', { name: 'Создать оффер' }));

    expect(await screen.findByRole('button', { name: 'Создаём оффер...' })).toBeDisabled();
    expect(createBody(fetchMock)).toEqual({
      name: 'World of Warcraft | Server: EU',
      shortDescription: 'Fast delivery',
      longDescription: 'Line one\nLine two',
      price: 150.5,
      availability: 1,
      pictureUrl: '/media/covers/wow.png',
      lotId: 11,
      userId: TEST_USER.id,
      attributes: { Server: 'EU' },
      deliveryMinutes: 120,
      warrantyDays: 0,
    });
    release();
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/offer/55'));
  });

  it('offers the key stock for a key category: the quantity follows the keys, added once created', async () => {
    const { user, fetchMock } = setup();
    await toDetails(user, 'Accounts');
    expect(screen.queryByLabelText('Ключи, по одному в строке')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Назад' }));
    await user.click(screen.getByRole('radio', { name: /Game Keys/ }));
    await user.click(screen.getByRole('button', { name: 'Далее' }));
    await user.selectOptions(await screen.findByLabelText('Server'), 'EU');
    await fillTexts(user);
    await user.type(screen.getByLabelText('Цена за штуку, ₽'), '10');
    await user.type(
      screen.getByLabelText('Ключи, по одному в строке'),
      'AAA-1{Enter}{Enter}BBB-2{Enter}AAA-1',
    );
    expect(screen.getByTestId('wizard-key-count')).toHaveTextContent('2 ключа');
    expect(screen.getByLabelText('Количество в наличии')).toHaveValue(2);
    await user.click(screen.getByRole('button', { name: 'Создать оффер' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/offer/55'));
    expect(createBody(fetchMock)).toMatchObject({ availability: 2, lotId: 13 });
    const sent = fetchMock.mock.calls.find(([url]) => String(url).includes('/api/offers/55/keys'))!;
    expect(JSON.parse(String(sent[1]!.body))).toEqual({ keys: 'AAA-1\n\nBBB-2\nAAA-1' });
  });

  it('opens the edit page, where the keys can be added again, when adding them fails', async () => {
    const { user } = setup({ keys: () => errorResponse(400, 'Too many keys') });
    await toDetails(user, 'Game Keys');
    await user.selectOptions(screen.getByLabelText('Server'), 'EU');
    await fillTexts(user);
    await user.type(screen.getByLabelText('Цена за штуку, ₽'), '10');
    await user.type(screen.getByLabelText('Ключи, по одному в строке'), 'AAA-1');
    await user.click(screen.getByRole('button', { name: 'Создать оффер' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/offer/55/edit'));
  });

  it('uploads the cropped picture and sends its url', async () => {
    cropImageToFile.mockResolvedValue(new File(['jpeg'], '1.jpg', { type: 'image/jpeg' }));
    const { user, fetchMock } = setup();
    await toDetails(user);
    await user.upload(
      screen.getByLabelText(/Изображение оффера/),
      new File(['x'], 'a.png', { type: 'image/png' }),
    );
    await screen.findByRole('dialog', { name: 'Обрезка изображения' });
    const img = screen.getByAltText('Выбранное изображение');
    Object.defineProperty(img, 'naturalWidth', { value: 1920 });
    Object.defineProperty(img, 'naturalHeight', { value: 1080 });
    fireEvent.load(img);
    await user.click(screen.getByRole('button', { name: 'Применить' }));
    await waitFor(() =>
      expect(screen.getByAltText('Текущее изображение оффера')).toHaveAttribute(
        'src',
        '/media/offers/cropped.jpg',
      ),
    );
    await fillTexts(user);
    await user.type(screen.getByLabelText('Цена за штуку, ₽'), '10');
    await user.click(screen.getByRole('button', { name: 'Создать оффер' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/offer/55'));
    expect(createBody(fetchMock).pictureUrl).toBe('/media/offers/cropped.jpg');
  });

  it("shows the server's message and field errors, else 'Ошибка создания офера'", async () => {
    let answer = () =>
      errorResponse(400, 'Цена не может превышать 10 000 000', {
        price: 'Цена не может превышать 10 000 000',
      });
    const { user } = setup({ create: () => answer() });
    await toDetails(user);
    await fillTexts(user);
    await user.type(screen.getByLabelText('Цена за штуку, ₽'), '5');
    await user.click(screen.getByRole('button', { name: 'Создать оффер' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Цена не может превышать 10 000 000');
    // The field's error is set after the answer is read, possibly a render after the alert.
    await waitFor(() =>
      expect(screen.getByLabelText('Цена за штуку, ₽')).toHaveAttribute('aria-invalid', 'true'),
    );

    answer = networkError;
    await user.click(screen.getByRole('button', { name: 'Создать оффер' }));
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('Ошибка создания офера'));
  });

  it("says 'Не удалось загрузить игры' when the catalogue cannot load", async () => {
    storeSession();
    mockApi({ 'GET /api/products/getAll': () => errorResponse(500, 'boom') });
    renderWithProviders(<OfferCreatePage />, { route: '/offer/create' });
    expect(await screen.findByRole('alert')).toHaveTextContent('Не удалось загрузить игры');
  });

  it('asks a guest to log in instead of showing the wizard', async () => {
    storeSession({ id: -1, name: 'Guest', profile: { imageUrl: null }, isAnonymous: true, roles: ['GUEST'] });
    mockApi({});
    renderWithProviders(<OfferCreatePage />, { route: '/offer/create' });
    expect(screen.getByRole('link', { name: 'Войти' })).toHaveAttribute('href', '/login');
    expect(screen.queryByRole('radio')).not.toBeInTheDocument();
  });
});
