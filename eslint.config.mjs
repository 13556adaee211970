import js from '@eslint/js';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import i18next from 'eslint-plugin-i18next';
import { importX } from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';

// Module boundaries: a service may import only libs/, never another app's code.
const boundaryPatterns = [
  {
    group: ['**/services/*/src/**', '**/gateway/src/**', '**/web/src/**', '**/admin-web/src/**'],
    message: 'Apps share code only through libs/.',
  },
  {
    group: [
      '@streamhub/gateway',
      '@streamhub/auth',
      '@streamhub/catalog',
      '@streamhub/billing',
      '@streamhub/support',
      '@streamhub/banner',
      '@streamhub/analytics',
      '@streamhub/media-worker',
      '@streamhub/web',
      '@streamhub/admin-web',
    ],
    message: 'Apps share code only through libs/.',
  },
];
const appBoundaries = {
  'no-restricted-imports': ['error', { patterns: boundaryPatterns }],
};

// Outside the transport (libs/nest-kit), Kafka handlers are declared only through the checked
// decorators, so every request and event handler is typed by libs/contracts.
const checkedHandlerImports = [
  {
    name: '@nestjs/microservices',
    importNames: ['MessagePattern', 'EventPattern'],
    message:
      "Use @RpcHandler(pattern) or @EventHandler(type) from '@streamhub/nest-kit': they check the handler against libs/contracts/src/messaging/rpc-contracts.ts / event-contracts.ts.",
  },
];
const checkedHandlers = {
  'no-restricted-imports': ['error', { patterns: boundaryPatterns, paths: checkedHandlerImports }],
};

// The web apps and web-kit run on Preact (preact/compat, see libs/web-kit/src/vite-config.ts),
// which has not got React 19's newest APIs.
const preactCompatLacks = 'Not in preact/compat, which the web apps run on (libs/web-kit/src/vite-config.ts).';
const reactOnlyApis = [
  {
    name: 'react',
    importNames: ['use', 'useActionState', 'useOptimistic', 'useEffectEvent', 'Activity', 'cache'],
    message: preactCompatLacks,
  },
  { name: 'react-dom', importNames: ['useFormStatus', 'requestFormReset'], message: preactCompatLacks },
];

// The same boundaries for the two web apps: each imports only libs/ (and never the server-side ones).
const serverOnly = [
  '@nestjs/*',
  'mongoose',
  'kafkajs',
  'bullmq',
  'ioredis',
  '@streamhub/nest-kit',
  '@streamhub/testkit',
];
const webAppBoundaries = (otherWebApp) => ({
  'no-restricted-imports': [
    'error',
    {
      patterns: [
        {
          group: ['**/services/*/src/**', '**/gateway/src/**', `**/${otherWebApp}/src/**`],
          message: 'Apps share code only through libs/.',
        },
        {
          group: ['@streamhub/*', '!@streamhub/contracts', '!@streamhub/web-kit'],
          message: 'Web apps share code only through libs/contracts and libs/web-kit.',
        },
        { group: serverOnly, message: 'Server-side packages stay out of the browser bundles.' },
      ],
      paths: reactOnlyApis,
    },
  ],
});

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/node_modules/**',
      '.stack/**',
      'bench/results/**',
      '**/*.d.ts',
      'admin-web/src/app/generated/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    files: ['gateway/**/*.ts', 'services/**/*.ts', 'libs/**/*.{ts,tsx}'],
    ignores: ['libs/nest-kit/**'],
    rules: checkedHandlers,
  },
  { files: ['libs/nest-kit/**/*.ts'], rules: appBoundaries },
  { files: ['web/**/*.{ts,tsx}', 'admin-web/**/*.{ts,tsx}'], languageOptions: { globals: { ...globals.browser } } },
  { files: ['web/**/*.{ts,tsx}'], rules: webAppBoundaries('admin-web') },
  { files: ['admin-web/**/*.{ts,tsx}'], rules: webAppBoundaries('web') },
  {
    files: ['libs/web-kit/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: boundaryPatterns, paths: [...checkedHandlerImports, ...reactOnlyApis] },
      ],
    },
  },
  // Type-aware checks on application and library code and on their tests: a promise is awaited,
  // handled or marked `void` (a forgotten one fails silently, and in a test an assertion that never
  // ran passes), and none is passed where nothing waits for it. Each file is checked with its
  // project's tsconfig.json, which covers src/ and test/.
  {
    files: ['**/src/**/*.{ts,tsx}', '**/test/**/*.ts', 'e2e/tests/**/*.ts'],
    languageOptions: { parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname } },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-misused-promises': ['error', { checksVoidReturn: false }],
    },
  },
  // Hooks called only at the top level of components and hooks, with every dependency listed.
  {
    files: ['web/**/*.{ts,tsx}', 'admin-web/**/*.{ts,tsx}', 'libs/web-kit/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'error' },
  },
  // No import cycles inside the shared libraries (a cycle makes the order modules load in decide
  // whether a constant is defined yet). Type-only imports are erased and do not count.
  {
    files: ['libs/*/src/**/*.{ts,tsx}'],
    plugins: { 'import-x': importX },
    settings: {
      ...importX.flatConfigs.typescript.settings,
      'import-x/resolver-next': [createTypeScriptImportResolver({ alwaysTryTypes: true })],
    },
    rules: { 'import-x/no-cycle': ['error', { ignoreExternal: true }] },
  },
  {
    files: ['libs/contracts/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['@nestjs/*', 'mongoose', 'kafkajs'],
              message: 'contracts stay plain TypeScript so the web clients can import them.',
            },
          ],
        },
      ],
    },
  },
  // Both apps' user-visible text goes through their catalogs (docs/i18n.md): a literal in JSX text or
  // in a user-visible attribute fails lint.
  {
    files: ['web/src/**/*.tsx', 'admin-web/src/**/*.tsx'],
    ignores: ['web/src/**/*.spec.tsx', 'admin-web/src/**/*.spec.tsx'],
    plugins: { i18next },
    rules: {
      'i18next/no-literal-string': [
        'error',
        {
          mode: 'jsx-only',
          'jsx-attributes': {
            include: ['aria-label', 'placeholder', 'title', 'alt', 'label', 'aria-description'],
          },
          words: { exclude: ['[0-9!-/:-@[-`{-~·…→←×–—•₹©▶☰✎★⚠]+', '[A-Z0-9_-]+', 'StreamHub', 'Stream', 'Hub'] },
        },
      ],
    },
  },
);
