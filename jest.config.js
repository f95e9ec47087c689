/** Unit tests: pure TypeScript under src/, plugins/ and scripts/. */
module.exports = {
  testEnvironment: 'node',
  roots: ['<rootDir>/tests/unit'],
  testMatch: ['**/*.test.ts', '**/*.test.tsx'],
  moduleNameMapper: {'^@site/(.*)$': '<rootDir>/$1'},
  // Babel for jest only, configured here rather than in a babel.config.js,
  // which Docusaurus Faster (SWC) would find and warn about.
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
