/** Unit tests: pure TypeScript under src/, plugins/ and scripts/. */
module.exports = {
  testEnvironment: 'node',
  roots: ['<rootDir>/tests/unit'],
  testMatch: ['**/*.test.ts', '**/*.test.tsx'],
  moduleNameMapper: {
    '^@site/(.*)$': '<rootDir>/$1',
    // Exported for `import` only, which jest's resolver does not try (used by @mdx-js/mdx).
    '^estree-walker$': '<rootDir>/node_modules/estree-walker/src/index.js',
    // Exported for `import` only too: execa's npm-run-path uses it under Docusaurus 4 (npm run drill:next).
    '^unicorn-magic$': '<rootDir>/node_modules/unicorn-magic/node.js',
  },
  // Babel for jest only, configured here rather than in a babel.config.js,
  // which Docusaurus Faster (SWC) would find and warn about.
  // mdast-util-from-markdown, micromark, @mdx-js/mdx and the helpers they use ship only as ES
  // modules, which Babel turns into CommonJS for jest; so does github-slugger 2, which @docusaurus/utils 4 requires
  // (npm run drill:next), and execa with the packages it uses, which @docusaurus/utils 4 requires; so does DocSearch 4's
  // button, whose package has no CommonJS entry.
  transformIgnorePatterns: [
    '/node_modules/(?!(@docsearch/react/dist/esm|execa|@sindresorhus/merge-streams|figures|is-unicode-supported|get-stream|@sec-ant/readable-stream|is-stream|human-signals|npm-run-path|path-key|unicorn-magic|pretty-ms|parse-ms|strip-final-newline|which-command|yoctocolors|@docusaurus/core/lib/client|@mdx-js|github-slugger|bail|collapse-white-space|comma-separated-tokens|estree-walker|hast-util-|html-void-elements|is-plain-obj|markdown-extensions|property-information|recma-|rehype-recma|remark-|space-separated-tokens|trim-lines|trough|unified|web-namespaces|mdast-util-|micromark|unist-util-|ccount|character-entities|character-reference-invalid|decode-named-character-reference|devlop|escape-string-regexp|estree-util-|fault|is-alphabetical|is-alphanumerical|is-decimal|is-hexadecimal|longest-streak|markdown-table|parse-entities|stringify-entities|vfile|zwitch)).+\\.js$',
  ],
  transform: {
    '\\.[jt]sx?$': [
      'babel-jest',
      {
        presets: [
          ['@babel/preset-env', {targets: {node: 'current'}}],
          ['@babel/preset-react', {runtime: 'automatic'}],
          '@babel/preset-typescript',
        ],
      },
    ],
  },
};
