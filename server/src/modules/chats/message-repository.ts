import { sql } from 'drizzle-orm';
import { executeNamed, type Db } from '../../db/client.ts';
import { chatParticipants, chats, messages, outboxEvents } from '../../db/schema/index.ts';
import type { MessageAttachment } from '../../db/schema/index.ts';
import type { ChatRow, MessageRow, SystemLine } from './repository.ts';

/** Storing a chat message: the one statement every message, a participant's or a system line, goes through. */

/**
 * Stores a message in one statement, one round trip: this runs for every chat message. The
 * statement locks the chat's row, so concurrent sends to one chat take turns; it reads the chat's
 * last_message_id under that lock (PostgreSQL hands a waiting statement the row's newest version)
 * as this message's prevId, the order the broker delivers in, and moves it on to this message. A
 * participant who had deleted the chat gets it back; the unread counts follow by trigger.
 *
 * A participant's message is stored only when the sender is one of the chat's pair and a named
 * recipient is the other one (a pair never changes, so the row read under the lock decides).
 * Undefined when nothing was stored: the chat is missing or that check failed, and the caller
 * tells which. A system message (no sender) is stored in any existing chat.
 */
export async function insertMessage(
  db: Db,
  input: {
    chatId: number;
    senderId: number | null;
    recipientId?: number | null;
    content: string;
    /** A system message's kind and parameters (ADR 0065). */
    system?: SystemLine | null;
    attachments: MessageAttachment[];
    /** A participant's message: the preview its 'chat.messageSent' event carries. */
    preview?: string;
  },
): Promise<
  { message: MessageRow; prevId: number | null; chat: Pick<ChatRow, 'user1Id' | 'user2Id'> } | undefined
> {
  // One text for every call (a named prepared statement): a system message passes no sender, a
  // send without a named recipient no recipient, and the checks let nulls through.
  const sender = sql`${input.senderId}::integer`;
  const recipient = sql`${input.recipientId ?? null}::integer`;
  const [row] = await executeNamed<StoredMessageRow>(
    db,
    'store_chat_message',
    sql`
    with chat as (
      select ${chats.lastMessageId} as prev_id, ${chats.user1Id} as user1_id, ${chats.user2Id} as user2_id
      from ${chats}
      where ${chats.id} = ${input.chatId}
        and (${sender} is null or ${chats.user1Id} = ${sender} or ${chats.user2Id} = ${sender})
        and (${sender} is null or ${recipient} is null
          or ${recipient} = case when ${chats.user1Id} = ${sender} then ${chats.user2Id} else ${chats.user1Id} end)
      for update
    ), stored as (
      insert into ${messages} (chat_id, sender_id, content, system, attachments)
      select ${input.chatId}, ${sender}, ${input.content}, ${input.system ? JSON.stringify(input.system) : null}::jsonb,
        ${JSON.stringify(input.attachments)}::jsonb from chat
      returning *
    ), moved as (
      update ${chats} set last_message_id = (select id from stored)
      where ${chats.id} = ${input.chatId} and exists (select 1 from stored)
    ), shown as (
      update ${chatParticipants} set deleted_at = null
      where ${chatParticipants.chatId} = ${input.chatId} and ${chatParticipants.deletedAt} is not null
        and exists (select 1 from stored)
    ), evented as (
      -- A participant's message is a domain event, recorded with it (docs/decisions/0042-domain-events-and-outbox.md).
      insert into ${outboxEvents} (type, payload)
      select 'chat.messageSent', jsonb_build_object(
        'chatId', stored.chat_id, 'messageId', stored.id, 'senderId', stored.sender_id,
        'recipientId', case when chat.user1_id = stored.sender_id then chat.user2_id else chat.user1_id end,
        'preview', ${input.preview ?? ''}::text)
      from stored, chat where stored.sender_id is not null
    )
    select stored.*, chat.prev_id, chat.user1_id, chat.user2_id from stored, chat`,
  );
  if (!row) return undefined;
  return {
    message: {
      id: row.id,
      chatId: row.chat_id,
      senderId: row.sender_id,
      content: row.content,
      system: row.system,
      attachments: row.attachments,
      isRead: row.is_read,
      createdAt: new Date(row.created_at),
    },
    prevId: row.prev_id,
    chat: { user1Id: row.user1_id, user2Id: row.user2_id },
  };
}

/** A messages row as the driver returns it from raw SQL, with the previous message's id and the pair. */
type StoredMessageRow = {
  id: number;
  chat_id: number;
  sender_id: number | null;
  content: string;
  system: SystemLine | null;
  attachments: MessageAttachment[];
  is_read: boolean;
  created_at: string | Date;
  prev_id: number | null;
  user1_id: number;
  user2_id: number;
};
