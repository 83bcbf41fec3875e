import type { Compartment, Portfolio, RoleName } from '@prisme/domain';
import { assertRoleAccess } from '../../auth/guards';
import type { UserAccess } from '../../auth/user-access';
import type { Database } from '../../db/client';
import { ApiProblem, problem } from '../../http/errors';
import {
  findDeactivatedRoles,
  findPortfolioOwners,
  listAllClientRoles,
  listCompartments,
  listPortfolios,
  listValuationDates,
} from './repository';

/**
 * The inventory as the perimeter bar reads it (spec §7 "Inventory and perimeter").
 * Every answer is limited to the caller's client roles; an administrator reaches all.
 * Only active clients, portfolios and compartments are offered (issue 35 §A.3).
 */
export interface InventoryService {
  rolesOf(access: UserAccess): Promise<RoleName[]>;
  allRoles(): Promise<RoleName[]>;
  portfolios(access: UserAccess, roleCode: string): Promise<Portfolio[]>;
  valuationDates(access: UserAccess, request: PortfolioSelection): Promise<string[]>;
  compartments(
    access: UserAccess,
    request: PortfolioSelection & { valuationDate?: string },
  ): Promise<Compartment[]>;
}

export interface PortfolioSelection {
  portfolioCodes: string[];
  rolename?: string;
}

export function createInventoryService(db: Database): InventoryService {
  /**
   * The one role the selected portfolios belong to. A code outside the caller's roles is
   * a 403 whatever else the request holds; codes of two roles at once are refused.
   */
  async function roleOfSelection(
    access: UserAccess,
    selection: PortfolioSelection,
  ): Promise<string> {
    if (selection.rolename) assertRoleAccess(access, selection.rolename);
    const reachable = selection.rolename
      ? [selection.rolename]
      : access.isAdmin
        ? undefined
        : access.roles.map((r) => r.code);
    const owners = await findPortfolioOwners(db, selection.portfolioCodes, reachable);
    const found = new Set(owners.map((o) => o.code));
    if (selection.portfolioCodes.some((code) => !found.has(code))) {
      // Unknown to the caller: it may exist for another client, which must not be told.
      throw problem('ROLE_FORBIDDEN');
    }
    const roles = new Set(owners.map((o) => o.roleCode));
    if (roles.size !== 1) {
      throw new ApiProblem(
        'VALIDATION',
        'Les portefeuilles choisis appartiennent à plusieurs clients : précisez rolename.',
      );
    }
    return [...roles][0]!;
  }

  return {
    async rolesOf(access) {
      const deactivated = await findDeactivatedRoles(
        db,
        access.roles.map((role) => role.code),
      );
      return access.roles.filter((role) => !deactivated.has(role.code));
    },
    allRoles: () => listAllClientRoles(db),
    async portfolios(access, roleCode) {
      assertRoleAccess(access, roleCode);
      return listPortfolios(db, roleCode);
    },
    async valuationDates(access, selection) {
      const roleCode = await roleOfSelection(access, selection);
      return listValuationDates(db, roleCode, selection.portfolioCodes);
    },
    async compartments(access, selection) {
      const roleCode = await roleOfSelection(access, selection);
      return listCompartments(db, roleCode, selection.portfolioCodes, selection.valuationDate);
    },
  };
}
