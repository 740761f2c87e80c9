import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, vi } from 'vitest';
import { i18n } from '@/shared/i18n/i18n';
import { en } from '@/shared/i18n/locales/en';
import { server, violations } from './msw';

// The app fetches the English catalogue when it is chosen; tests switch languages synchronously.
i18n.addResourceBundle('en', 'translation', en);

// Test files share their worker's modules (ADR 0047). The app's own code is loaded once per worker
// before the first test: no lazily loaded page or section is then still arriving when a file ends
// and its environment goes away (the module would be left half loaded for the next file).
const appModules = import.meta.glob([
  '../**/*.{ts,tsx}',
  '!../**/*.test.{ts,tsx}',
  '!../test/**',
  '!../main.tsx',
]);
beforeAll(async () => {
  await Promise.all(Object.values(appModules).map((load) => load()));
});

// API answers come from MSW (fetch-mock.ts); a request no test answers fails loudly.
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());

afterEach(async () => {
  cleanup();
  server.resetHandlers();
  vi.useRealTimers();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  localStorage.clear();
  delete document.documentElement.dataset.theme;
  await i18n.changeLanguage('ru');
  const seen = violations.splice(0);
  if (seen.length) throw new Error(seen.join('\n'));
});
