import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { ApiProblem, problem } from '../../http/errors';
import { createInProcessQueue } from './in-process-queue';
import type { JobContext } from './job-queue';

/** A handler whose jobs end when the test says, or when aborted. */
function controlledHandler() {
  const started: string[] = [];
  const finishers = new Map<string, (value: string) => void>();
  const aborted: unknown[] = [];
  const handler = (data: string, { token, signal }: JobContext) =>
    new Promise<string>((resolve, reject) => {
      started.push(data);
      finishers.set(token, resolve);
      signal.addEventListener('abort', () => {
        aborted.push(signal.reason);
        reject(new Error('arrêté'));
      });
    });
  return {
    handler,
    started,
    finish: (token: string, value: string) => finishers.get(token)!(value),
    aborted,
  };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('the in-process job queue', () => {
  it('counts its jobs at once by kind: an import does not wait behind two computations', async () => {
    const queue = createInProcessQueue({ concurrency: 2 });
    const computations = controlledHandler();
    const imports = controlledHandler();
    const compute = queue.register('computation', computations.handler);
    const importFile = queue.register('import', imports.handler);
    const computing = [randomUUID(), randomUUID(), randomUUID()];
    const computed = computing.map((token, n) => compute(`calcul ${n}`, { token, userId: 'u1' }));
    const importing = randomUUID();
    const imported = importFile('fichier', { token: importing, userId: 'u1' });
    await settle();
    expect(computations.started).toEqual(['calcul 0', 'calcul 1']);
    expect(imports.started).toEqual(['fichier']);
    imports.finish(importing, 'intégré');
    await expect(imported).resolves.toBe('intégré');
    // The third computation still waits for one of the first two.
    expect(computations.started).toHaveLength(2);
    computations.finish(computing[0]!, 'un');
    await computed[0];
    await settle();
    expect(computations.started).toEqual(['calcul 0', 'calcul 1', 'calcul 2']);
    computations.finish(computing[1]!, 'deux');
    computations.finish(computing[2]!, 'trois');
    await expect(Promise.all(computed)).resolves.toEqual(['un', 'deux', 'trois']);
  });

  it('runs jobs first come first served, so many at once, and answers each its result', async () => {
    const queue = createInProcessQueue({ concurrency: 2 });
    const jobs = controlledHandler();
    const run = queue.register('computation', jobs.handler);
    const tokens = [randomUUID(), randomUUID(), randomUUID()];
    const answers = tokens.map((token, index) => run(`job ${index}`, { token, userId: 'u1' }));
    await settle();
    expect(jobs.started).toEqual(['job 0', 'job 1']);
    jobs.finish(tokens[1]!, 'second');
    await expect(answers[1]).resolves.toBe('second');
    await settle();
    expect(jobs.started).toEqual(['job 0', 'job 1', 'job 2']);
    jobs.finish(tokens[0]!, 'first');
    jobs.finish(tokens[2]!, 'third');
    await expect(Promise.all(answers)).resolves.toEqual(['first', 'second', 'third']);
  });

  it('answers a handler’s coded error as it was thrown', async () => {
    const queue = createInProcessQueue();
    const run = queue.register('computation', async () => {
      throw problem('COMPUTATION_UNAVAILABLE', 'Courbe des taux absente');
    });
    const failure = await run(null, { token: undefined, userId: 'u1' }).catch((e: unknown) => e);
    expect(failure).toBeInstanceOf(ApiProblem);
    expect(failure).toMatchObject({
      code: 'COMPUTATION_UNAVAILABLE',
      message: 'Courbe des taux absente',
    });
  });

  it('cancels a waiting job, which never starts, and a running one, whose signal aborts', async () => {
    const queue = createInProcessQueue({ concurrency: 1 });
    const jobs = controlledHandler();
    const run = queue.register('computation', jobs.handler);
    const [first, second] = [randomUUID(), randomUUID()];
    const running = run('running', { token: first, userId: 'u1' });
    const waiting = run('waiting', { token: second, userId: 'u1' });
    await settle();
    // Another user's cancellation does nothing.
    expect(await queue.cancel(second, 'u2')).toBe(false);
    expect(await queue.cancel(second, 'u1')).toBe(true);
    await expect(waiting).rejects.toMatchObject({ code: 'JOB_CANCELLED' });
    expect(await queue.cancel(first, 'u1')).toBe(true);
    await expect(running).rejects.toMatchObject({ code: 'JOB_CANCELLED', statusCode: 409 });
    expect(jobs.started).toEqual(['running']);
    expect(jobs.aborted).toEqual(['cancelled']);
    // Nothing left to cancel.
    expect(await queue.cancel(first, 'u1')).toBe(false);
  });

  it('stops its running jobs and refuses the waiting ones when it stops', async () => {
    const queue = createInProcessQueue({ concurrency: 1 });
    const jobs = controlledHandler();
    const run = queue.register('computation', jobs.handler);
    const running = run('running', { token: randomUUID(), userId: 'u1' });
    const waiting = run('waiting', { token: randomUUID(), userId: 'u1' });
    await settle();
    await queue.stop();
    await expect(running).rejects.toThrow('arrêté');
    await expect(waiting).rejects.toBeInstanceOf(ApiProblem);
    expect(jobs.aborted).toEqual(['stopping']);
    expect(jobs.started).toEqual(['running']);
  });
});
