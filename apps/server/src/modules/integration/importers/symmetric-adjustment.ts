import { FILE_COLUMNS, ruleSetForDate, ruleSetTables } from '@prisme/domain';
import { scrReferences } from '../../../db/schema';
import type { Importer } from './importer';
import { DuplicateKeys, percent } from './field-checks';
import { frenchDate } from '@prisme/domain';
import { importUpsertedTable } from './upsert-rows';

const C = { date: 'date', adjustment: 'ajustementSymetrique', curve: 'courbe' } as const;

/** Curve of a reference date when the file names none: EIOPA's basic euro curve. */
const DEFAULT_CURVE_ID = 'EUR_RFR_NO_VA';

/** Art. 169 DR 2015/35: type 1 equities fall by 39 % + SA, type 2 by 49 % + SA. */
const TYPE1_BASE_STRESS = 0.39;
const TYPE2_BASE_STRESS = 0.49;

/**
 * Art. 172(4) DR / Art. 106 Directive (solvency2-market-risk §3.4; 2027 note §2.4 [S]): SA
 * is bounded to ±10 % under SII-2016 and to ±13 % under SII-2027 (DR 2026/269, Directive
 * (EU) 2025/2). By rule set, in this one place, until the rule sets' data carry it
 * (ruleSetTables(id).symmetricAdjustmentCorridor).
 */

/** The corridor of the rule set in force at a reference date (from 30/01/2027: SII-2027). */
export function symmetricAdjustmentCorridor(date: string): number {
  return ruleSetTables(ruleSetForDate(date)).symmetricAdjustmentCorridor;
}

/** Floating-point slack so that "10 %" (read as 10 / 100) sits inside a ±10 % corridor. */
const EPSILON = 1e-12;

/**
 * EIOPA's symmetric adjustment of the equity charge, one value per reference date, as
 * a decimal fraction (0.015) or a percentage (1,5 %). Writes scr_references with the
 * type 1 and type 2 stresses; a date already stored is updated.
 */
export const importSymmetricAdjustment: Importer = (job) => {
  const duplicates = new DuplicateKeys();
  return importUpsertedTable(job, {
    columns: FILE_COLUMNS.symmetric_adjustment,
    table: scrReferences,
    keys: [scrReferences.referenceDate],
    dateOf: (r) => r.referenceDate,
    readRow(row) {
      const referenceDate = row.date(C.date, true);
      const adjustment = row.decimal(C.adjustment, true, { percentSign: 'fraction' });
      const yieldCurveId = row.code(C.curve, false) ?? DEFAULT_CURVE_ID;
      if (referenceDate !== undefined && adjustment !== undefined) {
        const bound = symmetricAdjustmentCorridor(referenceDate);
        if (Math.abs(adjustment) > bound + EPSILON)
          row.fail(
            C.adjustment,
            `Ajustement symétrique hors du corridor [−${percent(bound)} ; +${percent(bound)}] applicable au ${frenchDate(referenceDate)} : ${percent(adjustment)} (valeur attendue en fraction décimale, par exemple 0,015 ou 1,5 %).`,
          );
      }
      if (row.faulty) return undefined;
      if (duplicates.isDuplicate(row, C.date, referenceDate!, 'cette date de référence'))
        return undefined;
      return {
        referenceDate: referenceDate!,
        symmetricAdjustment: adjustment!,
        type1Stress: TYPE1_BASE_STRESS + adjustment!,
        type2Stress: TYPE2_BASE_STRESS + adjustment!,
        yieldCurveId,
        synthetic: false,
        source: job.fileName,
      };
    },
  });
};
