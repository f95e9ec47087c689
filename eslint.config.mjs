// ESLint for every TypeScript and JavaScript file of the project (`npm run lint`, part of `npm test`).
// Formatting is Prettier's job: no rule here is about layout.
import js from '@eslint/js';
import docusaurus from '@docusaurus/eslint-plugin';
import react from 'eslint-plugin-react';
import reactHooks from 'eslint-plugin-react-hooks';
import fs from 'node:fs';
import path from 'node:path';
import globals from 'globals';
import ts from 'typescript';
import tseslint from 'typescript-eslint';

// seams.ts, the registry of reaches into packages' internals, as a module: TypeScript strips its types (it
// imports types only), and the files its entries name are the only ones allowed a reach (the rule below).
const root = path.dirname(new URL(import.meta.url).pathname);
const {seams, whereNames} = await import(
  `data:text/javascript,${encodeURIComponent(
    ts.transpileModule(fs.readFileSync(path.join(root, 'seams.ts'), 'utf8'), {
      compilerOptions: {module: ts.ModuleKind.ESNext, target: ts.ScriptTarget.ES2022},
    }).outputText,
  )}`
);
// The files each entry names, and its test, which reaches where the entry does to prove it.
const registered = [...seams.flatMap((seam) => seam.where), ...seams.map((seam) => seam.test.split(' > ')[0])];

/** What counts as a reach into a package's internals. */
const PRIVATE_PATH = /^@docusaurus\/[^/]+\/lib(\/|$)|\/internal(\/|$)|^@generated(\/|$)/;
const BUNDLER_RUNTIME = /^__webpack_|^resolveWeak$/;
const REACT_INTERNAL =
  /^__(SECRET|CLIENT|SERVER)_INTERNALS|^__react(Fiber|Props|Container|Events|Listening)|^_reactRootContainer$/;

/**
 * seams/registered-reach: a reach into a package's internals (an import of a private path, the bundler's
 * runtime, a React internal) only in a file an entry of seams.ts names, so that every reach has its entry,
 * its test and its way out (tests/unit/seam-reaches.test.ts).
 */
const registeredReach = {
  meta: {
    type: 'problem',
    docs: {description: "A reach into a package's internals only in a file seams.ts names."},
    messages: {
      reach:
        '{{what}} is a reach into internals: register {{file}} in an entry of seams.ts (with the test that proves ' +
        'it), or use public API.',
    },
    schema: [],
  },
  create(context) {
    const file = path.relative(root, context.filename).split(path.sep).join('/');
    if (whereNames(registered, file)) return {};
    const report = (node, what) => context.report({node, messageId: 'reach', data: {what, file}});
    const checkSource = (node) => {
      if (node && typeof node.value === 'string' && PRIVATE_PATH.test(node.value))
        report(node, `The import of "${node.value}"`);
    };
    const checkName = (node, name) => {
      if (BUNDLER_RUNTIME.test(name)) report(node, `The bundler's runtime (${name})`);
      else if (REACT_INTERNAL.test(name)) report(node, `React's internal ${name}`);
    };
    return {
      ImportDeclaration: (node) => checkSource(node.source),
      ImportExpression: (node) => checkSource(node.source),
      ExportAllDeclaration: (node) => checkSource(node.source),
      ExportNamedDeclaration: (node) => checkSource(node.source),
      TSImportType: (node) => checkSource(node.argument?.literal ?? node.argument),
      TSModuleDeclaration: (node) => checkSource(node.id.type === 'Literal' ? node.id : null),
      'CallExpression[callee.name="require"]': (node) => checkSource(node.arguments[0]),
      Identifier: (node) => checkName(node, node.name),
      // A name in a string (`window['__webpack_require__']`), not prose that mentions one.
      Literal: (node) => {
        if (typeof node.value === 'string' && /^[\w$]+$/.test(node.value)) checkName(node, node.value);
      },
    };
  },
};

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
    files: ['**/*.{ts,tsx,js,mjs,cjs}'],
    plugins: {seams: {rules: {'registered-reach': registeredReach}}},
    rules: {'seams/registered-reach': 'error'},
  },
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
