import { screen, within } from '@testing-library/react';
import type { ComponentType } from 'react';
import { describe, expect, it } from 'vitest';
import { setLanguage } from '@/shared/i18n/i18n';
import { renderWithProviders } from '@/test/render';
import CookiePolicyPage from './CookiePolicyPage';
import PrivacyPolicyPage from './PrivacyPolicyPage';
import RequisitesPage from './RequisitesPage';
import UserAgreementPage from './UserAgreementPage';

const pages: [string, ComponentType][] = [
  ['Пользовательское соглашение', UserAgreementPage],
  ['Политика конфиденциальности', PrivacyPolicyPage],
  ['Политика cookie', CookiePolicyPage],
  ['Реквизиты', RequisitesPage],
];

const text = () => document.body.textContent!.replace(/\s+/g, ' ');

describe('legal pages', () => {
  it.each(pages)('%s: title, effective date and a contents list of its sections', (title, Page) => {
    renderWithProviders(<Page />);
    expect(screen.getByRole('heading', { level: 1, name: title })).toBeInTheDocument();
    expect(screen.getByText('Действует с 16.07.2025')).toBeInTheDocument();
    const contents = screen.getByRole('navigation', { name: 'Содержание' });
    const sections = screen.getAllByRole('heading', { level: 2 });
    expect(within(contents).getAllByRole('link')).toHaveLength(sections.length);
  });

  it('user agreement: intermediary, 13% commission, 24-hour key refunds, arbitration, blocking', () => {
    renderWithProviders(<UserAgreementPage />);
    expect(text()).toContain('только техническим посредником');
    expect(text()).toMatch(/комиссия 13\s?%/);
    expect(text()).toContain('только за неактивированные ключи и только в течение 24 часов');
    expect(text()).toContain('арбитражем Платформы');
    expect(text()).toContain('заблокировать подозрительные офферы');
    expect(screen.getByRole('heading', { name: /Запрещённые товары/ })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: /Обязанности продавцов/ })).toBeInTheDocument();
  });

  it('privacy policy keeps deal data 5 years and lists the rights', () => {
    renderWithProviders(<PrivacyPolicyPage />);
    expect(text()).toContain('5 лет после завершения сделки');
    expect(screen.getByRole('heading', { name: /Правовые основания/ })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: /Ваши права/ })).toBeInTheDocument();
  });

  it('cookie policy gives the four types and lifetimes', () => {
    renderWithProviders(<CookiePolicyPage />);
    const table = screen.getByRole('table');
    for (const lifetime of ['До закрытия браузера', 'До 30 дней', 'До 1 года', 'До 2 лет']) {
      expect(within(table).getByText(lifetime)).toBeInTheDocument();
    }
  });

  it('requisites: a self-employed operator to fill in, digital goods, 5 million, the three documents', () => {
    renderWithProviders(<RequisitesPage />);
    expect(text()).toContain('Самозанятый');
    expect(screen.getAllByText('заполняется оператором').length).toBeGreaterThanOrEqual(2);
    expect(text()).toContain('Все товары на Gamelot цифровые');
    expect(text()).toContain('5 000 000 рублей в месяц');
    const documents = screen.getByRole('region', { name: /Документы/ });
    expect(within(documents).getByRole('link', { name: 'Пользовательское соглашение' })).toHaveAttribute(
      'href',
      '/user-agreement',
    );
    expect(within(documents).getByRole('link', { name: 'Политика конфиденциальности' })).toHaveAttribute(
      'href',
      '/privacy-policy',
    );
    expect(within(documents).getByRole('link', { name: 'Политика cookie' })).toHaveAttribute(
      'href',
      '/cookie-policy',
    );
  });

  it('shows the English text in English', async () => {
    setLanguage('en');
    renderWithProviders(<UserAgreementPage />);
    expect(await screen.findByRole('heading', { level: 1, name: 'User agreement' })).toBeInTheDocument();
    expect(screen.getByText('Effective 16.07.2025')).toBeInTheDocument();
    expect(text()).toContain('commission of 13%');
    expect(text()).not.toMatch(/[а-яё]/i);
  });
});
