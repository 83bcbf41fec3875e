import { describe, expect, it } from 'vitest';
import type { ProgressRegistry } from './progress';
import type { JobContext } from './queue/job-queue';
import { recordedJob } from './recorded-job';

/** A registry that writes down what each job's reporter was told. */
function listeningRegistry() {
  const told: string[] = [];
  const registry: ProgressRegistry = {
    start: (token, _userId, options) => {
      told.push(`start ${token}${options?.startRecorded ? ' (déjà enregistré)' : ''}`);
      return {
        report: (stage, percent) => told.push(`${stage} ${percent}`),
        end: () => told.push('end'),
        recorded: async () => void told.push('recorded'),
      };
    },
    read: () => undefined,
  };
  return { registry, told };
}

const context = (reason?: string): JobContext => {
  const controller = new AbortController();
  if (reason) controller.abort(reason);
  return { token: 't1', userId: 'u1', signal: controller.signal, startRecorded: true };
};

describe('a job recorded from start to end', () => {
  it('reads done, on record before its answer, when the handler answers', async () => {
    const { registry, told } = listeningRegistry();
    const job = recordedJob(registry, 'importing', async (data: string) => `fait : ${data}`);
    await expect(job('fichier', context())).resolves.toBe('fait : fichier');
    expect(told).toEqual([
      'start t1 (déjà enregistré)',
      'importing 0',
      'done 100',
      'recorded',
      'end',
    ]);
  });

  it('reads failed when the handler throws, cancelled when its user cancelled it', async () => {
    const { registry, told } = listeningRegistry();
    const job = recordedJob(registry, 'exporting', async () => {
      throw new Error('illisible');
    });
    await expect(job('x', context())).rejects.toThrow('illisible');
    await expect(job('x', context('cancelled'))).rejects.toThrow('illisible');
    expect(told.filter((line) => !line.startsWith('start') && line !== 'end')).toEqual([
      'exporting 0',
      'failed 0',
      'exporting 0',
      'cancelled 0',
    ]);
  });
});
