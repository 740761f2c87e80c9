export type Theme = 'dark' | 'light';
export const THEME_STORAGE_KEY = 'theme';
export const DEFAULT_THEME: Theme = 'dark';

function isTheme(value: unknown): value is Theme {
  return value === 'dark' || value === 'light';
}

/**
 * The theme already on <html> (set before first paint by public/theme-init.js),
 * else the remembered one, else dark.
 */
export function initialTheme(): Theme {
  const fromDocument = document.documentElement.dataset.theme;
  if (isTheme(fromDocument)) return fromDocument;
  try {
    const stored = window.localStorage.getItem(THEME_STORAGE_KEY);
    if (isTheme(stored)) return stored;
  } catch {
    // Storage unavailable: use the default.
  }
  return DEFAULT_THEME;
}

export function applyTheme(theme: Theme): void {
  document.documentElement.dataset.theme = theme;
  document.documentElement.style.colorScheme = theme;
  try {
    window.localStorage.setItem(THEME_STORAGE_KEY, theme);
  } catch {
    // Not remembered; applies to this page only.
  }
}
