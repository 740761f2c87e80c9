import { and, count, desc, eq, isNull, ne, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { chatParticipants, chats, messages, offers, userProfiles, users } from '../../db/schema/index.ts';
import type { MessageAttachment } from '../../db/schema/index.ts';

/** SQL for chats, their participants' views of them, and messages. */

export type ChatRow = typeof chats.$inferSelect;
export type MessageRow = typeof messages.$inferSelect;
/** A system message's notice as stored in messages.system. */
export type SystemLine = NonNullable<MessageRow['system']>;

const preparedFindChat = new WeakMap<Db, { execute(params: { chatId: number }): Promise<ChatRow[]> }>();

/** One prepared statement per process: subscriptions and read receipts read their chat first. */
export async function findChat(db: Db, chatId: number): Promise<ChatRow | undefined> {
  let prepared = preparedFindChat.get(db);
  if (!prepared) {
    prepared = db
      .select()
      .from(chats)
      .where(eq(chats.id, sql.placeholder('chatId')))
      .prepare('chat_by_id');
    preparedFindChat.set(db, prepared);
  }
  const [row] = await prepared.execute({ chatId });
  return row;
}

/**
 * The chat with what its readers' policy needs (policy/chats.ts): whether an order talked about
 * in it has a dispute (read in a join, ADR 0041), so an administrator may read it to arbitrate.
 * Participants are decided from the row alone, so this runs only for the other readers.
 */
export async function findChatForReading(
  db: Db,
  chatId: number,
): Promise<(ChatRow & { disputed: boolean }) | undefined> {
  const [row] = await db
    .select({
      chat: chats,
      // Spelled out: drizzle leaves the columns of a single-table select unqualified.
      disputed: sql<boolean>`EXISTS (SELECT 1 FROM orders o JOIN disputes d ON d.order_id = o.id WHERE o.chat_id = chats.id)`,
    })
    .from(chats)
    .where(eq(chats.id, chatId));
  return row ? { ...row.chat, disputed: row.disputed } : undefined;
}

/** The chat's row as its first participant sees it: what an arbitrating administrator reads. */
export async function chatRowAsFirstParticipant(db: Db, chatId: number): Promise<ChatListRow | undefined> {
  const [row] = await chatRows(
    db,
    chatParticipants.userId,
    and(eq(chats.id, chatId), eq(chatParticipants.userId, chats.user1Id)),
    1,
  );
  return row;
}

export async function activeUserExists(db: Db, userId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.id, userId), isNull(users.deletedAt)));
  return row !== undefined;
}

/** A chat can start about an offer that exists and was not deleted. */
export async function offerExists(db: Db, offerId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: offers.id })
    .from(offers)
    .where(and(eq(offers.id, offerId), isNull(offers.deletedAt)));
  return row !== undefined;
}

export async function userName(db: Db, userId: number): Promise<string | undefined> {
  const [row] = await db.select({ name: users.name }).from(users).where(eq(users.id, userId));
  return row?.name;
}

/**
 * The chat of this pair about this offer, created if missing (the unique index settles two
 * concurrent first calls), with a participant row for each side. The caller's own view is
 * restored if they had deleted the chat: asking for it again means they want it back.
 */
export async function findOrCreateChat(
  db: Db,
  input: { userA: number; userB: number; offerId: number | null; chatType: string; callerId: number },
): Promise<ChatRow> {
  const user1Id = Math.min(input.userA, input.userB);
  const user2Id = Math.max(input.userA, input.userB);
  return db.transaction(async (tx) => {
    const [created] = await tx
      .insert(chats)
      .values({ user1Id, user2Id, offerId: input.offerId, chatType: input.chatType })
      .onConflictDoNothing()
      .returning();
    const chat =
      created ??
      (
        await tx
          .select()
          .from(chats)
          .where(
            and(
              eq(chats.user1Id, user1Id),
              eq(chats.user2Id, user2Id),
              input.offerId === null ? isNull(chats.offerId) : eq(chats.offerId, input.offerId),
            ),
          )
      )[0];
    if (!chat) throw new Error('chat neither inserted nor found');
    await tx
      .insert(chatParticipants)
      .values([
        { chatId: chat.id, userId: user1Id },
        { chatId: chat.id, userId: user2Id },
      ])
      .onConflictDoNothing();
    await tx
      .update(chatParticipants)
      .set({ deletedAt: null })
      .where(and(eq(chatParticipants.chatId, chat.id), eq(chatParticipants.userId, input.callerId)));
    return chat;
  });
}

export type ChatListRow = {
  id: number;
  user1Id: number;
  user2Id: number;
  chatType: string;
  offerId: number | null;
  createdAt: Date;
  ownName: string | null;
  partnerId: number;
  partnerName: string;
  partnerAvatar: string | null;
  offerName: string | null;
  lastContent: string | null;
  lastSystem: SystemLine | null;
  lastAttachments: MessageAttachment[] | null;
  lastAt: Date | null;
  unreadCount: number;
  /** The language of the participant whose row this is (users.language), for pushes to them. */
  viewerLanguage: string;
};

/** The chat list cannot grow without bound in one response; the newest this many are listed. */
export const CHAT_LIST_LIMIT = 500;

/**
 * One participant's chat list rows, newest activity first. With `chatId`, that one chat,
 * whether or not the participant deleted it (for getById and pushed updates).
 */
export async function listChatRows(db: Db, userId: number, chatId?: number): Promise<ChatListRow[]> {
  return chatRows(
    db,
    userId,
    and(
      eq(chatParticipants.userId, userId),
      chatId === undefined ? isNull(chatParticipants.deletedAt) : eq(chats.id, chatId),
    ),
    chatId === undefined ? CHAT_LIST_LIMIT : 1,
  );
}

