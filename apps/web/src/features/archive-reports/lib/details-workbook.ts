import {
  DIVERSIFICATION_EFFECT_LABEL,
  diversificationEffect,
  ESG_CARBON_METRICS,
  ESG_LINE_STATUS_LABELS,
  ESG_PILLAR_LABELS,
  ESG_PILLARS,
  LIQUIDITY_CLASS_LABELS,
  LIQUIDITY_SCOPE_LABELS,
  LIQUIDITY_STATUS_LABELS,
  MARKET_SUBMODULE_LABELS,
  type Archive,
  type EsgResult,
  type LiquidityResult,
  type LookThroughSummary,
  type MarketSubmoduleKey,
  type ReportSheet,
  type ScrResultPayload,
} from '@prisme/domain';
import { certaintyText, unverifiedInOrder } from '../../../components/rule-sets/unverified';
import { DEFAULT_TEMPERATURE } from './history-series';
import {
  cumulativeShares,
  formatHorizon,
  HORIZONS,
  PROFILE_LABELS,
  profileShares,
  reverseStressShare,
  HQLA_FIGURES,
  SCENARIO_BLOCK_FIGURES,
  weekShare,
} from './liquidity-scenarios';
import { sheetOf, type WorkbookColumn } from './report-workbook';
import type { ReportModule } from './report-module';

/**
 * « Rapports Détaillés » in Excel: « Synthèse » (a row per archive, its headline figures),
 * then each table of the report with the archive in its first column. Pure.
 */
const SUBMODULES = Object.keys(MARKET_SUBMODULE_LABELS) as MarketSubmoduleKey[];

export interface ArchiveResult<T> {
  archive: Archive;
  result: T;
}

type Row<T> = ArchiveResult<T>;
const head = <T>(): WorkbookColumn<Row<T>>[] => [
  { header: 'Sauvegarde', kind: 'text', value: (r) => r.archive.name },
  { header: 'Catégorie', kind: 'text', value: (r) => r.archive.category },
  { header: 'Date de valorisation', kind: 'date', value: (r) => r.archive.valuationDate },
];

/** Rows of `items` of each archive, the archive named first. */
function perArchive<T, I>(
  name: string,
  title: string,
  results: readonly Row<T>[],
  items: (result: T) => readonly I[],
  columns: WorkbookColumn<I>[],
): ReportSheet {
  const rows = results.flatMap(({ archive, result }) =>
    items(result).map((item) => ({ archive, item })),
  );
  return sheetOf(
    name,
    title,
    [
      { header: 'Sauvegarde', kind: 'text', value: (r: (typeof rows)[number]) => r.archive.name },
      ...columns.map((c) => ({ ...c, value: (r: (typeof rows)[number]) => c.value(r.item) })),
    ],
    rows,
  );
}

const classLabel = (key: string) =>
  LIQUIDITY_CLASS_LABELS[key as keyof typeof LIQUIDITY_CLASS_LABELS] ?? key;

function scrSheets(results: readonly Row<ScrResultPayload>[]): ReportSheet[] {
  return [
    sheetOf(
      'Synthèse',
      'SCR marché des sauvegardes',
      [
        ...head<ScrResultPayload>(),
        {
          header: 'Valeur de marché',
          kind: 'amount',
          value: (r) => r.result.globalMarketValuation,
        },
        { header: 'SCR marché', kind: 'amount', value: (r) => r.result.globalSCRMarketResult },
        ...SUBMODULES.map((k): WorkbookColumn<Row<ScrResultPayload>> => ({
          header: MARKET_SUBMODULE_LABELS[k],
          kind: 'amount',
          value: (r) => r.result.submodules[k],
        })),
        {
          header: 'Somme avant diversification',
          kind: 'amount',
          value: (r) => r.result.undiversified,
        },
        {
          header: DIVERSIFICATION_EFFECT_LABEL,
          kind: 'amount',
          value: (r) => diversificationEffect(r.result),
        },
        { header: 'Jeu de règles', kind: 'text', value: (r) => r.result.ruleSetId },
      ],
      results,
    ),
    perArchive(
      'Contribution par CIC',
      'Contribution au SCR marché par catégorie CIC',
      results,
      (r) => r.byCicCategory,
      [
        { header: 'Catégorie CIC', kind: 'text', value: (g) => g.label || g.key },
        { header: 'Lignes', kind: 'count', value: (g) => g.lineCount },
        { header: 'Valeur de marché', kind: 'amount', value: (g) => g.marketValue },
        { header: 'Contribution', kind: 'amount', value: (g) => g.contribution },
      ],
    ),
    // Issue 37 §2: what SII-2027 takes on trust goes with the figures, never silently.
    ...(results.some((r) => r.result.unverified.length > 0)
      ? [
          perArchive(
            'Non vérifié 2027',
            'Non vérifié pour 2027',
            results,
            (r) => unverifiedInOrder(r.unverified),
            [
              { header: 'Point', kind: 'text', value: (p) => p.topic },
              { header: 'Articles', kind: 'text', value: (p) => p.articles },
              { header: 'Lecture appliquée', kind: 'text', value: (p) => p.reading },
              { header: 'Certitude', kind: 'text', value: (p) => certaintyText(p.mark) },
              {
                header: 'Concerne ce calcul',
                kind: 'text',
                value: (p) => (p.affectsResult ? 'oui' : 'non'),
              },
            ],
          ),
        ]
      : []),
  ];
}

