import type { QueryClient } from '@tanstack/react-query';
import type { Archive } from '@prisme/domain';
import { navigationActions, type ArchiveContent } from '../../../state';
import { archiveKeys } from './archive-keys';
import { archivesQueryOptions } from './get-archives';

/** What an archive holds, for the menu's « Analyse » items (spec §2, §4). */
export const archiveContent = (archive: Archive): ArchiveContent => ({
  scr: archive.scr,
  esg: archive.esg,
  riskLiquidity: archive.riskLiquidity,
});

/** The roles whose list is being read for the flags, so that a read is not started twice. */
const reading = new Set<string>();

export const isReadingArchiveFlags = (role: string): boolean => reading.has(role);

/**
 * Reads the role's list afresh and sets the archive-exists flags from it (spec §4):
 * archivesRequested → GET /api/archive/all → archivesLoaded, or archivesFailed (spec §8:
 * a failed list offers no archive).
 */
export async function loadArchiveFlags(client: QueryClient, role: string): Promise<void> {
  reading.add(role);
  navigationActions.archivesRequested(role);
  try {
    const archives = await client.fetchQuery({ ...archivesQueryOptions(role), staleTime: 0 });
    navigationActions.archivesLoaded(role, archives.map(archiveContent));
  } catch {
    navigationActions.archivesFailed(role);
  } finally {
    reading.delete(role);
  }
}

/**
 * After a successful write (spec §4: each success reloads the archive list): the
 * archives' queries read again, and the flags set from the new list.
 */
export async function archivesWritten(client: QueryClient, role: string): Promise<void> {
  await Promise.all([
    client.invalidateQueries({ queryKey: archiveKeys.all }),
    loadArchiveFlags(client, role),
  ]);
}
