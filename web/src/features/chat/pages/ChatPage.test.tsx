import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { ChatListItem, ChatMessage } from '@gamelot/contract/schemas/chats';
import { FakeRealtime } from '@/test/fake-realtime';
import { calls, errorResponse, jsonResponse, mockApi } from '@/test/fetch-mock';
import { renderWithProviders, storeSession, TEST_USER } from '@/test/render';
import ChatPage from './ChatPage';

const ME = TEST_USER.id;
const PARTNER = 3;

function row(id: number, over: Partial<ChatListItem> = {}): ChatListItem {
  return {
    id,
    partnerId: PARTNER,
    partnerName: `Partner ${id}`,
    partnerAvatar: null,
    chatName: `Partner ${id}`,
    offerId: 10,
    offerName: 'Gold 1000',
    lastMessage: `last in ${id}`,
    lastMessageTime: `2025-07-16T10:0${id}:00Z`,
    unreadCount: 2,
    createdAt: '2025-07-16T09:00:00Z',
    ...over,
  };
}

function message(id: number, senderId: number, over: Partial<ChatMessage> = {}): ChatMessage {
  return {
    id,
    chatId: 1,
    senderId,
    content: `message ${id}`,
    attachments: [],
    isRead: false,
    createdAt: '2025-07-16T10:00:00Z',
    ...over,
  };
}

function setup(route: string, overrides: Parameters<typeof mockApi>[0] = {}) {
  storeSession();
  const realtime = new FakeRealtime();
  const fetchMock = mockApi({
    'GET /api/chats/getAllByUserId': () => jsonResponse([row(2), row(1)]),
    'GET /api/chats/getById': ({ url }) =>
      jsonResponse({
        ...row(Number(url.searchParams.get('id'))),
        user1Id: ME,
        user2Id: PARTNER,
        chatType: 'USER_TO_USER',
      }),
    'GET /api/messages/history': () =>
      jsonResponse({
        content: [message(100, PARTNER), message(101, ME)],
        totalElements: 2,
        number: 0,
        size: 100,
        totalPages: 1,
      }),
    'GET /api/online/status': () => jsonResponse({ isOnline: true, lastSeenAt: null }),
    ...overrides,
  });
  renderWithProviders(
    <Routes>
      <Route path="/chat" element={<ChatPage />} />
      <Route path="/chat/:chatId" element={<ChatPage />} />
    </Routes>,
    { route, realtime },
  );
  return { realtime, fetchMock, user: userEvent.setup({ delay: null }) };
}

const list = () => screen.getByRole('navigation', { name: 'Чаты' });
const myMessage = (text: string) =>
  [...screen.getByRole('log').querySelectorAll('li[data-state]')].find((li) =>
    li.textContent?.includes(text),
  );

