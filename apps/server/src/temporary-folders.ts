import { randomUUID } from 'node:crypto';
import { mkdir, readdir, rm } from 'node:fs/promises';
import path from 'node:path';

/**
 * The folders of the data folder whose files live for one request: uploads being
 * imported, workbooks being sent. Each request removes its own file when it ends; what
 * a crash leaves behind is removed at the next start (`clearTemporaryFolders`). The data
 * folder belongs to one process (the embedded database's lock; with PostgreSQL, give
 * each server process its own PRISME_DATA_DIR).
 */
export const uploadFolderOf = (dataDir: string) => path.join(dataDir, 'uploads');
export const exportFolderOf = (dataDir: string) => path.join(dataDir, 'exports');

/**
 * Writes an export through `write` to a new file of the export folder and answers its path
 * with what `write` answered; a failed write leaves no file behind.
 */
export async function writeExportFile<T>(
  dataDir: string,
  extension: 'xlsx' | 'zip',
  write: (filePath: string) => Promise<T>,
): Promise<{ path: string; written: T }> {
  const folder = exportFolderOf(dataDir);
  await mkdir(folder, { recursive: true });
  const filePath = path.join(folder, `${randomUUID()}.${extension}`);
  try {
    return { path: filePath, written: await write(filePath) };
  } catch (error) {
    await rm(filePath, { force: true });
    throw error;
  }
}

/** Empties the temporary folders; answers how many files were left there. */
export async function clearTemporaryFolders(dataDir: string): Promise<number> {
  let removed = 0;
  for (const folder of [uploadFolderOf(dataDir), exportFolderOf(dataDir)]) {
    await mkdir(folder, { recursive: true });
    for (const name of await readdir(folder)) {
      await rm(path.join(folder, name), { recursive: true, force: true });
      removed += 1;
    }
  }
  return removed;
}
