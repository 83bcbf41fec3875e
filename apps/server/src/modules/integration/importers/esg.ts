import { FILE_COLUMNS } from '@prisme/domain';
import { esgScores } from '../../../db/schema';
import type { Importer } from './importer';
import { DuplicateKeys, partyCodeProblem, readChoice } from './field-checks';
import { importUpsertedTable } from './upsert-rows';

type Pillar = 'E' | 'S' | 'G';

const C = {
  issuer: 'codeEmetteur',
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

/** esg-and-liquidity §1.3: provider scores on the 0–10 scale, higher is better. */
const SCORE_BOUNDS = { min: 0, max: 10 };

/**
 * ESG scores of issuers by theme at a date (schema esg_scores). A theme belongs to one
 * pillar throughout the file; an issuer, theme and date already stored are updated.
 */
export const importEsgScores: Importer = (job) => {
  const duplicates = new DuplicateKeys();
  const themePillars = new Map<string, { pillar: Pillar; line: number }>();
  return importUpsertedTable(job, {
    columns: FILE_COLUMNS.esg,
    table: esgScores,
    keys: [esgScores.issuerCode, esgScores.themeId, esgScores.asOf],
    dateOf: (r) => r.asOf,
    readRow(row) {
      const issuerCode = row.code(C.issuer, true, partyCodeProblem);
      const themeId = row.text(C.theme, true);
      const pillar = readChoice(row, C.pillar, PILLARS, true);
      const score = row.decimal(C.score, true, SCORE_BOUNDS);
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
      const key = `${issuerCode}|${themeId}|${asOf}`;
      if (
        duplicates.isDuplicate(
          row,
          C.theme,
          key,
          `la note de ce thème pour l'émetteur ${issuerCode} à cette date`,
        )
      )
        return undefined;
      return {
        issuerCode: issuerCode!,
        themeId: themeId!,
        pillar: pillar!,
        score: score!,
        asOf: asOf!,
      };
    },
  });
};
