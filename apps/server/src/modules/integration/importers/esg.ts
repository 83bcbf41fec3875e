import { FILE_COLUMNS, identifierProblem } from '@prisme/domain';
import { esgScores } from '../../../db/schema';
import type { Importer } from './importer';
import { DuplicateKeys, partyCodeProblem, readChoice } from './field-checks';
import { importUpsertedTable } from './upsert-rows';
import { esgScaleMax } from '../../esg/esg-scale';

type Pillar = 'E' | 'S' | 'G';

const C = {
  issuer: 'codeEmetteur',
  isin: 'codeIsin',
  theme: 'theme',
  pillar: 'pilier',
  score: 'note',
  date: 'date',
} as const;

/** esg-and-liquidity §1.4.1: three pillars; full words accepted in French and English. */
const PILLARS: Record<string, Pillar> = {
  e: 'E',
  s: 'S',
  g: 'G',
  environnement: 'E',
  environnemental: 'E',
  environment: 'E',
  environmental: 'E',
  social: 'S',
  gouvernance: 'G',
  governance: 'G',
};

/**
 * ESG scores by theme at a date (schema esg_scores): an issuer's, or, on a line with an
 * ISIN, that security's own (esg-and-liquidity §1.4.3 item 2: before its issuer's).
 * Scores on the model scale (§1.3, §1.4.1: 0–10 or 0–100, PRISME_ESG_SCALE), higher is
 * better. A theme belongs to one pillar throughout the file; a score of the same issuer,
 * ISIN, theme and date already stored is updated.
 */
export const importEsgScores: Importer = (job) => {
  const scoreBounds = { min: 0, max: esgScaleMax() };
  const duplicates = new DuplicateKeys();
  const themePillars = new Map<string, { pillar: Pillar; line: number }>();
  return importUpsertedTable(job, {
    columns: FILE_COLUMNS.esg,
    table: esgScores,
    keys: [esgScores.issuerCode, esgScores.isin, esgScores.themeId, esgScores.asOf],
    dateOf: (r) => r.asOf,
    readRow(row) {
      const issuerCode = row.code(C.issuer, true, partyCodeProblem);
      const isin = row.code(C.isin, false, (code) => identifierProblem(code, 'ISIN'));
      const themeId = row.text(C.theme, true);
      const pillar = readChoice(row, C.pillar, PILLARS, true);
      const score = row.decimal(C.score, true, scoreBounds);
      const asOf = row.date(C.date, true);
      if (themeId !== undefined && pillar !== undefined) {
        const first = themePillars.get(themeId);
        if (!first) themePillars.set(themeId, { pillar, line: row.line });
        else if (first.pillar !== pillar)
          row.fail(
            C.pillar,
            `Le thème « ${themeId} » relève du pilier ${first.pillar} à la ligne ${first.line}, pas du pilier ${pillar}.`,
          );
      }
      if (row.faulty) return undefined;
      const key = `${issuerCode}|${isin ?? ''}|${themeId}|${asOf}`;
      if (
        duplicates.isDuplicate(
          row,
          C.theme,
          key,
          isin
            ? `la note de ce thème pour le titre ${isin} à cette date`
            : `la note de ce thème pour l'émetteur ${issuerCode} à cette date`,
        )
      )
        return undefined;
      return {
        issuerCode: issuerCode!,
        isin: isin ?? '',
        themeId: themeId!,
        pillar: pillar!,
        score: score!,
        asOf: asOf!,
      };
    },
  });
};
