import { afterEach, describe, expect, it, vi } from 'vitest';
import { ChunkTimeoutError, withTimeout } from './lazy-page';

describe('withTimeout (chunk loads, spec §8)', () => {
  afterEach(() => void vi.useRealTimers());
  it('rejects with ChunkTimeoutError when the chunk does not arrive in time', async () => {
    vi.useFakeTimers();
    const pending = withTimeout(new Promise(() => {}), 120_000);
    vi.advanceTimersByTime(120_000);
    await expect(pending).rejects.toBeInstanceOf(ChunkTimeoutError);
  });
  it('passes the module through when it arrives', async () => {
    await expect(withTimeout(Promise.resolve('page'), 1000)).resolves.toBe('page');
  });
});
