import type { JobStage } from '@prisme/domain';
import type { ProgressRegistry } from '../jobs/progress';

/** What the benchmarks print: seconds, megabytes, and the peak memory of a stretch of work. */
export const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;
export const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(0)} Mo`;

/**
 * Samples the process's memory every 10 ms from now (after a GC when --expose-gc is on):
 * `stop()` answers the peak RSS and the growth of the JS heap. A synchronous stretch of
 * work is not sampled while it runs: its peak shows in the next sample.
 */
export function memorySampler() {
  global.gc?.();
  const baseline = process.memoryUsage();
  const peak = { rss: baseline.rss, heap: baseline.heapUsed };
  const sample = () => {
    const now = process.memoryUsage();
    peak.rss = Math.max(peak.rss, now.rss);
    peak.heap = Math.max(peak.heap, now.heapUsed);
  };
  const timer = setInterval(sample, 10);
  return {
    stop: () => {
      clearInterval(timer);
      sample();
      return `pic RSS ${mb(peak.rss)} (+${mb(peak.rss - baseline.rss)}), tas JS +${mb(peak.heap - baseline.heapUsed)}`;
    },
  };
}

/**
 * A progress registry that records when each stage began, and the longest silence between
 * two reports (issue 14: real progress at least every second) with what ended it.
 */
export function stageClock(): ProgressRegistry & {
  stages: Partial<Record<JobStage, number>>;
  longestSilence: { ms: number; before: string };
} {
  const stages: Partial<Record<JobStage, number>> = {};
  const longestSilence = { ms: 0, before: '' };
  let last = performance.now();
  return {
    stages,
    longestSilence,
    start: () => {
      last = performance.now();
      return {
        report: (stage, _percent, detail) => {
          const now = performance.now();
          stages[stage] ??= now;
          if (now - last > longestSilence.ms) {
            Object.assign(longestSilence, { ms: now - last, before: detail ?? stage });
          }
          last = now;
        },
        end: () => {},
      };
    },
    read: () => undefined,
  };
}
