import js from '@eslint/js';
import svelte from 'eslint-plugin-svelte';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import importSpelling from './eslint/import-spelling-rule.js';
import layering from './eslint/layering-rule.js';

/** Browser and Node globals that shared/ must not touch: it runs in both processes. */
const PLATFORM_GLOBALS = [
  'window',
  'document',
  'navigator',
  'localStorage',
  'sessionStorage',
  'location',
  'process',
  'Buffer',
  'require',
  '__dirname',
  'global',
];

export default tseslint.config(
  { ignores: ['node_modules/', 'dist/', 'out/', 'test-results/', 'renderer/dist/'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  ...svelte.configs['flat/recommended'],
  {
    files: ['**/*.svelte', '**/*.svelte.ts'],
    languageOptions: { parserOptions: { parser: tseslint.parser, extraFileExtensions: ['.svelte'] } },
  },
  {
    plugins: { fieldboard: { rules: { ...layering.rules, ...importSpelling.rules } } },
    rules: {
      'fieldboard/layering': 'error',
      'fieldboard/import-spelling': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    files: ['main/**', 'test/**', 'bench/**', 'scripts/**', 'eslint/**', 'bin/**', '*.config.*'],
    languageOptions: { globals: globals.node },
  },
  { files: ['renderer/**'], languageOptions: { globals: globals.browser } },
  // Tests poke at JSON answers whose shape is the thing under test.
  { files: ['test/**'], rules: { '@typescript-eslint/no-explicit-any': 'off' } },
  {
    files: ['shared/**'],
    rules: {
      'no-restricted-globals': [
        'error',
        ...PLATFORM_GLOBALS.map((name) => ({ name, message: 'shared/ runs in every process: no DOM or Node globals.' })),
      ],
    },
  },
);
