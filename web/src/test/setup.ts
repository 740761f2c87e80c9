import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach, vi } from 'vitest';
import { i18n } from '@/shared/i18n/i18n';
import { en } from '@/shared/i18n/locales/en';

// The app fetches the English catalogue when it is chosen; tests switch languages synchronously.
i18n.addResourceBundle('en', 'translation', en);

afterEach(async () => {
  cleanup();
  vi.useRealTimers();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  localStorage.clear();
  delete document.documentElement.dataset.theme;
  await i18n.changeLanguage('ru');
});
