import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { hostname, tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { EmbeddedDatabaseBusyError, lockEmbeddedDatabase } from './embedded-lock';

const root = mkdtempSync(path.join(tmpdir(), 'prisme-lock-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));
const lost = () => {};

/** The pid of a process that ran and ended. */
async function endedPid(): Promise<number> {
  const child = spawn(process.execPath, ['-e', '0']);
  await new Promise((resolve) => child.once('exit', resolve));
  return child.pid!;
}

describe('the embedded database lock', () => {
  it('lets one process hold a folder and refuses a second opener in French', async () => {
    const dataDir = path.join(root, 'a');
    const release = await lockEmbeddedDatabase(dataDir, lost);
    await expect(lockEmbeddedDatabase(dataDir, lost)).rejects.toThrow(EmbeddedDatabaseBusyError);
    await expect(lockEmbeddedDatabase(dataDir, lost)).rejects.toThrow(
      /déjà ouverte par un autre processus Prisme \(n° \d+/,
    );
    await release();
    expect(existsSync(`${dataDir}.lock`)).toBe(false);
    const again = await lockEmbeddedDatabase(dataDir, lost);
    await again();
  });

  it('takes over at once the lock of a process of this machine that is gone', async () => {
    const dataDir = path.join(root, 'b');
    // What a process killed outright leaves: the lock folder and its owner.
    const release = await lockEmbeddedDatabase(dataDir, lost);
    writeFileSync(
      `${dataDir}.owner.json`,
      JSON.stringify({ pid: await endedPid(), host: hostname() }),
    );
    const taken = await lockEmbeddedDatabase(dataDir, lost);
    await taken();
    await release().catch(() => {}); // already gone with the takeover
  });

  it('does not take over the lock of another machine’s process', async () => {
    const dataDir = path.join(root, 'c');
    const release = await lockEmbeddedDatabase(dataDir, lost);
    writeFileSync(`${dataDir}.owner.json`, JSON.stringify({ pid: 1, host: 'autre-machine' }));
    await expect(lockEmbeddedDatabase(dataDir, lost)).rejects.toThrow(/autre-machine/);
    await release();
  });
});
