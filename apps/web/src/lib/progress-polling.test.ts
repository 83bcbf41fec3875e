import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { JobProgress } from '@prisme/domain';
import { ApiError } from '../api/client';
import { pollProgress, withProgress } from './progress-polling';

const progress = (percent: number): JobProgress => ({
  stage: 'lookthrough',
  percent,
  label: 'Transparisation',
});
const notStarted = () => new ApiError(404, 'NOT_FOUND', 'introuvable');

describe('progress polling', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('reads every 500 ms, skipping the 404s of a job not started yet', async () => {
    const fetchProgress = vi
      .fn<(signal: AbortSignal) => Promise<JobProgress>>()
      .mockRejectedValueOnce(notStarted())
      .mockResolvedValueOnce(progress(10))
      .mockResolvedValue(progress(60));
    const seen: number[] = [];
    const stop = pollProgress(fetchProgress, (p) => seen.push(p.percent));

    await vi.advanceTimersByTimeAsync(499);
    expect(fetchProgress).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(fetchProgress).toHaveBeenCalledTimes(1);
    expect(seen).toEqual([]);
    await vi.advanceTimersByTimeAsync(1000);
    expect(seen).toEqual([10, 60]);
    stop();
    await vi.advanceTimersByTimeAsync(5000);
    expect(fetchProgress).toHaveBeenCalledTimes(3);
  });

  it('waits for a slow answer before planning the next read', async () => {
    let answer!: (p: JobProgress) => void;
    const fetchProgress = vi.fn(() => new Promise<JobProgress>((resolve) => (answer = resolve)));
    const stop = pollProgress(fetchProgress, () => {});
    await vi.advanceTimersByTimeAsync(3000);
    expect(fetchProgress).toHaveBeenCalledTimes(1);
    answer(progress(5));
    await vi.advanceTimersByTimeAsync(500);
    expect(fetchProgress).toHaveBeenCalledTimes(2);
    stop();
  });

  it('cancels the read under way on stop and reports nothing after it', async () => {
    let signal: AbortSignal | undefined;
    let answer!: (p: JobProgress) => void;
    const onProgress = vi.fn();
    const stop = pollProgress((s) => {
      signal = s;
      return new Promise<JobProgress>((resolve) => (answer = resolve));
    }, onProgress);
    await vi.advanceTimersByTimeAsync(500);
    stop();
    expect(signal?.aborted).toBe(true);
    answer(progress(99));
    await vi.advanceTimersByTimeAsync(2000);
    expect(onProgress).not.toHaveBeenCalled();
  });

  it('polls while the work runs and stops when it fails', async () => {
    const fetchProgress = vi.fn(async () => progress(50));
    const onProgress = vi.fn();
    let fail!: (error: Error) => void;
    const running = withProgress(
      () => new Promise<never>((_resolve, reject) => (fail = reject)),
      fetchProgress,
      onProgress,
    );
    await vi.advanceTimersByTimeAsync(1000);
    expect(onProgress).toHaveBeenCalledTimes(2);
    fail(new Error('boom'));
    await expect(running).rejects.toThrow('boom');
    await vi.advanceTimersByTimeAsync(2000);
    expect(fetchProgress).toHaveBeenCalledTimes(2);
  });
});
