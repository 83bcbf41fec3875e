import type { FastifyRequest } from 'fastify';
import type { Right } from '@prisme/domain';
import { problem } from '../http/errors';
import { canReachRole, hasRight, type UserAccess } from './user-access';

/**
 * Route guards, used as `preValidation` hooks: the right is checked before the body or
 * the query is validated, so a caller without it learns nothing of the payload's shape
 * (issue 20). The menu hiding an item is a convenience; these are the control. An admin
 * passes every right check.
 */
export const requireRight = (right: Right) => async (request: FastifyRequest) => {
  if (!hasRight(await request.access(), right)) throw problem('FORBIDDEN');
};

/** At least one of the rights (an admin holds them all). */
export const requireAnyRight =
  (...rights: readonly Right[]) =>
  async (request: FastifyRequest) => {
    const access = await request.access();
    if (!rights.some((right) => hasRight(access, right))) throw problem('FORBIDDEN');
  };

/**
 * Work on client data: an admin, or a user of at least one client role. The routes that
 * take a client role in their input check it in their service; this guard refuses a
 * user of no client before their input is read (issue 20 §1).
 */
export const requireClientRole = async (request: FastifyRequest) => {
  const access = await request.access();
  if (!access.isAdmin && access.roles.length === 0) throw problem('ROLE_FORBIDDEN');
};

export const requireAdmin = async (request: FastifyRequest) => {
  if (!(await request.access()).isAdmin) throw problem('FORBIDDEN');
};

/** Tenancy check for services: throws 403 unless the caller may work on this client role. */
export function assertRoleAccess(access: UserAccess, roleCode: string): void {
  if (!canReachRole(access, roleCode)) throw problem('ROLE_FORBIDDEN');
}
