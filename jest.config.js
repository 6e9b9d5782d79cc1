// Two projects: pure unit specs beside the code (src/, migrations/ and the workspace packages under packages/), e2e
// specs over HTTP under test/.
// Some dependencies are ESM-only (temporal-polyfill, cookie, json-schema-ref-parser): they are
// transpiled to CommonJS for Jest's module registry like our own sources.
const transform = {
  '^.+\\.(t|j)s$': [
    'ts-jest',
    {
      // Transpile only (isolatedModules in the tsconfig below; tsc -p tsconfig.json type-checks
      // separately); CommonJS for Jest's module registry.
      tsconfig: {
        module: 'commonjs',
        moduleResolution: 'node',
        target: 'es2022',
        allowJs: true,
        esModuleInterop: true,
        experimentalDecorators: true,
        emitDecoratorMetadata: true,
        isolatedModules: true,
        skipLibCheck: true,
      },
    },
  ],
};
// The workspace package @time-tracking/converters is loaded from its TypeScript source (its export
// condition "@time-tracking/source"), like our own sources; Node loads its built dist/.
const testEnvironmentOptions = { customExportConditions: ['node', 'node-addons', '@time-tracking/source'] };
const transformIgnorePatterns = [
  '/node_modules/(?!(temporal-polyfill|temporal-spec|temporal-utils|@fastify/cookie|cookie|@apidevtools|@jsdevtools)/)',
];
module.exports = {
  testTimeout: 60000,
  // Two workers even on two cores (Jest's default is cores - 1): the e2e specs mostly wait (on the
  // database, on timeouts they test, on child processes), so two halve the e2e passes' wall time.
  // Specs that change server-wide state use their own database or server, so they can overlap.
  maxWorkers: 2,
  // web-client/ has its own runners (Vitest, Playwright); Jest never loads it.
  modulePathIgnorePatterns: ['<rootDir>/web-client/'],
  testPathIgnorePatterns: ['/node_modules/', '<rootDir>/web-client/'],
  reporters: ['default', '<rootDir>/test/support/summary-reporter.js'],
  projects: [
    {
      displayName: 'unit',
      testEnvironment: 'node',
      testEnvironmentOptions,
      rootDir: __dirname,
      testMatch: ['<rootDir>/src/**/*.spec.ts', '<rootDir>/migrations/*.spec.ts', '<rootDir>/packages/*/src/**/*.spec.ts'],
      transform,
      transformIgnorePatterns,
    },
    {
      displayName: 'e2e',
      testEnvironment: 'node',
      testEnvironmentOptions,
      rootDir: __dirname,
      testMatch: ['<rootDir>/test/**/*.e2e-spec.ts'],
      transform,
      transformIgnorePatterns,
      globalSetup: '<rootDir>/test/support/global-setup.ts',
      globalTeardown: '<rootDir>/test/support/global-teardown.ts',
    },
  ],
};
