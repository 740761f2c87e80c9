import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../src/db/schema/index.ts';
import { storeSystemMessage } from '../src/modules/chats/service.ts';
import { bearer, connectStomp, eventually, startChatFixture, type ChatFixture } from './realtime-helpers.ts';

/**
 * A system line pushed live reads in each participant's own language (users.language), with its
 * kind and parameters for clients that write it themselves (docs/decisions/0065-notices-as-codes.md).
 */
describe('live system lines in the reader’s language', () => {
  let fx: ChatFixture;

  beforeAll(async () => {
    fx = await startChatFixture();
  });
  afterAll(async () => fx?.close());

  it('pushes one line to each participant in their language when their languages differ', async () => {
    const { live, alice, bob, chatId } = fx;
    await live.app.db.update(users).set({ language: 'en' }).where(eq(users.id, bob.id));
    const a = await connectStomp(live.url, bearer(alice));
    const b = await connectStomp(live.url, bearer(bob));
    const aTopic = await a.subscribe(`/topic/chat/${chatId}`);
    const bTopic = await b.subscribe(`/topic/chat/${chatId}`);
    const aList = await a.subscribe(`/queue/chat-updates/${alice.id}`);
    const bList = await b.subscribe(`/queue/chat-updates/${bob.id}`);

    const system = { kind: 'orderDeadlineExtended', params: { id: 42 } } as const;
    const push = await storeSystemMessage(
      { db: live.app.db, realtime: live.app.realtime },
      live.app.db,
      chatId,
      system,
    );
    await push();

    const ru = 'Заказ №42: покупатель согласился подождать, срок выполнения продлён.';
    const en = 'Order #42: the buyer agreed to wait, and the deadline is extended.';
    await eventually(
      () => aTopic.messages.length >= 1 && bTopic.messages.length >= 1,
      'system line on the topic',
    );
    await eventually(() => aList.messages.length >= 1 && bList.messages.length >= 1, 'chat list rows');
    expect(aTopic.bodies()).toEqual([expect.objectContaining({ senderId: null, content: ru, system })]);
    expect(bTopic.bodies()).toEqual([expect.objectContaining({ senderId: null, content: en, system })]);
    expect(aList.bodies()).toEqual([expect.objectContaining({ lastMessage: ru })]);
    expect(bList.bodies()).toEqual([expect.objectContaining({ lastMessage: en })]);
    await Promise.all([a.disconnect(), b.disconnect()]);
  });
});
