import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes, useNavigate } from 'react-router';
import { describe, expect, it } from 'vitest';
import { i18n } from '@/shared/i18n/i18n';
import { jsonResponse, mockApi } from '@/test/fetch-mock';
import { offerCardFixture, pageFixture } from '@/test/offer-fixtures';
import { principalFor, renderWithProviders, storeSession } from '@/test/render';
import LotPage from './LotPage';

const UNIT = { ru: '1000 золота', en: '1000 gold' };
const LOT = {
  id: 7,
  name: 'Accounts',
  product: { id: 2, name: 'Dota 2' },
  attributes: { pricingType: 'PER_ITEM', minQuantity: 1, unit: null as typeof UNIT | null },
};
const PRODUCT = {
  id: 2,
  name: 'Dota 2',
  description: 'MOBA.',
  imageUrl: null,
  attributes: {
    Server: ['Europe West', 'Russia'],
    Rank: ['Herald', 'Divine'],
    'Behavior score': 'number',
    Notes: 'text',
  },
  // Shown in the reader's language; the keys are what the filters send.
  attributeLabels: {
    Server: 'Сервер',
    'Europe West': 'Европа (запад)',
    Russia: 'Россия',
    Rank: 'Ранг',
    Herald: 'Рекрут',
    Divine: 'Божество',
    'Behavior score': 'Порядочность',
  },
  lots: [{ id: 7, name: 'Accounts' }],
};

const card = (id: number, extra: Record<string, unknown> = {}) =>
  offerCardFixture(LOT, id, { attributes: { Server: 'Russia' }, ...extra });

const page = (content: unknown[], total: number, number = 0, size = 10, estimate = false) => ({
  ...pageFixture(content, total, number, size),
  totalIsEstimate: estimate,
});

type Search = { page: string | null; body: Record<string, unknown> };

/** Steps the memory router back, as the browser's Back button would. */
function BackButton() {
  const navigate = useNavigate();
  return (
    <button type="button" onClick={() => void navigate(-1)}>
      test-back
    </button>
  );
}

function renderLot(route: string, answer: (search: Search) => unknown = () => page([card(1)], 1), lot = LOT) {
  storeSession();
  const searches: Search[] = [];
  mockApi({
    'GET /api/users/getUserPrincipalData': () => jsonResponse(principalFor()),
    'GET /api/lots/get': () => jsonResponse(lot),
    'GET /api/products/get': () => jsonResponse(PRODUCT),
    'POST /api/offers/search': ({ url, body }) => {
      const search = { page: url.searchParams.get('page'), body: body as Record<string, unknown> };
      searches.push(search);
      return jsonResponse(answer(search));
    },
  });
  renderWithProviders(
    <Routes>
      <Route
        path="/lots/:lotId"
        element={
          <>
            <LotPage />
            <BackButton />
          </>
        }
      />
    </Routes>,
    { route },
  );
  return { searches, user: userEvent.setup({ delay: null }) };
}

const location = () => screen.getByTestId('location');

