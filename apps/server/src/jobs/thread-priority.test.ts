import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { afterAll, describe, expect, it } from 'vitest';
import { createWorkerPool } from './worker-pool';
import { WORKER_NICE } from './workers/thread-priority';

/** Each thread of this process with its nice value (field 19 of /proc/<pid>/task/<tid>/stat). */
function threadNiceValues(): Map<number, number> {
  const nice = new Map<number, number>();
  for (const tid of readdirSync(`/proc/${process.pid}/task`)) {
    const stat = readFileSync(`/proc/${process.pid}/task/${tid}/stat`, 'utf8');
    // The command name (field 2) may hold spaces: count the fields after its parenthesis.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    nice.set(Number(tid), Number(fields[16]));
  }
  return nice;
}

describe.runIf(existsSync('/proc/self/task'))('worker threads yield to the API', () => {
  const pool = createWorkerPool(1);
  afterAll(() => pool.close());

  it('runs the computation threads below the event loop’s priority, the main thread unchanged', async () => {
    const before = threadNiceValues();
    await pool.warmUp({ withJobs: true });
    const after = threadNiceValues();
    const started = [...after].filter(([tid]) => !before.has(tid));
    // An engine thread and a job thread.
    expect(started.filter(([, nice]) => nice === WORKER_NICE).length).toBeGreaterThanOrEqual(2);
    expect(after.get(process.pid)).toBe(before.get(process.pid));
  });
});
