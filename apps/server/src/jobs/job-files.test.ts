import { randomBytes, randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { count, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobFileParts } from '../db/schema';
import { createTestDatabase, type TestDatabase } from '../test/databases';
import { createJobFiles } from './job-files';

let folder: string;
beforeAll(async () => {
  folder = await mkdtemp(path.join(tmpdir(), 'prisme-job-files-'));
});
afterAll(() => rm(folder, { recursive: true, force: true }));

/** A file of 2.5 parts of random bytes (the part is 1 MiB): the last part is short. */
async function bytesFile(): Promise<{ file: string; bytes: Buffer }> {
  const bytes = randomBytes(2.5 * (1 << 20));
  const file = path.join(folder, `${randomUUID()}.csv`);
  await writeFile(file, bytes);
  return { file, bytes };
}

describe.skipIf(!process.env['TEST_DATABASE_URL'])(
  'job files across processes (PostgreSQL)',
  () => {
    let database: TestDatabase;
    beforeAll(async () => {
      database = await createTestDatabase('postgres');
    });
    afterAll(() => database.dispose());

    const partsOf = async (storedId: string) =>
      (
        await database.handle.db
          .select({ n: count() })
          .from(jobFileParts)
          .where(eq(jobFileParts.fileId, storedId))
      )[0]!.n;

    it('hands a file to any process through the database, byte for byte, then forgets it', async () => {
      const maker = createJobFiles({ db: database.handle.db, shared: true });
      const taker = createJobFiles({ db: database.handle.db, shared: true });
      const { file, bytes } = await bytesFile();
      const handed = await maker.handOver(file);
      expect(handed.storedId).not.toBeNull();
      expect(await partsOf(handed.storedId!)).toBe(3);
      // The maker keeps its upload (its request removes it) and reads it where it is.
      expect((await maker.local(handed, folder)).path).toBe(file);
      const copy = await taker.local(handed, folder);
      expect(copy.path).not.toBe(file);
      expect((await readFile(copy.path)).equals(bytes)).toBe(true);
      await copy.discard();
      expect(existsSync(copy.path)).toBe(false);
      expect(existsSync(file)).toBe(true);
      await maker.release(handed);
      expect(await partsOf(handed.storedId!)).toBe(0);
    });

    it('stores nothing for a file read where it was made; moves one handed to another', async () => {
      const writer = createJobFiles({ db: database.handle.db, shared: true });
      const reader = createJobFiles({ db: database.handle.db, shared: true });
      const own = await bytesFile();
      expect((await writer.handOver(own.file, writer.processId)).storedId).toBeNull();
      const other = await bytesFile();
      const handed = await writer.handOver(other.file, reader.processId, { moved: true });
      // The writer's file is gone once stored: the reader's copy is the only one left.
      expect(existsSync(other.file)).toBe(false);
      const copy = await reader.local(handed, folder);
      expect((await readFile(copy.path)).equals(other.bytes)).toBe(true);
      await reader.release(handed);
      await copy.discard();
    });

    it('deletes the parts a stopped process left a day ago when the next file is stored', async () => {
      const files = createJobFiles({ db: database.handle.db, shared: true });
      const left = await files.handOver((await bytesFile()).file);
      const recent = await files.handOver((await bytesFile()).file);
      await database.handle.db
        .update(jobFileParts)
        .set({ createdAt: sql`now() - interval '25 hours'` })
        .where(eq(jobFileParts.fileId, left.storedId!));
      await files.handOver((await bytesFile()).file);
      expect(await partsOf(left.storedId!)).toBe(0);
      expect(await partsOf(recent.storedId!)).toBe(3);
    });
  },
);

describe('job files of one process (the embedded database)', () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase('pglite');
  });
  afterAll(() => database.dispose());

  it('never stores a file: the one process reads it where it is', async () => {
    const files = createJobFiles({ db: database.handle.db, shared: false });
    const { file } = await bytesFile();
    const handed = await files.handOver(file, undefined, { moved: true });
    expect(handed).toEqual({ maker: files.processId, path: file, storedId: null });
    expect(existsSync(file)).toBe(true);
    expect((await files.local(handed, folder)).path).toBe(file);
    const [{ n }] = (await database.handle.db.select({ n: count() }).from(jobFileParts)) as [
      { n: number },
    ];
    expect(n).toBe(0);
  });
});
