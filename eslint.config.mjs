// ESLint for every TypeScript and JavaScript file of the project (`npm run lint`, part of `npm test`).
// Formatting is Prettier's job: no rule here is about layout.
import js from '@eslint/js';
import docusaurus from '@docusaurus/eslint-plugin';
import react from 'eslint-plugin-react';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  {
    ignores: [
      'build/',
      'build-*/',
      '.docusaurus/',
      'node_modules/',
      'test-results/',
      'bench-results/',
      'coverage/',
      'static/',
      // Scratch scripts of a working copy (git ignores the folder too).
      '.tmp/',
      // Ejected with upstream's own lint comments (for rules this project does not run): kept diffable, not linted.
      'plugins/search/theme/SearchPage/index.tsx',
    ],
  },
  js.configs.recommended,
  tseslint.configs.recommended,
  {
    languageOptions: {
      globals: {...globals.node},
    },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', {argsIgnorePattern: '^_', varsIgnorePattern: '^_'}],
      '@typescript-eslint/consistent-type-imports': ['error', {fixStyle: 'inline-type-imports'}],
      eqeqeq: ['error', 'always', {null: 'ignore'}],
      'no-console': 'off',
    },
  },
  // Code that runs in the browser: React components, theme overrides, client modules, local plugins' client parts.
  {
    files: ['src/**/*.{ts,tsx,js}', 'plugins/**/*.{ts,tsx,js}'],
    languageOptions: {globals: {...globals.browser}},
  },
  {
    files: ['**/*.tsx', 'src/accelerators/islands/useKeepServerHtml.ts'],
    plugins: {react, 'react-hooks': reactHooks, '@docusaurus': docusaurus},
    settings: {react: {version: 'detect'}},
    rules: {
      ...react.configs.flat.recommended.rules,
      ...react.configs.flat['jsx-runtime'].rules,
      ...reactHooks.configs['recommended-latest'].rules,
      // The site has one language; its texts are not wrapped in <Translate>.
      '@docusaurus/string-literal-i18n-messages': 'error',
      '@docusaurus/no-html-links': 'error',
      '@docusaurus/prefer-docusaurus-heading': 'error',
      'react/prop-types': 'off',
    },
  },
  // Layers: src/ (the site) and plugins/ (build-time features) never import each other; what both need lives
  // in shared/, which imports neither.
  {
    files: ['src/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {group: ['@site/plugins/*', '**/plugins/*'], message: 'src/ does not import plugins/: use shared/.'},
          ],
        },
      ],
    },
  },
  {
    files: ['plugins/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {patterns: [{group: ['@site/src/*', '**/src/*'], message: 'plugins/ does not import src/: use shared/.'}]},
      ],
    },
  },
  {
    files: ['shared/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['@site/src/*', '**/src/*', '@site/plugins/*', '**/plugins/*'],
              message: 'shared/ imports neither side.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['tests/**/*.ts'],
    languageOptions: {globals: {...globals.jest}},
  },
);
