/** What every parameter route documents (OpenAPI at /api/docs). */
export const doc = (summary: string) => ({
  tags: ['Paramètres'],
  security: [{ bearer: [] }],
  summary,
});

/** The client role a GET names: `rolename`, or `roleName` as spec §7 writes it for one call. */
export const roleOf = (query: { rolename?: string | undefined; roleName?: string | undefined }) =>
  query.rolename ?? query.roleName;
