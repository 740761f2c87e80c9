import { expect, test, type Browser, type Locator, type Page } from '@playwright/test';
import { expectOnlyLanguage, useLanguage, type Allowed, type Lang } from './language';
import { publishOffer, token } from './offers-api';
import { ADMIN, ADMIN_TWO, logIn, register, sellerAndBuyer } from './support';

/**
 * Reports and transparent moderation (docs/product.md#reports-and-moderation), once in each
 * language: a buyer reports an offer, an administrator blocks it with a rule and a reason, the
 * seller sees the decision and appeals, the first administrator may not decide the appeal, a
 * second one reinstates the offer, and the reporter learns the outcome. Every screen of the
 * journey shows its language only.
 */

const TEXTS = {
  ru: {
    offer: 'Аккаунт с редкими скинами',
    comment: 'Просит оплатить вне площадки',
    report: 'Пожаловаться',
    reportDialog: 'Жалоба на оффер',
    reason: 'Причина',
    scam: 'Мошенничество',
    commentLabel: 'Комментарий (необязательно)',
    send: 'Отправить жалобу',
    sent: /Жалоба №\d+ отправлена/,
    close: 'Закрыть',
    reportsTab: 'Жалобы',
    appealsTab: 'Апелляции',
    decide: 'Решить',
    action: 'Действие',
    blockOffer: 'Заблокировать оффер',
    rule: 'Правило',
    fraud: 'Мошенничество и обман',
    reasonField: 'Причина (её увидит пользователь)',
    blockReason: 'Оплата вне площадки запрещена',
    confirm: 'Подтвердить',
    blocked: 'Оффер заблокирован',
    inForce: 'действует',
    appeal: 'Обжаловать',
    appealField: 'Почему решение нужно пересмотреть',
    appealText: 'Покупатель неверно понял описание',
    appealSubmit: 'Отправить апелляцию',
    appealPending: /Апелляция на рассмотрении до/,
    notYours: 'Ваше решение: апелляцию рассмотрит другой администратор',
    outcomeField: 'Итог апелляции',
    overturn: 'Отменить решение',
    overturnReason: 'В описании всё сказано честно',
    reinstated: 'Оффер восстановлен',
    afterAppeal: /По апелляции на решение №\d+/,
    overturned: 'Апелляция удовлетворена: решение отменено',
    actionTaken: 'Приняты меры',
    moderation: 'Модерация',
  },
  en: {
    offer: 'Account with rare skins',
    comment: 'Asks to pay outside the platform',
    report: 'Report',
    reportDialog: 'Report an offer',
    reason: 'Reason',
    scam: 'Scam',
    commentLabel: 'Comment (optional)',
    send: 'Send report',
    sent: /Report #\d+ sent/,
    close: 'Close',
    reportsTab: 'Reports',
    appealsTab: 'Appeals',
    decide: 'Decide',
    action: 'Action',
    blockOffer: 'Block the offer',
    rule: 'Rule',
    fraud: 'Fraud and deception',
    reasonField: 'Reason (the user will see it)',
    blockReason: 'Paying outside the platform is not allowed',
    confirm: 'Confirm',
    blocked: 'Offer blocked',
    inForce: 'in force',
    appeal: 'Appeal',
    appealField: 'Why the decision should change',
    appealText: 'The buyer misread the description',
    appealSubmit: 'Send appeal',
    appealPending: /Appeal under review until/,
    notYours: 'Your decision: another administrator decides the appeal',
    outcomeField: 'Appeal outcome',
    overturn: 'Overturn',
    overturnReason: 'The description says it plainly',
    reinstated: 'Offer reinstated',
    afterAppeal: /On appeal against decision #\d+/,
    overturned: 'Appeal granted: the decision was reversed',
    actionTaken: 'Action taken',
    moderation: 'Moderation',
  },
} as const;

async function adminPage(browser: Browser, who: { email: string; password: string }, lang: Lang) {
  const page = await (await browser.newContext()).newPage();
  await page.goto('/login');
  await logIn(page, who);
  await expect(page.getByRole('button', { name: 'Выйти' })).toBeVisible();
  await useLanguage(page, lang);
  return page;
}

const main = (page: Page) => page.locator('main');

/**
 * An administrators' queue in one language: its tabs, headings and this journey's row (the
 * queues are shared with every other run, whose rows hold their own test data).
 */
async function expectQueueIn(page: Page, row: Locator, lang: Lang, allow: Allowed[]) {
  await expectOnlyLanguage(page.getByRole('heading', { level: 1 }), lang);
  await expectOnlyLanguage(page.getByRole('tablist'), lang);
  await expectOnlyLanguage(main(page).locator('thead'), lang);
  await expectOnlyLanguage(row, lang, allow);
}

