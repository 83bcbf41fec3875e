import type {
  LiquidityRedemption,
  LiquidityRedemptionQuery,
  LiquidityResult,
} from '@prisme/domain';
import { longValueOf, redemptionAnalysis } from '@prisme/engine';
import type { UserAccess } from '../../auth/user-access';
import type { Database } from '../../db/client';
import { problem } from '../../http/errors';
import { reachableRoles } from '../lookthrough/service';
import { findLiquidityResult, loadLiquidityHoldings } from './store';

/** The liquidity analyses of computed perimeters, read within the caller's client roles. */
export interface LiquidityResultsService {
  /** The liquidity result of a perimeter of the caller's clients; 404 when there is none. */
  result(access: UserAccess, perimeterId: string): Promise<LiquidityResult>;
  /**
   * The redemption analysis of an outflow under each of the result's scenarios (as they
   * were when computed), recomputed from the stored holdings.
   */
  redemption(access: UserAccess, query: LiquidityRedemptionQuery): Promise<LiquidityRedemption>;
}

const NO_RESULT =
  'Aucune analyse de liquidité pour ce périmètre : lancez le calcul du risque de liquidité.';

export function createLiquidityResultsService(db: Database): LiquidityResultsService {
  const result = async (access: UserAccess, perimeterId: string) => {
    const found = await findLiquidityResult(db, perimeterId, reachableRoles(access));
    if (!found) throw problem('NOT_FOUND', NO_RESULT);
    return found;
  };
  return {
    result,
    async redemption(access, query) {
      const stored = await result(access, query.perimeterID);
      const holdings = await loadLiquidityHoldings(db, stored.rolename, stored.perimeterID);
      const longValue = longValueOf(holdings);
      const outflow = query.unit === 'percent' ? (query.outflow / 100) * longValue : query.outflow;
      if (outflow > longValue * (1 + 1e-12))
        throw problem(
          'VALIDATION',
          query.unit === 'percent'
            ? 'La sortie ne peut pas dépasser 100 % du portefeuille.'
            : 'La sortie ne peut pas dépasser la valeur longue du portefeuille.',
        );
      return {
        perimeterID: stored.perimeterID,
        outflow,
        outflowShare: longValue > 0 ? outflow / longValue : 0,
        longValue,
        scenarios: redemptionAnalysis(
          holdings,
          stored.scenarios.map((s) => s.scenario),
          outflow,
        ),
      };
    },
  };
}
