import { defineConfig } from 'vitest/config';
import browserTests from './vitest.config';

// The layout audit (`npm run test:layout-audit`, issue 40 « Tests »): every route at 1200 px
// and 390 px, failing on overflow, English texts, wrapped buttons and console errors. Kept
// out of `npm test` while it still lists defects to mend (docs/decisions/web/0286-…).
export default defineConfig({
  ...browserTests,
  test: {
    ...browserTests.test,
    name: 'layout-audit',
    include: ['tests/**/*.audit.ts'],
    testTimeout: 900_000,
  },
});