for (const lang of ['ru', 'en'] as const) {
  test(`moderation in ${lang}: report, block, appeal to a second administrator, reinstatement, the reporter told`, async ({
    browser,
  }) => {
    // Four people, two administrators: a long journey.
    test.setTimeout(480_000);
    const T = TEXTS[lang];
    const { buyer, sellerPage, buyerPage } = await sellerAndBuyer(browser);
    const offerName = `${T.offer} ${Date.now()}`;
    const offerId = await publishOffer(sellerPage, offerName);
    // People's names are typed by them (Latin here, e2e/support.ts newUser): allowed in any language,
    // like the administrators' names and other runs' reports in the shared queues.
    const names = [offerName, 'E2E Admin Two', 'E2E Admin', /Tester \w+/];

    // The buyer reports the offer from its page.
    await register(buyerPage, buyer);
    await useLanguage(buyerPage, lang);
    await buyerPage.goto(`/offer/${offerId}`);
    await buyerPage.getByRole('button', { name: T.report, exact: true }).click();
    const dialog = buyerPage.getByRole('dialog', { name: T.reportDialog });
    await expect(dialog).toBeVisible();
    await dialog.getByLabel(T.reason, { exact: true }).selectOption({ label: T.scam });
    await dialog.getByLabel(T.commentLabel).fill(T.comment);
    await expectOnlyLanguage(dialog, lang, names);
    await dialog.getByRole('button', { name: T.send }).click();
    await expect(dialog.getByText(T.sent)).toBeVisible();
    await expectOnlyLanguage(dialog, lang, names);
    await dialog.getByRole('button', { name: T.close }).click();

    // The first administrator finds it in the Reports queue and blocks the offer with a rule.
    const admin = await adminPage(browser, ADMIN, lang);
    await admin.goto('/admin?tab=reports');
    await admin.getByRole('tab', { name: T.reportsTab }).click();
    const row = admin.getByRole('row').filter({ hasText: offerName });
    await expect(row).toBeVisible();
    await expectQueueIn(admin, row, lang, [...names, T.comment]);
    await row.getByRole('button', { name: T.decide }).click();
    const decide = admin.getByRole('dialog');
    await decide.getByLabel(T.action).selectOption({ label: T.blockOffer });
    await decide.getByLabel(T.rule, { exact: true }).selectOption({ label: T.fraud });
    await decide.getByLabel(T.reasonField).fill(T.blockReason);
    await expectOnlyLanguage(decide, lang, names);
    await decide.getByRole('button', { name: T.confirm }).click();
    await expect(decide).toBeHidden();
    await expect(row).toBeHidden();

    // The seller sees the decision: rule, reason, start, no end yet; and appeals it.
    await useLanguage(sellerPage, lang);
    await sellerPage.goto('/moderation');
    const block = main(sellerPage)
      .getByRole('listitem')
      .filter({ hasText: `${T.blocked}: ${offerName}` });
    await expect(block).toContainText(T.fraud);
    await expect(block).toContainText(T.blockReason);
    await expect(block).toContainText(T.inForce);
    await expectOnlyLanguage(main(sellerPage), lang, [...names, T.blockReason]);
    await block.getByRole('button', { name: T.appeal }).click();
    const appeal = sellerPage.getByRole('dialog');
    await appeal.getByLabel(T.appealField).fill(T.appealText);
    await expectOnlyLanguage(appeal, lang, names);
    await appeal.getByRole('button', { name: T.appealSubmit }).click();
    await expect(appeal).toBeHidden();
    await expect(block.getByTestId('appeal-status')).toHaveText(T.appealPending);
    await expect(block.getByRole('button', { name: T.appeal })).toHaveCount(0);

    // The administrator who blocked it may not decide the appeal; a second one overturns it.
    await admin.goto('/admin?tab=appeals');
    const own = admin.getByRole('row').filter({ hasText: offerName });
    await expect(own).toContainText(T.notYours);
    await expect(own.getByRole('button', { name: T.decide })).toHaveCount(0);
    await expectQueueIn(admin, own, lang, [...names, T.blockReason, T.appealText]);

    const second = await adminPage(browser, ADMIN_TWO, lang);
    await second.goto('/admin?tab=appeals');
    const theirs = second.getByRole('row').filter({ hasText: offerName });
    await expectQueueIn(second, theirs, lang, [...names, T.blockReason, T.appealText]);
    await theirs.getByRole('button', { name: T.decide }).click();
    const decideAppeal = second.getByRole('dialog');
    await decideAppeal.getByLabel(T.outcomeField).selectOption({ label: T.overturn });
    await decideAppeal.getByLabel(T.reasonField).fill(T.overturnReason);
    await expectOnlyLanguage(decideAppeal, lang, [...names, T.appealText]);
    await decideAppeal.getByRole('button', { name: T.confirm }).click();
    await expect(decideAppeal).toBeHidden();
    await expect(theirs).toBeHidden();

    // The seller's history keeps both: the block, ended, with its appeal granted; the reinstatement.
    await sellerPage.reload();
    const reinstated = main(sellerPage)
      .getByRole('listitem')
      .filter({ hasText: `${T.reinstated}: ${offerName}` });
    await expect(reinstated).toContainText(T.afterAppeal);
    await expect(reinstated).toContainText(T.overturnReason);
    await expect(block.getByTestId('appeal-status')).toHaveText(T.overturned);
    await expect(block).not.toContainText(T.inForce);
    await expectOnlyLanguage(main(sellerPage), lang, [
      ...names,
      T.blockReason,
      T.appealText,
      T.overturnReason,
    ]);
    // Back on the market.
    const offer = await sellerPage.request.get(`/api/offers/get?offerId=${offerId}`);
    expect(await offer.json()).toMatchObject({ id: offerId, active: true });

    // The reporter is told the outcome: a notification, and the report's outcome on their page.
    const headers = { authorization: `Bearer ${await token(buyerPage)}` };
    const userId = await buyerPage.evaluate(() => localStorage.getItem('userId'));
    const notes = await (
      await buyerPage.request.get(`/api/notifications/getUserNotifications?userId=${userId}`, { headers })
    ).json();
    expect(
      notes.content.some(
        (n: { notification: { eventType: string } }) => n.notification.eventType === 'report_outcome',
      ),
    ).toBe(true);
    await buyerPage.getByRole('link', { name: T.moderation, exact: true }).click();
    await expect(buyerPage).toHaveURL(/\/moderation$/);
    const mine = main(buyerPage).locator('[data-testid^="report-"]').filter({ hasText: offerName });
    await expect(mine.getByTestId('report-outcome')).toHaveText(T.actionTaken);
    await expectOnlyLanguage(main(buyerPage), lang, [...names, T.blockReason]);
  });
}
