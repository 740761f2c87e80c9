import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '@gamelot/contract/messages';
import { buildTestApp, call, type TestApp } from '../../../test/helpers.ts';
import { insertUser, type TestUser } from '../../../test/fixtures.ts';
import { idem, topUp, wallet } from '../../../test/money.ts';

describe('withdrawal requests', () => {
  let t: TestApp;
  let alice: TestUser;

  const withdraw = (user: TestUser, amount: number, key = idem(), destination = 'Card 5555 **** 4444') =>
    call(t.app, {
      method: 'POST',
      url: '/api/wallet/withdrawals',
      token: user.token,
      payload: { amount, destination, idempotencyKey: key },
    });

  beforeAll(async () => {
    t = await buildTestApp();
    alice = await insertUser(t, 'alice');
    await topUp(t, alice, 1000);
  });
  afterAll(() => t.close());

  it('holds the amount at once, pending an administrator; the same key does not hold twice', async () => {
    const key = idem();
    const first = await withdraw(alice, 400, key);
    expect(first.status).toBe(201);
    expect(first.body).toMatchObject({ amount: 400, status: 'pending', reason: null, decidedAt: null });
    const again = await withdraw(alice, 400, key);
    expect(again.status).toBe(200);
    expect(again.body.id).toBe(first.body.id);
    expect(await wallet(t, alice)).toMatchObject({ balance: 600, held: 400 });
    expect((await withdraw(alice, 300, key)).status).toBe(409);
    const list = await call(t.app, { method: 'GET', url: '/api/wallet/withdrawals', token: alice.token });
    expect(list.body.content).toEqual([
      expect.objectContaining({ id: first.body.id, destination: 'Card 5555 **** 4444' }),
    ]);
    const history = await call(t.app, { method: 'GET', url: '/api/wallet/history', token: alice.token });
    expect(history.body.content.slice(0, 2)).toEqual([
      expect.objectContaining({ kind: 'withdrawal_hold', account: 'held', amount: 400 }),
      expect.objectContaining({ kind: 'withdrawal_hold', account: 'wallet', amount: -400 }),
    ]);
  });

  it('refuses more than the balance, and bad input, moving nothing', async () => {
    const short = await withdraw(alice, 601);
    expect(short.status).toBe(409);
    expect(short.body.message).toBe(MESSAGES.insufficientFunds);
    expect((await withdraw(alice, 99)).body.message).toBe(MESSAGES.withdrawalRange);
    expect((await withdraw(alice, 100, idem(), '   ')).body.message).toBe(
      MESSAGES.withdrawalDestinationRequired,
    );
    expect(await wallet(t, alice)).toMatchObject({ balance: 600, held: 400 });
    const list = await call(t.app, { method: 'GET', url: '/api/wallet/withdrawals', token: alice.token });
    expect(list.body.totalElements).toBe(1);
  });
});
