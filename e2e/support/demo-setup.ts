import ensureChromium from './global-setup';
import { writeDemoTemplate } from './demo-template';

/**
 * Global set-up of the browser tests: Chromium installed when missing while the demo
 * database is written once for every file (the two do not wait for each other).
 */
export default async function prepareBrowserTests(): Promise<() => void> {
  const [removeTemplate] = await Promise.all([writeDemoTemplate(), ensureChromium()]);
  return removeTemplate;
}
