import { readdirSync, readlinkSync } from 'node:fs';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll } from 'vitest';
import type { Table, TableRow } from './tabular-reader';

/** A temporary folder for the files of one test file, removed after its tests. */
export function useScratchFolder() {
  let dir = '';
  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'prisme-tabular-'));
  });
  afterAll(async () => {
    await rm(dir, { recursive: true, force: true });
  });
  return {
    path: (name: string) => join(dir, name),
    async file(name: string, content: string | Buffer): Promise<string> {
      const path = join(dir, name);
      await writeFile(path, content);
      return path;
    },
  };
}

export async function rowsOf(table: Table): Promise<TableRow[]> {
  const rows: TableRow[] = [];
  for await (const batch of table) rows.push(...batch);
  return rows;
}

/** Whether this process holds the file open (Linux: /proc/self/fd). */
export function isOpenInThisProcess(path: string): boolean {
  return readdirSync('/proc/self/fd').some((fd) => {
    try {
      return readlinkSync(`/proc/self/fd/${fd}`) === path;
    } catch {
      return false; // closed meanwhile
    }
  });
}
