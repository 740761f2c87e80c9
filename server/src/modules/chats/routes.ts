import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { SEND_DESTINATIONS } from '@gamelot/contract/realtime';
import {
  chatByIdQuerySchema,
  chatDetailsSchema,
  chatIdQuerySchema,
  chatListItemSchema,
  chatSchema,
  findOrCreateChatBodySchema,
  messageHistoryQuerySchema,
  messageHistorySchema,
  renameChatBodySchema,
  userIdQuerySchema,
} from '@gamelot/contract/schemas/chats';
import { errorBodySchema } from '@gamelot/contract/schemas/error';
import { currentUserId } from '../../plugins/auth.ts';
import * as service from './service.ts';

const errors = { 400: errorBodySchema, 401: errorBodySchema, 403: errorBodySchema, 404: errorBodySchema };
const tags = ['chats'];

/** /api/chats/*, /api/messages/history (docs/product.md#api "Chats") and the chat's STOMP destinations. */
export default async function chatRoutes(app: FastifyInstance) {
  const deps = { db: app.db, realtime: app.realtime };
  registerRealtime(app, deps);

  const r = app.withTypeProvider<ZodTypeProvider>();
  // onRequest: a caller without a session gets 401 before their input is even validated.
  const auth = { onRequest: app.requireUser };

  r.post(
    '/api/chats/findOrCreate',
    {
      config: { action: 'chat.open' },
      schema: {
        tags,
        summary: 'The chat of two users about an offer, created on first use',
        body: findOrCreateChatBodySchema,
        response: { 200: chatSchema, ...errors },
      },
    },
    async (request) => service.findOrCreate(deps, currentUserId(request), request.body),
  );

  r.get(
    '/api/chats/getAllByUserId',
    {
      ...auth,
      schema: {
        tags,
        summary: "The caller's chats, latest activity first",
        querystring: userIdQuerySchema,
        response: { 200: z.array(chatListItemSchema), ...errors },
      },
    },
    async (request) => service.listChats(deps, currentUserId(request), request.query.userId, request.lang),
  );

  r.get(
    '/api/chats/getById',
    {
      ...auth,
      schema: { tags, querystring: chatByIdQuerySchema, response: { 200: chatDetailsSchema, ...errors } },
    },
    async (request) =>
      service.getChat(deps, request.principal, currentUserId(request), request.query, request.lang),
  );

  r.get(
    '/api/chats/getNameById',
    { ...auth, schema: { tags, querystring: chatByIdQuerySchema, response: { 200: z.string(), ...errors } } },
    async (request) => service.getChatName(deps, request.principal, currentUserId(request), request.query),
  );

  r.patch(
    '/api/chats/renameById',
    {
      config: { action: 'chat.rename' },
      schema: {
        tags,
        summary: "The caller's own name for the chat",
        body: renameChatBodySchema,
        response: { 200: chatListItemSchema, ...errors },
      },
    },
    async (request) => service.renameChat(deps, currentUserId(request), request.body),
  );

  r.delete(
    '/api/chats/deleteById',
    {
      config: { action: 'chat.hide' },
      schema: {
        tags,
        summary: "Removes the chat from the caller's list until a new message arrives",
        querystring: chatIdQuerySchema,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      await service.deleteChat(deps, currentUserId(request), request.query.id);
      return reply.status(204).send(null);
    },
  );

  r.get(
    '/api/messages/history',
    {
      ...auth,
      schema: {
        tags,
        summary: 'A window of the chat, oldest first; page 0 is the latest',
        querystring: messageHistoryQuerySchema,
        response: { 200: messageHistorySchema, ...errors },
      },
    },
    async (request) => service.history(deps, request.principal, request.query, request.lang),
  );
}

/** Who may subscribe to the chat destinations, and what SENDs to /app/* do. */
function registerRealtime(app: FastifyInstance, deps: service.ChatDeps) {
  const rt = app.realtime;
  // Its participants, and administrators arbitrating an order's dispute (policy/chats.ts).
  rt.allowSubscribe(
    /^\/topic\/chat\/(\d{1,10})$/,
    'chat.read',
    (user, [chatId]) => service.mayReadChat(deps, Number(chatId), user),
    { trackPresence: true },
  );
  rt.allowSubscribe(
    /^\/queue\/chat-updates\/(\d{1,10})$/,
    'chat.read',
    (user, [userId]) => String(user.id) === userId,
  );
  // Per connection user: every user subscribes to the same name and gets only their receipts.
  rt.allowSubscribe(/^\/queue\/message-read$/, 'chat.read', () => true, { userScoped: true });

  rt.onSend(
    SEND_DESTINATIONS.chatSend,
    'chat.send',
    async ({ userId }, body) => void (await service.sendMessage(deps, userId, body)),
  );
  rt.onSend(SEND_DESTINATIONS.messageRead, 'chat.markRead', ({ userId }, body) =>
    service.readMessage(deps, userId, body),
  );
  rt.onSend(SEND_DESTINATIONS.allReads, 'chat.markRead', ({ userId }, body) =>
    service.readAll(deps, userId, body),
  );
}
