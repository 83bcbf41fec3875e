import { randomUUID } from 'node:crypto';
import { once } from 'node:events';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, rm } from 'node:fs/promises';
import path from 'node:path';
import { finished } from 'node:stream/promises';
import { and, eq, lt, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { jobFileParts } from '../db/schema';

/** A part stored at a time, each way: a file's memory is one part, whatever its size. */
const PART_BYTES = 1 << 20;
/** Parts a stopped process left (its job's end never came) go after a day. */
const LEFT_PARTS_AGE = sql`now() - interval '1 day'`;

/**
 * A file that goes with a queued job from one process to another (an import's upload,
 * an export's workbook): where its maker keeps it, and, when another process may read
 * it, its id in the database.
 */
export interface JobFile {
  /** The process that made it (JobFiles.processId). */
  maker: string;
  /** Its path in that process. */
  path: string;
  /** Its parts' id in job_file_parts; null when only its maker reads it. */
  storedId: string | null;
}

/** A job's file as a path of this process, with what to do once it is read. */
export interface LocalFile {
  path: string;
  /** Removes the copy made here; never the maker's file. */
  discard(): Promise<void>;
}

/**
 * Hands files between processes with their jobs (issue 21 §2). On PostgreSQL any process
 * may take a job, so a file crosses through the database (job_file_parts), a part at a
 * time; a file read where it was made is read from its path and never stored. The
 * embedded database has one process: nothing is ever stored.
 */
export interface JobFiles {
  /** This process, as a file's maker names it. */
  readonly processId: string;
  /**
   * Hands a file of this process over to `reader` (a process id), or to whichever process
   * takes the job (undefined): stored in the database unless the reader is this process.
   * With `moved`, the file is this process's no more once stored: its path is removed.
   */
  handOver(filePath: string, reader?: string, options?: { moved?: boolean }): Promise<JobFile>;
  /** The file as a path here: its maker's path in its maker, else a copy under `folder`. */
  local(file: JobFile, folder: string): Promise<LocalFile>;
  /** Deletes its stored parts (its maker removes its own path). */
  release(file: JobFile): Promise<void>;
}

export function createJobFiles(deps: {
  db: Database;
  /** Whether other processes take this one's jobs (PostgreSQL). */
  shared: boolean;
}): JobFiles {
  const { db } = deps;
  const processId = randomUUID();

  async function store(filePath: string): Promise<string> {
    const storedId = randomUUID();
    // Parts left by a process that stopped before its job's end.
    await db.delete(jobFileParts).where(lt(jobFileParts.createdAt, LEFT_PARTS_AGE));
    // One transaction, one commit to wait for, instead of one per part (a 26 MB file:
    // 0.4–0.5 s in 26 commits). A failure stores nothing.
    await db.transaction(async (tx) => {
      let part = 0;
      for await (const chunk of createReadStream(filePath, { highWaterMark: PART_BYTES }))
        await tx.insert(jobFileParts).values({ fileId: storedId, part: part++, data: chunk });
    });
    return storedId;
  }

  async function copy(storedId: string, target: string): Promise<void> {
    const out = createWriteStream(target);
    try {
      for (let part = 0; ; part += 1) {
        const [row] = await db
          .select({ data: jobFileParts.data })
          .from(jobFileParts)
          .where(and(eq(jobFileParts.fileId, storedId), eq(jobFileParts.part, part)));
        if (!row) break;
        if (!out.write(row.data)) await once(out, 'drain');
      }
      out.end();
      await finished(out);
    } catch (error) {
      out.destroy();
      await rm(target, { force: true });
      throw error;
    }
  }

  return {
    processId,
    async handOver(filePath, reader, options = {}) {
      if (!deps.shared || reader === processId)
        return { maker: processId, path: filePath, storedId: null };
      const storedId = await store(filePath);
      if (options.moved) await rm(filePath, { force: true });
      return { maker: processId, path: filePath, storedId };
    },
    async local(file, folder) {
      if (file.maker === processId) return { path: file.path, discard: async () => {} };
      if (!file.storedId) throw new Error('Fichier d’un autre processus, absent de la base');
      await mkdir(folder, { recursive: true });
      const target = path.join(folder, `${randomUUID()}${path.extname(file.path)}`);
      await copy(file.storedId, target);
      return { path: target, discard: () => rm(target, { force: true }) };
    },
    async release(file) {
      if (file.storedId)
        await db.delete(jobFileParts).where(eq(jobFileParts.fileId, file.storedId));
    },
  };
}
