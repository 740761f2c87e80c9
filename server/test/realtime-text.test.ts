import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '@gamelot/contract/messages';
import { call } from './helpers.ts';
import {
  bearer,
  connectStomp,
  eventually,
  startChatFixture,
  textMessage,
  type ChatFixture,
} from './realtime-helpers.ts';

/** Chat over real time takes text under the same rule as HTTP (contract/src/schemas/text.ts). */
describe('real-time chat text', () => {
  let fx: ChatFixture;

  beforeAll(async () => {
    fx = await startChatFixture();
  });
  afterAll(async () => fx?.close());

  it('a SEND with a control character or a lone surrogate gets an ERROR with the rule, nothing stored', async () => {
    const { live, alice, bob, chatId } = fx;
    const stored = async () =>
      (
        await call(live.app, {
          method: 'GET',
          url: `/api/messages/history?chatId=${chatId}&page=0&size=1`,
          token: alice.token,
        })
      ).body.totalElements as number;
    const text = (content: string) => textMessage(chatId, content, alice, bob);
    const file = { fileId: 'abc', fileName: 'shot.png', mimeType: 'image/png', url: '/media/chats/abc.png' };
    const before = await stored();
    const bad: [string, unknown][] = [
      ['NUL in the text', text('hello\0world')],
      ['a lone surrogate', text('broken \uD800')],
      ['a C1 control', text('esc \x9B[31m')],
      ['NUL in the tempId', { ...text('fine'), tempId: 't\0' }],
      ['NUL in a file name', { ...text(''), attachments: [{ ...file, fileName: 'a\0.png' }] }],
    ];
    for (const [what, body] of bad) {
      const client = await connectStomp(live.url, bearer(alice));
      client.send('/app/chat.send', body);
      await eventually(() => client.errors[0], `ERROR for ${what}`);
      expect(client.errors[0], what).toBe(MESSAGES.textControlCharacters);
      await client.disconnect();
    }
    expect(await stored()).toBe(before);

    // Line breaks and tabs are text: they arrive as sent.
    const ok = await connectStomp(live.url, bearer(alice));
    const topic = await ok.subscribe(`/topic/chat/${chatId}`);
    await ok.sendAndWait('/app/chat.send', text('two\nlines\tand a tab'));
    await eventually(() => topic.messages.length === 1, 'the message');
    expect(topic.bodies()[0]).toMatchObject({ content: 'two\nlines\tand a tab' });
    await ok.disconnect();
  });
});
