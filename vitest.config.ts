import { defineConfig } from 'vitest/config';

// One runner for every workspace's unit and integration tests. The browser tests of
// e2e/ run separately (npm run test:e2e) because they need a built web app.
export default defineConfig({
  test: {
    projects: ['packages/domain', 'packages/engine', 'apps/server', 'apps/web'],
  },
});
