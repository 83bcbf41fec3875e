import {
  compareStress,
  DEFAULT_MAX_COMPOSITION_AGE_DAYS,
  FUND_RECONCILIATION_STRESS_KEYS,
  FUND_RECONCILIATION_STRESSES,
  type FundReconciliation,
  type FundReconciliationQuery,
  type FundReconciliationRow,
  type FundStressComparison,
} from '@prisme/domain';
import { chooseComposition, isoDay } from '@prisme/engine';
import type { UserAccess } from '../../auth/user-access';
import type { Executor } from '../../db/client';
import { problem } from '../../http/errors';
import { loadLatestCompositions, type CompositionRow } from '../lookthrough/input-repository';
import { reachableRoles } from '../lookthrough/service';
import {
  currencyExposuresByRoot,
  findScrPerimeter,
  indicativeScrByComposition,
  type CurrencyExposure,
  prismeLossesByFund,
  type IndicativeScrSums,
  type PrismeFundLosses,
} from './fund-reconciliation-repository';
import { currencyBasis } from './share-class-currency';

const basisOf = (row: CompositionRow) =>
  row.basis === 'target_allocation' ? ('target_allocation' as const) : ('reported' as const);

/**
 * The TPT statement of each fund that the look-through rule picks at the date (Art. 84:
 * the same candidates as the computation's engine-input, the same choice), by fund code.
 */
async function statementsOf(
  db: Executor,
  fundCodes: string[],
  valuationDate: string,
): Promise<Map<string, CompositionRow>> {
  const byFund = new Map<string, CompositionRow[]>();
  for (const row of await loadLatestCompositions(db, fundCodes, valuationDate)) {
    byFund.set(row.fundCode, [...(byFund.get(row.fundCode) ?? []), row]);
  }
  const chosen = new Map<string, CompositionRow>();
  const day = isoDay(valuationDate);
  for (const [fundCode, rows] of byFund) {
    const candidates = rows.map((row) => ({ day: isoDay(row.valuationDate), basis: basisOf(row) }));
    const choice = chooseComposition(candidates, day, DEFAULT_MAX_COMPOSITION_AGE_DAYS);
    if (choice) chosen.set(fundCode, rows[choice.index]!);
  }
  return chosen;
}

/**
 * The manager's figure of each stress for the position held. TPT 97-105b are changes of
 * value over the fund's NAV (data-standards §2.2), so the fund's change is Σ field × NAV,
 * and the position's is that × the share held, share = held × FX / NAV as the look-through
 * scales the lines (expand.ts): Σ field × held value, already in the reference currency.
 */
function managerFigures(sums: IndicativeScrSums, heldValue: number) {
  const figures = {} as Record<keyof typeof FUND_RECONCILIATION_STRESSES, number>;
  for (const key of FUND_RECONCILIATION_STRESS_KEYS) {
    const { tptFields, tptCombination } = FUND_RECONCILIATION_STRESSES[key];
    const values = tptFields.map((id) => sums.fields[id] ?? 0);
    const fraction =
      tptCombination === 'max' ? Math.max(...values) : values.reduce((a, b) => a + b, 0);
    figures[key] = fraction * heldValue;
  }
  return figures;
}

const CURRENCY_STRESSES = new Set(['currencyUp', 'currencyDown']);

function fundRow(
  fund: PrismeFundLosses,
  statement: CompositionRow | undefined,
  sums: IndicativeScrSums | undefined,
  limits: { threshold: number; floor: number },
  currency: { reference: string; exposures: readonly CurrencyExposure[] },
): FundReconciliationRow {
  const compared = sums !== undefined && sums.linesWithIndicativeScr > 0;
  const manager = compared ? managerFigures(sums, fund.heldValue) : undefined;
  const { lossUp, ...basis } = currencyBasis(
    currency.reference,
    statement?.currency,
    currency.exposures,
    fund.currencyUp,
  );
  // Art. 188(3)-(4): one stress both ways, the fall the opposite of the rise.
  const prisme = { ...fund, currencyUp: lossUp, currencyDown: -lossUp };
  const stresses = {} as Record<keyof typeof FUND_RECONCILIATION_STRESSES, FundStressComparison>;
  for (const key of FUND_RECONCILIATION_STRESS_KEYS) {
    const comparison = compareStress(prisme[key], manager ? manager[key] : null, limits);
    // « Non comparable »: the manager's figure shown, no gap, nothing flagged.
    stresses[key] =
      basis.comparable || !CURRENCY_STRESSES.has(key)
        ? comparison
        : { ...comparison, difference: null, relativeDifference: null, flagged: false };
  }
  return {
    fundCode: fund.fundCode,
    fundName: fund.fundName ?? statement?.fundName ?? null,
    heldValue: fund.heldValue,
    lineCount: fund.lineCount,
    status: compared ? 'compared' : 'no_indicative_scr',
    statement: statement
      ? {
          valuationDate: statement.valuationDate,
          basis: basisOf(statement),
          tptVersion: statement.tptVersion,
          currency: statement.currency,
          completeScrDelivery: statement.completeScrDelivery,
          lineCount: sums?.lineCount ?? 0,
          linesWithIndicativeScr: sums?.linesWithIndicativeScr ?? 0,
        }
      : null,
    currency: basis,
    flagged: Object.values(stresses).some((stress) => stress.flagged),
    stresses,
  };
}

/**
 * « Rapprochement SCR des fonds » of a computed perimeter of the caller's clients: the
 * funds held directly, Prisme's losses beside the manager's indicative SCR. 404 when the
 * perimeter has no SCR result or belongs to a client the caller cannot reach.
 */
export async function reconcileFunds(
  db: Executor,
  access: UserAccess,
  query: FundReconciliationQuery,
): Promise<FundReconciliation> {
  const perimeterId = query.perimeterID;
  const perimeter = await findScrPerimeter(db, perimeterId, reachableRoles(access));
  if (!perimeter) {
    throw problem('NOT_FOUND', 'Aucun résultat SCR pour ce périmètre : lancez le calcul.');
  }
  const funds = await prismeLossesByFund(db, perimeter.roleCode, perimeterId);
  const statements = await statementsOf(
    db,
    funds.map((fund) => fund.fundCode),
    perimeter.valuationDate,
  );
  const sums = new Map(
    (
      await indicativeScrByComposition(
        db,
        [...statements.values()].map((s) => s.id),
      )
    ).map((row) => [row.compositionId, row]),
  );
  const exposures = new Map<string, CurrencyExposure[]>();
  for (const row of await currencyExposuresByRoot(db, perimeter.roleCode, perimeterId)) {
    exposures.set(row.rootCode, [...(exposures.get(row.rootCode) ?? []), row]);
  }
  const limits = { threshold: query.threshold, floor: query.floor };
  return {
    perimeterID: perimeterId,
    rolename: perimeter.roleCode,
    valuationDate: perimeter.valuationDate,
    referenceCurrency: perimeter.referenceCurrency,
    ...limits,
    funds: funds.map((fund) => {
      const statement = statements.get(fund.fundCode);
      return fundRow(fund, statement, statement && sums.get(statement.id), limits, {
        reference: perimeter.referenceCurrency,
        exposures: exposures.get(fund.fundCode) ?? [],
      });
    }),
  };
}
