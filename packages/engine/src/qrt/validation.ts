import { QRT_CHECKS_LIMIT, type QrtChecks } from '@prisme/domain';
import type { QrtFinding, QrtFindingSeverity, QrtTable } from './report-model';
import { checkBusinessRules } from './validation-business';
import { checkMandatoryCells } from './validation-mandatory';
import {
  checkCicCodes,
  checkCountryCodes,
  checkCurrencyCodes,
  checkIdentifierFormats,
  checkIsinCodes,
  checkLeiCodes,
} from './validation-codes';
import { checkDuplicateKeys, checkFundLookThrough, checkTotalAssets } from './validation-totals';
import { PACKAGE_CHECKS } from './validation-package';

export * from './validation-mandatory';
export * from './validation-codes';
export * from './validation-totals';
export * from './validation-business';
export * from './validation-package';
export * from './validation-nace';
export { kindOf, tableOf, type QrtTableKind } from './validation-tables';

/**
 * The checks a report meets before export (issue 19 §2), each a function of its own;
 * their findings, in this order, fill the workbook's « Contrôles » sheet.
 */
export const QRT_CHECKS = {
  MANDATORY_CELL: 'Cellules obligatoires selon la catégorie CIC',
  CODE_FORMAT: 'Format des codes typés (ISIN/…, LEI/…, CAU/…, SC/…, None)',
  ISIN_CHECK_DIGIT: 'Chiffre de contrôle des ISIN',
  LEI_CHECK_DIGIT: 'Chiffres de contrôle des LEI',
  CIC_CODE: 'Codes CIC valides et à leur place',
  CURRENCY_CODE: 'Codes devise ISO 4217',
  COUNTRY_CODE: 'Codes pays ISO 3166-1',
  DUPLICATE_KEY: 'Pas de clé en double dans un tableau',
  TOTAL_ASSETS: 'Somme de S.06.02 C0170 égale au total des actifs du périmètre',
  FUND_LOOK_THROUGH: 'S.06.03 cohérent avec les OPC de S.06.02',
  S0901_OPENING_INVENTORY: 'Inventaire de début de période pour S.09.01',
  BUSINESS_RULE: 'Règles de validation EIOPA (BV, EV) des états d’actifs',
  TAXONOMY_VERSION: 'Taxonomie applicable à la date de référence',
  NACE_REV2_UNMAPPED: 'Secteurs NACE Rév. 2 convertis en Rév. 2.1',
  ...PACKAGE_CHECKS,
} as const;

/**
 * Checks whose failures a processor would accept (the team should look): the totals'
 * reconciliations, the S.09.01 opening. Every other check's failures would be rejected.
 */
const WARNING_CHECKS: ReadonlySet<string> = new Set([
  'TOTAL_ASSETS',
  'FUND_LOOK_THROUGH',
  'S0901_OPENING_INVENTORY',
]);

/** A finding's weight: its own, else by its check (issue 36 §6: « non déposable »). */
export const severityOf = (finding: QrtFinding): QrtFindingSeverity =>
  finding.severity ?? (WARNING_CHECKS.has(finding.check) ? 'warning' : 'blocking');

/** French label of a severity, for the « Contrôles » sheet and the panel. */
export const SEVERITY_LABELS: Readonly<Record<QrtFindingSeverity, string>> = {
  blocking: 'Bloquant',
  warning: 'Avertissement',
};

export function validateQrtTables(
  tables: readonly QrtTable[],
  context: { expectedTotalAssets: number },
): QrtFinding[] {
  return [
    ...checkMandatoryCells(tables),
    ...checkIdentifierFormats(tables),
    ...checkIsinCodes(tables),
    ...checkLeiCodes(tables),
    ...checkCicCodes(tables),
    ...checkCurrencyCodes(tables),
    ...checkCountryCodes(tables),
    ...checkDuplicateKeys(tables),
    ...checkTotalAssets(tables, context.expectedTotalAssets),
    ...checkFundLookThrough(tables),
    ...checkBusinessRules(tables),
  ];
}

/**
 * The findings as the export panel shows them (GET /api/reporting/qrt-checks): the counts
 * by severity, then the first `limit` findings, blocking ones first, each in its order.
 */
export function summariseFindings(
  findings: readonly QrtFinding[],
  limit = QRT_CHECKS_LIMIT,
): QrtChecks {
  const blocking = findings.filter((f) => severityOf(f) === 'blocking');
  const warnings = findings.filter((f) => severityOf(f) === 'warning');
  return {
    blocking: blocking.length,
    warnings: warnings.length,
    findings: [...blocking, ...warnings].slice(0, limit).map((f) => ({
      check: f.check,
      rule: f.rule ?? null,
      severity: severityOf(f),
      table: f.table,
      row: f.rowIndex === null ? null : f.rowIndex + 1,
      column: f.column,
      value: f.value,
      message: f.message,
    })),
  };
}
