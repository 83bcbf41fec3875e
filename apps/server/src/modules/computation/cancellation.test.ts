import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { JOB_CANCELLED_REASON } from '@prisme/domain';
import { computedPerimeters } from '../../db/schema';
import type { WorkerPool } from '../../jobs/worker-pool';
import { testDatabaseKinds } from '../../test/databases';
import {
  FIXTURE_PERIMETER as perimeter,
  insertLookThroughFixture,
} from '../../test/fixtures/look-through';
import { createTestApp, type TestApp } from '../../test/test-app';

/**
 * `DELETE /api/jobs/{token}` (docs/decisions/jobs/0098-cancellation.md): the user stops a
 * computation; its thread's task is aborted (on PostgreSQL the whole pipeline's thread, whose
 * transaction rolls back; on the embedded database the engines' thread), the request answers the
 * French 409 and nothing is stored. The pool's tasks here wait until aborted, as a long computation
 * would still be running.
 */
describe.each(testDatabaseKinds())('cancelling a computation on %s', (kind) => {
  let t: TestApp;
  const aborted: string[] = [];
  const started: string[] = [];
  const waitingPool: WorkerPool = {
    run: (_task, name, _transferList, signal) =>
      new Promise((_resolve, reject) => {
        started.push(name);
        signal?.addEventListener('abort', () => {
          aborted.push(name);
          reject(Object.assign(new Error('The task has been aborted'), { name: 'AbortError' }));
        });
      }),
    warmUp: async () => {},
    close: async () => {},
  };

  beforeAll(async () => {
    t = await createTestApp(kind, false, waitingPool);
    await insertLookThroughFixture(t.db, { apple: 0.6, bond: 0.4 });
  });
  afterAll(() => t.close());

  const perimetersStored = async () => (await t.db.select().from(computedPerimeters)).length;

  it('stops the running computation, answers 409 in French and stores nothing', async () => {
    const before = await perimetersStored();
    const token = randomUUID();
    const answer = t.call('analyste', 'POST', '/api/inventory/computation', {
      ...perimeter,
      lookThroughLevel: 'FULL',
      progressToken: token,
    });
    await waitFor(() => started.length === 1);
    // Only its own user cancels it.
    expect((await t.call('lecteur', 'DELETE', `/api/jobs/${token}`)).statusCode).toBe(404);
    expect((await t.call('analyste', 'DELETE', `/api/jobs/${randomUUID()}`)).statusCode).toBe(404);
    const cancel = await t.call('analyste', 'DELETE', `/api/jobs/${token}`);
    expect(cancel.statusCode).toBe(204);

    const answered = await answer;
    expect(answered.statusCode).toBe(409);
    expect(answered.json()).toMatchObject({ code: 'JOB_CANCELLED', message: JOB_CANCELLED_REASON });
    expect(aborted).toEqual(started);
    const progress = await t.call('analyste', 'GET', `/api/jobs/${token}`);
    expect(progress.json()).toMatchObject({ stage: 'cancelled', label: 'Annulé' });
    expect(await perimetersStored()).toBe(before);
    // Cancelled once: nothing left to cancel.
    expect((await t.call('analyste', 'DELETE', `/api/jobs/${token}`)).statusCode).toBe(404);
  });

  it('refuses a token that is not a UUID in French', async () => {
    const refused = await t.call('analyste', 'DELETE', '/api/jobs/pas-un-jeton');
    expect(refused.statusCode).toBe(400);
  });
});

async function waitFor(check: () => boolean, withinMs = 15_000): Promise<void> {
  const until = Date.now() + withinMs;
  while (!check()) {
    if (Date.now() > until) throw new Error('waited in vain');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}
