import {
  DIVERSIFICATION_EFFECT_LABEL,
  diversificationEffect,
  LOOK_THROUGH_STATUSES,
  MARKET_SUBMODULE_LABELS,
  type HierarchicalPositionColumn,
  type LookThroughStatus,
  type LookThroughSummary,
  type MarketSubmoduleKey,
  type CounterpartyExposureRow,
  type ScrGroupContribution,
  type ScrResultPayload,
} from '@prisme/domain';
import {
  CONCENTRATION_REASONS,
  EQUITY_REASONS,
  IR_REASONS,
  PROPERTY_REASONS,
  SPREAD_REASONS,
  type Reason,
} from '@prisme/engine';
import type ExcelJS from 'exceljs';
import type { LookThroughLineRow } from '../lookthrough/perimeter-repository';
import { perimeterFigures } from './lookthrough-workbook';
import { addCounterpartySheet, counterpartyFigures } from './counterparty-sheet';
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
  type SheetColumn,
} from './workbook-kit';

const SUBMODULES = Object.keys(MARKET_SUBMODULE_LABELS) as MarketSubmoduleKey[];

/** The line detail: where the line is, what it is, why the SCR treats it so, its share. */
const SCR_LINE_COLUMNS: readonly HierarchicalPositionColumn[] = [
  'PortfolioCode',
  'CompartmentCode',
  'FundPath',
  'Depth',
  'IsinCode',
  'SecurityName',
  'Cic',
  'QuotationCurrency',
  'CreditQualityStep',
  'ModifiedDuration',
  'LookThroughStatus',
  'MarketValueRc',
  'ScrInterestRate',
  'ScrEquity',
  'ScrProperty',
  'ScrSpread',
  'ScrSpreadBucket',
  'ScrConcentration',
  'ScrConcentrationName',
  'ScrContribution',
];

/** Each submodule's loss column, and the shock it makes of the line's value. */
const LOSSES: [HierarchicalPositionColumn, string][] = [
  ['ScrInterestRateLoss', 'Choc taux'],
  ['ScrEquityLoss', 'Choc actions'],
  ['ScrPropertyLoss', 'Choc immobilier'],
  ['ScrSpreadLoss', 'Choc spread'],
  ['ScrCurrencyLoss', 'Choc change'],
];

/** The line detail: classification, then each loss and its shock, then the contribution. */
const SCR_SHEET_COLUMNS: readonly SheetColumn[] = [
  ...SCR_LINE_COLUMNS.map((column) => odataColumn(column, scrCell)),
  ...LOSSES.flatMap(([loss, shock]): SheetColumn[] => [
    odataColumn(loss),
    {
      header: shock,
      numFmt: SHARE,
      width: 12,
      cell: (line) => {
        const value = line[loss] as number | null;
        return value === null || line.MarketValueRc === 0 ? null : value / line.MarketValueRc;
      },
    },
  ]),
];

const REASONS: Partial<Record<HierarchicalPositionColumn, readonly Reason[]>> = {
  ScrInterestRate: IR_REASONS,
  ScrEquity: EQUITY_REASONS,
  ScrProperty: PROPERTY_REASONS,
  ScrSpread: SPREAD_REASONS,
  ScrConcentration: CONCENTRATION_REASONS,
};
const BUCKETS = ['≤ 5 ans', '5-10 ans', '10-15 ans', '15-20 ans', '> 20 ans'];

/** A line's cell with the SCR's reasons in words, and their article. */
function scrCell(line: LookThroughLineRow, column: HierarchicalPositionColumn): Cell {
  const reasons = REASONS[column];
  if (reasons) {
    const reason = reasons.find((r) => r.key === line[column]);
    return reason ? `${reason.label} (${reason.article})` : null;
  }
  if (column === 'ScrSpreadBucket')
    return line.ScrSpreadBucket === null ? null : (BUCKETS[line.ScrSpreadBucket] ?? null);
  if (column === 'LookThroughStatus')
    return LOOK_THROUGH_STATUSES[line.LookThroughStatus as LookThroughStatus];
  return plainCell(line, column);
}

function groupTable(sheet: ExcelJS.Worksheet, title: string, groups: ScrGroupContribution[]) {
  sheet.addRow([]);
  addTable(
    sheet,
    [
      title,
      'Lignes',
      'Valeur de marché',
      'Contribution',
      ...SUBMODULES.map((s) => MARKET_SUBMODULE_LABELS[s]),
    ],
    groups.map((g) => [
      g.label,
      g.lineCount,
      g.marketValue,
      g.contribution,
      ...SUBMODULES.map((s) => g.bySubmodule[s]),
    ]),
    [undefined, COUNT, AMOUNT, AMOUNT, ...SUBMODULES.map(() => AMOUNT)],
  );
}

/**
 * Writes the SCR workbook (issue 6): the summary with the submodules before and after
 * diversification, the scenarios, the splits, the line detail with classification and
 * contribution, and the parameters used.
 */
