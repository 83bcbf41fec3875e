import { defineConfig } from 'vitest/config';

// Crash tests (issue 20 §3, `npm run test:crash`): the real server killed with SIGKILL in
// the middle of its work, then started again on the same data. One file at a time, its
// tests in order (each builds on the previous one's data); servers start several times.
export default defineConfig({
  resolve: { conditions: ['source'] },
  ssr: { resolve: { conditions: ['source'] } },
  test: {
    name: 'crash',
    include: ['crash/**/*.crash.ts'],
    globalSetup: ['support/global-setup.ts'],
    fileParallelism: false,
    sequence: { concurrent: false },
    testTimeout: 300_000,
    hookTimeout: 300_000,
  },
});
