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

/** The job of `token` after a restart: failed with the French reason, or done. */
export async function jobAfterRestart(
  rig: CrashRig,
  token: string,
  committed: boolean,
  answered: boolean,
): Promise<string> {
  const response = await rig.call('analyste', 'GET', `/jobs/${token}`);
  if (response.status === 404) {
    // Killed before the job's record was written (its first milliseconds): nothing ran.
    expect(committed, 'un travail enregistré a son suivi').toBe(false);
    return 'travail non encore enregistré';
  }
  expect(response.status).toBe(200);
  const job = (await response.json()) as { stage: string; reason?: string };
  if (!committed) {
    expect(job).toMatchObject({ stage: 'failed', reason: JOB_INTERRUPTED_REASON });
    return 'travail « Échec » avec sa raison';
  }
  // Committed: done — always once answered, the answer waits for the end on record —
  // or, killed between the commit and that record, failed.
  expect(answered ? ['done'] : ['done', 'failed']).toContain(job.stage);
  if (job.stage === 'failed') expect(job.reason).toBe(JOB_INTERRUPTED_REASON);
  return job.stage === 'done' ? 'travail terminé' : 'travail terminé mais lu « Échec »';
}
