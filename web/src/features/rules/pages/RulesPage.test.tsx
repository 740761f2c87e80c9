import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { jsonResponse, mockApi } from '@/test/fetch-mock';
import { principalFor, renderWithProviders, storeSession } from '@/test/render';
import { SELLER_LEVELS } from '@gamelot/contract/seller-trust';
import { hasCyrillic, latinWordsOutsideAllowList } from '@gamelot/contract/language-check';
import { RULES_COUNT, SANCTIONS, rulesIn } from '../data/rules';
import RulesPage from './RulesPage';

const NO_CASES = { days: 90, cases: 0, medianSeconds: null, p90Seconds: null };

function renderRules(stats: object = NO_CASES) {
  storeSession();
  mockApi({
    'GET /api/users/getUserPrincipalData': () => jsonResponse(principalFor()),
    'GET /api/disputes/stats': () => jsonResponse(stats),
  });
  renderWithProviders(<RulesPage />, { route: '/trade/rules' });
}

describe('rules data', () => {
  const ru = rulesIn('ru');
  const en = rulesIn('en');
  const shape = (texts: typeof ru) => texts.categories.map((c) => [c.id, c.rules.map((r) => r.sanction)]);
  const words = (texts: typeof ru) => [
    ...Object.values(texts.sanctions),
    ...texts.categories.flatMap((c) => [c.title, c.summary, ...c.rules.map((r) => r.violation)]),
  ];

  it('has five categories and nineteen rules, using every sanction', () => {
    expect(en.categories.map((c) => c.title)).toEqual([
      'General Rules',
      'Account Services',
      'Virtual Goods',
      'User Behavior',
      'Payment Rules',
    ]);
    expect(RULES_COUNT).toBe(19);
    const used = new Set(ru.categories.flatMap((c) => c.rules.map((r) => r.sanction)));
    expect([...used].sort()).toEqual([...SANCTIONS].sort());
  });

  it('says the same rules in Russian and in English, each in its own language', () => {
    expect(shape(ru)).toEqual(shape(en));
    expect(words(ru).flatMap((text) => latinWordsOutsideAllowList(text))).toEqual([]);
    expect(words(en).filter((text) => hasCyrillic(text))).toEqual([]);
  });
});

describe('RulesPage', () => {
  it("publishes the seller-level formula from the contract, in the reader's language", () => {
    renderRules();
    const section = screen.getByRole('region', { name: 'Уровни продавцов' });
    const table = within(section).getByRole('table', { name: 'Условия уровней' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(SELLER_LEVELS.length);
    expect(rows.map((row) => within(row).getAllByRole('cell')[0]!.textContent)).toEqual([
      '1',
      '2',
      '3',
      '4',
      '5',
    ]);
    expect(
      within(rows[2]!)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['3', '50', '10', '8/10', '5']);
    expect(within(section).getByText(/за последние 90 дней/)).toBeInTheDocument();
  });

  it('counts the categories and rules and shows a violation/sanction table per category', () => {
    renderRules();
    expect(screen.getByRole('heading', { level: 1, name: 'Правила торговли' })).toBeInTheDocument();
    expect(screen.getByText('Разделов: 5')).toBeInTheDocument();
    expect(screen.getByText('Правил: 19')).toBeInTheDocument();
    // One table per category (and the seller levels' table, tested on its own).
    const tables = screen
      .getAllByRole('table')
      .filter((table) => table.getAttribute('aria-labelledby')?.startsWith('rules-'));
    expect(tables).toHaveLength(5);
    const general = screen.getByRole('table', { name: 'Общие правила' });
    expect(
      within(general)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['Нарушение', 'Санкция']);
    expect(within(general).getAllByRole('row')).toHaveLength(1 + 4);
    expect(screen.getByRole('table', { name: 'Оплата' })).toHaveTextContent(
      'Обращение в правоохранительные органы',
    );
    expect(document.title).toBe('Правила торговли · Gamelot');
  });

  it('keeps «Принять и продолжить» disabled until the rules are accepted', async () => {
    renderRules();
    const user = userEvent.setup({ delay: null });
    const checkbox = screen.getByRole('checkbox', { name: 'Я прочитал(а) и принимаю эти правила' });
    const disabled = screen.getByRole('link', { name: 'Принять и продолжить' });
    expect(checkbox).not.toBeChecked();
    expect(disabled).toHaveAttribute('aria-disabled', 'true');
    expect(disabled).not.toHaveAttribute('href');
    await user.click(disabled);
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/trade\/rules$/);

    checkbox.focus();
    await user.tab();
    expect(disabled).not.toHaveFocus();

    checkbox.focus();
    await user.keyboard(' ');
    expect(checkbox).toBeChecked();
    const link = screen.getByRole('link', { name: 'Принять и продолжить' });
    expect(link).not.toHaveAttribute('aria-disabled');
    expect(link).toHaveAttribute('href', '/offer/create');
    await user.click(link);
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/offer\/create$/);
  });
});

describe('RulesPage: disputes', () => {
  it('lists the dispute rules and the seller’s time to answer, and says when nothing was decided yet', async () => {
    renderRules();
    expect(screen.getByRole('heading', { name: 'Правила споров' })).toBeInTheDocument();
    expect(screen.getByText('аккаунты: 12 ч')).toBeInTheDocument();
    expect(screen.getByText('услуги: 24 ч')).toBeInTheDocument();
    expect(
      screen.getByText('Продавец не ответил на спор вовремя: покупателю возвращаются все деньги.'),
    ).toBeInTheDocument();
    expect(await screen.findByTestId('dispute-stats')).toHaveTextContent(
      'За последние 90 дней решённых споров пока нет.',
    );
  });

  it('shows the median and the 90th percentile of the time to a decision', async () => {
    renderRules({ days: 90, cases: 12, medianSeconds: 5400, p90Seconds: 3 * 86_400 });
    const stats = await screen.findByTestId('dispute-stats');
    expect(stats).toHaveTextContent('Споров решено за последние 90 дней: 12');
    expect(stats).toHaveTextContent('Медиана: 1,5 ч');
    expect(stats).toHaveTextContent('90% решены за: 3 дн.');
  });
});
