import { cpSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { migrationsFolder } from './client';

/**
 * The migrations up to `lastTag`, in a temporary folder of their own (the caller removes
 * it): a migration test brings a database to the state before the migration it tests.
 */
export function migrationsUpTo(lastTag: string): string {
  const folder = mkdtempSync(path.join(tmpdir(), 'prisme-migrations-'));
  cpSync(migrationsFolder, folder, { recursive: true });
  const journalFile = path.join(folder, 'meta', '_journal.json');
  const journal = JSON.parse(readFileSync(journalFile, 'utf8')) as {
    entries: { tag: string }[];
  };
  const last = journal.entries.findIndex((entry) => entry.tag === lastTag);
  if (last < 0) throw new Error(`migration ${lastTag} inconnue`);
  journal.entries = journal.entries.slice(0, last + 1);
  writeFileSync(journalFile, JSON.stringify(journal));
  return folder;
}
