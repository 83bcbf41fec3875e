import { defineConfig } from 'vitest/config';

// Browser tests of the real server and pages. Each file starts its own server on a free
// port with an empty temporary database (or a copy of the demo template), so files run two
// at a time, one per core of the CI machine (issue 41 §8: one at a time took 12 minutes,
// each file using about one core between its server, its browser and itself).
export default defineConfig({
  // Some tests read the server's own code (demo data generator, database access).
  resolve: { conditions: ['source'] },
  ssr: { resolve: { conditions: ['source'] } },
  test: {
    name: 'e2e',
    include: ['tests/**/*.e2e.ts'],
    globalSetup: ['support/demo-setup.ts'],
    fileParallelism: true,
    maxWorkers: 2,
    testTimeout: 120_000,
    hookTimeout: 180_000,
  },
});
