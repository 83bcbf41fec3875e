import { randomUUID } from 'node:crypto';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { UserAccess } from '../../auth/user-access';
import { integrationLog, jobRecords } from '../../db/schema';
import { createJobStore } from '../../jobs/job-store';
import { createProgressRegistry } from '../../jobs/progress';
import { createInProcessQueue } from '../../jobs/queue/in-process-queue';
import { testDatabaseKinds, createTestDatabase, type TestDatabase } from '../../test/databases';
import type { Importer } from './importers/importer';
import { createIntegrationService } from './service';

const log = pino({ level: 'silent' });

const admin = (userId: string): UserAccess => ({
  userId,
  accountId: 'admin',
  displayName: 'Administrateur',
  isAdmin: true,
  rights: { transparency: true, simulation: true, solvency: true, esg: true, risk: true },
  roles: [],
  disabled: false,
});

/**
 * An import as a job (issue 21 §2): its record and its log entry. The importer is a
 * stand-in that writes a log line of its own in the import's transaction and waits for the
 * test, so that a cancellation lands while it runs: what it wrote must be rolled back.
 */
describe.each(testDatabaseKinds())('an import on the job queue, on %s', (kind) => {
  let database: TestDatabase;
  let folder: string;
  beforeAll(async () => {
    database = await createTestDatabase(kind);
    folder = await mkdtemp(path.join(tmpdir(), 'prisme-import-job-'));
  });
  afterAll(async () => {
    await database.dispose();
    await rm(folder, { recursive: true, force: true });
  });

  function service(importer: Importer) {
    const store = createJobStore(database.handle.db, undefined);
    const queue = createInProcessQueue({ store, log });
    const progress = createProgressRegistry(undefined, { store, log });
    return {
      queue,
      progress,
      integration: createIntegrationService({
        db: database.handle.db,
        importers: { fx_rates: importer },
        log,
        queue,
        progress,
      }),
    };
  }

  const recordOf = async (token: string) =>
    (await database.handle.db.select().from(jobRecords).where(eq(jobRecords.token, token)))[0];
  const entriesTitled = (title: string) =>
    database.handle.db.select().from(integrationLog).where(eq(integrationLog.title, title));

  async function file(): Promise<{ filePath: string; fileName: string }> {
    const fileName = `${randomUUID()}.csv`;
    const filePath = path.join(folder, fileName);
    await writeFile(filePath, 'devise;date;cours\n');
    return { filePath, fileName };
  }

  it('records the job done, and « Intégré » with the data, when the file is taken in', async () => {
    const { integration } = service(async () => ({ lineCount: 7 }));
    const token = randomUUID();
    const upload = await file();
    const outcome = await integration.importFile(admin(randomUUID()), {
      kind: 'fx_rates',
      ...upload,
      progressToken: token,
    });
    expect(outcome.accepted).toBe(true);
    expect(outcome.entry).toMatchObject({ Etat: 'Intégré', NombreLignes: 7 });
    expect(await recordOf(token)).toMatchObject({ state: 'done', kind: 'import' });
  });

  /** An import that waits, in its transaction, for the test to let it end. */
  function heldImport() {
    let started!: () => void;
    const running = new Promise<void>((resolve) => (started = resolve));
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    const importer: Importer = async ({ tx, fileName }) => {
      // Data of the import's transaction: gone with it if it rolls back.
      await tx.insert(integrationLog).values({
        title: `${fileName}.données`,
        category: 'Test',
        sender: 'Test',
        state: 'Intégré',
      });
      started();
      await released;
      return { lineCount: 1 };
    };
    return { importer, running, release };
  }

  it('stores nothing when its user cancels it while it runs, and says so in the log', async () => {
    const held = heldImport();
    const upload = await file();
    const { integration, queue, progress } = service(held.importer);
    const user = randomUUID();
    const token = randomUUID();
    const answer = integration.importFile(admin(user), {
      kind: 'fx_rates',
      ...upload,
      progressToken: token,
    });
    answer.catch(() => {});
    await held.running;
    // Followed by its token while it runs.
    expect(progress.read(token, user)).toMatchObject({
      stage: 'importing',
      label: 'Intégration du fichier',
    });
    // On the embedded database the cancellation's record waits for the import's
    // transaction (the one connection): the import must see it before, by its signal.
    const cancelling = queue.cancel(token, user);
    await new Promise((resolve) => setTimeout(resolve, 50));
    held.release();
    await expect(answer).rejects.toMatchObject({ code: 'JOB_CANCELLED' });
    await expect(cancelling).resolves.toBe(true);
    expect(await entriesTitled(`${upload.fileName}.données`)).toEqual([]);
    const [entry] = await entriesTitled(upload.fileName);
    expect(entry).toMatchObject({ state: 'Rejeté', lineCount: 0, errorCount: 1 });
    expect(entry!.errors![0]!.message).toBe(
      "Import annulé à votre demande : aucune donnée n'a été enregistrée.",
    );
    expect(await recordOf(token)).toMatchObject({ state: 'cancelled' });
  });

  it('keeps an import cancelled too late: its data and « Intégré » stand, the cancel is refused', async () => {
    const upload = await file();
    const { integration, queue } = service(async () => ({ lineCount: 2 }));
    const user = randomUUID();
    const token = randomUUID();
    await integration.importFile(admin(user), {
      kind: 'fx_rates',
      ...upload,
      progressToken: token,
    });
    await expect(queue.cancel(token, user)).resolves.toBe(false);
    const [entry] = await entriesTitled(upload.fileName);
    expect(entry).toMatchObject({ state: 'Intégré', lineCount: 2 });
    expect(await recordOf(token)).toMatchObject({ state: 'done' });
  });
});
