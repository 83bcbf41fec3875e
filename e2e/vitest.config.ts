import { defineConfig } from 'vitest/config';

// Browser tests of the real server and pages. They run one file at a time: each starts
// its own server on a free port with an empty temporary database.
export default defineConfig({
  test: {
    name: 'e2e',
    include: ['tests/**/*.e2e.ts'],
    globalSetup: ['support/global-setup.ts'],
    fileParallelism: false,
    testTimeout: 120_000,
    hookTimeout: 180_000,
  },
});
