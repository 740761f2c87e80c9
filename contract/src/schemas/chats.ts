import { z } from 'zod';
import { MESSAGES } from '../messages.ts';
import { pagedSchema } from './paging.ts';
import { line, text } from './text.ts';
import { noticeSchema } from './notice.ts';
import {
  CHAT_NAME_MAX_LENGTH,
  CHAT_TYPE_USER_TO_USER,
  MESSAGE_HISTORY_SIZE,
  MESSAGE_MAX_ATTACHMENTS,
  MESSAGE_MAX_LENGTH,
} from '../rules.ts';

/**
 * Chats and messages (docs/product.md#entities "Chat", "Message"; #api "Chats", "Real-time"). The same schemas
 * validate REST bodies and the JSON bodies of STOMP SEND frames.
 */

/**
 * A database id. The original client keeps ids in local storage, so they may arrive as numeric
 * strings; anything else (null, "", true, 1.5) is refused rather than coerced.
 */
export const idSchema = z
  .union([
    z.number(),
    line()
      .regex(/^\d{1,10}$/)
      .transform(Number),
  ])
  .pipe(z.number().int().min(1).max(2_147_483_647));

/** Uploaded chat files only (POST /api/media/upload/chats); a path, never a foreign URL. */
export const CHAT_ATTACHMENT_URL =
  /^\/media\/chats\/(?:[A-Za-z0-9_-][A-Za-z0-9._-]*\/)*[A-Za-z0-9_-][A-Za-z0-9._-]*$/;

export const attachmentSchema = z.object({
  fileId: z.string().min(1).max(128),
  fileName: z.string().min(1).max(255),
  mimeType: z
    .string()
    .regex(/^[a-z]+\/[a-z0-9.+-]+$/, MESSAGES.messageAttachmentInvalid)
    .max(100),
  url: z.string().max(300).regex(CHAT_ATTACHMENT_URL, MESSAGES.messageAttachmentInvalid),
});
export type Attachment = z.infer<typeof attachmentSchema>;

/** An attachment a client sends: `attachmentSchema` with every string under the text rule. */
export const attachmentInputSchema = z.object({
  fileId: line().min(1).max(128),
  fileName: line().min(1).max(255),
  mimeType: line()
    .regex(/^[a-z]+\/[a-z0-9.+-]+$/, MESSAGES.messageAttachmentInvalid)
    .max(100),
  url: line().max(300).regex(CHAT_ATTACHMENT_URL, MESSAGES.messageAttachmentInvalid),
}) satisfies z.ZodType<Attachment>;

export const chatTypeSchema = z.literal(CHAT_TYPE_USER_TO_USER);

/** The chat entity: POST /api/chats/findOrCreate answers with it. */
export const chatSchema = z.object({
  id: z.number().int(),
  user1Id: z.number().int(),
  user2Id: z.number().int(),
  offerId: z.number().int().nullable(),
  chatType: z.string(),
  createdAt: z.string(),
});
export type Chat = z.infer<typeof chatSchema>;

/**
 * One row of the chat list, as seen by one participant: GET /api/chats/getAllByUserId and the
 * pushes on /queue/chat-updates/{userId}. chatName is the participant's own name for the chat,
 * or the partner's name when they never renamed it.
 */
export const chatListItemSchema = z.object({
  id: z.number().int(),
  partnerId: z.number().int(),
  partnerName: z.string(),
  partnerAvatar: z.string().nullable(),
  chatName: z.string(),
  offerId: z.number().int().nullable(),
  offerName: z.string().nullable(),
  /** The text of the last message; for a message with only files, "📎 " and the first file name. */
  lastMessage: z.string().nullable(),
  lastMessageTime: z.string().nullable(),
  /** Messages from the partner this participant has not read. */
  unreadCount: z.number().int(),
  createdAt: z.string(),
});
export type ChatListItem = z.infer<typeof chatListItemSchema>;

/** GET /api/chats/getById: the list row plus the chat entity's fields. */
export const chatDetailsSchema = chatListItemSchema.extend({
  user1Id: z.number().int(),
  user2Id: z.number().int(),
  chatType: z.string(),
});
export type ChatDetails = z.infer<typeof chatDetailsSchema>;

