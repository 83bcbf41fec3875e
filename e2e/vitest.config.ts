import { defineConfig } from 'vitest/config';

// Browser tests of the real server and pages. They run one file at a time: each starts
// its own server on a free port with an empty temporary database.
export default defineConfig({
  // Some tests read the server's own code (demo data generator, database access).
  resolve: { conditions: ['source'] },
  ssr: { resolve: { conditions: ['source'] } },
  test: {
    name: 'e2e',
    include: ['tests/**/*.e2e.ts'],
    globalSetup: ['support/global-setup.ts', 'support/demo-setup.ts'],
    fileParallelism: false,
    testTimeout: 120_000,
    hookTimeout: 180_000,
  },
});
