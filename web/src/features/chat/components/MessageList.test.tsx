import { act, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { i18n } from '@/shared/i18n/i18n';
import { renderWithProviders } from '@/test/render';
import type { WindowMessage } from '../lib/messages';
import { MessageList } from './MessageList';

/**
 * An order chat's system line is written from its notice in the interface language (ADR 0065).
 * Testing Library reads no-break spaces as spaces, so the expected texts use plain ones.
 */
const line = (id: number, over: Partial<WindowMessage>): WindowMessage => ({
  id,
  chatId: 1,
  senderId: null,
  content: '',
  attachments: [],
  isRead: true,
  createdAt: '2026-11-27T12:00:00.000Z',
  ...over,
});

describe('MessageList system lines', () => {
  it('writes a notice in the interface language and keeps an older line as stored', async () => {
    await act(() => i18n.changeLanguage('en'));
    const messages = [
      line(1, { system: { kind: 'orderCompleted', params: { id: 5, amount: 100_000 } } }),
      line(2, { content: 'Заказ №4 завершён.' }),
    ];
    renderWithProviders(
      <MessageList userId={9} messages={messages} loading={false} failed={false} onOpenImage={() => {}} />,
    );
    expect(screen.getByText('Order #5 is completed. The seller got RUB 1,000.00.')).toBeInTheDocument();
    expect(screen.getByText('Заказ №4 завершён.')).toBeInTheDocument();
    await act(() => i18n.changeLanguage('ru'));
    expect(await screen.findByText('Заказ №5 завершён. Продавец получил 1 000,00 ₽.')).toBeInTheDocument();
  });
});
