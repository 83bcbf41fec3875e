export const userKeys = {
  all: ['admin', 'users'] as const,
  clientRoles: ['admin', 'users', 'client-roles'] as const,
};
