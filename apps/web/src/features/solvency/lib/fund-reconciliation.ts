import {
  DEFAULT_RECONCILIATION_FLOOR,
  DEFAULT_RECONCILIATION_THRESHOLD,
  FUND_RECONCILIATION_STATUSES,
  FUND_RECONCILIATION_STRESS_KEYS,
  FUND_RECONCILIATION_STRESSES,
  NOT_COMPARABLE_LABEL,
  type FundReconciliation,
  type FundReconciliationRow,
} from '@prisme/domain';
import { buildCsv, type CsvValue } from '../../../lib/csv';
import { parseFrenchNumber } from '../../../lib/french-number';
import { formatDay } from '../../../lib/iso-date';
import type { ReconciliationLimits } from '../api/get-fund-reconciliation';

export const TO_REVIEW_LABEL = 'À examiner';
export const IN_LINE_LABEL = 'Conforme';
export const NO_INDICATIVE_SCR_LABEL = FUND_RECONCILIATION_STATUSES.no_indicative_scr;

/** What the grid's « Statut » column says of a fund (and what its filter matches). */
export function fundStatusLabel(fund: FundReconciliationRow): string {
  if (fund.status === 'no_indicative_scr') return NO_INDICATIVE_SCR_LABEL;
  return fund.flagged ? TO_REVIEW_LABEL : IN_LINE_LABEL;
}

/**
 * What the grid says of a fund's currency figures (issue 35 §B.10): the currency they
 * are measured against (the share class's, TPT 4, as its manager measures them), or
 * « Non comparable ».
 */
export function currencyBasisLabel(fund: FundReconciliationRow): string {
  return fund.currency.comparable ? fund.currency.measuredAgainst : NOT_COMPARABLE_LABEL;
}

/** A currency stress's gap that is not computed because the figures are not comparable. */
export const notComparableGap = (fund: FundReconciliationRow | undefined, key: string) =>
  !!fund && !fund.currency.comparable && (key === 'currencyUp' || key === 'currencyDown');

export const DEFAULT_LIMITS: ReconciliationLimits = {
  threshold: DEFAULT_RECONCILIATION_THRESHOLD,
  floor: DEFAULT_RECONCILIATION_FLOOR,
};

/** The two fields as typed: the threshold in percent, the floor in the reference currency. */
export interface LimitInputs {
  thresholdPercent: string;
  floor: string;
}

export const limitInputsOf = (limits: ReconciliationLimits): LimitInputs => ({
  thresholdPercent: String(limits.threshold * 100).replace('.', ','),
  floor: String(limits.floor).replace('.', ','),
});

const NOT_A_POSITIVE_NUMBER = 'Saisissez un nombre positif ou nul (par exemple 10 ou 2,5).';

/** The typed fields read in French ("12,5", "1 000"), or the French error of each. */
export function readLimitInputs(
  inputs: LimitInputs,
):
  | { ok: true; limits: ReconciliationLimits }
  | { ok: false; errors: Partial<Record<keyof LimitInputs, string>> } {
  // The field is in percent already: a "%" typed after the number changes nothing.
  const percent = parseFrenchNumber(inputs.thresholdPercent.replace('%', ''));
  const floor = parseFrenchNumber(inputs.floor);
  const errors: Partial<Record<keyof LimitInputs, string>> = {};
  if (percent === null || percent < 0) errors.thresholdPercent = NOT_A_POSITIVE_NUMBER;
  if (floor === null || floor < 0) errors.floor = NOT_A_POSITIVE_NUMBER;
  if (percent === null || floor === null || errors.thresholdPercent || errors.floor) {
    return { ok: false, errors };
  }
  return { ok: true, limits: { threshold: percent / 100, floor } };
}

/** The funds the grid shows: all, or the flagged ones only (« À examiner »). */
export const visibleFunds = (funds: FundReconciliationRow[], toReviewOnly: boolean) =>
  toReviewOnly ? funds.filter((fund) => fund.flagged) : funds;

const percentOrNull = (fraction: number | null) => (fraction === null ? null : fraction * 100);

/** The grid as a CSV file for a French spreadsheet: one line per fund. */
export function reconciliationCsv(data: FundReconciliation, funds: FundReconciliationRow[]) {
  const currency = data.referenceCurrency;
  const header = [
    'Code du fonds',
    'Nom du fonds',
    `Valeur détenue (${currency})`,
    'Statut',
    'Date du TPT',
    'Change mesuré contre',
    'Motif',
    ...FUND_RECONCILIATION_STRESS_KEYS.flatMap((key) => {
      const label = FUND_RECONCILIATION_STRESSES[key].label;
      return [
        `${label} Prisme`,
        `${label} gérant`,
        `${label} écart`,
        `${label} écart (%)`,
        `${label} à examiner`,
      ];
    }),
  ];
  const rows = funds.map((fund): CsvValue[] => [
    fund.fundCode,
    fund.fundName,
    fund.heldValue,
    fundStatusLabel(fund),
    fund.statement ? formatDay(fund.statement.valuationDate) : null,
    currencyBasisLabel(fund),
    fund.currency.reason,
    ...FUND_RECONCILIATION_STRESS_KEYS.flatMap((key) => {
      const stress = fund.stresses[key];
      return [
        stress.prisme,
        stress.manager,
        notComparableGap(fund, key) ? NOT_COMPARABLE_LABEL : stress.difference,
        notComparableGap(fund, key) ? null : percentOrNull(stress.relativeDifference),
        stress.flagged ? 'oui' : 'non',
      ];
    }),
  ]);
  return buildCsv(header, rows);
}
