import { defineConfig } from 'vitest/config';

// Browser tests of the real server and pages. Each file starts its own server on a free
// port with an empty temporary database (or a copy of the demo template). One file at a
// time: two at a time (record 0277) took 644 s against some 12 minutes, each file using
// about a core between its server, its Chromium and itself, and twice in two complete runs
// the job queue's retry of a killed process's jobs missed its five minutes.
export default defineConfig({
  // Some tests read the server's own code (demo data generator, database access).
  resolve: { conditions: ['source'] },
  ssr: { resolve: { conditions: ['source'] } },
  test: {
    name: 'e2e',
    include: ['tests/**/*.e2e.ts'],
    globalSetup: ['support/demo-setup.ts'],
    fileParallelism: false,
    testTimeout: 120_000,
    hookTimeout: 180_000,
  },
});
