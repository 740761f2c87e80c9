import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import type { NoticeParams } from '@gamelot/contract/notices';
import { offers } from './offers.ts';
import { users } from './users.ts';

export type MessageAttachment = { fileId: string; fileName: string; mimeType: string; url: string };

/** One chat per pair of users per offer; user1Id < user2Id so the pair has one spelling. */
export const chats = pgTable(
  'chats',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    user1Id: integer('user1_id')
      .notNull()
      .references(() => users.id),
    user2Id: integer('user2_id')
      .notNull()
      .references(() => users.id),
    offerId: integer('offer_id').references(() => offers.id, { onDelete: 'set null' }),
    chatType: text('chat_type').notNull().default('USER_TO_USER'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /**
     * The newest message's id, moved on by the statement that stores a message under this row's
     * lock: the next message reads it as its prevId (the order clients check for gaps).
     */
    lastMessageId: integer('last_message_id'),
  },
  (t) => [
    check('chats_ordered_pair', sql`${t.user1Id} < ${t.user2Id}`),
    uniqueIndex('chats_pair_offer_key').on(t.user1Id, t.user2Id, sql`coalesce(${t.offerId}, 0)`),
    index('chats_user2_idx').on(t.user2Id),
  ],
);

/** Each participant's own view of a chat: the name they gave it and whether they removed it. */
export const chatParticipants = pgTable(
  'chat_participants',
  {
    chatId: integer('chat_id')
      .notNull()
      .references(() => chats.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    chatName: text('chat_name'),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    /**
     * Messages in the chat this participant has not read (system messages and the partner's).
     * Kept by triggers on messages (migration 0011) so the chat list never counts a history.
     */
    unreadCount: integer('unread_count').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.chatId, t.userId] }), index('chat_participants_user_idx').on(t.userId)],
);

export const messages = pgTable(
  'messages',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    chatId: integer('chat_id')
      .notNull()
      .references(() => chats.id, { onDelete: 'cascade' }),
    /** Null for system messages (order state changes). */
    senderId: integer('sender_id').references(() => users.id),
    content: text('content').notNull().default(''),
    /**
     * A system message's kind and parameters, written in the reader's language when read
     * (ADR 0065); its content stays empty. Null for participants' messages and older system lines.
     */
    system: jsonb('system').$type<{ kind: string; params: NoticeParams }>(),
    attachments: jsonb('attachments').$type<MessageAttachment[]>().notNull().default([]),
    isRead: boolean('is_read').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('messages_chat_idx').on(t.chatId, t.id),
    // Unread counts in the chat list read only the few unread rows, not a chat's whole history.
    index('messages_unread_idx')
      .on(t.chatId, t.senderId)
      .where(sql`${t.isRead} = false`),
  ],
);
