import { existsSync, readdirSync } from 'node:fs';
import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/** Import boundaries of docs/ARCHITECTURE.md#rules-of-the-road, enforced with core ESLint's no-restricted-imports. */
const restrict = (...patterns) => ({ 'no-restricted-imports': ['error', { patterns }] });
const noServerOrWeb = {
  group: ['@gamelot/server*', '@gamelot/web*'],
  message: 'contract depends on nothing of ours.',
};
const noWeb = { group: ['@gamelot/web*', '**/web/src/**'], message: 'The server never imports the web app.' };
const noServer = {
  group: ['@gamelot/server*', '**/server/src/**'],
  message: 'The web app talks to the server over HTTP only.',
};
const noDeepRelative = {
  group: ['../../*'],
  message: 'Reach outside your folder with the @/ alias (app, features/<name>, shared).',
};
const noFeatures = {
  group: ['@/features/*', '@/app/*'],
  message: 'shared/ must not import features or app.',
};

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      'data/**',
      'coverage/**',
      'test-results/**',
      'playwright-report/**',
      'server/src/db/migrations/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      eqeqeq: ['error', 'smart'],
    },
  },
  {
    files: ['contract/**/*.ts'],
    rules: restrict(noServerOrWeb, {
      group: ['fastify*', 'react*', 'drizzle*'],
      message: 'contract holds schemas and pure rules only.',
    }),
  },
  { files: ['server/**/*.ts', 'bench/**/*.ts'], rules: restrict(noWeb) },
  {
    files: ['server/test/**/*.ts', '**/*.test.ts', '**/*.test.tsx', 'e2e/**/*.ts'],
    rules: { '@typescript-eslint/no-explicit-any': 'off', '@typescript-eslint/no-non-null-assertion': 'off' },
  },
  {
    files: ['web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
      ...restrict(noServer, noDeepRelative),
    },
  },
  { files: ['web/src/shared/**/*.{ts,tsx}'], rules: restrict(noServer, noDeepRelative, noFeatures) },
  ...featureBoundaries(),
);

/** A feature may import shared/ and its own files, never another feature or the app shell. */
function featureBoundaries() {
  const dir = new URL('./web/src/features/', import.meta.url);
  const features = existsSync(dir)
    ? readdirSync(dir, { withFileTypes: true })
        .filter((d) => d.isDirectory())
        .map((d) => d.name)
    : [];
  return features.map((name) => ({
    files: [`web/src/features/${name}/**/*.{ts,tsx}`],
    rules: restrict(noServer, noDeepRelative, {
      group: ['@/features/*', `!@/features/${name}`, `!@/features/${name}/**`, '@/app/*'],
      message: 'Features do not import each other or the app shell; move shared code to @/shared.',
    }),
  }));
}
