// Two projects: pure unit specs beside the code, e2e specs over HTTP under test/.
// temporal-polyfill is ESM-only, so swc turns it into CommonJS for Jest's module registry.
const transform = {
  '^.+\\.(t|j)s$': ['@swc/jest', {
    jsc: { parser: { syntax: 'typescript', decorators: true }, transform: { legacyDecorator: true, decoratorMetadata: true }, target: 'es2022' },
    module: { type: 'commonjs' },
  }],
};
const transformIgnorePatterns = ['/node_modules/(?!(temporal-polyfill|temporal-spec|temporal-utils|@fastify/cookie|cookie|@apidevtools|@jsdevtools)/)'];
module.exports = {
  testTimeout: 60000,
  reporters: ['default', '<rootDir>/test/support/summary-reporter.js'],
  projects: [
    { displayName: 'unit', testEnvironment: 'node', rootDir: __dirname, testMatch: ['<rootDir>/src/**/*.spec.ts'], transform, transformIgnorePatterns },
    {
      displayName: 'e2e', testEnvironment: 'node', rootDir: __dirname, testMatch: ['<rootDir>/test/**/*.e2e-spec.ts'], transform, transformIgnorePatterns,
      globalSetup: '<rootDir>/test/support/global-setup.ts', globalTeardown: '<rootDir>/test/support/global-teardown.ts',

    },
  ],
};