function esgSheets(results: readonly Row<EsgResult>[]): ReportSheet[] {
  const t = DEFAULT_TEMPERATURE;
  return [
    sheetOf(
      'Synthèse',
      'Score ESG, piliers et température des sauvegardes',
      [
        ...head<EsgResult>(),
        { header: 'Score ESG', kind: 'score', value: (r) => r.result.portfolio.score },
        { header: 'Lettre', kind: 'text', value: (r) => r.result.portfolio.letter },
        { header: 'Couverture', kind: 'share', value: (r) => r.result.portfolio.coverage },
        ...ESG_PILLARS.map((p): WorkbookColumn<Row<EsgResult>> => ({
          header: ESG_PILLAR_LABELS[p],
          kind: 'score',
          value: (r) => r.result.pillars[p],
        })),
        {
          header: 'Température implicite (moyen terme, scopes 1 et 2, WATS)',
          kind: 'temperature',
          value: (r) => r.result.temperature[t.frame]?.[t.scope]?.[t.method]?.score,
        },
      ],
      results,
    ),
    perArchive(
      'Indicateurs carbone',
      'Indicateurs carbone',
      results,
      (r) => ESG_CARBON_METRICS.map((m) => ({ m, metric: r.carbon[m.key] })),
      [
        { header: 'Indicateur', kind: 'text', value: (x) => x.m.label },
        { header: 'Unité', kind: 'text', value: (x) => x.m.unit },
        { header: 'Valeur', kind: 'decimal', value: (x) => x.metric.value },
        { header: 'Couverture', kind: 'share', value: (x) => x.metric.coverage },
      ],
    ),
    perArchive(
      'Sources des notes',
      'Sources des notes',
      results,
      (r) => Object.entries(r.byStatus),
      [
        {
          header: 'Source',
          kind: 'text',
          value: ([status]) =>
            ESG_LINE_STATUS_LABELS[status as keyof typeof ESG_LINE_STATUS_LABELS] ?? status,
        },
        { header: 'Lignes', kind: 'count', value: ([, s]) => s.lines },
        { header: 'Valeur', kind: 'amount', value: ([, s]) => s.value },
      ],
    ),
  ];
}

