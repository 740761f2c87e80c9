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

/**
 * Temporary (remove once domain events replace them, see docs/decisions/0041-modules-are-boundaries.md):
 * the direct calls into notifications/service.ts and the chats' system messages, and the
 * notifications service reading chats/repository.ts, are being replaced by domain events.
 */
const PENDING_EVENT_CALLS = ['notifications/service.ts', 'chats/service.ts'];
const REPOSITORIES = [
  '**/repository.ts',
  '**/*-repository.ts',
  'server/src/modules/users/google-accounts.ts',
];
const noTables = {
  group: ['**/db/schema/*'],
  allowTypeImports: true,
  message:
    'Tables are used in repositories only (docs/decisions/0041-modules-are-boundaries.md); import types here.',
};
const PENDING_EVENT_READS = { notifications: ['chats/repository.ts'] };

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
  ...serverModuleBoundaries(),
  {
    files: ['server/src/{plugins,realtime,db,policy}/**/*.ts'],
    ignores: ['**/*.test.ts'],
    rules: restrict(noWeb, {
      regex: String.raw`(^|/)modules/[a-z-]+/(?!index\.ts$)[^/]+$`,
      message: 'Infrastructure reaches a module through its index.ts only, never its internals.',
    }),
  },
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

/**
 * A server module is a boundary (ADR 0041): from another module it imports only that module's
 * `index.ts`, never its repository, service, presenter or other internals. Tests may set up what
 * they need anywhere.
 */
function serverModuleBoundaries() {
  const dir = new URL('./server/src/modules/', import.meta.url);
  const modules = existsSync(dir)
    ? readdirSync(dir, { withFileTypes: true })
        .filter((d) => d.isDirectory())
        .map((d) => d.name)
    : [];
  const escape = (path) => path.replace(/[.]/g, '\\.');
  return modules.flatMap((name) => {
    const allowed = [`${name}/`, ...PENDING_EVENT_CALLS, ...(PENDING_EVENT_READS[name] ?? [])];
    const except = allowed.map((path) => `(?!${escape(path)}${path.endsWith('/') ? '' : '$'})`).join('');
    const boundary = {
      regex: String.raw`^\.\./${except}[a-z-]+/(?!index\.ts$)[^/]+$`,
      message:
        'Another module is reached through its index.ts only (docs/decisions/0041-modules-are-boundaries.md).',
    };
    const files = [`server/src/modules/${name}/**/*.ts`];
    return [
      { files, ignores: ['**/*.test.ts'], rules: restrict(noWeb, boundary) },
      // Tables are declared in db/schema/ and used in SQL, which lives in repositories only.
      { files, ignores: ['**/*.test.ts', ...REPOSITORIES], rules: restrict(noWeb, boundary, noTables) },
    ];
  });
}
