import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { i18n } from '@/shared/i18n/i18n';
import { calls, jsonResponse, mockApi } from '@/test/fetch-mock';
import { renderWithProviders } from '@/test/render';
import UnsubscribePage from './UnsubscribePage';

beforeEach(async () => {
  localStorage.clear();
  await i18n.changeLanguage('en');
});

const TOKEN = '7.order_created.abc';
const refused = () =>
  jsonResponse(
    { status: 400, error: 'Bad Request', message: 'refused', code: 'unsubscribeTokenInvalid' },
    400,
  );

describe('UnsubscribePage (signed out)', () => {
  it('says which mail stops, changes nothing until the button, then stops it with no session', async () => {
    const fetchMock = mockApi({
      'GET /api/mail/unsubscribe': () => jsonResponse({ type: 'order_created', email: true }),
      'POST /api/mail/unsubscribe': () => jsonResponse({ type: 'order_created', email: false }),
    });
    renderWithProviders(<UnsubscribePage />, { route: `/unsubscribe?token=${TOKEN}` });
    expect(await screen.findByText('Stop mailing me: “New orders”.')).toBeInTheDocument();
    expect(calls(fetchMock).filter((c) => c.startsWith('POST'))).toEqual([]);

    await userEvent.setup({ delay: null }).click(screen.getByRole('button', { name: 'Unsubscribe' }));
    expect(await screen.findByText(/Done: “New orders” will not be mailed any more/)).toBeInTheDocument();
    const post = fetchMock.mock.calls.find(([, init]) => init?.method === 'POST')!;
    expect(String(post[0])).toContain(`/api/mail/unsubscribe?token=${encodeURIComponent(TOKEN)}`);
    expect(JSON.parse(String(post[1]?.body))).toEqual({ 'List-Unsubscribe': 'One-Click' });
    expect(new Headers(post[1]?.headers).get('authorization')).toBeNull();
  });

  it('tells a reader already unsubscribed, in Russian too', async () => {
    await i18n.changeLanguage('ru');
    mockApi({ 'GET /api/mail/unsubscribe': () => jsonResponse({ type: 'chat_message', email: false }) });
    renderWithProviders(<UnsubscribePage />, { route: `/unsubscribe?token=${TOKEN}` });
    expect(
      await screen.findByText('Письма «Сообщения в чатах» уже не приходят на почту.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Отписаться' })).toBeNull();
  });

  it('refuses a forged link and offers no button', async () => {
    const fetchMock = mockApi({ 'GET /api/mail/unsubscribe': refused });
    renderWithProviders(<UnsubscribePage />, { route: '/unsubscribe?token=forged' });
    expect(await screen.findByText('This unsubscribe link is not valid.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Unsubscribe' })).toBeNull();
    expect(calls(fetchMock).filter((c) => c.startsWith('POST'))).toEqual([]);
  });

  it('says a link without a token is not valid, asking nothing', async () => {
    const fetchMock = mockApi({});
    renderWithProviders(<UnsubscribePage />, { route: '/unsubscribe' });
    expect(await screen.findByText('This unsubscribe link is not valid.')).toBeInTheDocument();
    expect(calls(fetchMock).filter((c) => c.includes('unsubscribe'))).toEqual([]);
  });
});
