import type { AuditFilter } from '@prisme/domain';

export const auditKeys = {
  all: ['admin', 'audit'] as const,
  page: (filter: AuditFilter, offset: number, limit: number) =>
    ['admin', 'audit', 'page', filter, offset, limit] as const,
  clientRoles: ['admin', 'audit', 'client-roles'] as const,
};
