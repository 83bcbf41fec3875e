import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { CHROMIUM_PATH } from './browser';

/**
 * Debian's Chromium is the browser (`npx playwright install` cannot download here).
 * Installed when missing and we are root, as CI is; otherwise the message says how.
 */
export default function ensureChromium(): void {
  if (existsSync(CHROMIUM_PATH)) return;
  if (process.getuid?.() !== 0) {
    throw new Error(
      `Chromium manque (${CHROMIUM_PATH}) : installez-le avec « sudo apt-get install -y chromium ».`,
    );
  }
  console.log('Installation de Chromium (apt-get install -y chromium)…');
  const options = {
    stdio: 'inherit' as const,
    env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
  };
  execFileSync('apt-get', ['update'], options);
  execFileSync('apt-get', ['install', '-y', '--no-install-recommends', 'chromium'], options);
}
