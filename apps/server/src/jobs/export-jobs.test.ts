import { randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { count } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { UserAccess } from '../auth/user-access';
import { jobFileParts } from '../db/schema';
import { problem } from '../http/errors';
import { createTestDatabase, type TestDatabase } from '../test/databases';
import { createExportJobs, type ExportedFile } from './export-jobs';
import { createJobFiles } from './job-files';
import { createJobStore, PROCESS_PRESENCE_NAMESPACE } from './job-store';
import { createInProcessQueue } from './queue/in-process-queue';
import { createPostgresQueue } from './queue/postgres-queue';
import type { JobQueue } from './queue/job-queue';

const silent = { warn() {}, info() {}, error() {} } as unknown as FastifyBaseLogger;

const access = (userId: string): UserAccess => ({
  userId,
  accountId: 'analyste',
  displayName: 'Analyste',
  isAdmin: false,
  rights: { transparency: true, simulation: false, solvency: true, esg: false, risk: false },
  roles: [{ code: 'Client.A', name: 'Client A' }],
  disabled: false,
});

let folder: string;
beforeAll(async () => {
  folder = await mkdtemp(path.join(tmpdir(), 'prisme-exports-'));
});
afterAll(() => rm(folder, { recursive: true, force: true }));

/**
 * A reporting service as the routes see it: a workbook of the perimeter asked for (the
 * latest when none), written by the process that runs it, and a method that is no export.
 */
function reportService(writtenBy: string[]) {
  return {
    async workbook(caller: UserAccess, perimeterId: string | undefined): Promise<ExportedFile> {
      if (perimeterId === 'absent') throw problem('NOT_FOUND');
      const file = path.join(folder, `${randomUUID()}.xlsx`);
      await writeFile(
        file,
        `classeur de ${caller.displayName}, périmètre ${perimeterId ?? 'dernier'}`,
      );
      writtenBy.push(file);
      return { path: file, fileName: `SCR_${perimeterId ?? 'dernier'}.xlsx` };
    },
    async summary(perimeterId: string): Promise<string> {
      return `synthèse ${perimeterId}`;
    },
  };
}

describe('exports on the job queue of one process (the embedded database)', () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase('pglite');
  });
  afterAll(() => database.dispose());

  it('runs the listed methods as jobs and answers their file where it was written', async () => {
    const written: string[] = [];
    const jobs = createExportJobs({
      queue: createInProcessQueue(),
      files: createJobFiles({ db: database.handle.db, shared: false }),
      folder,
    });
    const service = jobs.queued('reports', reportService(written), ['workbook']);
    const latest = await service.workbook(access(randomUUID()), undefined);
    // An argument left out stays left out (the latest perimeter), through the job's JSON.
    expect(latest.fileName).toBe('SCR_dernier.xlsx');
    expect(latest.path).toBe(written[0]);
    expect(await readFile(latest.path, 'utf8')).toBe('classeur de Analyste, périmètre dernier');
    await expect(service.workbook(access(randomUUID()), 'absent')).rejects.toMatchObject({
      code: 'NOT_FOUND',
    });
    await expect(service.summary('p1')).resolves.toBe('synthèse p1');
  });
});

describe.skipIf(!process.env['TEST_DATABASE_URL'])('exports across processes (PostgreSQL)', () => {
  let database: TestDatabase;
  const stops: (() => Promise<void>)[] = [];
  beforeAll(async () => {
    database = await createTestDatabase('postgres');
  });
  afterAll(async () => {
    for (const stop of stops) await stop();
    await database.dispose();
  });

  /** One process: its presence, queue (with `workers`), files and export jobs. */
  async function startProcess(workers: number, written: string[]) {
    const presence = await database.handle.holdPresence(PROCESS_PRESENCE_NAMESPACE);
    const queue: JobQueue = createPostgresQueue({
      database: database.handle.threadTarget!,
      store: createJobStore(database.handle.db, presence.key),
      log: silent,
      workers,
    });
    const files = createJobFiles({ db: database.handle.db, shared: true });
    const service = createExportJobs({ queue, files, folder }).queued(
      'reports',
      reportService(written),
      ['workbook'],
    );
    await queue.start();
    stops.push(async () => {
      await queue.stop();
      await presence.release();
    });
    return service;
  }

  it('brings back to the answering process the file another process wrote', async () => {
    const writtenByApi: string[] = [];
    const writtenByWorker: string[] = [];
    const api = await startProcess(0, writtenByApi);
    await startProcess(1, writtenByWorker);
    const user = access(randomUUID());
    const file = await api.workbook(user, 'p-42');
    expect(writtenByApi).toEqual([]);
    expect(writtenByWorker).toHaveLength(1);
    // The worker's file went to the database and is gone from its folder; the answer is
    // a copy of the API process's, with the same bytes, and the database keeps nothing.
    expect(existsSync(writtenByWorker[0]!)).toBe(false);
    expect(file.path).not.toBe(writtenByWorker[0]);
    expect(file.fileName).toBe('SCR_p-42.xlsx');
    expect(await readFile(file.path, 'utf8')).toBe('classeur de Analyste, périmètre p-42');
    const [{ n }] = (await database.handle.db.select({ n: count() }).from(jobFileParts)) as [
      { n: number },
    ];
    expect(n).toBe(0);
    // A refusal in the other process keeps its code.
    await expect(api.workbook(user, 'absent')).rejects.toMatchObject({ code: 'NOT_FOUND' });
  });
});
