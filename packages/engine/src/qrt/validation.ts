import type { QrtFinding, QrtTable } from './report-model';
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
  TAXONOMY_VERSION: 'Taxonomie applicable à la date de référence',
  NACE_REV2_UNMAPPED: 'Secteurs NACE Rév. 2 convertis en Rév. 2.1',
  ...PACKAGE_CHECKS,
} as const;

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
  ];
}