function liquiditySheets(results: readonly Row<LiquidityResult>[]): ReportSheet[] {
  const scenarios = (r: LiquidityResult) => r.scenarios;
  return [
    sheetOf(
      'Synthèse',
      'Risque de liquidité des sauvegardes',
      [
        ...head<LiquidityResult>(),
        { header: 'Valeur longue', kind: 'amount', value: (r) => r.result.longValue },
        { header: 'Titres', kind: 'count', value: (r) => r.result.securityCount },
        { header: 'Lignes', kind: 'count', value: (r) => r.result.lineCount },
        { header: 'Scénarios', kind: 'count', value: (r) => r.result.scenarios.length },
        ...HQLA_FIGURES.map((f) => ({
          header: f.header,
          kind: f.kind,
          value: (r: Row<LiquidityResult>) => f.value(r.result),
        })),
      ],
      results,
    ),
    perArchive(
      'Scénarios',
      'Liquidable en 7 jours et coût de liquidation par scénario',
      results,
      scenarios,
      [
        { header: 'Scénario', kind: 'text', value: (s) => s.scenario.name },
        { header: 'Liquidable en 7 jours', kind: 'share', value: (s) => weekShare(s) },
        { header: 'Coût de liquidation', kind: 'amount', value: (s) => s.cost.value },
        { header: 'Coût (part)', kind: 'share', value: (s) => s.cost.share },
        { header: 'Non évalué', kind: 'amount', value: (s) => s.notAssessed.value },
        { header: 'Jamais cédé', kind: 'amount', value: (s) => s.unsellable.value },
        ...SCENARIO_BLOCK_FIGURES.map((f) => ({
          header: f.header,
          kind: 'amount' as const,
          value: f.value,
        })),
      ],
    ),
    perArchive(
      'Profils',
      'Profil de liquidité par scénario, part de la valeur longue',
      results,
      scenarios,
      [
        { header: 'Scénario', kind: 'text', value: (s) => s.scenario.name },
        ...PROFILE_LABELS.map((label, k) => ({
          header: label,
          kind: 'share' as const,
          value: (s: LiquidityResult['scenarios'][number]) => profileShares(s)[k],
        })),
      ],
    ),
    perArchive(
      'Horizons',
      'Part cumulée liquidable et sortie maximale servie par horizon',
      results,
      scenarios,
      [
        { header: 'Scénario', kind: 'text', value: (s) => s.scenario.name },
        ...HORIZONS.map((days, k) => ({
          header: `Liquidable en ${formatHorizon(days)}`,
          kind: 'share' as const,
          value: (s: LiquidityResult['scenarios'][number]) => cumulativeShares(s)[k],
        })),
        ...HORIZONS.map((days) => ({
          header: `Sortie maximale en ${formatHorizon(days)}`,
          kind: 'share' as const,
          value: (s: LiquidityResult['scenarios'][number]) => reverseStressShare(s, days),
        })),
      ],
    ),
    perArchive('Statuts', 'Statuts de liquidité', results, (r) => r.statuses, [
      {
        header: 'Statut',
        kind: 'text',
        value: (s) => LIQUIDITY_STATUS_LABELS[s.status] ?? s.status,
      },
      { header: 'Titres', kind: 'count', value: (s) => s.securities },
      { header: 'Lignes', kind: 'count', value: (s) => s.lines },
      { header: 'Valeur', kind: 'amount', value: (s) => s.value },
    ]),
    perArchive('Classes', 'Classes de liquidité', results, (r) => r.classes, [
      { header: 'Classe', kind: 'text', value: (c) => classLabel(c.liquidityClass) },
      {
        header: 'Périmètre',
        kind: 'text',
        value: (c) =>
          LIQUIDITY_SCOPE_LABELS[c.scope as keyof typeof LIQUIDITY_SCOPE_LABELS] ?? c.scope,
      },
      { header: 'Titres', kind: 'count', value: (c) => c.securities },
      { header: 'Valeur', kind: 'amount', value: (c) => c.value },
    ]),
  ];
}

function lookThroughSheets(results: readonly Row<LookThroughSummary>[]): ReportSheet[] {
  return [
    sheetOf(
      'Synthèse',
      'Transparisation des sauvegardes',
      [
        ...head<LookThroughSummary>(),
        { header: 'Valeur de marché', kind: 'amount', value: (r) => r.result.totalMarketValuation },
        { header: 'Lignes', kind: 'count', value: (r) => r.result.lineCount },
        {
          header: 'Taux de transparisation',
          kind: 'share',
          value: (r) => r.result.lookedThroughShare,
        },
        {
          header: 'Part en regroupements de données',
          kind: 'share',
          value: (r) => r.result.dataGroupingShare,
        },
      ],
      results,
    ),
    perArchive(
      'Par catégorie CIC',
      'Valeur de marché par catégorie CIC',
      results,
      (r) => r.breakdowns.cic ?? [],
      [
        { header: 'Catégorie CIC', kind: 'text', value: (i) => i.label || i.key },
        { header: 'Lignes', kind: 'count', value: (i) => i.lineCount },
        { header: 'Valeur de marché', kind: 'amount', value: (i) => i.marketValue },
        { header: 'Part', kind: 'share', value: (i) => i.share },
      ],
    ),
  ];
}

/** The details report's sheets, from the archives whose result is loaded. */
export function detailsSheets(
  module: ReportModule,
  results: readonly ArchiveResult<unknown>[],
): ReportSheet[] {
  switch (module) {
    case 'solvency':
      return scrSheets(results as Row<ScrResultPayload>[]);
    case 'esg':
      return esgSheets(results as Row<EsgResult>[]);
    case 'risk':
      return liquiditySheets(results as Row<LiquidityResult>[]);
    case 'transparisation':
      return lookThroughSheets(results as Row<LookThroughSummary>[]);
  }
}
