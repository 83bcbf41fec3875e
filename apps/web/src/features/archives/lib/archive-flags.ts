import type { ArchivesFlags } from '../../../state';

/**
 * Whether the archive-exists flags must be read (spec §2 menu, §4): the role the flags
 * describe is not the current one, or they are marked stale; or they say 'loading' while
 * nothing reads them (a reload of the page in the middle of a read). Answers the role to
 * read for, or null.
 */
export function archiveFlagsToLoad(
  flags: Pick<ArchivesFlags, 'role' | 'status'>,
  role: string | null,
  reading: boolean,
): string | null {
  if (role === null || reading) return null;
  if (flags.role !== role) return role;
  return flags.status === 'stale' || flags.status === 'loading' ? role : null;
}