describe('LotPage filters and text search', () => {
  it('offers a select per list attribute and a band per numeric one, sent as attributes and ranges', async () => {
    const { searches, user } = renderLot('/lots/7?page=2&server=Russia');
    const server = await screen.findByLabelText('Сервер');
    expect(server).toHaveValue('Russia');
    expect(
      within(server)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Все', 'Европа (запад)', 'Россия']);
    expect(screen.getByLabelText('Ранг')).toHaveValue('');
    expect(screen.queryByLabelText('Notes')).not.toBeInTheDocument();
    expect(searches[0]?.body).toMatchObject({ attributes: { Server: 'Russia' } });

    await user.selectOptions(screen.getByLabelText('Ранг'), 'Divine');
    await waitFor(() => expect(location()).toHaveTextContent(/^\/lots\/7\?a\.Rank=Divine&a\.Server=Russia$/));
    await user.type(screen.getByLabelText('Порядочность от'), '9000{Enter}');
    await waitFor(() =>
      expect(location()).toHaveTextContent(
        /^\/lots\/7\?a\.Rank=Divine&a\.Server=Russia&r\.Behavior\+score=9000-$/,
      ),
    );
    await waitFor(() =>
      expect(searches.at(-1)).toEqual({
        page: '0',
        body: {
          lotId: 7,
          active: true,
          attributes: { Rank: 'Divine', Server: 'Russia' },
          ranges: { 'Behavior score': { min: 9000, max: null } },
          sort: 'rating_desc',
        },
      }),
    );

    await user.type(screen.getByLabelText('Порядочность до'), '100');
    expect(await screen.findByText('Нижняя граница больше верхней')).toBeInTheDocument();
    await user.clear(screen.getByLabelText('Порядочность до'));
    await user.type(screen.getByLabelText('Порядочность до'), '11000{Enter}');
    await waitFor(() => expect(location()).toHaveTextContent('r.Behavior+score=9000-11000'));

    await user.selectOptions(screen.getByLabelText('Сервер'), '');
    await waitFor(() => expect(location()).not.toHaveTextContent('Server'));
  });

  it('searches by text after a pause, by relevance unless a sort is chosen, and marks the matches', async () => {
    const { searches, user } = renderLot('/lots/7', ({ body }) =>
      body.q
        ? page(
            [
              card(3, {
                name: 'Аккаунт Divine с рангом',
                highlight: {
                  name: [
                    [0, 7],
                    [17, 23],
                  ],
                  shortDescription: [],
                },
              }),
            ],
            1,
          )
        : page([card(1)], 1),
    );
    expect(screen.queryByRole('option', { name: 'По релевантности' })).not.toBeInTheDocument();
    await screen.findByText('Offer 1');
    await user.type(screen.getByLabelText('Поиск в предложениях'), 'аккаунт с рангом');
    await waitFor(() => expect(location()).toHaveTextContent('q=%D0%B0'));
    expect(searches.at(-1)?.body).toMatchObject({ q: 'аккаунт с рангом', sort: 'relevance' });
    expect(screen.getByLabelText('Сортировка')).toHaveValue('relevance');

    const article = await screen.findByRole('article', { name: 'Аккаунт Divine с рангом' });
    expect([...article.querySelectorAll('mark')].map((m) => m.textContent)).toEqual(['Аккаунт', 'рангом']);

    await user.selectOptions(screen.getByLabelText('Сортировка'), 'price_asc');
    await waitFor(() =>
      expect(searches.at(-1)?.body).toMatchObject({ q: 'аккаунт с рангом', sort: 'price_asc' }),
    );
    expect(location()).toHaveTextContent(/sort=price_asc$/);
  });

  it('says nothing was found for the text, and clears the text or the filters', async () => {
    const { user } = renderLot('/lots/7?a.Rank=Herald&q=%D0%B7%D0%BE%D0%BB%D0%BE%D1%82%D0%BE', () =>
      page([], 0),
    );
    expect(
      await screen.findByText('По запросу «золото» с выбранными фильтрами ничего не найдено'),
    ).toBeInTheDocument();
    expect(screen.getByLabelText('Поиск в предложениях')).toHaveValue('золото');
    const state = screen.getByText(/ничего не найдено/).closest('div') as HTMLElement;
    await user.click(within(state).getByRole('button', { name: 'Очистить поиск' }));
    await waitFor(() => expect(location()).toHaveTextContent(/^\/lots\/7\?a\.Rank=Herald$/));
    expect(screen.getByLabelText('Поиск в предложениях')).toHaveValue('');

    await user.click(screen.getByRole('button', { name: 'test-back' }));
    await waitFor(() => expect(screen.getByLabelText('Поиск в предложениях')).toHaveValue('золото'));
    const again = (await screen.findByText(/ничего не найдено/)).closest('div') as HTMLElement;
    await user.click(within(again).getByRole('button', { name: 'Сбросить фильтры' }));
    await waitFor(() => expect(location()).toHaveTextContent(/^\/lots\/7$/));
    expect(screen.getByLabelText('Ранг')).toHaveValue('');
  });

  it('labels an estimated total, in Russian and in English', async () => {
    renderLot('/lots/7', () => page([card(1)], 12_345, 0, 10, true));
    expect(
      await screen.findByRole('heading', { level: 2, name: /^Предложения \(около 12\s000\)$/ }),
    ).toBeInTheDocument();
    expect(screen.getByText(/^Страница 1 из ~1\s200$/)).toBeInTheDocument();
    await act(() => i18n.changeLanguage('en'));
    expect(screen.getByRole('heading', { level: 2, name: 'Offers (about 12,000)' })).toBeInTheDocument();
    expect(screen.getByText('Page 1 of about 1,200')).toBeInTheDocument();
  });

  it('says there are no more offers past the real end of an estimate, with a way back', async () => {
    const { user } = renderLot('/lots/7?page=40', ({ page: number }) =>
      number === '39' ? page([], 500, 39, 10, true) : page([card(1)], 500, Number(number), 10, true),
    );
    expect(await screen.findByText('Больше предложений нет')).toBeInTheDocument();
    expect(location()).toHaveTextContent(/page=40$/);
    expect(screen.getByRole('button', { name: 'К первой странице' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'К предыдущей странице' }));
    await waitFor(() => expect(location()).toHaveTextContent(/page=39$/));
    expect(await screen.findByText('Offer 1')).toBeInTheDocument();
  });

  it('shows a PER_UNIT card’s price per unit with its unit and minimum order, and says sorts are per unit', async () => {
    const perUnit = { pricingType: 'PER_UNIT', minQuantity: 10, unit: UNIT };
    renderLot(
      '/lots/7',
      () =>
        page(
          [
            card(1, {
              price: 26,
              attributes: { minQuantity: 50 },
              lot: { ...card(1).lot, attributes: perUnit },
            }),
            card(2, {
              price: 1130,
              attributes: { minQuantity: 1000 },
              lot: { ...card(1).lot, attributes: { ...perUnit, unit: null } },
            }),
          ],
          2,
        ),
      { ...LOT, attributes: perUnit },
    );
    const first = await screen.findByRole('article', { name: 'Offer 1' });
    expect(within(first).getByText(/0,52\s₽ \/ 1000 золота/)).toBeInTheDocument();
    expect(within(first).getByText(/от 50/)).toBeInTheDocument();
    const second = screen.getByRole('article', { name: 'Offer 2' });
    expect(within(second).getByText(/1,13\s₽ за единицу/)).toBeInTheDocument();
    expect(within(second).getByText(/от 1\s000/)).toBeInTheDocument();
    expect(screen.getByRole('option', { name: 'Сначала дешевле за единицу' })).toBeInTheDocument();
    expect(screen.getByLabelText('Цена/ед. от')).toBeInTheDocument();
  });
});
