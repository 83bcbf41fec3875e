import type { PerimeterRequest, SavedPerimeter } from '@prisme/domain';
import { assertRoleAccess } from '../../auth/guards';
import type { UserAccess } from '../../auth/user-access';
import type { Database } from '../../db/client';
import { ApiProblem, problem } from '../../http/errors';
import { findPortfolioOwners, listCompartments } from '../inventory/repository';
import { findSavedPerimeter, upsertSavedPerimeter } from './repository';

/**
 * The perimeter each user last chose (spec §3, §4): saved on every change, read back at
 * start-up where the web app checks it is still valid. Saving one that names another
 * client's portfolios is refused.
 */
export interface PerimeterService {
  get(access: UserAccess): Promise<SavedPerimeter | null>;
  save(access: UserAccess, request: PerimeterRequest): Promise<SavedPerimeter>;
}

export function createPerimeterService(db: Database): PerimeterService {
  return {
    get: (access) => findSavedPerimeter(db, access.userId),

    async save(access, request) {
      const perimeter: SavedPerimeter = {
        valuationDate: request.valuationDate,
        rolename: request.rolename,
        portfolios: [...new Set(request.portfolios)],
        compartments: [...new Set(request.compartments)],
        lookThroughLevel: request.lookThroughLevel,
      };
      if (perimeter.rolename) assertRoleAccess(access, perimeter.rolename);
      if (perimeter.portfolios.length) {
        if (!perimeter.rolename) {
          throw new ApiProblem(
            'VALIDATION',
            'La requête est invalide : choisissez un client avant ses portefeuilles.',
          );
        }
        const owned = await findPortfolioOwners(db, perimeter.portfolios, [perimeter.rolename]);
        if (owned.length !== perimeter.portfolios.length) throw problem('ROLE_FORBIDDEN');
      }
      if (perimeter.compartments.length) {
        const known =
          perimeter.rolename && perimeter.portfolios.length
            ? await listCompartments(db, perimeter.rolename, perimeter.portfolios, undefined)
            : [];
        const codes = new Set(known.map((c) => c.codeCompartiment));
        const unknown = perimeter.compartments.filter((c) => !codes.has(c));
        if (unknown.length) {
          throw new ApiProblem(
            'VALIDATION',
            `La requête est invalide : compartiment(s) hors des portefeuilles choisis : ${unknown.join(', ')}.`,
          );
        }
      }
      await upsertSavedPerimeter(db, access.userId, perimeter);
      return perimeter;
    },
  };
}
