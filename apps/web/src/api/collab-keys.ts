/**
 * Query keys of the collaboration site (spec §7): the token and each list. Shared, so a
 * feature that changes a list (news management) makes the page that reads it (home) stale
 * without importing it.
 */
export const collabKeys = {
  all: ['collab'] as const,
  token: ['collab', 'token'] as const,
  /** Every read of one list, whatever its options; add the options to key one read. */
  list: (title: string, ...rest: readonly unknown[]) => ['collab', 'list', title, ...rest] as const,
};
