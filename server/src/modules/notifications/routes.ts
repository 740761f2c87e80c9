import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorBodySchema } from '@gamelot/contract/schemas/error';
import {
  markAsReadQuerySchema,
  marksAsReadBodySchema,
  notificationPageSchema,
  sendEventBodySchema,
  unreadCountQuerySchema,
  userNotificationsQuerySchema,
  type NotificationItem,
  type NotifyInput,
} from '@gamelot/contract/schemas/notifications';
import { currentUserId } from '../../plugins/auth.ts';
import * as service from './service.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Stores and pushes a notification for `userId` (null when they muted the event type). */
    notify(userId: number, input: NotifyInput): Promise<NotificationItem | null>;
  }
}

const errors = { 400: errorBodySchema, 401: errorBodySchema, 403: errorBodySchema, 404: errorBodySchema };
const tags = ['notifications'];

/** /api/notifications/* (docs/product.md#api "Notifications") and the live queue's subscription rule. */
export default fp(
  async function notificationRoutes(app: FastifyInstance) {
    const deps = { db: app.db, realtime: app.realtime };
    app.decorate('notify', (userId: number, input: NotifyInput) => service.notify(deps, userId, input));

    app.realtime.allowSubscribe(
      /^\/queue\/notifications\/user\/(\d{1,10})$/,
      'notification.read',
      (user, [userId]) => String(user.id) === userId,
    );

    const r = app.withTypeProvider<ZodTypeProvider>();
    // onRequest: a caller without a session gets 401 before their input is even validated.
    const auth = { onRequest: app.requireUser };

    r.get(
      '/api/notifications/getUserNotifications',
      {
        ...auth,
        schema: {
          tags,
          summary: "The caller's notifications, newest first by default",
          querystring: userNotificationsQuerySchema,
          response: { 200: notificationPageSchema, ...errors },
        },
      },
      async (request) => service.listNotifications(deps, currentUserId(request), request.query, request.lang),
    );

    r.get(
      '/api/notifications/getUnreadCount',
      {
        ...auth,
        schema: { tags, querystring: unreadCountQuerySchema, response: { 200: z.number().int(), ...errors } },
      },
      async (request) => service.unreadCount(deps, currentUserId(request), request.query.userId),
    );

    r.patch(
      '/api/notifications/markAsRead',
      {
        config: { action: 'notification.markRead' },
        schema: { tags, querystring: markAsReadQuerySchema, response: { 204: z.null(), ...errors } },
      },
      async (request, reply) => {
        const { userId, notificationId } = request.query;
        await service.markAsRead(deps, currentUserId(request), { userId, ids: [notificationId] });
        return reply.status(204).send(null);
      },
    );

    r.patch(
      '/api/notifications/marksAsRead',
      {
        config: { action: 'notification.markRead' },
        schema: { tags, body: marksAsReadBodySchema, response: { 204: z.null(), ...errors } },
      },
      async (request, reply) => {
        const { userId, notificationIds } = request.body;
        await service.markAsRead(deps, currentUserId(request), { userId, ids: notificationIds });
        return reply.status(204).send(null);
      },
    );

    r.post(
      '/api/notifications/sendEvent',
      {
        config: { action: 'notification.send' },
        schema: {
          tags,
          summary: 'Ask for the recipient of a chat message to be notified (idempotent)',
          body: sendEventBodySchema,
          response: { 204: z.null(), ...errors },
        },
      },
      async (request, reply) => {
        await service.sendEvent(deps, currentUserId(request), request.body);
        return reply.status(204).send(null);
      },
    );
  },
  { name: 'notifications', dependencies: ['realtime', 'auth'] },
);
