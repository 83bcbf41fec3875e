import { defineConfig } from 'vitest/config';

export default defineConfig({
  resolve: { conditions: ['source'] },
  ssr: { resolve: { conditions: ['source'] } },
  test: {
    name: 'server',
    include: ['src/**/*.test.ts'],
    // Migrated database templates, written once per run (src/test/database-templates.ts).
    globalSetup: ['src/test/global-setup.ts'],
    // The files of a worker share its modules (a file imports the whole app: some 1.8 s
    // each when isolated). Safe here: every file builds its own app on its own database
    // and no server test mocks a module (docs/decisions: « Tests du serveur »).
    isolate: false,
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // Memory tests measure what is retained after a collection, not garbage awaiting one.
    execArgv: ['--expose-gc'],
  },
});
