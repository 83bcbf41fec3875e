import type { FundReconciliation, FundReconciliationQuery, ScrResultPayload } from '@prisme/domain';
import type { UserAccess } from '../../auth/user-access';
import type { Database } from '../../db/client';
import { problem } from '../../http/errors';
import { reachableRoles } from '../lookthrough/service';
import { reconcileFunds } from './fund-reconciliation';
import { findScrResult } from './repository';

/** The SCR market-risk results (issue 6), read within the caller's client roles. */
export interface SolvencyService {
  /** The SCR result of a perimeter of the caller's clients; 404 when there is none. */
  result(access: UserAccess, perimeterId: string): Promise<ScrResultPayload>;
  /** Prisme's SCR of each fund held beside its manager's indicative figures (TPT 97-105b). */
  fundReconciliation(
    access: UserAccess,
    query: FundReconciliationQuery,
  ): Promise<FundReconciliation>;
}

export function createSolvencyService(db: Database): SolvencyService {
  return {
    async result(access, perimeterId) {
      const found = await findScrResult(db, perimeterId, reachableRoles(access));
      if (!found) {
        throw problem('NOT_FOUND', 'Aucun résultat SCR pour ce périmètre : lancez le calcul.');
      }
      return found.result;
    },
    fundReconciliation: (access, query) => reconcileFunds(db, access, query),
  };
}
