import {
  compareStress,
  FUND_RECONCILIATION_STRESS_KEYS,
  fundReconciliationSchema,
  type FundReconciliation,
  type FundReconciliationRow,
  type FundReconciliationStress,
} from '@prisme/domain';
import { SCR_PERIMETER_ID } from './scr-result';

/** Test data of the reconciliation page, as GET /api/solvency/fund-reconciliation answers. */

const limits = { threshold: 0.1, floor: 1000 };

const stresses = (
  figures: Partial<Record<FundReconciliationStress, [number, number | null]>>,
  withManager: boolean,
) =>
  Object.fromEntries(
    FUND_RECONCILIATION_STRESS_KEYS.map((key) => {
      const [prisme, manager] = figures[key] ?? [0, withManager ? 0 : null];
      return [key, compareStress(prisme, manager, limits)];
    }),
  ) as FundReconciliationRow['stresses'];

const statement = (linesWithIndicativeScr: number, lineCount: number) => ({
  valuationDate: '2024-12-31',
  basis: 'reported' as const,
  tptVersion: 'V7',
  currency: 'EUR',
  completeScrDelivery: linesWithIndicativeScr === lineCount,
  lineCount,
  linesWithIndicativeScr,
});

/** Flagged: equity type 2 is 16.7 % under the manager's figure. */
export const FLAGGED_FUND: FundReconciliationRow = {
  fundCode: 'FR0010RECOF1',
  fundName: 'Fonds Rapprochement',
  heldValue: 200_000,
  lineCount: 6,
  status: 'compared',
  statement: statement(6, 6),
  currency: { measuredAgainst: 'EUR', comparable: true, reason: null, againstReference: 0 },
  flagged: true,
  stresses: stresses(
    {
      equityType1: [40_500, 42_400],
      equityType2: [10_100, 12_120],
      interestRateDown: [-2400, -1920],
    },
    true,
  ),
};

export const IN_LINE_FUND: FundReconciliationRow = {
  ...FLAGGED_FUND,
  fundCode: 'LU0000000AB2',
  fundName: 'Fonds Conforme',
  flagged: false,
  stresses: stresses({ equityType1: [10_000, 10_200] }, true),
};

export const FUND_WITHOUT_SCR: FundReconciliationRow = {
  fundCode: 'FR0010RECOG9',
  fundName: 'Fonds Sans SCR',
  heldValue: 50_000,
  lineCount: 1,
  status: 'no_indicative_scr',
  statement: statement(0, 1),
  currency: { measuredAgainst: 'EUR', comparable: true, reason: null, againstReference: 0 },
  flagged: false,
  stresses: stresses({ equityType1: [20_250, null] }, false),
};

export const HEDGED_CLASS_REASON =
  'Le gérant mesure le risque de change contre la devise de la part (USD, TPT 4), couverture comprise ; Prisme ne revalorise pas les 1 dérivé(s) de change du fonds (CIC A3, B3, C3, D2, D3, E2) sous le choc.';

/** A hedged USD share class: its currency figures « non comparables ». */
export const HEDGED_USD_CLASS: FundReconciliationRow = {
  ...IN_LINE_FUND,
  fundCode: 'FR0010RECOC7',
  fundName: 'Fonds Part USD Couverte',
  statement: { ...statement(2, 2), currency: 'USD' },
  currency: {
    measuredAgainst: 'USD',
    comparable: false,
    reason: HEDGED_CLASS_REASON,
    againstReference: -5000,
  },
  stresses: {
    ...stresses({ currencyUp: [-5000, 0], currencyDown: [5000, 0] }, true),
    currencyUp: {
      prisme: -5000,
      manager: 0,
      difference: null,
      relativeDifference: null,
      flagged: false,
    },
    currencyDown: {
      prisme: 5000,
      manager: 0,
      difference: null,
      relativeDifference: null,
      flagged: false,
    },
  },
};

export const fundReconciliation: FundReconciliation = fundReconciliationSchema.parse({
  perimeterID: SCR_PERIMETER_ID,
  rolename: 'Client.DEMO1',
  valuationDate: '2024-12-31',
  referenceCurrency: 'EUR',
  ...limits,
  funds: [FLAGGED_FUND, IN_LINE_FUND, FUND_WITHOUT_SCR],
});

/** The same with a hedged USD share class besides. */
export const withHedgedClass: FundReconciliation = fundReconciliationSchema.parse({
  ...fundReconciliation,
  funds: [...fundReconciliation.funds, HEDGED_USD_CLASS],
});
