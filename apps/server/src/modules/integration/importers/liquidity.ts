import { FILE_COLUMNS } from '@prisme/domain';
import type { Transaction } from '../../../db/client';
import { liquidityData, securities } from '../../../db/schema';
import type { Importer } from './importer';
import { DuplicateKeys } from './field-checks';
import { importUpsertedTable } from './upsert-rows';

const C = {
  security: 'codeTitre',
  date: 'date',
  volume: 'volumeMoyenJournalier',
  spread: 'fourchetteAchatVente',
  issueSize: 'tailleEmission',
  liquidityClass: 'classeLiquidite',
} as const;

/** esg-and-liquidity §3.3.3: the bid-ask spread is a fraction of the mid price. */
const SPREAD_BOUNDS = { min: 0, max: 1, percentSign: 'fraction' } as const;
/** Schema liquidity_data: classes 1 (most liquid) to 5. */
const CLASS_BOUNDS = { min: 1, max: 5 };

/**
 * Liquidity data of securities of the referential at a date (schema liquidity_data,
 * esg-and-liquidity §3.3). A line needs at least one measure. A security and date
 * already stored are updated; an empty cell keeps the stored value.
 */
export const importLiquidityData: Importer = async (job) => {
  const known = await securityCodes(job.tx);
  const duplicates = new DuplicateKeys();
  return importUpsertedTable(job, {
    columns: FILE_COLUMNS.liquidity,
    table: liquidityData,
    keys: [liquidityData.securityCode, liquidityData.asOf],
    options: { keepStoredWhenEmpty: true },
    dateOf: (r) => r.asOf,
    readRow(row) {
      const securityCode = row.code(C.security, true, (code) =>
        known.has(code) ? undefined : `Titre inconnu du référentiel : « ${code} »`,
      );
      const asOf = row.date(C.date, true);
      const measures = {
        averageDailyVolume: row.decimal(C.volume, false, { min: 0 }),
        bidAskSpread: row.decimal(C.spread, false, SPREAD_BOUNDS),
        issueSize: row.decimal(C.issueSize, false, { min: 0 }),
        liquidityClass: row.integer(C.liquidityClass, false, CLASS_BOUNDS),
      };
      if (!row.faulty && Object.values(measures).every((value) => value === undefined))
        row.fail(
          C.volume,
          `Aucune donnée : renseignez au moins une des colonnes ${C.volume}, ${C.spread}, ${C.issueSize} ou ${C.liquidityClass}.`,
        );
      if (row.faulty) return undefined;
      if (
        duplicates.isDuplicate(
          row,
          C.security,
          `${securityCode}|${asOf}`,
          `le titre ${securityCode} à cette date`,
        )
      )
        return undefined;
      return { securityCode: securityCode!, asOf: asOf!, ...measures };
    },
  });
};

async function securityCodes(tx: Transaction): Promise<Set<string>> {
  const rows = await tx.select({ code: securities.code }).from(securities);
  return new Set(rows.map((r) => r.code));
}
