import { Writable } from 'node:stream';

/** Collects the JSON log lines of an app, to read what it logs (e.g. the reset links). */
export function logCollector() {
  const lines: Record<string, unknown>[] = [];
  const stream = new Writable({
    write(chunk, _enc, done) {
      for (const line of String(chunk).split('\n').filter(Boolean)) lines.push(JSON.parse(line));
      done();
    },
  });
  return { lines, stream };
}
