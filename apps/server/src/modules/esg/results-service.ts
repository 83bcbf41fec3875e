import type { EsgResult } from '@prisme/domain';
import type { UserAccess } from '../../auth/user-access';
import type { Database } from '../../db/client';
import { problem } from '../../http/errors';
import { reachableRoles } from '../lookthrough/service';
import { findEsgResult } from './store';

/** The ESG analyses of computed perimeters, read within the caller's client roles. */
export interface EsgResultsService {
  /** The ESG result of a perimeter of the caller's clients; 404 when there is none. */
  result(access: UserAccess, perimeterId: string): Promise<EsgResult>;
}

export function createEsgResultsService(db: Database): EsgResultsService {
  return {
    async result(access, perimeterId) {
      const found = await findEsgResult(db, perimeterId, reachableRoles(access));
      if (!found) {
        throw problem('NOT_FOUND', 'Aucune analyse ESG pour ce périmètre : lancez le calcul ESG.');
      }
      return found;
    },
  };
}
