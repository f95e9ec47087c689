/** Unit tests: pure TypeScript under src/, plugins/ and scripts/. */
module.exports = {
  testEnvironment: 'node',
  roots: ['<rootDir>/tests/unit'],
  testMatch: ['**/*.test.ts', '**/*.test.tsx'],
  moduleNameMapper: {'^@site/(.*)$': '<rootDir>/$1'},
};
