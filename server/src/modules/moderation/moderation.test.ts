import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { MESSAGES } from '@gamelot/contract/messages';
import { REPORTS_PER_HOUR } from '@gamelot/contract/moderation';
import { buildTestApp, call, type TestApp } from '../../../test/helpers.ts';
import { createOffer, guestToken, insertProduct, insertUser, type TestUser } from '../../../test/fixtures.ts';
import { moderationDecisions, notifications, offers, users } from '../../db/schema/index.ts';
import { createAdmin } from '../admin/cli.ts';
import { sendMessage } from '../chats/service.ts';

/** Reports, the moderation history and appeals (docs/decisions/0063-reports-and-moderation-history.md). */
describe('reports and moderation', () => {
  let t: TestApp;
  let now = new Date('2026-03-01T10:00:00Z');
  let lot: number;
  let seller: TestUser;
  let buyer: TestUser;
  let other: TestUser;
  let admin1: TestUser;
  let admin2: TestUser;

  const post = (user: TestUser | string | undefined, url: string, payload: unknown = {}) =>
    call(t.app, {
      method: 'POST',
      url,
      token: typeof user === 'string' ? user : user?.token,
      payload: payload as object,
    });
  const get = (user: TestUser | string | undefined, url: string) =>
    call(t.app, { method: 'GET', url, token: typeof user === 'string' ? user : user?.token });
  const makeAdmin = async (name: string): Promise<TestUser> => {
    const email = `${name}@example.test`;
    const created = await createAdmin(t.app.db, { email, name, password: 'admin-password' });
    const signIn = await call(t.app, {
      method: 'POST',
      url: '/api/auth/singIn?provider=local',
      payload: { email, password: 'admin-password' },
    });
    expect(signIn.status).toBe(200);
    return { id: created.id, name, token: signIn.body.token };
  };
  const report = (user: TestUser | string, body: Record<string, unknown>) =>
    post(user, '/api/reports', { reason: 'scam', comment: 'Asks to pay outside', ...body });
  const notes = async (user: TestUser) =>
    t.app.db.select().from(notifications).where(eq(notifications.userId, user.id));

  beforeAll(async () => {
    t = await buildTestApp({}, { clock: () => now });
    lot = (await insertProduct(t)).lots[0]!.id;
    seller = await insertUser(t, 'mod-seller');
    buyer = await insertUser(t, 'mod-buyer');
    other = await insertUser(t, 'mod-other');
    admin1 = await makeAdmin('mod-admin-one');
    admin2 = await makeAdmin('mod-admin-two');
  });
  afterAll(() => t.close());

  it('a buyer reports an offer; admins see it by deadline; a block, an appeal and a reinstatement are kept', async () => {
    const offer = await createOffer(t, seller, lot);
    const spam = await createOffer(t, seller, lot);
    // A spam report is due in 24 h, a scam report in 4 h: the scam comes first in the queue.
    const later = await report(buyer, { targetKind: 'offer', targetId: spam.id, reason: 'spam' });
    expect(later.status).toBe(201);
    const filed = await report(buyer, { targetKind: 'offer', targetId: String(offer.id) });
    expect(filed.status).toBe(201);
    expect(filed.body).toMatchObject({
      targetKind: 'offer',
      targetId: offer.id,
      targetLabel: offer.name,
      targetOwner: { id: seller.id },
      status: 'open',
      dueAt: '2026-03-01T14:00:00.000Z',
      outcome: null,
    });
    expect(later.body.dueAt).toBe('2026-03-02T10:00:00.000Z');
    // A second open report of the same offer by the same user is refused clearly.
    const again = await report(buyer, { targetKind: 'offer', targetId: offer.id });
    expect(again.status).toBe(409);
    expect(again.body).toMatchObject({ code: 'reportDuplicate', message: MESSAGES.reportDuplicate });
    // Administrators are told of new reports.
    expect((await notes(admin1)).some((n) => n.url === '/admin?tab=reports')).toBe(true);

    const queue = await get(admin1, '/api/admin/reports');
    expect(queue.status).toBe(200);
    const ids = queue.body.content.map((r: { id: number }) => r.id);
    expect(ids.indexOf(filed.body.id)).toBeLessThan(ids.indexOf(later.body.id));
    expect(queue.body.content[ids.indexOf(filed.body.id)].reporter).toEqual({
      id: buyer.id,
      name: buyer.name,
    });

    // Acting needs a rule; blocking fits only an offer.
    const noRule = await post(admin1, `/api/admin/reports/${filed.body.id}/decide`, {
      action: 'blockOffer',
      reason: 'Scam',
    });
    expect(noRule.status).toBe(400);
    expect(noRule.body.fieldErrors).toMatchObject({ rule: MESSAGES.moderationRuleRequired });
    now = new Date('2026-03-01T11:00:00Z');
    const decided = await post(admin1, `/api/admin/reports/${filed.body.id}/decide`, {
      action: 'blockOffer',
      rule: 'fraud',
      reason: 'Payment outside the platform',
    });
    expect(decided.status).toBe(200);
    expect(decided.body).toMatchObject({ status: 'decided', outcome: 'actionTaken' });
    const twice = await post(admin2, `/api/admin/reports/${filed.body.id}/decide`, {
      action: 'none',
      reason: 'x',
    });
    expect(twice.status).toBe(409);
    const [blocked] = await t.app.db.select().from(offers).where(eq(offers.id, offer.id));
    expect(blocked!.blockedAt).not.toBeNull();

    // The reporter is told the outcome, and sees it among their reports.
    const told = (await notes(buyer)).find((n) => n.eventType === 'report_outcome');
    expect(told).toMatchObject({ kind: 'reportActionTaken', params: { id: filed.body.id } });
    const mine = await get(buyer, '/api/reports/mine');
    expect(mine.body.find((r: { id: number }) => r.id === filed.body.id)).toMatchObject({
      outcome: 'actionTaken',
    });

    // The seller sees the decision with its rule, reason, start, no end yet, and may appeal it.
    const decisions = await get(seller, '/api/moderation/decisions');
    const block = decisions.body.find((d: { subjectId: number }) => d.subjectId === offer.id);
    expect(block).toMatchObject({
      action: 'offer_blocked',
      rule: 'fraud',
      reason: 'Payment outside the platform',
      startsAt: '2026-03-01T11:00:00.000Z',
      endsAt: null,
      appeal: null,
      appealable: true,
    });
    // Someone else's decision is not theirs to appeal.
    expect((await post(buyer, `/api/moderation/decisions/${block.id}/appeal`, { text: 'x' })).status).toBe(
      404,
    );
    now = new Date('2026-03-01T12:00:00Z');
    const appealed = await post(seller, `/api/moderation/decisions/${block.id}/appeal`, {
      text: 'The buyer misread the description',
    });
    expect(appealed.status).toBe(200);
    expect(appealed.body.appeal).toMatchObject({ status: 'pending', dueAt: '2026-03-02T12:00:00.000Z' });
    expect(appealed.body.appealable).toBe(false);
    // Once only.
    const second = await post(seller, `/api/moderation/decisions/${block.id}/appeal`, { text: 'Again' });
    expect(second.status).toBe(409);
    expect(second.body.code).toBe('appealExists');
    // The second administrator is told; the first, who decided, is not.
    expect((await notes(admin2)).some((n) => n.url === '/admin?tab=appeals')).toBe(true);
    expect((await notes(admin1)).some((n) => n.url === '/admin?tab=appeals')).toBe(false);

    // The administrator who decided may not decide the appeal.
    const appeals = await get(admin1, '/api/admin/appeals');
    expect(appeals.body.content.find((a: { id: number }) => a.id === block.id)).toMatchObject({
      mayDecide: false,
      decidedBy: { id: admin1.id },
      affectedUser: { id: seller.id },
    });
    const own = await post(admin1, `/api/admin/appeals/${block.id}/decide`, {
      outcome: 'overturned',
      reason: 'x',
    });
    expect(own.status).toBe(403);
    expect(own.body.code).toBe('appealOwnDecision');

    now = new Date('2026-03-01T13:00:00Z');
    const overturned = await post(admin2, `/api/admin/appeals/${block.id}/decide`, {
      outcome: 'overturned',
      reason: 'The description says it plainly',
    });
    expect(overturned.status).toBe(200);
    expect(overturned.body).toMatchObject({ mayDecide: true, appeal: { status: 'overturned' } });
    const [reinstated] = await t.app.db.select().from(offers).where(eq(offers.id, offer.id));
    expect(reinstated!.blockedAt).toBeNull();

    // The history keeps both: the block ended at the reinstatement, which names the appeal.
    const history = (await get(seller, '/api/moderation/decisions')).body.filter(
      (d: { subjectId: number; subjectKind: string }) =>
        d.subjectKind === 'offer' && d.subjectId === offer.id,
    );
    expect(history).toHaveLength(2);
    expect(history[0]).toMatchObject({
      action: 'offer_reinstated',
      appealOf: block.id,
      reason: 'The description says it plainly',
      startsAt: '2026-03-01T13:00:00.000Z',
    });
    expect(history[1]).toMatchObject({
      action: 'offer_blocked',
      endsAt: '2026-03-01T13:00:00.000Z',
      appeal: { status: 'overturned', reason: 'The description says it plainly' },
      appealable: false,
    });
    const again2 = await post(admin2, `/api/admin/appeals/${block.id}/decide`, {
      outcome: 'upheld',
      reason: 'x',
    });
    expect(again2.status).toBe(409);
  });

  it('administrators’ block and suspend write the history; a suspended user may still appeal', async () => {
    const offer = await createOffer(t, other, lot);
    expect(
      (await post(admin1, `/api/admin/offers/${offer.id}/block`, { reason: 'Stolen goods' })).status,
    ).toBe(204);
    expect(
      (await post(admin1, `/api/admin/offers/${offer.id}/unblock`, { reason: 'Proof of purchase shown' }))
        .status,
    ).toBe(204);
    expect(
      (
        await post(admin1, `/api/admin/users/${other.id}/suspend`, {
          reason: 'Repeated scams',
          rule: 'fraud',
        })
      ).status,
    ).toBe(204);
    const rows = await t.app.db
      .select()
      .from(moderationDecisions)
      .where(eq(moderationDecisions.affectedUserId, other.id));
    expect(rows.map((r) => r.action).sort()).toEqual(['offer_blocked', 'offer_reinstated', 'user_suspended']);
    expect(rows.find((r) => r.action === 'offer_blocked')!.endsAt).not.toBeNull();
    const suspension = rows.find((r) => r.action === 'user_suspended')!;
    expect(suspension).toMatchObject({ rule: 'fraud', reason: 'Repeated scams', decidedBy: admin1.id });

    // Suspended: they read their decisions and appeal, but may not report.
    const mine = await get(other, '/api/moderation/decisions');
    expect(mine.status).toBe(200);
    expect((await report(other, { targetKind: 'user', targetId: seller.id })).status).toBe(403);
    const appealed = await post(other, `/api/moderation/decisions/${suspension.id}/appeal`, {
      text: 'It was my brother',
    });
    expect(appealed.status).toBe(200);
    const upheld = await post(admin2, `/api/admin/appeals/${suspension.id}/decide`, {
      outcome: 'upheld',
      reason: 'The evidence stands',
    });
    expect(upheld.status).toBe(200);
    const [still] = await t.app.db.select().from(users).where(eq(users.id, other.id));
    expect(still!.suspendedAt).not.toBeNull();
    expect((await notes(other)).some((n) => n.params?.reason === 'The evidence stands')).toBe(true);
    await post(admin1, `/api/admin/users/${other.id}/unsuspend`, { reason: 'Time served' });
  });

  it('reports users and chat messages of one’s own chats only, never oneself', async () => {
    const chat = await post(buyer, '/api/chats/findOrCreate', { user1Id: buyer.id, user2Id: seller.id });
    const sent = await sendMessage({ db: t.app.db, realtime: t.app.realtime }, seller.id, {
      chatId: chat.body.id,
      senderId: seller.id,
      content: 'Pay me on another site',
    });
    const messageId = (sent as { id: number }).id;
    const stranger = await insertUser(t, 'mod-stranger');
    // A message of a chat the reporter is not in does not exist for them.
    const foreign = await report(stranger, { targetKind: 'message', targetId: messageId });
    expect(foreign.status).toBe(404);
    expect(foreign.body.code).toBe('reportTargetNotFound');
    const own = await report(seller, { targetKind: 'message', targetId: messageId });
    expect(own.status).toBe(403);
    expect(own.body.code).toBe('reportSelf');
    const filed = await report(buyer, { targetKind: 'message', targetId: messageId, reason: 'abuse' });
    expect(filed.status).toBe(201);
    expect(filed.body).toMatchObject({
      targetLabel: 'Pay me on another site',
      targetOwner: { id: seller.id },
    });
    // Blocking does not fit a message; no violation is an outcome too.
    const mismatch = await post(admin1, `/api/admin/reports/${filed.body.id}/decide`, {
      action: 'blockOffer',
      rule: 'spam',
      reason: 'x',
    });
    expect(mismatch.status).toBe(400);
    expect(
      (await post(admin1, `/api/admin/reports/${filed.body.id}/decide`, { action: 'none', reason: 'Fine' }))
        .body.outcome,
    ).toBe('noViolation');

    expect((await report(buyer, { targetKind: 'user', targetId: buyer.id })).body.code).toBe('reportSelf');
    expect((await report(buyer, { targetKind: 'user', targetId: 999_999 })).status).toBe(404);
    expect((await report(buyer, { targetKind: 'offer', targetId: 999_999 })).status).toBe(404);
    const user = await report(stranger, { targetKind: 'user', targetId: seller.id, reason: 'fraud' });
    expect(user.status).toBe(201);
    // An administrator never decides a report they filed or one about themselves.
    const adminReport = await report(admin1, { targetKind: 'user', targetId: stranger.id });
    expect(adminReport.status).toBe(201);
    const self = await post(admin1, `/api/admin/reports/${adminReport.body.id}/decide`, {
      action: 'none',
      reason: 'x',
    });
    expect(self.status).toBe(403);
    // Suspending through a report suspends the reported account.
    const suspended = await post(admin2, `/api/admin/reports/${user.body.id}/decide`, {
      action: 'suspendUser',
      rule: 'fraud',
      reason: 'Confirmed',
    });
    expect(suspended.status).toBe(200);
    const [row] = await t.app.db.select().from(users).where(eq(users.id, seller.id));
    expect(row!.suspendedAt).not.toBeNull();
    await post(admin2, `/api/admin/users/${seller.id}/unsuspend`, { reason: 'Cleared' });
  });

  it('refuses hostile input, guests, non-administrators and floods', async () => {
    const guest = await guestToken(t);
    expect((await report(guest, { targetKind: 'user', targetId: seller.id })).status).toBe(403);
    expect((await post(undefined, '/api/reports', { targetKind: 'user', targetId: seller.id })).status).toBe(
      401,
    );
    for (const body of [
      { targetKind: 'planet', targetId: 1, reason: 'scam' },
      { targetKind: 'user', targetId: -1, reason: 'scam' },
      { targetKind: 'user', targetId: 'abc', reason: 'scam' },
      { targetKind: 'user', targetId: 1.5, reason: 'scam' },
      { targetKind: 'user', targetId: seller.id, reason: 'because' },
      { targetKind: 'user', targetId: seller.id, reason: 'scam', comment: 'x'.repeat(2001) },
      { targetKind: 'user', targetId: seller.id, reason: 'scam', comment: 'a\u0000b' },
      {
        targetKind: 'user',
        targetId: seller.id,
        reason: 'scam',
        evidence: [{ fileId: 'x', fileName: 'x', mimeType: 'image/png', url: 'https://evil.example/x.png' }],
      },
    ])
      expect((await post(buyer, '/api/reports', body)).status).toBe(400);
    expect((await post(buyer, '/api/moderation/decisions/abc/appeal', { text: 'x' })).status).toBe(400);
    expect((await post(buyer, '/api/moderation/decisions/1/appeal', { text: '  ' })).status).toBe(400);
    expect((await post(buyer, '/api/moderation/decisions/999999/appeal', { text: 'x' })).status).toBe(404);
    // Not an administrator.
    expect((await get(buyer, '/api/admin/reports')).status).toBe(403);
    expect((await get(buyer, '/api/admin/appeals')).status).toBe(403);
    expect((await post(buyer, '/api/admin/reports/1/decide', { action: 'none', reason: 'x' })).status).toBe(
      403,
    );
    expect(
      (await post(buyer, '/api/admin/appeals/1/decide', { outcome: 'upheld', reason: 'x' })).status,
    ).toBe(403);
    expect(
      (await post(admin1, '/api/admin/reports/999999/decide', { action: 'none', reason: 'x' })).status,
    ).toBe(404);
    expect(
      (await post(admin1, '/api/admin/appeals/999999/decide', { outcome: 'upheld', reason: 'x' })).status,
    ).toBe(404);

    // At most REPORTS_PER_HOUR reports an hour, counted on the app's clock.
    now = new Date('2026-03-05T10:00:00Z');
    const flooder = await insertUser(t, 'mod-flooder');
    const targets = await Promise.all(
      Array.from({ length: REPORTS_PER_HOUR + 1 }, (_, i) => insertUser(t, `mod-target-${i}`)),
    );
    for (const target of targets.slice(0, REPORTS_PER_HOUR))
      expect((await report(flooder, { targetKind: 'user', targetId: target.id })).status).toBe(201);
    const flood = await report(flooder, { targetKind: 'user', targetId: targets.at(-1)!.id });
    expect(flood.status).toBe(429);
    expect(flood.body.code).toBe('reportTooMany');
    now = new Date('2026-03-05T11:00:01Z');
    expect((await report(flooder, { targetKind: 'user', targetId: targets.at(-1)!.id })).status).toBe(201);
  });
});
