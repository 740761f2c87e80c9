import { and, eq, isNotNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, call, type TestApp } from '../../../test/helpers.ts';
import { createOffer, insertProduct, insertUser, type TestUser } from '../../../test/fixtures.ts';
import { orderBody, topUp } from '../../../test/money.ts';
import { messages, notifications, users } from '../../db/schema/index.ts';

/**
 * Notices as codes (docs/decisions/0065-notices-as-codes.md): a notification and an order chat's
 * system line are stored as a kind with parameters, nothing in words, and read in the reader's
 * language, the same row in Russian for one reader and in English for another.
 */
describe('notices are stored as codes and read in the reader’s language', () => {
  let t: TestApp;
  let seller: TestUser;
  let buyer: TestUser;
  let order: { id: number; chatId: number };

  const get = (user: TestUser, url: string, lang?: string) =>
    call(t.app, { method: 'GET', url, token: user.token, headers: lang ? { 'accept-language': lang } : {} });
  const notificationsOf = async (user: TestUser, lang?: string) =>
    (await get(user, `/api/notifications/getUserNotifications?userId=${user.id}`, lang)).body.content.map(
      (n: { notification: Record<string, unknown> }) => n.notification,
    );

  beforeAll(async () => {
    t = await buildTestApp();
    const lot = (await insertProduct(t)).lots[0]!.id;
    seller = await insertUser(t, 'seller');
    buyer = await insertUser(t, 'buyer');
    await topUp(t, buyer, 10_000);
    const offer = await createOffer(t, seller, lot, { name: 'Gold', price: 1000, availability: 5 });
    const res = await call(t.app, {
      method: 'POST',
      url: '/api/orders',
      token: buyer.token,
      payload: await orderBody(t, offer.id),
    });
    expect(res.status).toBe(201);
    order = res.body;
  });
  afterAll(() => t.close());

  it('tells the seller of a paid order by kind and parameters, money in kopecks, no words stored', async () => {
    const rows = await t.app.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, seller.id), eq(notifications.eventType, 'order_created')));
    expect(rows).toEqual([
      expect.objectContaining({
        kind: 'orderCreated',
        params: { id: order.id, offer: 'Gold', quantity: 1, total: 113_000 },
        title: '',
        content: '',
        url: `/orders/${order.id}`,
      }),
    ]);
    // Nothing new is stored in words: every row with a kind has empty title and content.
    const stored = await t.app.db.select().from(notifications).where(isNotNull(notifications.kind));
    expect(stored.length).toBeGreaterThan(1);
    expect(stored.every((n) => n.title === '' && n.content === '')).toBe(true);
  });

  it('answers the same stored notification in Russian or English by Accept-Language', async () => {
    const [ru] = await notificationsOf(seller, 'ru');
    const [en] = await notificationsOf(seller, 'en');
    expect(ru).toMatchObject({
      kind: 'orderCreated',
      title: 'Новый заказ',
      content: `Заказ №${order.id}: «Gold» × 1, 1\u00a0130,00\u00a0₽`,
    });
    expect(en).toMatchObject({
      id: ru.id,
      kind: 'orderCreated',
      params: { id: order.id, offer: 'Gold', quantity: 1, total: 113_000 },
      title: 'New order',
      content: `Order #${order.id}: “Gold” × 1, RUB\u00a01,130.00`,
    });
  });

  it('pushes a notification in the recipient’s own language (users.language)', async () => {
    const notice = { kind: 'orderDelivered', params: { id: order.id } } as const;
    const ru = await t.app.notify(buyer.id, { eventType: 'order_delivered', notice, url: null });
    expect(ru?.notification).toMatchObject({ title: 'Заказ выполнен', kind: 'orderDelivered' });
    await t.app.db.update(users).set({ language: 'en' }).where(eq(users.id, buyer.id));
    const en = await t.app.notify(buyer.id, { eventType: 'order_delivered', notice, url: null });
    expect(en?.notification).toMatchObject({ title: 'Order delivered', kind: 'orderDelivered' });
  });

  it('keeps the stored text of a notification written before notices were codes', async () => {
    await t.app.db.insert(notifications).values({
      userId: seller.id,
      eventType: 'moderation',
      title: 'Старый заголовок',
      content: 'Старый текст',
      url: null,
    });
    const [old] = await notificationsOf(seller, 'en');
    expect(old).toMatchObject({
      kind: null,
      params: null,
      title: 'Старый заголовок',
      content: 'Старый текст',
    });
  });

  it('stores the order chat’s system line as a notice and reads it in the reader’s language', async () => {
    const [line] = await t.app.db.select().from(messages).where(eq(messages.chatId, order.chatId));
    expect(line).toMatchObject({
      senderId: null,
      content: '',
      system: { kind: 'orderCreated', params: { id: order.id, quantity: 1, offer: 'Gold', total: 113_000 } },
    });
    const history = (user: TestUser, lang: string) =>
      get(user, `/api/messages/history?chatId=${order.chatId}&page=0&size=20`, lang);
    const ru = (await history(seller, 'ru')).body.content[0];
    const en = (await history(buyer, 'en')).body.content[0];
    expect(ru).toMatchObject({ id: line!.id, system: line!.system });
    expect(ru.content).toBe(
      `Заказ №${order.id} оплачен: 1 × «Gold» на 1\u00a0130,00\u00a0₽. Деньги удерживаются до подтверждения покупателем.`,
    );
    expect(en.content).toBe(
      `Order #${order.id} is paid: 1 × “Gold” for RUB\u00a01,130.00. The money is held until the buyer confirms.`,
    );
    // The chat list's last line reads in the caller's language too.
    const list = await get(seller, `/api/chats/getAllByUserId?userId=${seller.id}`, 'en');
    expect(list.body.find((c: { id: number }) => c.id === order.chatId).lastMessage).toBe(en.content);
  });
});
