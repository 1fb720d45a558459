import js from '@eslint/js';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

const nodeBuiltins = [
  'node:*',
  'fs',
  'fs/*',
  'path',
  'os',
  'http',
  'https',
  'crypto',
  'child_process',
  'url',
  'stream',
  'buffer',
  'process',
  'util',
  'events',
  'worker_threads',
];

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/node_modules/**',
      '**/.turbo/**',
      '**/coverage/**',
      '**/test-results/**',
      '**/playwright-report/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { ecmaVersion: 2023, sourceType: 'module' },
    rules: {
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/consistent-type-definitions': ['error', 'type'],
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      'no-restricted-syntax': [
        'error',
        {
          selector: 'ExportAllDeclaration',
          message: 'Export names explicitly: each package has an explicit public API.',
        },
      ],
    },
  },
  {
    files: ['**/*.{js,mjs,cjs}', 'apps/server/**', 'tools/**', 'e2e/**', '**/*.config.ts'],
    languageOptions: { globals: { ...globals.node } },
  },
  {
    // Test scaffolding stays out of the server's build (tsconfig.build.json leaves src/testing out).
    files: ['apps/server/src/**/*.ts'],
    ignores: ['apps/server/src/**/*.test.ts', 'apps/server/src/testing/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/testing/*'],
              message: 'Production code may not import test scaffolding (src/testing).',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: { ...reactHooks.configs.recommended.rules },
  },
  {
    // The domain core is pure: no Node or DOM APIs, no clock, no I/O, no other workspace package.
    files: ['packages/core/src/**/*.ts'],
    ignores: ['packages/core/src/**/*.test.ts'],
    languageOptions: { globals: {} },
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: nodeBuiltins, message: 'packages/core is pure: no Node APIs.' },
            {
              group: ['@cashline/*'],
              message: 'packages/core imports no other workspace package.',
            },
            { group: ['react', 'react-*', 'react/*'], message: 'packages/core has no UI.' },
          ],
        },
      ],
      'no-restricted-globals': [
        'error',
        ...[
          'window',
          'document',
          'localStorage',
          'indexedDB',
          'navigator',
          'fetch',
          'setTimeout',
          'setInterval',
          'process',
          'Buffer',
          'require',
          '__dirname',
          'console',
        ].map((name) => ({ name, message: `packages/core is pure: ${name} is not allowed.` })),
      ],
      'no-restricted-syntax': [
        'error',
        {
          selector: 'ExportAllDeclaration',
          message: 'Export names explicitly: each package has an explicit public API.',
        },
        {
          selector: "NewExpression[callee.name='Date'][arguments.length=0]",
          message: 'packages/core never reads the clock: pass `today` in.',
        },
        {
          selector: "CallExpression[callee.object.name='Date'][callee.property.name='now']",
          message: 'packages/core never reads the clock: pass `today` in.',
        },
        {
          selector: "CallExpression[callee.object.name='Math'][callee.property.name='random']",
          message: 'packages/core is deterministic: no Math.random.',
        },
      ],
    },
  },
  {
    // The AI package may depend on the core only, and runs in browsers and Node alike.
    files: ['packages/ai/src/**/*.ts'],
    ignores: ['packages/ai/src/**/*.test.ts', 'packages/ai/src/testing/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: nodeBuiltins, message: 'packages/ai runs in the browser too: no Node APIs.' },
            {
              group: ['@cashline/*', '!@cashline/core'],
              message: 'packages/ai may import only @cashline/core.',
            },
          ],
        },
      ],
    },
  },
);
