import path from 'node:path';
import { expect } from 'vitest';
import { JOB_INTERRUPTED_REASON } from '@prisme/domain';
import { filesIn, type CrashDatabaseKind, type CrashRig } from './harness';

/**
 * What every crash scenario checks once the server is started again: the temporary
 * folders emptied by the start-up, and the interrupted job read failed with its French
 * reason (or done, when its work was committed).
 */

/** The folders where an import or an export keeps its files while it runs. */
export const TEMPORARY_FOLDERS = ['uploads', 'exports'];

/** Restarts the server; the temporary files the kill left must be gone after the start. */
export async function restartChecked(rig: CrashRig, kind: CrashDatabaseKind): Promise<void> {
  const left: string[] = [];
  for (const folder of TEMPORARY_FOLDERS)
    left.push(...(await filesIn(path.join(rig.dataDir, folder))));
  await rig.restart();
  for (const folder of TEMPORARY_FOLDERS)
    expect(await filesIn(path.join(rig.dataDir, folder)), `${folder}/ vide`).toEqual([]);
  if (left.length)
    console.log(
      `[crash] ${kind} : ${left.length} fichier(s) temporaire(s) laissé(s) par l'arrêt, supprimé(s) au redémarrage`,
    );
}

/**
 * The job of `token` after a restart. On the embedded database: failed with the French
 * reason, or done when its work was committed (its queue was the process's memory, and
 * the request waiting for it is gone). On PostgreSQL the job queue retries a job whose
 * process died (jobs/queue/postgres-queue.ts): the job is read until it ends, done by the
 * retry, unless it had ended before the kill.
 */
export async function jobAfterRestart(
  rig: CrashRig,
  kind: CrashDatabaseKind,
  token: string,
  committed: boolean,
  answered: boolean,
): Promise<string> {
  let response = await rig.call('analyste', 'GET', `/jobs/${token}`);
  if (response.status === 404) {
    // Killed before the job's record was written (its first milliseconds): nothing ran.
    expect(committed, 'un travail enregistré a son suivi').toBe(false);
    return 'travail non encore enregistré';
  }
  expect(response.status).toBe(200);
  let job = (await response.json()) as { stage: string; reason?: string };
  if (kind === 'PostgreSQL') {
    for (let waited = 0; !['done', 'failed', 'cancelled'].includes(job.stage); waited += 100) {
      expect(waited, `travail toujours « ${job.stage} » après le redémarrage`).toBeLessThan(
        120_000,
      );
      await new Promise((resolve) => setTimeout(resolve, 100));
      response = await rig.call('analyste', 'GET', `/jobs/${token}`);
      job = (await response.json()) as { stage: string; reason?: string };
    }
    expect(job.stage).toBe('done');
    return answered ? 'travail terminé' : 'travail repris après le redémarrage, terminé';
  }
  if (!committed) {
    expect(job).toMatchObject({ stage: 'failed', reason: JOB_INTERRUPTED_REASON });
    return 'travail « Échec » avec sa raison';
  }
  // Committed: done, even killed between the commit and its end on record (its record
  // reads « publishing » with the results: jobs/publication.ts).
  expect(job.stage).toBe('done');
  return answered ? 'travail terminé' : 'travail terminé, sans réponse';
}
