import { defineConfig } from 'vitest/config';

// One runner for every workspace's unit and integration tests. The browser tests of
// e2e/ run separately (npm run test:e2e) because they need a built web app.
export default defineConfig({
  test: {
    // Vitest's default on a 2-core machine is one worker (cores − 1): the server's tests
    // wait on their databases much of the time, so two files at once use both cores.
    maxWorkers: 2,
    projects: ['packages/domain', 'packages/engine', 'apps/server', 'apps/web'],
  },
});
