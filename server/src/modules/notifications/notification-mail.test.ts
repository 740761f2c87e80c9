import { eq, sql } from 'drizzle-orm';
import { NOTIFICATION_EMAIL_DEFAULTS } from '@gamelot/contract/notifications';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, databaseState, type TestApp } from '../../../test/helpers.ts';
import {
  createOffer,
  insertProduct,
  insertUser,
  stepUpHeaders,
  type TestUser,
} from '../../../test/fixtures.ts';
import { idem, orderBody, topUp } from '../../../test/money.ts';
import { startMailApp, type ReceivedMail, type Smtp } from '../../../test/smtp.ts';
import { mailMessages, notifications, users } from '../../db/schema/index.ts';
import { chatDigestJob } from '../../jobs/chat-digest.ts';
import { createAdmin } from '../admin/cli.ts';
import { readAll, sendMessage } from '../chats/service.ts';
import { unsubscribeToken } from './email.ts';

/** Notifications by e-mail through a real SMTP server (docs/decisions/0056-notification-mail.md). */
describe('notification mail', () => {
  let t: TestApp;
  let smtp: Smtp;
  let close: () => Promise<void>;
  let now = new Date();
  let lot: number;
  let seller: TestUser;
  let buyer: TestUser;

  const emailOf = async (user: { id: number }) =>
    (await t.app.db.select({ email: users.email }).from(users).where(eq(users.id, user.id)))[0]!.email!;
  /** Sends what is due and answers the mails that arrived for `user` (by address) since `from`. */
  const deliver = async (from: number): Promise<ReceivedMail[]> => {
    await t.app.mailer.deliverDue(now);
    return smtp.received.slice(from);
  };
  const mailsTo = async (user: { id: number }, mails: ReceivedMail[]) => {
    const email = await emailOf(user);
    return mails.filter((m) => m.to.includes(email));
  };
  const header = (mail: ReceivedMail, name: string) =>
    mail.raw
      .replace(/\r?\n[ \t]+/g, ' ')
      .split(/\r?\n/)
      .find((line) => line.toLowerCase().startsWith(`${name.toLowerCase()}:`))
      ?.slice(name.length + 1)
      .trim();
  const buy = async (offerId: number) => {
    const res = await call(t.app, {
      method: 'POST',
      url: '/api/orders',
      token: buyer.token,
      payload: await orderBody(t, offerId, 1, idem()),
    });
    expect(res.status).toBe(201);
    return res.body.id as number;
  };
  const unsubscribe = (token: string, payload = 'List-Unsubscribe=One-Click') =>
    t.app.inject({
      method: 'POST',
      url: `/api/mail/unsubscribe?token=${encodeURIComponent(token)}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload,
    });
  const settings = (user: TestUser) =>
    call(t.app, { method: 'GET', url: '/api/settings/notifications', token: user.token });

  beforeAll(async () => {
    ({ t, smtp, close } = await startMailApp(() => now));
    lot = (await insertProduct(t)).lots[0]!.id;
    seller = await insertUser(t, 'seller');
    buyer = await insertUser(t, 'buyer');
    await t.app.db.update(users).set({ language: 'en' }).where(eq(users.id, seller.id));
    await topUp(t, buyer, 10_000);
  });
  afterAll(() => close());

  it('preferences: every type with its default, changed per type, the old body still accepted', async () => {
    const user = await insertUser(t);
    const first = await settings(user);
    expect(first.status).toBe(200);
    expect(first.body).toEqual({ mutedEvents: [], email: NOTIFICATION_EMAIL_DEFAULTS });
    expect(first.body.email).toMatchObject({
      order_created: 'email',
      payment_success: 'email',
      order_disputed: 'email',
      withdrawal_decided: 'email',
      moderation: 'email',
      chat_message: 'email',
      new_follower: 'inApp',
    });

    const changed = await call(t.app, {
      method: 'PATCH',
      url: '/api/settings/notifications',
      token: user.token,
      payload: { email: { new_follower: 'email', order_created: 'inApp' } },
    });
    expect(changed.status).toBe(200);
    expect(changed.body.email).toMatchObject({
      new_follower: 'email',
      order_created: 'inApp',
      moderation: 'email',
    });

    // The web's older body (the muted list only) leaves the e-mail choices as they are.
    const old = await call(t.app, {
      method: 'PATCH',
      url: '/api/settings/notifications',
      token: user.token,
      payload: { mutedEvents: ['new_review'] },
    });
    expect(old.status).toBe(200);
    expect(old.body).toMatchObject({ mutedEvents: ['new_review'], email: { new_follower: 'email' } });
    expect((await settings(user)).body).toEqual(old.body);

    const before = await databaseState(t);
    for (const email of [{ nope: 'email' }, { order_created: 'sms' }, { order_created: true }]) {
      const bad = await call(t.app, {
        method: 'PATCH',
        url: '/api/settings/notifications',
        token: user.token,
        payload: { email },
      });
      expect(bad.status).toBe(400);
    }
    expect(await databaseState(t)).toEqual(before);
    expect((await call(t.app, { method: 'GET', url: '/api/settings/notifications' })).status).toBe(401);
  });

  it('a new order arrives by mail in the reader’s language with List-Unsubscribe; one click stops that type only', async () => {
    const offer = await createOffer(t, seller, lot, { price: 100, availability: 5 });
    const from = smtp.received.length;
    const orderId = await buy(offer.id);
    const [mail, ...more] = await mailsTo(seller, await deliver(from));
    expect(more).toEqual([]);
    expect(mail!.raw).toMatch(new RegExp(`^Subject: Gamelot: new order #${orderId}`, 'm'));
    expect(mail!.text).toContain(`https://gamelot.example/orders/${orderId}`);
    expect(mail!.text).toContain('e-mail is on for “New orders”');
    const listUnsubscribe = header(mail!, 'List-Unsubscribe');
    expect(listUnsubscribe).toMatch(
      /^<https:\/\/gamelot\.example\/api\/mail\/unsubscribe\?token=\d+\.order_created\.[A-Za-z0-9_-]{43}>$/,
    );
    expect(header(mail!, 'List-Unsubscribe-Post')).toBe('List-Unsubscribe=One-Click');
    // The buyer (Russian by default) was told of the payment, in Russian.
    const toBuyer = await mailsTo(buyer, smtp.received.slice(from));
    expect(toBuyer.map((m) => m.text).join('\n')).toContain(`Заказ №${orderId} оплачен`);

    // The mail client's one-click POST, with no session.
    const token = new URL(listUnsubscribe!.slice(1, -1)).searchParams.get('token')!;
    const state = await call(t.app, { url: `/api/mail/unsubscribe?token=${token}` });
    expect(state.body).toEqual({ type: 'order_created', email: true });
    // A mail client that opens the address in a browser lands on the page with the button.
    const opened = await t.app.inject({
      url: `/api/mail/unsubscribe?token=${token}`,
      headers: { accept: 'text/html,application/xhtml+xml;q=0.9,*/*;q=0.8' },
    });
    expect(opened.statusCode).toBe(303);
    expect(opened.headers.location).toBe(`/unsubscribe?token=${encodeURIComponent(token)}`);
    const res = await unsubscribe(token);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ type: 'order_created', email: false });
    expect((await settings(seller)).body.email).toMatchObject({
      order_created: 'inApp',
      order_completed: 'email',
    });
    // Again: still fine, still off.
    expect((await unsubscribe(token)).statusCode).toBe(200);

    // The next order is in the app only for the seller; the buyer's payment mail still comes.
    const next = smtp.received.length;
    const second = await buy(offer.id);
    const sent = await deliver(next);
    expect(await mailsTo(seller, sent)).toEqual([]);
    expect(await mailsTo(buyer, sent)).toHaveLength(1);
    const stored = await t.app.db.select().from(notifications).where(eq(notifications.userId, seller.id));
    expect(stored.map((n) => n.url)).toContain(`/orders/${second}`);

    // Another type of the seller's still mails: the order completes.
    const act = (user: TestUser, action: string, payload: object = {}) =>
      call(t.app, { method: 'POST', url: `/api/orders/${second}/${action}`, token: user.token, payload });
    expect((await act(seller, 'deliver', { message: 'Here it is' })).status).toBe(200);
    const before = smtp.received.length;
    expect((await act(buyer, 'confirm')).status).toBe(200);
    const [completed, ...others] = await mailsTo(seller, await deliver(before));
    expect(others).toEqual([]);
    expect(completed!.text).toContain(`Order #${second} is completed`);
    expect(header(completed!, 'List-Unsubscribe')).toMatch(/token=\d+\.order_completed\./);
  });

  it('refuses a forged or altered token with a clear code, and changes nothing', async () => {
    const user = await insertUser(t);
    const good = unsubscribeToken(t.app.notificationMail.unsubscribeKey, user.id, 'moderation');
    const forged = [
      unsubscribeToken(Buffer.from('not the server key'), user.id, 'moderation'),
      good.replace('moderation', 'order_created'),
      good.replace(`${user.id}.`, `${seller.id}.`),
      `${good.slice(0, -1)}${good.endsWith('A') ? 'B' : 'A'}`,
      'nonsense',
    ];
    const before = await databaseState(t);
    for (const token of forged) {
      const res = await unsubscribe(token);
      expect(res.statusCode).toBe(400);
      expect(res.json().code).toBe('unsubscribeTokenInvalid');
      const read = await call(t.app, { url: `/api/mail/unsubscribe?token=${encodeURIComponent(token)}` });
      expect(read.status).toBe(400);
      expect(read.body.code).toBe('unsubscribeTokenInvalid');
    }
    expect((await unsubscribe(good, 'List-Unsubscribe=Nope')).statusCode).toBe(400);
    expect(await databaseState(t)).toEqual(before);
    expect((await settings(user)).body.email.moderation).toBe('email');
  });

  it('never mails one notification twice', async () => {
    const rows = await t.app.db
      .select({ key: mailMessages.dedupeKey, n: sql<number>`count(*)::int` })
      .from(mailMessages)
      .groupBy(mailMessages.dedupeKey)
      .having(sql`count(*) > 1 AND ${mailMessages.dedupeKey} IS NOT NULL`);
    expect(rows).toEqual([]);
    const [latest] = await t.app.db
      .select()
      .from(notifications)
      .where(eq(notifications.userId, buyer.id))
      .orderBy(sql`${notifications.id} DESC`)
      .limit(1);
    const again = await t.app.mailer.request(t.app.db, {
      to: 'x@example.test',
      template: 'notify.orderDelivered',
      params: { id: '1', link: 'https://gamelot.example/', unsubscribe: '', oneClick: '' },
      language: 'ru',
      dedupeKey: `notification:${latest!.id}`,
    });
    expect(again).toBeNull();
  });

  it('mails every administrator, in their language, of a new dispute and a new withdrawal request', async () => {
    const ru = await createAdmin(t.app.db, {
      email: 'root-ru@example.test',
      name: 'Root',
      password: 'pw-123456',
    });
    const en = await createAdmin(t.app.db, {
      email: 'root-en@example.test',
      name: 'Boss',
      password: 'pw-123456',
    });
    await t.app.db.update(users).set({ language: 'en' }).where(eq(users.id, en.id));
    const offer = await createOffer(t, seller, lot, { price: 50, availability: 5 });
    const orderId = await buy(offer.id);
    await deliver(0);
    const from = smtp.received.length;
    const dispute = await call(t.app, {
      method: 'POST',
      url: `/api/orders/${orderId}/dispute`,
      token: buyer.token,
      payload: { reason: 'Nothing arrived' },
    });
    expect(dispute.status).toBe(201);
    const sent = await deliver(from);
    const [toRu] = await mailsTo(ru, sent);
    const [toEn] = await mailsTo(en, sent);
    expect(toRu!.text).toContain(`Покупатель открыл спор по заказу №${orderId}`);
    expect(toRu!.text).toContain('https://gamelot.example/admin?tab=disputes');
    expect(toEn!.text).toContain(`The buyer opened a dispute on order #${orderId}`);
    expect(header(toEn!, 'List-Unsubscribe')).toBeUndefined();
    expect(await mailsTo(ru, sent)).toHaveLength(1);
    // The seller is told of the dispute by the notification's own mail.
    expect((await mailsTo(seller, sent)).map((m) => header(m, 'Subject'))).toEqual([
      `Gamelot: dispute on order #${orderId}`,
    ]);

    const next = smtp.received.length;
    const withdrawal = await call(t.app, {
      method: 'POST',
      url: '/api/wallet/withdrawals',
      token: buyer.token,
      headers: await stepUpHeaders(t, buyer),
      payload: { amount: 150, destination: 'Card 5555 **** 4444', idempotencyKey: idem() },
    });
    expect(withdrawal.status).toBe(201);
    const mails = await deliver(next);
    const [w] = await mailsTo(en, mails);
    expect(w!.text).toContain('A user asks to withdraw 150.00 ₽');
    expect(w!.text).toContain('https://gamelot.example/admin?tab=withdrawals');
    expect(await mailsTo(ru, mails)).toHaveLength(1);
  });

  describe('chat digest', () => {
    let alice: TestUser;
    let bob: TestUser;
    let carol: TestUser;
    const deps = () => ({ db: t.app.db, realtime: t.app.realtime });
    const chatOf = async (a: TestUser, b: TestUser) =>
      (
        await call(t.app, {
          method: 'POST',
          url: '/api/chats/findOrCreate',
          token: a.token,
          payload: { user1Id: a.id, user2Id: b.id, offerId: null, chatType: 'USER_TO_USER' },
        })
      ).body.id as number;
    const say = (from: TestUser, to: TestUser, chatId: number, content: string) =>
      sendMessage(deps(), from.id, {
        chatId,
        senderId: from.id,
        recipientId: to.id,
        offerId: null,
        content,
        attachments: [],
      });
    const digest = () => chatDigestJob(t.app.notificationMail, t.app.db).run(now);
    const later = (minutes: number) => new Date(Date.now() + minutes * 60_000);
    const seen = (user: TestUser, at: Date) =>
      t.app.db.update(users).set({ lastSeenAt: at }).where(eq(users.id, user.id));

    beforeAll(async () => {
      alice = await insertUser(t, 'alice');
      bob = await insertUser(t, 'bob');
      carol = await insertUser(t, 'carol');
    });

    it('mails one digest after 15 minutes unread while away, and never those messages again', async () => {
      const withBob = await chatOf(alice, bob);
      const withCarol = await chatOf(alice, carol);
      await say(bob, alice, withBob, 'Hi Alice');
      await say(bob, alice, withBob, 'Are you there?');
      await say(carol, alice, withCarol, 'Hello');
      await t.app.outbox.drain();

      now = later(14);
      expect(await digest()).toEqual({ mailed: 0 });
      now = later(16);
      const from = smtp.received.length;
      expect(await digest()).toEqual({ mailed: 1 });
      const [mail, ...more] = await mailsTo(alice, await deliver(from));
      expect(more).toEqual([]);
      expect(mail!.text).toContain('Непрочитанных сообщений: 3');
      expect(mail!.text).toContain(`bob (2): https://gamelot.example/chat/${withBob}`);
      expect(mail!.text).toContain(`carol (1): https://gamelot.example/chat/${withCarol}`);
      expect(header(mail!, 'List-Unsubscribe')).toMatch(/token=\d+\.chat_message\./);

      // Not again for the same messages.
      now = later(30);
      expect(await digest()).toEqual({ mailed: 0 });

      // A newer message, unread 15 minutes later, makes a later digest of its own.
      await say(carol, alice, withCarol, 'Still there?');
      now = later(10);
      expect(await digest()).toEqual({ mailed: 0 });
      now = later(16);
      const next = smtp.received.length;
      expect(await digest()).toEqual({ mailed: 1 });
      const [second] = await mailsTo(alice, await deliver(next));
      expect(second!.text).toContain('Непрочитанных сообщений: 1');
      expect(second!.text).not.toContain('bob (');
    });

    it('mails nobody who is online, nor for messages read, nor after one click', async () => {
      const chat = await chatOf(bob, carol);
      await say(carol, bob, chat, 'Online?');
      await seen(bob, later(20));
      now = later(20);
      expect(await digest()).toEqual({ mailed: 0 });

      // Read before the digest: nothing to tell.
      await readAll(deps(), bob.id, { chatId: chat, readerId: bob.id });
      await seen(bob, later(-60));
      expect(await digest()).toEqual({ mailed: 0 });

      // Unread and away, but chat mail switched off by the digest's own kind of link.
      await say(bob, carol, chat, 'Back soon');
      const token = unsubscribeToken(t.app.notificationMail.unsubscribeKey, carol.id, 'chat_message');
      expect((await unsubscribe(token)).statusCode).toBe(200);
      now = later(40);
      expect(await digest()).toEqual({ mailed: 0 });
    });
  });
});
