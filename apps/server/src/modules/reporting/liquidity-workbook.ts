import {
  LIQUIDITY_BUCKET_LABELS,
  LIQUIDITY_CLASS_LABELS,
  LIQUIDITY_REASON_LABELS,
  LIQUIDITY_SCOPE_LABELS,
  LIQUIDITY_STATUS_LABELS,
  LIQUIDITY_PRICE_SOURCE_LABELS,
  LIQUIDITY_TERMS_LABELS,
  type HierarchicalPositionColumn,
  type LiquidityPriceSource,
  type LiquidityTerms,
  type LiquidityClass,
  type LiquidityGroup,
  type LiquidityReason,
  type LiquidityResult,
  type LiquidityStatus,
  type LookThroughSummary,
} from '@prisme/domain';
import type { LookThroughLineRow } from '../lookthrough/perimeter-repository';
import { perimeterFigures } from './lookthrough-workbook';
import {
  addDealingTerms,
  addHqlaSheet,
  addScenarioBlocks,
  reverseStressFigures,
  ruleColumns,
} from './liquidity-workbook-blocks';
import {
  addFigures,
  addLineSheets,
  addTable,
  AMOUNT,
  COUNT,
  createWorkbook,
  odataColumn,
  plainCell,
  SHARE,
  type Cell,
} from './workbook-kit';

const RATIO = '0.0000';

/** The line detail: where the line is, what it is, how its security is classed. */
const LIQUIDITY_LINE_COLUMNS: readonly HierarchicalPositionColumn[] = [
  'PortfolioCode',
  'CompartmentCode',
  'FundPath',
  'Depth',
  'IsinCode',
  'SecurityName',
  'Cic',
  'CreditQualityStep',
  'Quantity',
  'MarketValueRc',
  'LiquidityStatus',
  'LiquidityClass',
  'LiquidityScope',
  'LiquidityReason',
  'LiquidityTerms',
  'LiquidityFirstDay',
  'LiquidityGate',
  'LiquidityPriceSource',
];

const labelled = <K extends string>(labels: Record<K, string>, code: string | null): Cell =>
  code === null ? null : (labels[code as K] ?? code);

function liquidityCell(line: LookThroughLineRow, column: HierarchicalPositionColumn): Cell {
  switch (column) {
    case 'LiquidityStatus':
      return labelled<LiquidityStatus>(LIQUIDITY_STATUS_LABELS, line.LiquidityStatus);
    case 'LiquidityClass':
      return labelled<LiquidityClass>(LIQUIDITY_CLASS_LABELS, line.LiquidityClass);
    case 'LiquidityScope':
      return labelled(LIQUIDITY_SCOPE_LABELS, line.LiquidityScope);
    case 'LiquidityReason':
      return labelled<LiquidityReason>(LIQUIDITY_REASON_LABELS, line.LiquidityReason);
    case 'LiquidityTerms':
      return labelled<LiquidityTerms>(LIQUIDITY_TERMS_LABELS, line.LiquidityTerms);
    case 'LiquidityPriceSource':
      return labelled<LiquidityPriceSource>(
        LIQUIDITY_PRICE_SOURCE_LABELS,
        line.LiquidityPriceSource,
      );
    default:
      return plainCell(line, column);
  }
}

const LINE_SHEET_COLUMNS = LIQUIDITY_LINE_COLUMNS.map((column) =>
  odataColumn(column, liquidityCell),
);

/** A breakdown's rows: value, the share of each bucket, « non évalué » and the cost. */
const groupRows = (groups: readonly LiquidityGroup[]): Cell[][] =>
  groups.map((g) => [g.label, g.value, ...g.shares, g.notAssessedShare, g.cost]);
const GROUP_HEADERS = ['Valeur', ...LIQUIDITY_BUCKET_LABELS, 'Non évalué', 'Coût de liquidation'];
const GROUP_FORMATS = [
  undefined,
  AMOUNT,
  ...LIQUIDITY_BUCKET_LABELS.map(() => SHARE),
  SHARE,
  AMOUNT,
];

/**
 * Writes the liquidity workbook (issue 16 §6): the summary and classification, one sheet
 * per scenario (its rules, profile, cost, reverse stress test, breakdowns, least liquid
 * holdings), then every line with its security's class, streamed to `path`.
 */
