import {
  DEALING_FREQUENCIES,
  DEALING_FREQUENCY_LABELS,
  DEALING_FREQUENCY_WORDS,
  FILE_COLUMNS,
  type DealingFrequency,
} from '@prisme/domain';
import type { RowReader } from '../row-reader';
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
  price: 'cours',
  frequency: 'frequenceRachat',
  frequencyDays: 'joursFrequence',
  notice: 'preavis',
  settlement: 'delaiReglement',
  gate: 'plafondRachat',
  suspended: 'suspension',
} as const;

/** A gate is a share of the holding redeemed on one dealing day (esg-and-liquidity §3.6.4). */
const GATE_BOUNDS = { min: 0, max: 1, percentSign: 'fraction' } as const;
/** Days of notice, frequency or settlement: trading days, up to about two years. */
const DAYS_BOUNDS = { min: 0, max: 500 };

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
        price: row.decimal(C.price, false, { positive: true }),
        ...readDealingTerms(row),
      };
      if (!row.faulty && Object.values(measures).every((value) => value === undefined))
        row.fail(
          C.volume,
          `Aucune donnée : renseignez au moins une des colonnes ${C.volume}, ${C.spread}, ${C.issueSize}, ${C.liquidityClass}, ${C.price}, ${C.frequency} ou ${C.suspended}.`,
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

/**
 * A fund's dealing terms on the line (§3.6.4): the frequency (« autre » with its days),
 * notice, settlement T+n and gate need a frequency; a suspension stands alone.
 */
function readDealingTerms(row: RowReader) {
  const word = row.text(C.frequency);
  let dealingFrequency: DealingFrequency | undefined;
  if (word !== undefined) {
    dealingFrequency = DEALING_FREQUENCY_WORDS[normalise(word)];
    if (!dealingFrequency)
      row.fail(
        C.frequency,
        `Fréquence de rachat inconnue : « ${word} » (attendu : ${DEALING_FREQUENCIES.map((f) => DEALING_FREQUENCY_LABELS[f].toLowerCase()).join(', ')}).`,
      );
  }
  const terms = {
    dealingFrequency,
    dealingFrequencyDays: row.integer(C.frequencyDays, false, { ...DAYS_BOUNDS, min: 1 }),
    noticeDays: row.integer(C.notice, false, DAYS_BOUNDS),
    settlementDays: row.integer(C.settlement, false, DAYS_BOUNDS),
    gate: row.decimal(C.gate, false, GATE_BOUNDS),
    suspended: row.flag(C.suspended),
  };
  if (row.faulty) return terms;
  if (dealingFrequency === 'other' && terms.dealingFrequencyDays === undefined)
    row.fail(
      C.frequencyDays,
      'Fréquence « autre » : donnez le nombre de jours entre deux rachats.',
    );
  else if (dealingFrequency !== 'other' && terms.dealingFrequencyDays !== undefined)
    row.fail(C.frequencyDays, `Le nombre de jours ne vaut que pour la fréquence « autre ».`);
  const needFrequency = [
    [C.notice, terms.noticeDays],
    [C.settlement, terms.settlementDays],
    [C.gate, terms.gate],
  ] as const;
  for (const [column, value] of needFrequency)
    if (value !== undefined && dealingFrequency === undefined)
      row.fail(column, `Renseignez la fréquence de rachat (${C.frequency}) avec ${column}.`);
  if (terms.gate === 0)
    row.fail(C.gate, 'Un plafond de rachat de 0 : indiquez plutôt la suspension.');
  return terms;
}

/** Lower case without accents or spaces, as the words of DEALING_FREQUENCY_WORDS. */
const normalise = (word: string) =>
  word
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[\s_-]/g, '')
    .toLowerCase();

async function securityCodes(tx: Transaction): Promise<Set<string>> {
  const rows = await tx.select({ code: securities.code }).from(securities);
  return new Set(rows.map((r) => r.code));
}
