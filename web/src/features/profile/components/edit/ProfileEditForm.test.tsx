import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { MESSAGES } from '@gamelot/contract/messages';
import { ABOUT_MAX, COUNTRY_MAX_LENGTH } from '@gamelot/contract/rules';
import type { UserFull } from '@gamelot/contract/schemas/profiles';
import { i18n } from '@/shared/i18n/i18n';
import { errorResponse, jsonResponse, mockApi } from '@/test/fetch-mock';
import { renderWithProviders } from '@/test/render';
import { ProfileEditForm } from './ProfileEditForm';

type Answer = (body: unknown) => Response | Promise<Response>;

const ann: UserFull = {
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
    country: 'Serbia',
    socialLinks: { telegram: 'https://t.me/ann' },
    lastAchievement: null,
    sellerRating: 1,
  },
  isOnline: true,
  lastSeenAt: null,
};

function setup(
  answer: Answer = (body) => jsonResponse({ ...ann, ...(body as object), profile: ann.profile }),
) {
  const fetchMock = mockApi({ 'PATCH /api/profile/update': ({ body }) => answer(body) });
  renderWithProviders(<ProfileEditForm user={ann} signedInUserId={7} />, { route: '/profiles/7/edit' });
  const sent = () =>
    fetchMock.mock.calls
      .filter(([, init]) => init?.method === 'PATCH')
      .map(([, init]) => JSON.parse(String(init!.body)) as Record<string, unknown>);
  return { sent, user: userEvent.setup({ delay: null }) };
}

describe('ProfileEditForm', () => {
  it('refuses a blank name, a long country and a link that is no URL, in Russian, and sends nothing', async () => {
    const { user, sent } = setup();
    await user.clear(screen.getByRole('textbox', { name: 'Имя пользователя' }));
    await user.type(screen.getByRole('textbox', { name: 'Имя пользователя' }), '   ');
    await user.type(screen.getByRole('textbox', { name: 'Страна' }), 'x'.repeat(COUNTRY_MAX_LENGTH));
    await user.type(screen.getByRole('textbox', { name: 'VK' }), 'vk.com/ann');
    await user.click(screen.getByRole('button', { name: 'Сохранить' }));
    expect(await screen.findByText('Введите имя пользователя')).toBeInTheDocument();
    expect(screen.getByText(`Не больше ${COUNTRY_MAX_LENGTH} символов`)).toBeInTheDocument();
    expect(screen.getByText('Введите ссылку, начинающуюся с http:// или https://')).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('Исправьте ошибки в форме.');
    await vi.waitFor(() => expect(screen.getByRole('textbox', { name: 'Имя пользователя' })).toHaveFocus());
    expect(sent()).toEqual([]);
  });

  it('says it in English to an English reader', async () => {
    await act(() => i18n.changeLanguage('en'));
    const { user, sent } = setup();
    await user.clear(screen.getByRole('textbox', { name: 'Username' }));
    await user.type(screen.getByRole('textbox', { name: 'VK' }), 'vk.com/ann');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Enter a username')).toBeInTheDocument();
    expect(screen.getByText('Enter a link that starts with http:// or https://')).toBeInTheDocument();
    expect(sent()).toEqual([]);
  });

  it('says "about" is too long as it is typed, and no more once it is not', async () => {
    const { user } = setup();
    const about = screen.getByRole('textbox', { name: 'О себе' });
    await user.clear(about);
    await user.click(about);
    await user.paste('x'.repeat(ABOUT_MAX + 1));
    expect(await screen.findByText(`Не больше ${ABOUT_MAX} символов`)).toBeInTheDocument();
    expect(about).toHaveAttribute('aria-invalid', 'true');
    await user.type(about, '{Backspace}');
    await vi.waitFor(() =>
      expect(screen.queryByText(`Не больше ${ABOUT_MAX} символов`)).not.toBeInTheDocument(),
    );
  });

  it("sends the schema's output: trimmed, blank texts as null, blank links left out", async () => {
    let answer!: () => void;
    const { user, sent } = setup(() => new Promise((resolve) => (answer = () => resolve(jsonResponse(ann)))));
    await user.type(screen.getByRole('textbox', { name: 'Имя пользователя' }), 'a  ');
    await user.clear(screen.getByRole('textbox', { name: 'Страна' }));
    await user.type(screen.getByRole('textbox', { name: 'Страна' }), '   ');
    await user.clear(screen.getByRole('textbox', { name: 'О себе' }));
    await user.type(screen.getByRole('textbox', { name: 'YouTube' }), '  https://youtube.com/@ann ');
    await user.click(screen.getByRole('button', { name: 'Сохранить' }));
    expect(await screen.findByRole('button', { name: 'Сохранение...' })).toBeDisabled();
    expect(sent()).toEqual([
      {
        id: 7,
        name: 'Anna',
        profile: {
          info: null,
          imageUrl: null,
          backgroundUrl: null,
          socialLinks: { telegram: 'https://t.me/ann', youtube: 'https://youtube.com/@ann' },
          country: null,
        },
      },
    ]);
    answer();
    await vi.waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/profiles\/7$/));
  });

  it("puts the server's field errors on their fields in the reader's language and alerts the failure", async () => {
    const alert = vi.spyOn(window, 'alert').mockImplementation(() => {});
    const { user } = setup(() =>
      errorResponse(400, MESSAGES.invalidInput, {
        'profile.socialLinks.telegram': MESSAGES.socialLinkInvalid,
      }),
    );
    await user.click(screen.getByRole('button', { name: 'Сохранить' }));
    await vi.waitFor(() =>
      expect(alert).toHaveBeenCalledWith('Не удалось сохранить изменения. Пожалуйста, попробуйте снова.'),
    );
    expect(
      await screen.findByText('Введите ссылку, начинающуюся с http:// или https://'),
    ).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Telegram' })).toHaveAttribute('aria-invalid', 'true');
    // The server's answer is no error of the form's own.
    expect(screen.queryByText('Исправьте ошибки в форме.')).not.toBeInTheDocument();
  });
});
