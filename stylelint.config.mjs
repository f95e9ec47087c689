// stylelint for the site's stylesheets and CSS modules (`npm run lint`, part of `npm test`).
/** @type {import('stylelint').Config} */
export default {
  extends: ['stylelint-config-standard', 'stylelint-config-css-modules'],
  ignoreFiles: [
    'build/**',
    'build-*/**',
    '.docusaurus/**',
    'node_modules/**',
    'test-results/**',
    'bench-results/**',
    // Ejected with its component: stays diffable against the upstream stylesheet.
    'src/theme/TOC/styles.module.css',
    'plugins/search/theme/SearchPage/styles.module.css',
  ],
  overrides: [
    {
      // Plain stylesheets style Docusaurus's and DocSearch's own class names.
      files: ['src/css/*.css', 'plugins/**/*.css'],
      rules: {'selector-class-pattern': null},
    },
  ],
  rules: {
    // CSS modules are read as `styles.someClass` from TypeScript: class names are camelCase.
    'selector-class-pattern': [
      '^[a-z][a-zA-Z0-9]*$',
      {message: (name) => `Expected class "${name}" to be camelCase, as CSS modules are read from TypeScript`},
    ],
  },
};
