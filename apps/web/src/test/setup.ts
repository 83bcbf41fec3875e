import { afterEach } from 'vitest';
import { cleanup, configure } from '@testing-library/react';

// A loaded CI machine (2 cores, the server suites and PostgreSQL beside) renders slowly:
// a findBy waits up to 15 s rather than 1 s (a lines grid loaded lazily after a drill-down
// took 6 s there); a wrong page still fails, only later.
configure({ asyncUtilTimeout: 15_000 });

// vitest runs without globals, so Testing Library cannot register its own cleanup.
afterEach(() => {
  cleanup();
  sessionStorage.clear();
});
