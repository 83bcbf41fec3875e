import {
  ESG_BREAKDOWN_LABELS,
  ESG_CARBON_METRICS,
  ESG_LINE_STATUS_LABELS,
  ESG_METHOD_LABELS,
  ESG_PILLAR_LABELS,
  ESG_SCOPE_LABELS,
  ESG_THEMES,
  ESG_TIME_FRAME_LABELS,
  type EsgLineStatusKey,
  type EsgResult,
  type HierarchicalPositionColumn,
  type LookThroughSummary,
} from '@prisme/domain';
import type { LookThroughLineRow } from '../lookthrough/perimeter-repository';
import { perimeterFigures } from './lookthrough-workbook';
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

const SCORE = '0.00';
const TEMPERATURE = '0.00 "°C"';

/** The line detail: where the line is, what it is, where its ESG score comes from. */
const ESG_LINE_COLUMNS: readonly HierarchicalPositionColumn[] = [
  'PortfolioCode',
  'CompartmentCode',
  'FundPath',
  'Depth',
  'IsinCode',
  'SecurityName',
  'Cic',
  'IssuerCode',
  'IssuerName',
  'NaceCode',
  'Country',
  'MarketValueRc',
  'EsgStatus',
  'EsgScore',
  'EsgLetter',
];

function esgCell(line: LookThroughLineRow, column: HierarchicalPositionColumn): Cell {
  if (column === 'EsgStatus')
    return line.EsgStatus === null
      ? null
      : (ESG_LINE_STATUS_LABELS[line.EsgStatus as EsgLineStatusKey] ?? line.EsgStatus);
  return plainCell(line, column);
}

const LINE_SHEET_COLUMNS = ESG_LINE_COLUMNS.map((column) => ({
  ...odataColumn(column, esgCell),
  ...(column === 'EsgScore' && { numFmt: SCORE }),
}));

/**
 * Writes the ESG workbook (issue 15 §6): the summary (score, coverage, sources), pillars
 * and themes, breakdowns, contributors, carbon metrics, the temperature in every frame,
 * scope and method, then every line with its ESG source and score, streamed to `path`.
 */
