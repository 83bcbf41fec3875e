import { ruleSetTables, type CounterpartyStored } from '@prisme/domain';
import {
  combineAssetsScr,
  COUNTERPARTY_EXCLUSIONS,
  EXPOSURE_FLAGS,
  LGD_RULES,
  PD_RULES,
  type CounterpartyDefaultResult,
} from '@prisme/engine';

/**
 * The counterparty default charge as a result stores it (issue 42): its figures, single
 * names, kinds and exposures, the labels of the rules they name, and the « SCR des actifs »
 * combining it with the market SCR of the same computation (Directive Annex IV).
 */
export function counterpartyPayload(
  result: CounterpartyDefaultResult,
  marketScr: number,
): CounterpartyStored {
  const { ruleSetId, exposures, ...figures } = result;
  return {
    ...figures,
    exposures,
    exposureCount: exposures.length,
    assets: combineAssetsScr(marketScr, result.scr, ruleSetTables(ruleSetId)),
    reasons: {
      pd: Object.values(PD_RULES),
      lgd: Object.values(LGD_RULES),
      flags: Object.values(EXPOSURE_FLAGS),
      exclusions: Object.values(COUNTERPARTY_EXCLUSIONS),
    },
  };
}
