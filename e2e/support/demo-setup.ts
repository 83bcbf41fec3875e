import { writeDemoTemplate } from './demo-template';

/** Global set-up of the browser tests: the demo database written once for every file. */
export default function writeDemoDatabaseOnce(): Promise<() => void> {
  return writeDemoTemplate();
}
