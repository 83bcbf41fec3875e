import {
  frenchDate,
  PAI_EXCLUSION_LABELS,
  PAI_EXCLUSIONS,
  PAI_FIGURES,
  PAI_SECTIONS,
  paiFigureFormat,
  type PaiFigureDefinition,
  type PaiStatement,
} from '@prisme/domain';
import {
  addFigures,
  addTable,
  AMOUNT,
  COUNT,
  createWorkbook,
  SHARE,
  type Cell,
} from '../reporting/workbook-kit';

/** A figure's number format in the workbook (the domain's paiFigureFormat). */
const formatOf = (figure: PaiFigureDefinition) =>
  ({ share: SHARE, count: COUNT, amount: AMOUNT })[paiFigureFormat(figure)];

/**
 * The statement workbook (issue 38 §9) in the layout of Annex I, Table 1 of Delegated
 * Regulation (EU) 2022/1288: indicator, metric, impact of year N, impact of year N−1,
 * explanation, actions taken — the last two as the users wrote them. A second sheet gives
 * each figure's coverage, estimated share and the lines left out; a third the method.
 */
export async function writePaiWorkbook(path: string, statement: PaiStatement): Promise<void> {
  const { result, previous, texts } = statement;
  const year = result.valuationDate.slice(0, 4);
  const previousYear = previous?.valuationDate.slice(0, 4) ?? String(Number(year) - 1);
  const textOf = new Map(texts.map((t) => [t.figureKey, t]));
  const valueOf = new Map(result.figures.map((f) => [f.key, f]));
  const workbook = createWorkbook(path);

  const sheet = workbook.addWorksheet('Déclaration PAI');
  sheet.columns = [
    { width: 50 },
    { width: 70 },
    { width: 18 },
    { width: 18 },
    { width: 50 },
    { width: 50 },
  ];
  sheet.addRow([
    'Déclaration des principales incidences négatives sur les facteurs de durabilité',
  ]).font = {
    bold: true,
    size: 14,
  };
  sheet.addRow([
    `Client ${result.rolename}, date de valorisation ${frenchDate(result.valuationDate)}`,
  ]);
  sheet.addRow([]);
  sheet.addRow([
    'Indicateur d’incidence négative sur la durabilité',
    'Élément de mesure',
    `Incidences ${year}`,
    `Incidences ${previousYear}`,
    'Explication',
    'Mesures prises, mesures prévues et cibles fixées pour la période de référence suivante',
  ]).font = { bold: true };
  let section: string | undefined;
  let indicator: string | undefined;
  for (const figure of PAI_FIGURES) {
    if (figure.section !== section) {
      section = figure.section;
      sheet.addRow([PAI_SECTIONS[figure.section]]).font = { bold: true, italic: true };
    }
    const first = figure.indicator !== indicator;
    indicator = figure.indicator;
    const text = textOf.get(figure.key);
    const row = sheet.addRow([
      first ? `${figure.indicator}. ${figure.indicatorLabel}` : null,
      `${figure.metricLabel} (${figure.unit})`,
      valueOf.get(figure.key)?.value ?? null,
      previous?.values[figure.key] ?? null,
      text?.explanation ?? '',
      text?.actions ?? '',
    ]);
    row.getCell(3).numFmt = formatOf(figure);
    row.getCell(4).numFmt = formatOf(figure);
    row.alignment = { wrapText: true, vertical: 'top' };
  }
  await sheet.commit();

  const coverage = workbook.addWorksheet('Couverture');
  const rows: Cell[][] = PAI_FIGURES.map((figure) => {
    const f = valueOf.get(figure.key)!;
    return [
      figure.indicator,
      figure.metricLabel,
      f.coverage,
      f.estimatedShare,
      f.coveredValue,
      f.eligibleValue,
      ...PAI_EXCLUSIONS.map((reason) => f.leftOut[reason].lines),
    ];
  });
  addTable(
    coverage,
    [
      'Indicateur',
      'Élément de mesure',
      'Couverture (part de tous les investissements)',
      'Part de données estimées',
      'Valeur couverte',
      'Valeur éligible',
      ...PAI_EXCLUSIONS.map((reason) => `Lignes écartées : ${PAI_EXCLUSION_LABELS[reason]}`),
    ],
    rows,
    [undefined, undefined, SHARE, SHARE, AMOUNT, AMOUNT, ...PAI_EXCLUSIONS.map(() => COUNT)],
  );
  await coverage.commit();

  const method = workbook.addWorksheet('Méthode');
  addFigures(method, [
    [
      'Incidence annuelle',
      result.method === 'quarterly'
        ? `Moyenne des incidences aux quatre fins de trimestre (art. 6, § 3) : ${result.dates.map(frenchDate).join(', ')}`
        : `Une seule date (${frenchDate(result.valuationDate)}) : les inventaires des quatre fins de trimestre ne sont pas tous disponibles`,
    ],
    ['Valeur de tous les investissements', result.allInvestments, AMOUNT],
    [
      `Incidences ${previousYear}`,
      previous
        ? `Sauvegarde « ${previous.archiveName} » du ${frenchDate(previous.valuationDate)}`
        : 'Aucune sauvegarde ESG à la date un an avant',
    ],
    [
      'Indicateur 15',
      'Émissions du pays / PIB des données souveraines de l’analyse ESG (même facteur que son indicateur 15), à défaut l’intensité du fichier PAI',
    ],
  ]);
  await method.commit();
  await workbook.commit();
}
