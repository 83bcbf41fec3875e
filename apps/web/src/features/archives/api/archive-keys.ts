/**
 * The archives' query keys. The list and the categories are a client role's; every key
 * starts with 'archives', so one invalidation reloads whatever a write changed.
 */
export const archiveKeys = {
  all: ['archives'] as const,
  list: (role: string) => ['archives', 'list', role] as const,
  categories: (role: string) => ['archives', 'categories', role] as const,
};
