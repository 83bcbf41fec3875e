import {
  ESG_PILLARS,
  MARKET_SUBMODULE_LABELS,
  type Archive,
  type EsgResult,
  type LiquidityResult,
  type LookThroughSummary,
  type MarketSubmoduleKey,
  type ScrResultPayload,
} from '@prisme/domain';
import type { CsvValue } from '../../../lib/csv';
import type { ReportModule } from './report-module';

/** The details report's CSV: one row per selected archive with its headline figures. Pure. */
const ARCHIVE_HEADER = [
  'Sauvegarde',
  'Catégorie',
  'Date de valorisation',
  'Date du calcul',
  'Auteur',
];
const SUBMODULES = Object.keys(MARKET_SUBMODULE_LABELS) as MarketSubmoduleKey[];

export const DETAILS_CSV_HEADER: Record<ReportModule, string[]> = {
  transparisation: [
    ...ARCHIVE_HEADER,
    'Valeur de marché',
    'Lignes',
    'Taux de transparisation',
    'Part en regroupements de données',
  ],
  solvency: [
    ...ARCHIVE_HEADER,
    'Valeur de marché',
    'SCR marché',
    ...SUBMODULES.map((k) => MARKET_SUBMODULE_LABELS[k]),
    'Diversification',
  ],
  esg: [...ARCHIVE_HEADER, 'Score ESG', 'Couverture', ...ESG_PILLARS, 'Lettre'],
  risk: [...ARCHIVE_HEADER, 'Valeur longue', 'Titres', 'Lignes'],
};

export function detailsCsvRows(
  module: ReportModule,
  archive: Archive,
  result: unknown,
): CsvValue[] {
  const head: CsvValue[] = [
    archive.name,
    archive.category,
    archive.valuationDate,
    archive.simulationDate,
    archive.displayName,
  ];
  if (!result) return head;
  switch (module) {
    case 'transparisation': {
      const s = result as LookThroughSummary;
      return [
        ...head,
        s.totalMarketValuation,
        s.lineCount,
        s.lookedThroughShare,
        s.dataGroupingShare,
      ];
    }
    case 'solvency': {
      const r = result as ScrResultPayload;
      return [
        ...head,
        r.globalMarketValuation,
        r.globalSCRMarketResult,
        ...SUBMODULES.map((k) => r.submodules[k]),
        r.diversification,
      ];
    }
    case 'esg': {
      const r = result as EsgResult;
      return [
        ...head,
        r.portfolio.score,
        r.portfolio.coverage,
        ...ESG_PILLARS.map((p) => r.pillars[p] ?? null),
        r.portfolio.letter,
      ];
    }
    case 'risk': {
      const r = result as LiquidityResult;
      return [...head, r.longValue, r.securityCount, r.lineCount];
    }
  }
}
