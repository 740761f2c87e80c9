import type { ChatMessage, MessageReadEvent } from '@gamelot/contract/schemas/chats';

/** A message in the window: stored, or still on its way (docs/product.md#entities "temporary flag while sending"). */
export type WindowMessage = ChatMessage & { pending?: boolean; failed?: boolean };

/**
 * Adds a message pushed on the chat topic. The sender's own echo carries the tempId of the
 * temporary message it replaces; a message already shown (same id) is not added twice.
 */
export function withIncoming(list: WindowMessage[], message: ChatMessage): WindowMessage[] {
  if (list.some((m) => m.id === message.id && !m.pending)) return list;
  if (message.tempId) {
    const index = list.findIndex((m) => m.pending && m.tempId === message.tempId);
    if (index >= 0) return [...list.slice(0, index), message, ...list.slice(index + 1)];
  }
  return [...list, message];
}

/** Read receipts for my messages: single check becomes double (docs/product.md#states). */
export function withReadReceipt(list: WindowMessage[], event: MessageReadEvent): WindowMessage[] {
  const read = new Set([...event.messageIds, event.messageId]);
  let changed = false;
  const next = list.map((m) => {
    if (m.isRead || m.pending || !read.has(m.id)) return m;
    changed = true;
    return { ...m, isRead: true };
  });
  return changed ? next : list;
}

/** Messages still sending when the link drops never arrive: show them as not sent. */
export function withPendingFailed(list: WindowMessage[]): WindowMessage[] {
  return list.some((m) => m.pending)
    ? list.map((m) => (m.pending ? { ...m, pending: false, failed: true } : m))
    : list;
}

export function isChatMessage(body: unknown): body is ChatMessage {
  return (
    typeof body === 'object' &&
    body !== null &&
    typeof (body as ChatMessage).id === 'number' &&
    typeof (body as ChatMessage).chatId === 'number'
  );
}

export function isReadEvent(body: unknown): body is MessageReadEvent {
  return (
    typeof body === 'object' &&
    body !== null &&
    typeof (body as MessageReadEvent).chatId === 'number' &&
    Array.isArray((body as MessageReadEvent).messageIds)
  );
}

export function isImage(mimeType: string): boolean {
  return mimeType.startsWith('image/');
}
