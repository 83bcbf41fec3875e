import { describe, expect, it } from 'vitest';
import { archiveFlagsToLoad } from './archive-flags';

describe('when the archive-exists flags are read (spec §2 menu, §4)', () => {
  const role = 'Client.DEMO1';

  it('reads them when stale for the current role', () => {
    expect(archiveFlagsToLoad({ role, status: 'stale' }, role, false)).toBe(role);
  });

  it('reads them when they describe another role, whatever their status', () => {
    for (const status of ['stale', 'loading', 'loaded', 'failed'] as const) {
      expect(archiveFlagsToLoad({ role: 'Client.DEMO2', status }, role, false)).toBe(role);
      expect(archiveFlagsToLoad({ role: null, status }, role, false)).toBe(role);
    }
  });

  it('leaves loaded and failed flags of the role alone (a failure is not retried in a loop)', () => {
    expect(archiveFlagsToLoad({ role, status: 'loaded' }, role, false)).toBeNull();
    expect(archiveFlagsToLoad({ role, status: 'failed' }, role, false)).toBeNull();
  });

  it('does not read twice, but reads flags left « loading » by a reload of the page', () => {
    expect(archiveFlagsToLoad({ role, status: 'loading' }, role, true)).toBeNull();
    expect(archiveFlagsToLoad({ role, status: 'stale' }, role, true)).toBeNull();
    expect(archiveFlagsToLoad({ role, status: 'loading' }, role, false)).toBe(role);
  });

  it('reads nothing without a client role', () => {
    expect(archiveFlagsToLoad({ role: null, status: 'stale' }, null, false)).toBeNull();
    expect(archiveFlagsToLoad({ role, status: 'stale' }, null, false)).toBeNull();
  });
});
