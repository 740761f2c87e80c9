import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { NotificationItem } from '@gamelot/contract/schemas/notifications';
import { i18n } from '@/shared/i18n/i18n';
import { browserNavigation } from '@/shared/lib/navigation';
import { FakeRealtime } from '@/test/fake-realtime';
import { calls, errorResponse, jsonResponse, mockApi } from '@/test/fetch-mock';
import { renderWithProviders, storeSession, TEST_USER } from '@/test/render';
import { NotificationBell } from './NotificationBell';

const QUEUE = `/queue/notifications/user/${TEST_USER.id}`;

function item(id: number, over: Partial<NotificationItem['notification']> = {}, status = 'UNREAD') {
  return {
    id,
    status,
    notification: {
      id,
      title: `Title ${id}`,
      content: `Content ${id}`,
      eventType: 'chat_message',
      url: `/chat/${id}`,
      timestamp: new Date().toISOString(),
      createdAt: new Date().toISOString(),
      ...over,
    },
  } as NotificationItem;
}

function setup(list: NotificationItem[] | (() => Response), unread = 2) {
  storeSession();
  const realtime = new FakeRealtime();
  const fetchMock = mockApi({
    'GET /api/notifications/getUnreadCount': () => jsonResponse(unread),
    'GET /api/notifications/getUserNotifications': () =>
      typeof list === 'function'
        ? list()
        : jsonResponse({ content: list, totalElements: list.length, number: 0, size: 20, totalPages: 1 }),
    'PATCH /api/notifications/markAsRead': () => new Response(null, { status: 200 }),
    'PATCH /api/notifications/marksAsRead': () => new Response(null, { status: 200 }),
  });
  renderWithProviders(
    <div>
      <NotificationBell />
      <p>outside</p>
    </div>,
    { realtime },
  );
  return { realtime, fetchMock, user: userEvent.setup({ delay: null }) };
}

const bell = () => screen.getByRole('button', { name: 'Уведомления' });
const badge = () => bell().querySelector('[data-count]');

afterEach(() => vi.restoreAllMocks());

describe('NotificationBell', () => {
  it('shows the unread count, 9+ above 9, and follows the count pushed on the user queue', async () => {
    const { realtime } = setup([], 12);
    await waitFor(() => expect(badge()).toHaveTextContent('9+'));
    expect(realtime.listeners(QUEUE)).toBe(1);
    act(() => realtime.push(QUEUE, 3));
    await waitFor(() => expect(badge()).toHaveTextContent('3'));
    act(() => realtime.push(QUEUE, 0));
    await waitFor(() => expect(badge()).toBeNull());
  });

  it('opens the panel with its list; a pushed notification goes to the front', async () => {
    const { realtime, user } = setup([item(1), item(2, {}, 'READ')]);
    await user.click(bell());
    const panel = await screen.findByRole('dialog', { name: 'Уведомления' });
    expect(await within(panel).findByText('Title 1')).toBeInTheDocument();
    act(() => realtime.push(QUEUE, item(3, { title: 'Fresh one' })));
    await waitFor(() => expect(within(panel).getAllByRole('listitem')[0]).toHaveTextContent('Fresh one'));
    expect(within(panel).getAllByRole('listitem')).toHaveLength(3);
    expect(within(panel).getAllByText('только что').length).toBeGreaterThan(0);
  });

  it('writes a notice from its kind and parameters in the interface language; old rows keep their text', async () => {
    await act(() => i18n.changeLanguage('en'));
    const notice = {
      kind: 'orderCreated',
      params: { id: 7, offer: 'Gold', quantity: 2, total: 123_450 },
      title: 'Новый заказ',
      content: 'Заказ №7',
    };
    const { user } = setup([item(6, notice), item(1)]);
    await user.click(screen.getByRole('button', { name: 'Notifications' }));
    const panel = await screen.findByRole('dialog', { name: 'Notifications' });
    expect(await within(panel).findByText('New order')).toBeInTheDocument();
    expect(within(panel).getByText('Order #7: “Gold” × 2, RUB 1,234.50')).toBeInTheDocument();
    expect(within(panel).queryByText('Новый заказ')).not.toBeInTheDocument();
    expect(within(panel).getByText('Title 1')).toBeInTheDocument();
    await act(() => i18n.changeLanguage('ru'));
    expect(await within(panel).findByText('Новый заказ')).toBeInTheDocument();
    expect(within(panel).getByText('Заказ №7: «Gold» × 2, 1 234,50 ₽')).toBeInTheDocument();
  });

  it('shows the empty and error texts', async () => {
    const empty = setup([]);
    await empty.user.click(bell());
    expect(await screen.findByText('Нет новых уведомлений')).toBeInTheDocument();
  });

  it("shows 'Ошибка загрузки уведомлений' when the list fails", async () => {
    const { user } = setup(() => errorResponse(500, 'down'));
    await user.click(bell());
    expect(await screen.findByText('Ошибка загрузки уведомлений')).toBeInTheDocument();
  });

  it('marks all read with only the unread ids, and the badge drops', async () => {
    const { user, fetchMock } = setup([item(1), item(2, {}, 'READ'), item(3)], 2);
    await user.click(bell());
    await screen.findByText('Title 1');
    await user.click(screen.getByRole('button', { name: 'Прочитать все' }));
    await waitFor(() => expect(calls(fetchMock)).toContain('PATCH /api/notifications/marksAsRead'));
    const sent = fetchMock.mock.calls.find(([url]) => String(url).includes('marksAsRead'))![1]!
      .body as string;
    expect(JSON.parse(sent)).toEqual({ notificationIds: [1, 3], userId: TEST_USER.id });
    expect(badge()).toBeNull();
    expect(screen.queryByRole('button', { name: 'Отметить как прочитанное' })).not.toBeInTheDocument();
  });

  it('a click marks the item read and loads its url; a click outside closes the panel', async () => {
    const assign = vi.spyOn(browserNavigation, 'assign').mockImplementation(() => {});
    const { user, fetchMock } = setup([item(4)], 1);
    await user.click(bell());
    await user.click(await screen.findByRole('button', { name: /Title 4/ }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith('/chat/4'));
    expect(calls(fetchMock)).toContain(
      `PATCH /api/notifications/markAsRead?notificationId=4&userId=${TEST_USER.id}`,
    );
    expect(badge()).toBeNull();

    await user.click(screen.getByText('outside'));
    expect(screen.queryByRole('dialog', { name: 'Уведомления' })).not.toBeInTheDocument();
  });

  it('logs a notification without a url and goes nowhere', async () => {
    const assign = vi.spyOn(browserNavigation, 'assign').mockImplementation(() => {});
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { user } = setup([item(5, { url: null })], 1);
    await user.click(bell());
    await user.click(await screen.findByRole('button', { name: /Title 5/ }));
    await waitFor(() => expect(warn).toHaveBeenCalled());
    expect(assign).not.toHaveBeenCalled();
  });
});