export async function writeEsgWorkbook(
  path: string,
  esg: EsgResult,
  perimeter: LookThroughSummary,
  pages: AsyncIterable<LookThroughLineRow[]>,
): Promise<void> {
  const workbook = createWorkbook(path);

  const summary = workbook.addWorksheet('Synthèse');
  summary.columns = [{ width: 46 }, { width: 22 }, { width: 22 }];
  summary.addRow(['Analyse ESG du périmètre transparisé']).font = { bold: true, size: 14 };
  addFigures(summary, perimeterFigures(perimeter));
  addFigures(summary, [['Calculé le', new Date(esg.computedAt).toLocaleString('fr-FR')]]);
  summary.addRow([]);
  addFigures(summary, [
    ['Score ESG (sur 10)', esg.portfolio.score, SCORE],
    ['Lettre', esg.portfolio.letter],
    ['Couverture', esg.portfolio.coverage, SHARE],
    ['Valeur éligible', esg.portfolio.eligibleValue, AMOUNT],
    ['Valeur notée', esg.portfolio.coveredValue, AMOUNT],
    ['Part des notations forcées', esg.forcedShare, SHARE],
    // §1.5.4 option (a): the sovereigns' own score beside the corporate one (issue 38).
    ['Score souverain', esg.sovereign?.score ?? null, SCORE],
    ['Couverture souveraine', esg.sovereign?.coverage ?? null, SHARE],
    ['PAI 15 (tCO2e par M€ de PIB)', esg.carbon.pai15?.value ?? null, SCORE],
    ['Sociétés', esg.companies, COUNT],
    ['Sociétés avec objectif climat', esg.companiesWithTargets, COUNT],
  ]);
  summary.addRow([]);
  addTable(
    summary,
    ['Source de la note ou motif d’exclusion', 'Lignes', 'Valeur'],
    Object.entries(esg.byStatus).map(([status, tally]) => [
      ESG_LINE_STATUS_LABELS[status as EsgLineStatusKey] ?? status,
      tally.lines,
      tally.value,
    ]),
    [undefined, COUNT, AMOUNT],
  );
  summary.addRow([]);
  addTable(
    summary,
    ['Lettre', 'Part de la valeur notée'],
    Object.entries(esg.letters).map(([letter, share]) => [letter, share]),
    [undefined, SHARE],
  );
  summary.commit();

  const pillars = workbook.addWorksheet('Piliers et thèmes');
  pillars.columns = [{ width: 36 }, { width: 36 }, { width: 14 }];
  addTable(
    pillars,
    ['Pilier', 'Thème', 'Score'],
    (['E', 'S', 'G'] as const).flatMap((pillar): Cell[][] => [
      [ESG_PILLAR_LABELS[pillar], null, esg.pillars[pillar] ?? null],
      ...ESG_THEMES.filter((theme) => theme.pillar === pillar).map((theme): Cell[] => [
        ESG_PILLAR_LABELS[pillar],
        theme.labelFr,
        esg.themes[theme.id] ?? null,
      ]),
    ]),
    [undefined, undefined, SCORE],
  );
  pillars.commit();

  const breakdowns = workbook.addWorksheet('Répartitions');
  breakdowns.columns = [{ width: 40 }, ...Array.from({ length: 6 }, () => ({ width: 18 }))];
  for (const [key, label] of Object.entries(ESG_BREAKDOWN_LABELS)) {
    addTable(
      breakdowns,
      [label, 'Valeur', 'Valeur éligible', 'Valeur notée', 'Couverture', 'Score', 'Lignes'],
      esg.breakdowns[key as keyof EsgResult['breakdowns']].map((g) => [
        g.label || 'Non renseigné',
        g.value,
        g.eligibleValue,
        g.coveredValue,
        g.coverage,
        g.score,
        g.lines,
      ]),
      [undefined, AMOUNT, AMOUNT, AMOUNT, SHARE, SCORE, COUNT],
    );
    breakdowns.addRow([]);
  }
  breakdowns.commit();

  const contributors = workbook.addWorksheet('Contributeurs');
  contributors.columns = [{ width: 24 }, ...Array.from({ length: 5 }, () => ({ width: 16 }))];
  for (const [title, rows] of [
    ['Meilleurs contributeurs', esg.bestContributors],
    ['Moins bons contributeurs', esg.worstContributors],
  ] as const) {
    addTable(
      contributors,
      [title, 'Valeur', 'Score', 'Contribution', 'Part du score'],
      rows.map((c) => [c.code, c.value, c.score, c.contribution, c.relative]),
      [undefined, AMOUNT, SCORE, SCORE, SHARE],
    );
    contributors.addRow([]);
  }
  contributors.commit();

  const carbon = workbook.addWorksheet('Carbone');
  carbon.columns = [{ width: 44 }, { width: 16 }, { width: 32 }, { width: 14 }, { width: 18 }];
  addTable(
    carbon,
    ['Indicateur', 'Valeur', 'Unité', 'Couverture', 'Valeur couverte', 'Méthode'],
    ESG_CARBON_METRICS.map((m) => [
      m.label,
      esg.carbon[m.key].value,
      m.unit,
      esg.carbon[m.key].coverage,
      esg.carbon[m.key].coveredValue,
      m.rule,
    ]),
    [undefined, '#,##0.0', undefined, SHARE, AMOUNT],
  );
  carbon.commit();

  const temperature = workbook.addWorksheet('Température implicite');
  temperature.columns = [{ width: 24 }, { width: 20 }, { width: 48 }, { width: 14 }, { width: 18 }];
  addTable(
    temperature,
    ['Horizon', 'Scopes', 'Méthode', 'Température', 'Part du score par défaut', 'Sociétés exclues'],
    Object.entries(esg.temperature).flatMap(([frame, scopes]) =>
      Object.entries(scopes).flatMap(([scope, methods]) =>
        Object.entries(methods).map(([method, cell]): Cell[] => [
          ESG_TIME_FRAME_LABELS[frame] ?? frame,
          ESG_SCOPE_LABELS[scope] ?? scope,
          ESG_METHOD_LABELS[method] ?? method,
          cell.score,
          cell.defaultInfluence,
          cell.excludedCompanies,
        ]),
      ),
    ),
    [undefined, undefined, undefined, TEMPERATURE, SHARE, COUNT],
  );
  temperature.commit();

  await addLineSheets(workbook, 'Lignes', LINE_SHEET_COLUMNS, pages);
  await workbook.commit();
}
