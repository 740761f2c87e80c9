import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '@gamelot/contract/messages';
import { MESSAGES_RU } from '@gamelot/contract/messages.ru';
import { openRawWebSocket } from './raw-websocket.ts';
import {
  bearer,
  connectFrame,
  connectStomp,
  eventually,
  startChatFixture,
  textMessage,
  type ChatFixture,
} from './realtime-helpers.ts';

/** ERROR frames carry the code, and the text in the connection's language (docs/decisions/0064-texts-as-codes.md). */
describe('real-time errors speak the language of the connection', () => {
  let fx: ChatFixture;

  beforeAll(async () => {
    fx = await startChatFixture();
  });
  afterAll(async () => fx?.close());

  const refuseNul = async (headers: Record<string, string>) => {
    const { live, alice, bob, chatId } = fx;
    const client = await connectStomp(live.url, { ...bearer(alice), ...headers });
    client.send('/app/chat.send', textMessage(chatId, 'hello\0world', alice, bob));
    const error = await eventually(() => client.errors[0], 'the ERROR frame');
    await client.disconnect();
    return error;
  };

  it("CONNECT's accept-language header names it", async () => {
    expect(await refuseNul({ 'accept-language': 'ru' })).toBe(MESSAGES_RU.textControlCharacters);
    expect(await refuseNul({ 'accept-language': 'en-GB,en;q=0.9' })).toBe(MESSAGES.textControlCharacters);
  });

  it('else the Accept-Language of the request that opened the socket; the code goes along', async () => {
    const frames: string[] = [];
    const ws = await openRawWebSocket(fx.live.url, '/ws/websocket', (text) => void frames.push(text), {
      'Accept-Language': 'ru-RU,ru;q=0.9',
    });
    ws.sendText(connectFrame({ Authorization: 'Bearer not-a-token' }));
    const error = await eventually(() => frames.find((f) => f.startsWith('ERROR')), 'the ERROR frame');
    expect(error).toContain('code:stompTokenInvalid');
    expect(error).toContain(MESSAGES_RU.stompTokenInvalid);
    ws.close();
  });

  it('else DEFAULT_LANGUAGE (English in tests)', async () => {
    expect(await refuseNul({})).toBe(MESSAGES.textControlCharacters);
  });
});
