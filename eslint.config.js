// ESLint flat config for the whole monorepo. Layout is Prettier's job (.prettierrc), and
// eslint-config-prettier turns off every rule that would fight it. The one layout rule kept is
// max-len, for what Prettier cannot wrap: long strings, comments and template literals.
import js from '@eslint/js';
import stylistic from '@stylistic/eslint-plugin';
import prettier from 'eslint-config-prettier';
import reactHooks from 'eslint-plugin-react-hooks';
import { defineConfig, globalIgnores } from 'eslint/config';
import globals from 'globals';
import tseslint from 'typescript-eslint';

export default defineConfig(
  globalIgnores([
    '**/dist/',
    '**/data/',
    '**/.tmp/',
    '**/coverage/',
    'test-results/',
    'bench/results/',
    'apps/server/src/db/migrations/',
  ]),

  js.configs.recommended,
  tseslint.configs.recommended,
  {
    languageOptions: {
      // Type information comes from each workspace's own tsconfig.json.
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
      globals: globals.node,
    },
    linterOptions: { reportUnusedDisableDirectives: 'error' },
    rules: {
      // A leading underscore marks a name kept on purpose, e.g. a field dropped from a rest copy.
      '@typescript-eslint/no-unused-vars': [
        'error',
        {
          argsIgnorePattern: '^_',
          varsIgnorePattern: '^_',
          caughtErrorsIgnorePattern: '^_',
          destructuredArrayIgnorePattern: '^_',
          ignoreRestSiblings: true,
        },
      ],
      // The type-aware rules worth their cost: a promise nobody awaits or catches loses its error.
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/await-thenable': 'error',
      // An async handler in a JSX attribute (onClick, onConfirm) is the React idiom; the rule still
      // checks conditions, spreads and other callbacks that drop a promise.
      '@typescript-eslint/no-misused-promises': ['error', { checksVoidReturn: { attributes: false } }],
    },
  },
  {
    files: ['apps/web/src/**', 'e2e/**'],
    languageOptions: { globals: globals.browser },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    ...reactHooks.configs.flat.recommended,
  },
  {
    // A test's probe component hands what a hook returned to the test through an outer variable.
    files: ['apps/web/**/*.test.{ts,tsx}'],
    rules: { 'react-hooks/globals': 'off' },
  },
  {
    // Outside every tsconfig (root and workspace tool configs, scripts): linted without types.
    files: ['*.{js,mjs,ts}', 'scripts/**', '*/vitest.config.ts', '*/*/vitest.config.ts'],
    extends: [tseslint.configs.disableTypeChecked],
  },

  prettier,
  {
    // After eslint-config-prettier, which turns max-len off.
    plugins: { '@stylistic': stylistic },
    rules: {
      '@stylistic/max-len': [
        'error',
        { code: 120, tabWidth: 2, ignoreUrls: true, ignorePattern: '^\\s*(import|export)\\s.+\\sfrom\\s.+;?$' },
      ],
    },
  },
);
