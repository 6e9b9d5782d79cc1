import { defineConfig } from 'vitest/config';

// The browser scenarios share one server and one Chromium (see e2e/setup.ts); files run one at a time.
export default defineConfig({
  test: {
    include: ['e2e/**/*.e2e.ts'],
    environment: 'node',
    fileParallelism: false,
    testTimeout: 60_000,
    hookTimeout: 90_000,
    // A shared, busy machine: give polled page state a few seconds rather than the default one.
    expect: { poll: { timeout: 8000, interval: 100 } },
    globalSetup: ['e2e/global-setup.ts'],
  },
});
