import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ThemeProvider } from '@/shared/theme/ThemeProvider';
import { ThemeToggle } from './ThemeToggle';

describe('ThemeToggle', () => {
  it('starts dark and is labelled with the other mode', () => {
    render(
      <ThemeProvider>
        <ThemeToggle />
      </ThemeProvider>,
    );
    expect(screen.getByRole('button', { name: 'Светлая тема' })).toBeInTheDocument();
  });

  it('flips its label, applies data-theme and remembers the choice', async () => {
    const user = userEvent.setup({ delay: null });
    const { unmount } = render(
      <ThemeProvider>
        <ThemeToggle />
      </ThemeProvider>,
    );
    await user.click(screen.getByRole('button', { name: 'Светлая тема' }));
    expect(screen.getByRole('button', { name: 'Тёмная тема' })).toBeInTheDocument();
    expect(document.documentElement.dataset.theme).toBe('light');
    expect(localStorage.getItem('theme')).toBe('light');

    unmount();
    delete document.documentElement.dataset.theme;
    render(
      <ThemeProvider>
        <ThemeToggle compact />
      </ThemeProvider>,
    );
    expect(screen.getByRole('button', { name: 'Тёмная тема' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Тёмная тема' }));
    expect(localStorage.getItem('theme')).toBe('dark');
    expect(document.documentElement.dataset.theme).toBe('dark');
  });
});
