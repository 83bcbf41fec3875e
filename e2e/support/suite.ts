import { afterAll, beforeAll } from 'vitest';
import type { Browser } from 'playwright-core';
import { launchBrowser } from './browser';
import { startServer, type RunningServer } from './server';

export interface Suite {
  server: RunningServer;
  browser: Browser;
}

/**
 * The usual set-up of a browser test file, called inside its describe: the real server on
 * a fresh database (with `env`, e.g. PRISME_DEMO_DATA) and a browser, both started before
 * the tests and stopped after them. The fields are set once beforeAll has run.
 */
export function serverAndBrowser(env: NodeJS.ProcessEnv = {}): Suite {
  const suite = {} as Suite;
  beforeAll(async () => {
    [suite.server, suite.browser] = await Promise.all([startServer(env), launchBrowser()]);
  });
  afterAll(async () => {
    await suite.browser?.close();
    await suite.server?.stop();
  });
  return suite;
}
