import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { IMAGE_MAX_BYTES } from '@gamelot/contract/rules';
import { calls, errorResponse, jsonResponse, mockApi } from '@/test/fetch-mock';
import { principalFor, renderWithProviders, storeSession, TEST_USER } from '@/test/render';
import ProfileEditPage from './ProfileEditPage';

// The form is a lazily loaded chunk; load it once, as a warm cache would.
beforeAll(() => import('../components/edit/ProfileEditForm'));

const ann = {
  id: 7,
  name: 'Ann',
  email: 'ann@example.com',
  createdAt: '2024-01-05T00:00:00Z',
  imageUrl: null,
  roles: ['USER'],
  profile: {
    info: 'Hello',
    imageUrl: null,
    backgroundUrl: null,
    country: null,
    socialLinks: { telegram: 'https://t.me/ann' },
    lastAchievement: null,
    sellerRating: 1,
  },
  isOnline: true,
  lastSeenAt: null,
};

function setup(route = '/profiles/7/edit', overrides: Parameters<typeof mockApi>[0] = {}) {
  storeSession(TEST_USER);
  const fetchMock = mockApi({
    'GET /api/users/getUserPrincipalData': () => jsonResponse(principalFor()),
    'GET /api/users/getFullData': () => jsonResponse(ann),
    'PATCH /api/profile/update': ({ body }) => {
      const sent = body as { name: string; profile: typeof ann.profile };
      return jsonResponse({ ...ann, name: sent.name, profile: { ...ann.profile, ...sent.profile } });
    },
    ...overrides,
  });
  renderWithProviders(
    <Routes>
      <Route path="/profiles/:userId/edit" element={<ProfileEditPage />} />
      <Route path="/profiles/:userId" element={<h1>profile page</h1>} />
    </Routes>,
    { route },
  );
  return fetchMock;
}

const location = () => screen.getByTestId('location');
const patches = (fetchMock: ReturnType<typeof mockApi>) =>
  calls(fetchMock).filter((call) => call.startsWith('PATCH'));

describe('ProfileEditPage', () => {
  it('sends anyone but the owner to the profile', async () => {
    setup('/profiles/3/edit');
    expect(await screen.findByRole('heading', { name: 'profile page' })).toBeInTheDocument();
    expect(location()).toHaveTextContent(/^\/profiles\/3$/);
  });

  it('refuses a social link that is not a URL, inline, before sending', async () => {
    const fetchMock = setup();
    const user = userEvent.setup({ delay: null });
    const vk = await screen.findByRole('textbox', { name: 'VK' });
    await user.type(vk, 'vk.com/ann');
    await user.click(screen.getByRole('button', { name: 'Сохранить' }));
    expect(
      await screen.findByText('Введите ссылку, начинающуюся с http:// или https://'),
    ).toBeInTheDocument();
    expect(vk).toHaveAttribute('aria-invalid', 'true');
    expect(patches(fetchMock)).toEqual([]);
  });

  it('refuses an about text over 500 characters and counts it', async () => {
    const fetchMock = setup();
    const user = userEvent.setup({ delay: null });
    const about = await screen.findByRole('textbox', { name: 'О себе' });
    await user.clear(about);
    await user.click(about);
    await user.paste('x'.repeat(501));
    expect(screen.getByText('501 из 500 символов')).toBeInTheDocument();
    expect(await screen.findByText('Не больше 500 символов')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Сохранить' }));
    expect(patches(fetchMock)).toEqual([]);
  });

  it("saves with the signed-in user's id, updates the stored user and returns to the profile", async () => {
    const fetchMock = setup();
    const user = userEvent.setup({ delay: null });
    const name = await screen.findByRole('textbox', { name: 'Имя пользователя' });
    await user.clear(name);
    await user.type(name, '  Anna  ');
    await user.click(screen.getByRole('radio', { name: 'Фон 3' }));
    await user.type(screen.getByRole('textbox', { name: 'YouTube' }), 'https://youtube.com/@anna');
    await user.click(screen.getByRole('button', { name: 'Сохранить' }));
    await waitFor(() => expect(location()).toHaveTextContent(/^\/profiles\/7$/));
    const body = JSON.parse(fetchMock.mock.calls.find(([, i]) => i?.method === 'PATCH')![1]!.body as string);
    expect(body).toEqual({
      id: 7,
      name: 'Anna',
      profile: {
        info: 'Hello',
        imageUrl: null,
        backgroundUrl: '/media/backgrounds/preset-03.jpg',
        socialLinks: { telegram: 'https://t.me/ann', youtube: 'https://youtube.com/@anna' },
        country: null,
      },
    });
    expect(JSON.parse(localStorage.getItem('user')!)).toMatchObject({ id: 7, name: 'Anna' });
  });

  it("alerts the original text when saving fails and shows the server's field errors", async () => {
    const alert = vi.spyOn(window, 'alert').mockImplementation(() => {});
    setup('/profiles/7/edit', {
      'PATCH /api/profile/update': () =>
        errorResponse(400, 'Some fields are not valid', { 'profile.socialLinks.telegram': 'Bad link here' }),
    });
    const user = userEvent.setup({ delay: null });
    await user.click(await screen.findByRole('button', { name: 'Сохранить' }));
    await waitFor(() =>
      expect(alert).toHaveBeenCalledWith('Не удалось сохранить изменения. Пожалуйста, попробуйте снова.'),
    );
    expect(screen.getByText('Bad link here')).toBeInTheDocument();
    expect(location()).toHaveTextContent(/^\/profiles\/7\/edit$/);
  });

  it("alerts 'Размер файла не должен превышать 5 МБ' for an avatar over 5 MB", async () => {
    const alert = vi.spyOn(window, 'alert').mockImplementation(() => {});
    setup();
    const user = userEvent.setup({ delay: null, applyAccept: false });
    const big = new File(['x'], 'big.png', { type: 'image/png' });
    Object.defineProperty(big, 'size', { value: IMAGE_MAX_BYTES + 1 });
    await user.upload(await screen.findByLabelText('Фото профиля Выбрать файл'), big);
    expect(alert).toHaveBeenCalledWith('Размер файла не должен превышать 5 МБ');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('offers Cancel back to the profile and the ten presets as one radio group', async () => {
    setup();
    expect(await screen.findByRole('link', { name: 'Отмена' })).toHaveAttribute('href', '/profiles/7');
    expect(screen.getAllByRole('radio')).toHaveLength(11);
    expect(screen.getByRole('radio', { name: 'Стандартный фон' })).toBeChecked();
    expect(screen.getByRole('group', { name: 'Фон профиля' })).toBeInTheDocument();
  });
});
