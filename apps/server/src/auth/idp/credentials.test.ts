import { describe, expect, it } from 'vitest';
import { FREE_ATTEMPTS, lockSecondsAfter } from './credentials';

describe('lockSecondsAfter', () => {
  it('lets the first failures through, then doubles the wait up to 15 minutes', () => {
    expect(lockSecondsAfter(FREE_ATTEMPTS - 1)).toBe(0);
    expect(lockSecondsAfter(FREE_ATTEMPTS)).toBe(2);
    expect(lockSecondsAfter(FREE_ATTEMPTS + 1)).toBe(4);
    expect(lockSecondsAfter(FREE_ATTEMPTS + 3)).toBe(16);
    expect(lockSecondsAfter(100)).toBe(900);
  });
});