/**
 * The chat's row in each participant's list, in one query. It runs after every message, so it is
 * a prepared statement: built once per database, planned once per connection.
 */
export async function chatRowsOfBoth(
  db: Db,
  chatId: number,
): Promise<(ChatListRow & { viewerId: number })[]> {
  let prepared = rowsOfBoth.get(db);
  if (!prepared) {
    const where = eq(chats.id, sql.placeholder('chatId'));
    prepared = chatRows(db, chatParticipants.userId, where, 2).prepare('chat_rows_of_both');
    rowsOfBoth.set(db, prepared);
  }
  return prepared.execute({ chatId });
}

type BothRows = (ChatListRow & { viewerId: number })[];
const rowsOfBoth = new WeakMap<Db, { execute(params: { chatId: number }): Promise<BothRows> }>();

/** Chat list rows as `viewer` (a user id, or the participant row's own user) sees them. */
function chatRows(
  db: Db,
  viewer: number | typeof chatParticipants.userId,
  where: SQL | undefined,
  limit: number,
) {
  const partnerId = sql<number>`case when ${chats.user1Id} = ${viewer} then ${chats.user2Id} else ${chats.user1Id} end`;
  const last = db
    .select({
      content: messages.content,
      system: messages.system,
      attachments: messages.attachments,
      createdAt: messages.createdAt,
    })
    .from(messages)
    .where(eq(messages.chatId, chats.id))
    .orderBy(desc(messages.id))
    .limit(1)
    .as('last_message');
  const lastActivity = sql`coalesce(${last.createdAt}, ${chats.createdAt})`;
  return db
    .select({
      id: chats.id,
      user1Id: chats.user1Id,
      user2Id: chats.user2Id,
      chatType: chats.chatType,
      offerId: chats.offerId,
      createdAt: chats.createdAt,
      ownName: chatParticipants.chatName,
      partnerId: users.id,
      partnerName: users.name,
      partnerAvatar: userProfiles.imageUrl,
      offerName: offers.name,
      lastContent: last.content,
      lastSystem: last.system,
      lastAttachments: last.attachments,
      lastAt: last.createdAt,
      unreadCount: chatParticipants.unreadCount,
      viewerId: chatParticipants.userId,
      viewerLanguage: sql<string>`(select v.language from users v where v.id = ${chatParticipants.userId})`,
    })
    .from(chatParticipants)
    .innerJoin(chats, eq(chats.id, chatParticipants.chatId))
    .innerJoin(users, eq(users.id, partnerId))
    .leftJoin(userProfiles, eq(userProfiles.userId, users.id))
    .leftJoin(offers, eq(offers.id, chats.offerId))
    .leftJoinLateral(last, sql`true`)
    .where(where)
    .orderBy(desc(lastActivity), desc(chats.id))
    .limit(limit);
}

export async function renameForUser(db: Db, chatId: number, userId: number, name: string): Promise<void> {
  await db
    .update(chatParticipants)
    .set({ chatName: name })
    .where(and(eq(chatParticipants.chatId, chatId), eq(chatParticipants.userId, userId)));
}

export async function hideForUser(db: Db, chatId: number, userId: number): Promise<void> {
  await db
    .update(chatParticipants)
    .set({ deletedAt: new Date() })
    .where(and(eq(chatParticipants.chatId, chatId), eq(chatParticipants.userId, userId)));
}

/** Page `page` of the history counted from the newest, returned oldest first. */
export async function historyPage(
  db: Db,
  chatId: number,
  page: number,
  size: number,
): Promise<{ rows: MessageRow[]; total: number }> {
  const [totalRow] = await db.select({ n: count() }).from(messages).where(eq(messages.chatId, chatId));
  const newestFirst = await db
    .select()
    .from(messages)
    .where(eq(messages.chatId, chatId))
    .orderBy(desc(messages.id))
    .limit(size)
    .offset(page * size);
  return { rows: newestFirst.reverse(), total: totalRow?.n ?? 0 };
}

export async function findMessage(db: Db, messageId: number): Promise<MessageRow | undefined> {
  const [row] = await db.select().from(messages).where(eq(messages.id, messageId));
  return row;
}

/**
 * Marks messages read for `readerId`: one (messageId) or all in the chat; returns what changed.
 * The chat's row is locked first, as storing a message does: the triggers that keep unread counts
 * then update participant rows one chat at a time, never in crossing orders.
 */
export async function markRead(
  db: Db,
  input: { chatId: number; readerId: number; messageId?: number },
): Promise<{ id: number; senderId: number | null }[]> {
  return db.transaction(async (tx) => {
    await tx.select({ id: chats.id }).from(chats).where(eq(chats.id, input.chatId)).for('update');
    return tx
      .update(messages)
      .set({ isRead: true })
      .where(
        and(
          eq(messages.chatId, input.chatId),
          eq(messages.isRead, false),
          or(isNull(messages.senderId), ne(messages.senderId, input.readerId)),
          input.messageId === undefined ? undefined : eq(messages.id, input.messageId),
        ),
      )
      .returning({ id: messages.id, senderId: messages.senderId });
  });
}

/** Whether `senderId` has messages in the chat its partner has not read yet. */
export async function hasUnreadFrom(db: Db, chatId: number, senderId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: messages.id })
    .from(messages)
    .where(and(eq(messages.chatId, chatId), eq(messages.senderId, senderId), eq(messages.isRead, false)))
    .limit(1);
  return row !== undefined;
}