describe('ChatPage', () => {
  it('lists the chats with unread badges and asks to select one', async () => {
    setup('/chat');
    expect(await within(list()).findByRole('link', { name: /Partner 2/ })).toHaveAttribute('href', '/chat/2');
    expect(within(list()).getAllByRole('link')[0]).toHaveTextContent('Gold 1000');
    expect(within(list()).getAllByText('2')).toHaveLength(2);
    expect(screen.getByText('Выберите чат, чтобы начать общение')).toBeInTheDocument();
  });

  it("shows 'Ошибка загрузки чатов' and the empty state", async () => {
    setup('/chat', { 'GET /api/chats/getAllByUserId': () => errorResponse(500, 'down') });
    expect(await screen.findByText('Ошибка загрузки чатов')).toBeInTheDocument();
  });

  it('shows that there are no chats yet', async () => {
    setup('/chat', { 'GET /api/chats/getAllByUserId': () => jsonResponse([]) });
    expect(await screen.findByText('Чатов пока нет')).toBeInTheDocument();
  });

  it('opening a chat subscribes to its topic, reads it all, and zeroes its badge', async () => {
    const { realtime } = setup('/chat/1');
    expect(await screen.findByRole('heading', { name: 'Partner 1' })).toBeInTheDocument();
    expect(await screen.findByText('message 100')).toBeInTheDocument();
    expect(realtime.listeners('/topic/chat/1')).toBe(1);
    expect(realtime.published).toContainEqual({
      destination: '/app/message.allReads',
      body: { chatId: 1, readerId: ME },
    });
    const open = within(list()).getByRole('link', { name: /Partner 1/ });
    expect(open).toHaveAttribute('aria-current', 'page');
    expect(open.querySelector('[data-count]')).toBeNull();
    expect(
      within(list())
        .getByRole('link', { name: /Partner 2/ })
        .querySelector('[data-count]'),
    ).not.toBeNull();
  });

  it('marks an incoming message read at once, and turns my check double on a receipt', async () => {
    const { realtime } = setup('/chat/1');
    await screen.findByText('message 101');
    expect(myMessage('message 101')).toHaveAttribute('data-state', 'sent');

    act(() => realtime.push('/topic/chat/1', message(102, PARTNER, { content: 'are you there?' })));
    expect(await screen.findByText('are you there?')).toBeInTheDocument();
    expect(realtime.published).toContainEqual({
      destination: '/app/message.read',
      body: { messageId: 102, chatId: 1, readerId: ME },
    });

    act(() =>
      realtime.push('/queue/message-read', {
        chatId: 1,
        readerId: PARTNER,
        messageId: 101,
        messageIds: [101],
      }),
    );
    await waitFor(() => expect(myMessage('message 101')).toHaveAttribute('data-state', 'read'));
  });

  it('sends only with text or a file; the temporary message is replaced by the stored one', async () => {
    const { realtime, user } = setup('/chat/1');
    await screen.findByText('message 101');
    const send = screen.getByRole('button', { name: 'Отправить' });
    const input = screen.getByRole('textbox', { name: 'Введите сообщение...' });
    expect(send).toBeDisabled();
    await user.type(input, '   ');
    expect(send).toBeDisabled();
    await user.clear(input);
    await user.type(input, 'Deal?{Enter}');

    const sent = realtime.published.find((p) => p.destination === '/app/chat.send')!.body as Record<
      string,
      unknown
    >;
    expect(sent).toMatchObject({
      chatId: 1,
      senderId: ME,
      recipientId: PARTNER,
      offerId: 10,
      content: 'Deal?',
    });
    expect(input).toHaveValue('');
    await waitFor(() => expect(myMessage('Deal?')).toHaveAttribute('data-state', 'sending'));

    act(() =>
      realtime.push('/topic/chat/1', message(103, ME, { content: 'Deal?', tempId: sent.tempId as string })),
    );
    await waitFor(() => expect(myMessage('Deal?')).toHaveAttribute('data-state', 'sent'));
    expect(screen.getAllByText('Deal?')).toHaveLength(1);
  });

  it('a pushed chat update moves the chat to the top of the list', async () => {
    const { realtime } = setup('/chat');
    await within(list()).findByRole('link', { name: /Partner 2/ });
    act(() =>
      realtime.push(
        `/queue/chat-updates/${ME}`,
        row(1, { lastMessage: 'new!', lastMessageTime: '2025-07-16T11:00:00Z', unreadCount: 5 }),
      ),
    );
    await waitFor(() => expect(within(list()).getAllByRole('link')[0]).toHaveTextContent('new!'));
    expect(within(list()).getAllByRole('link')[0]).toHaveTextContent('5');
  });

  it('says a chat is not found when the server refuses it', async () => {
    const { fetchMock } = setup('/chat/9', {
      'GET /api/chats/getById': () => errorResponse(403, 'Chat not found'),
    });
    expect(await screen.findByText('Чат не найден')).toBeInTheDocument();
    expect(calls(fetchMock).some((c) => c.startsWith('GET /api/messages/history'))).toBe(false);
  });

  it('cannot send while the link is down', async () => {
    storeSession();
    const realtime = new FakeRealtime('disconnected');
    mockApi({
      'GET /api/chats/getAllByUserId': () => jsonResponse([row(1)]),
      'GET /api/chats/getById': () =>
        jsonResponse({ ...row(1), user1Id: ME, user2Id: PARTNER, chatType: 'USER_TO_USER' }),
      'GET /api/messages/history': () =>
        jsonResponse({ content: [], totalElements: 0, number: 0, size: 100, totalPages: 0 }),
      'GET /api/online/status': () => jsonResponse({ isOnline: false, lastSeenAt: null }),
    });
    renderWithProviders(
      <Routes>
        <Route path="/chat/:chatId" element={<ChatPage />} />
      </Routes>,
      { route: '/chat/1', realtime },
    );
    const user = userEvent.setup({ delay: null });
    expect(await screen.findByText('Нет соединения. Переподключаемся...')).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: 'Введите сообщение...' }), 'hello');
    expect(screen.getByRole('button', { name: 'Отправить' })).toBeDisabled();
  });
});
