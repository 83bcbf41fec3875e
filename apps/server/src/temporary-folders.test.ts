import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { clearTemporaryFolders, exportFolderOf, uploadFolderOf } from './temporary-folders';

const dataDir = mkdtempSync(path.join(tmpdir(), 'prisme-temp-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

describe('clearTemporaryFolders', () => {
  it('removes what a crash left in uploads and exports, and nothing else', async () => {
    mkdirSync(uploadFolderOf(dataDir), { recursive: true });
    mkdirSync(exportFolderOf(dataDir), { recursive: true });
    writeFileSync(path.join(uploadFolderOf(dataDir), 'a.csv'), 'x');
    writeFileSync(path.join(uploadFolderOf(dataDir), 'b.xlsx'), 'x');
    writeFileSync(path.join(exportFolderOf(dataDir), 'c.xlsx'), 'x');
    writeFileSync(path.join(dataDir, 'keep.txt'), 'x');
    expect(await clearTemporaryFolders(dataDir)).toBe(3);
    expect(readdirSync(uploadFolderOf(dataDir))).toEqual([]);
    expect(readdirSync(exportFolderOf(dataDir))).toEqual([]);
    expect(existsSync(path.join(dataDir, 'keep.txt'))).toBe(true);
    expect(await clearTemporaryFolders(dataDir)).toBe(0);
  });
});
