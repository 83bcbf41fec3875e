import { counterpartyStoredSchema, scrResultSchema } from '@prisme/domain';
import type {
  CounterpartyLines,
  CounterpartyLinesQuery,
  CurrentScrPerimeter,
  FundReconciliation,
  FundReconciliationQuery,
  ScrComparison,
  ScrComparisonQuery,
  ScrResultPayload,
} from '@prisme/domain';
import type { UserAccess } from '../../auth/user-access';
import type { Database } from '../../db/client';
import { ApiProblem, problem } from '../../http/errors';
import { compareScrBySecurity } from './comparison-repository';
import { findCurrentOwnPerimeter, findScrPerimeter } from './fund-reconciliation-repository';
import { isComputationOf } from './current-perimeter';
import { findSavedPerimeter } from '../perimeter/repository';
import { reachableRoles } from '../lookthrough/service';
import { reconcileFunds } from './fund-reconciliation';
import { findScrResult } from './repository';

/** The SCR market-risk results (issue 6), read within the caller's client roles. */
export interface SolvencyService {
  /** The SCR result of a perimeter of the caller's clients; 404 when there is none. */
  result(access: UserAccess, perimeterId: string): Promise<ScrResultPayload>;
  /**
   * The counterparty default exposures of a perimeter (issue 42), all or one single name's;
   * 404 when the result has no counterparty charge (computed before it).
   */
  counterpartyLines(access: UserAccess, query: CounterpartyLinesQuery): Promise<CounterpartyLines>;
  /** Prisme's SCR of each fund held beside its manager's indicative figures (TPT 97-105b). */
  fundReconciliation(
    access: UserAccess,
    query: FundReconciliationQuery,
  ): Promise<FundReconciliation>;
  /**
   * A simulation beside its base (issue 17 §4): the securities whose value or SCR
   * contribution changed between two computed perimeters of one client of the caller.
   */
  comparison(access: UserAccess, query: ScrComparisonQuery): Promise<ScrComparison>;
  /**
   * The caller's last SCR computation of the perimeter they saved (issue 35 §B.10), null
   * when none: the pages find it without the browser's navigation state, so a
   * computation made through the API or in another session is read too.
   */
  currentPerimeter(access: UserAccess): Promise<CurrentScrPerimeter | null>;
}

const NO_RESULT = 'Aucun résultat SCR pour ce périmètre : lancez le calcul.';
const NO_COUNTERPARTY =
  'Ce résultat SCR ne comporte pas le risque de contrepartie (calculé avant son ajout) : relancez le calcul.';

export function createSolvencyService(db: Database): SolvencyService {
  return {
    async result(access, perimeterId) {
      const found = await findScrResult(db, perimeterId, reachableRoles(access));
      if (!found) {
        throw problem('NOT_FOUND', NO_RESULT);
      }
      // Through the schema: a result stored before issue 37 gets its defaults (SII-2016).
      return scrResultSchema.parse(found.result);
    },
    fundReconciliation: (access, query) => reconcileFunds(db, access, query),

    async counterpartyLines(access, { perimeterID, name }) {
      const found = await findScrResult(db, perimeterID, reachableRoles(access));
      if (!found) throw problem('NOT_FOUND', NO_RESULT);
      const stored = (found.result as { counterparty?: unknown }).counterparty;
      if (stored === undefined) throw problem('NOT_FOUND', NO_COUNTERPARTY);
      const { exposures } = counterpartyStoredSchema.parse(stored);
      return {
        perimeterID,
        name: name ?? null,
        exposures: name === undefined ? exposures : exposures.filter((e) => e.name === name),
      };
    },

    async currentPerimeter(access) {
      const [saved, current] = await Promise.all([
        findSavedPerimeter(db, access.userId),
        findCurrentOwnPerimeter(db, access.userId, reachableRoles(access)),
      ]);
      if (!saved || !current?.hasScr || !isComputationOf(current, saved)) return null;
      return {
        perimeterID: current.perimeterId,
        rolename: current.roleCode,
        valuationDate: current.valuationDate,
        computationDate: current.createdAt.toISOString(),
      };
    },

    async comparison(access, { basePerimeterID, perimeterID, top }) {
      const roles = reachableRoles(access);
      const [base, simulated] = await Promise.all([
        findScrPerimeter(db, basePerimeterID, roles),
        findScrPerimeter(db, perimeterID, roles),
      ]);
      if (!base || !simulated) throw problem('NOT_FOUND', NO_RESULT);
      if (base.roleCode !== simulated.roleCode)
        throw new ApiProblem(
          'VALIDATION',
          'Les deux périmètres comparés doivent être du même client.',
        );
      const { changedCount, lines } = await compareScrBySecurity(
        db,
        { roleCode: base.roleCode, perimeterId: basePerimeterID },
        { roleCode: simulated.roleCode, perimeterId: perimeterID },
        top,
      );
      return { basePerimeterID, perimeterID, changedCount, lines };
    },
  };
}