export async function writeLiquidityWorkbook(
  path: string,
  liquidity: LiquidityResult,
  perimeter: LookThroughSummary,
  pages: AsyncIterable<LookThroughLineRow[]>,
): Promise<void> {
  const workbook = createWorkbook(path);

  const summary = workbook.addWorksheet('Synthèse');
  summary.columns = [{ width: 48 }, ...Array.from({ length: 8 }, () => ({ width: 18 }))];
  summary.addRow(['Risque de liquidité du périmètre transparisé']).font = { bold: true, size: 14 };
  addFigures(summary, perimeterFigures(perimeter));
  addFigures(summary, [
    ['Calculé le', new Date(liquidity.computedAt).toLocaleString('fr-FR')],
    ['Valeur longue (hors dérivés et positions courtes)', liquidity.longValue, AMOUNT],
    ['Titres', liquidity.securityCount, COUNT],
  ]);
  summary.addRow([]);
  addTable(
    summary,
    [
      'Scénario',
      'Vendu en 1 jour',
      'Vendu en 7 jours',
      'Vendu en 30 jours',
      'Non évalué',
      'Coût de liquidation',
      'Coût (% de la valeur)',
    ],
    liquidity.scenarios.map((s) => [
      s.scenario.name,
      s.buckets[0]!.cumulativeShare,
      s.buckets[1]!.cumulativeShare,
      s.buckets[2]!.cumulativeShare,
      s.notAssessed.share,
      s.cost.value,
      s.cost.share,
    ]),
    [undefined, SHARE, SHARE, SHARE, SHARE, AMOUNT, SHARE],
  );
  summary.addRow([]);
  addTable(
    summary,
    ['Statut', 'Titres', 'Lignes', 'Valeur'],
    liquidity.statuses.map((s) => [
      LIQUIDITY_STATUS_LABELS[s.status],
      s.securities,
      s.lines,
      s.value,
    ]),
    [undefined, COUNT, COUNT, AMOUNT],
  );
  summary.addRow([]);
  addTable(
    summary,
    ['Classe de liquidité', 'Périmètre', 'Titres', 'Valeur'],
    liquidity.classes.map((c) => [
      labelled<LiquidityClass>(LIQUIDITY_CLASS_LABELS, c.liquidityClass),
      labelled(LIQUIDITY_SCOPE_LABELS, c.scope),
      c.securities,
      c.value,
    ]),
    [undefined, undefined, COUNT, AMOUNT],
  );
  addDealingTerms(summary, liquidity);
  summary.commit();
  addHqlaSheet(workbook, liquidity);

  for (const s of liquidity.scenarios) {
    // Sheet names: at most 31 characters, none of : \ / ? * [ ].
    const sheet = workbook.addWorksheet(`Scénario ${s.scenario.code}`.slice(0, 31));
    sheet.columns = [{ width: 48 }, ...Array.from({ length: 10 }, () => ({ width: 16 }))];
    sheet.addRow([`Scénario « ${s.scenario.name} »`]).font = { bold: true, size: 13 };
    if (s.scenario.comment) sheet.addRow([s.scenario.comment]);
    sheet.addRow([]);
    addTable(
      sheet,
      [
        'Classe',
        'Périmètre',
        'Taux de cession journalier',
        'Part du volume journalier',
        'Fourchette achat-vente',
      ],
      s.scenario.details.map((d) => [
        LIQUIDITY_CLASS_LABELS[d.liquidityClass],
        LIQUIDITY_SCOPE_LABELS[d.scopeCode],
        d.bondRatio,
        d.equityDailyTreshold,
        d.spreadBidAskRatio,
      ]),
      [undefined, undefined, RATIO, RATIO, RATIO],
    );
    sheet.addRow([]);
    addTable(
      sheet,
      ['Délai de liquidation', 'Montant', 'Part', 'Cumul', 'Part cumulée', 'Coût'],
      [
        ...s.buckets.map((b, k): Cell[] => [
          LIQUIDITY_BUCKET_LABELS[k]!,
          b.amount,
          b.share,
          b.cumulativeAmount,
          b.cumulativeShare,
          b.cost,
        ]),
        ['Non évalué', s.notAssessed.value, s.notAssessed.share, null, null, null],
      ],
      [undefined, AMOUNT, SHARE, AMOUNT, SHARE, AMOUNT],
    );
    sheet.addRow([]);
    addFigures(sheet, [
      ['Coût d’une liquidation complète', s.cost.value, AMOUNT],
      ['Coût en part de la valeur', s.cost.share, SHARE],
      ...reverseStressFigures(s),
    ]);
    for (const [title, groups] of [
      ['Par classe', s.byClass],
      ['Par périmètre', s.byScope],
      ['Par portefeuille', s.byPortfolio],
    ] as const) {
      sheet.addRow([]);
      addTable(sheet, [title, ...GROUP_HEADERS], groupRows(groups), GROUP_FORMATS);
    }
    sheet.addRow([]);
    addTable(
      sheet,
      [
        'Titres les moins liquides',
        'Libellé',
        'Classe',
        'Valeur',
        'Capacité journalière',
        'Jours',
        'Conditions de rachat',
      ],
      s.leastLiquid.map((l) => [
        l.code,
        l.name,
        labelled<LiquidityClass>(LIQUIDITY_CLASS_LABELS, l.liquidityClass),
        l.value,
        l.dailyCapacity,
        l.days ?? 'Jamais',
        l.terms ? LIQUIDITY_TERMS_LABELS[l.terms] : null,
      ]),
      [undefined, undefined, undefined, AMOUNT, AMOUNT, COUNT, undefined],
    );
    addScenarioBlocks(sheet, s);
    sheet.commit();
  }

  const columns = [
    ...LINE_SHEET_COLUMNS,
    ...ruleColumns(liquidity.scenarios.map((s) => s.scenario)),
  ];
  await addLineSheets(workbook, 'Lignes', columns, pages);
  await workbook.commit();
}
