import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { CHROMIUM_PATH } from './browser';

/** Runs one command to its end, its output shown; rejects in French when it fails. */
function run(command: string, args: readonly string[]): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, {
      stdio: 'inherit',
      env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
    });
    child.on('error', reject);
    child.on('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`${command} ${args.join(' ')} : code ${code}.`)),
    );
  });
}

/**
 * Debian's Chromium is the browser (`npx playwright install` cannot download here).
 * Installed when missing and we are root, as CI is; otherwise the message says how.
 * Asynchronous, so that the browser tests' set-up writes the demo database meanwhile
 * (issue 41 §8: the install took CI one to two minutes on its own).
 */
export default async function ensureChromium(): Promise<void> {
  if (existsSync(CHROMIUM_PATH)) return;
  if (process.getuid?.() !== 0) {
    throw new Error(
      `Chromium manque (${CHROMIUM_PATH}) : installez-le avec « sudo apt-get install -y chromium ».`,
    );
  }
  console.log('Installation de Chromium (apt-get install -y chromium)…');
  await run('apt-get', ['update']);
  await run('apt-get', ['install', '-y', '--no-install-recommends', 'chromium']);
}