/** A stored message: history items and the MESSAGE bodies on /topic/chat/{chatId}. */
export const chatMessageSchema = z.object({
  id: z.number().int(),
  chatId: z.number().int(),
  /** Null for system messages. */
  senderId: z.number().int().nullable(),
  /** A system message's text in the reader's language (ADR 0065); older system lines as stored. */
  content: z.string(),
  /** A system message's kind and parameters (ADR 0065); null for participants' and older lines. */
  system: noticeSchema.nullable().optional(),
  attachments: z.array(attachmentSchema),
  isRead: z.boolean(),
  createdAt: z.string(),
  /** Echo of the sender's tempId, so its client can replace the temporary message (docs/product.md#entities). */
  tempId: z.string().optional(),
});
export type ChatMessage = z.infer<typeof chatMessageSchema>;

export const messageHistorySchema = pagedSchema(chatMessageSchema);

export const findOrCreateChatBodySchema = z.object({
  user1Id: idSchema,
  user2Id: idSchema,
  offerId: idSchema.nullish(),
  chatType: chatTypeSchema.default(CHAT_TYPE_USER_TO_USER),
});
export type FindOrCreateChatBody = z.input<typeof findOrCreateChatBodySchema>;

export const userIdQuerySchema = z.object({ userId: idSchema });
export const chatByIdQuerySchema = z.object({ id: idSchema, userId: idSchema });
export const chatIdQuerySchema = z.object({ id: idSchema });

export const chatNameSchema = line({ error: MESSAGES.chatNameRequired })
  .trim()
  .min(1, MESSAGES.chatNameRequired)
  .max(CHAT_NAME_MAX_LENGTH, MESSAGES.chatNameTooLong);

export const renameChatBodySchema = z.object({
  chatId: idSchema,
  userId: idSchema,
  chatName: chatNameSchema,
});
export type RenameChatBody = z.input<typeof renameChatBodySchema>;

/** GET /api/messages/history: page 0 holds the latest `size` messages, oldest first. */
export const messageHistoryQuerySchema = z.object({
  chatId: idSchema,
  page: z.coerce.number().int().min(0).default(0),
  size: z.coerce.number().int().min(1).max(MESSAGE_HISTORY_SIZE).default(MESSAGE_HISTORY_SIZE),
});

/** STOMP SEND /app/chat.send. senderId must be the connection's user; recipientId the partner. */
export const sendMessageSchema = z
  .object({
    chatId: idSchema,
    senderId: idSchema,
    offerId: idSchema.nullish(),
    recipientId: idSchema.nullish(),
    content: text().max(MESSAGE_MAX_LENGTH, MESSAGES.messageTooLong).default(''),
    attachments: z
      .array(attachmentInputSchema)
      .max(MESSAGE_MAX_ATTACHMENTS, MESSAGES.messageTooManyAttachments)
      .nullish()
      .transform((a) => a ?? []),
    tempId: line().max(64).optional(),
  })
  .refine((m) => m.content.trim().length > 0 || m.attachments.length > 0, {
    message: MESSAGES.messageEmpty,
    path: ['content'],
  });
export type SendMessage = z.input<typeof sendMessageSchema>;

/** STOMP SEND /app/message.read. */
export const messageReadSchema = z.object({ messageId: idSchema, chatId: idSchema, readerId: idSchema });
export type MessageRead = z.input<typeof messageReadSchema>;

/** STOMP SEND /app/message.allReads. */
export const allReadsSchema = z.object({ chatId: idSchema, readerId: idSchema });
export type AllReads = z.input<typeof allReadsSchema>;

/**
 * Pushed to the sender on /queue/message-read when the partner reads: messageIds lists every
 * message that became read; messageId is the latest of them (the only one for message.read).
 */
export const messageReadEventSchema = z.object({
  chatId: z.number().int(),
  readerId: z.number().int(),
  messageId: z.number().int(),
  messageIds: z.array(z.number().int()),
});
export type MessageReadEvent = z.infer<typeof messageReadEventSchema>;