export async function writeScrWorkbook(
  path: string,
  scr: ScrResultPayload,
  perimeter: LookThroughSummary,
  pages: AsyncIterable<LookThroughLineRow[]>,
  /** The counterparty default exposures (issue 42), when the result has that charge. */
  counterpartyExposures: readonly CounterpartyExposureRow[] = [],
): Promise<void> {
  const workbook = createWorkbook(path);
  const summary = workbook.addWorksheet('Synthèse');
  summary.columns = [{ width: 46 }, { width: 22 }, { width: 14 }, { width: 14 }];
  summary.addRow(['SCR marché — formule standard (RD 2015/35, art. 164-188)']).font = {
    bold: true,
    size: 14,
  };
  addFigures(summary, perimeterFigures(perimeter));
  addFigures(summary, [
    ['Calculé le', new Date(scr.computationDate).toLocaleString('fr-FR')],
    ['Règles', scr.ruleSet],
    ['Jeu de règles', scr.ruleSetId],
  ]);
  summary.addRow([]);
  addFigures(summary, [
    ['SCR marché', scr.globalSCRMarketResult, AMOUNT],
    ['Valeur de marché', scr.globalMarketValuation, AMOUNT],
    ['Somme des sous-modules', scr.undiversified, AMOUNT],
    [DIVERSIFICATION_EFFECT_LABEL, diversificationEffect(scr), AMOUNT],
    ['Paramètre A (art. 164)', scr.correlationA],
    ['Ajustement symétrique (art. 172)', scr.symmetricAdjustment, SHARE],
    ['Courbe des taux', `${scr.yieldCurve.id}${scr.yieldCurve.synthetic ? ' (synthétique)' : ''}`],
    ...(scr.counterparty ? counterpartyFigures(scr.counterparty) : []),
  ]);
  summary.addRow([]);
  addTable(
    summary,
    ['Sous-module', 'SCR avant diversification'],
    SUBMODULES.map((s) => [MARKET_SUBMODULE_LABELS[s], scr.submodules[s]]),
    [undefined, AMOUNT],
  );
  for (const warning of scr.warnings) summary.addRow([`Avertissement : ${warning}`]);
  if (scr.unverified.length) {
    // Issue 37: what the rule set takes on trust, never silently.
    summary.addRow([]);
    addTable(
      summary,
      ['Non vérifié pour 2027', 'Articles', 'Lecture retenue', 'Ce résultat en dépend'],
      scr.unverified.map((p) => [p.topic, p.articles, p.reading, p.affectsResult ? 'Oui' : 'Non']),
      [],
    );
  }
  summary.commit();

  const scenarios = workbook.addWorksheet('Scénarios');
  const ir = scr.scenarios.interestRate;
  addTable(
    scenarios,
    ['Taux d’intérêt', 'Hausse', 'Baisse'],
    [['Total', ir.up, ir.down], ...ir.byCurrency.map((c): Cell[] => [c.currency, c.up, c.down])],
    [undefined, AMOUNT, AMOUNT],
  );
  scenarios.addRow([
    `Scénario retenu : ${ir.binding === 'up' ? 'hausse' : 'baisse'} (${ir.method})`,
  ]);
  scenarios.addRow([]);
  addTable(
    scenarios,
    ['Actions', 'Article', 'Choc', 'Perte'],
    scr.scenarios.equity.byClass.map((c) => [c.label, c.article, c.shock, c.loss]),
    [undefined, undefined, SHARE, AMOUNT],
  );
  scenarios.addRow([]);
  addTable(
    scenarios,
    ['Concentration', 'Exposition', 'Échelon', 'Seuil', 'Excès', 'Facteur', 'Charge'],
    scr.scenarios.concentration.names.map((n) => [
      n.name,
      n.exposure,
      n.cqs,
      n.threshold,
      n.excess,
      n.factor,
      n.charge,
    ]),
    [undefined, AMOUNT, undefined, SHARE, AMOUNT, SHARE, AMOUNT],
  );
  scenarios.addRow([]);
  addTable(
    scenarios,
    ['Devise', 'Exposition', 'Choc', 'Source', 'Hausse', 'Baisse', 'SCR'],
    scr.scenarios.currency.map((c) => [
      c.currency,
      c.exposure,
      c.stress,
      c.source,
      c.up,
      c.down,
      c.scr,
    ]),
    [undefined, AMOUNT, SHARE, undefined, AMOUNT, AMOUNT, AMOUNT],
  );
  scenarios.commit();

  const splits = workbook.addWorksheet('Répartitions');
  groupTable(splits, 'Portefeuille', scr.byPortfolio);
  groupTable(splits, 'Compartiment', scr.byCompartment);
  groupTable(splits, 'Catégorie CIC', scr.byCicCategory);
  splits.commit();

  if (scr.counterparty) addCounterpartySheet(workbook, scr.counterparty, counterpartyExposures);

  await addLineSheets(workbook, 'Lignes', SCR_SHEET_COLUMNS, pages);

  const parameters = workbook.addWorksheet('Paramètres');
  addTable(
    parameters,
    ['Groupe', 'Paramètre', 'Valeur'],
    Object.entries(scr.parameters).flatMap(([group, values]) =>
      Object.entries(values).map(([name, value]): Cell[] => [
        group,
        name,
        typeof value === 'object' ? JSON.stringify(value) : (value as string | number),
      ]),
    ),
    [undefined, undefined, undefined],
  );
  parameters.commit();
  await workbook.commit();
}
