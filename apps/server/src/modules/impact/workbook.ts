import {
  CERTAINTY_MARK_LABELS,
  DIVERSIFICATION_EFFECT_LABEL,
  impactDiversificationEffect,
  RULE_SET_LABELS,
  type ImpactDriverRow,
  type ImpactResult,
} from '@prisme/domain';
import type ExcelJS from 'exceljs';
import {
  addFigures,
  addTable,
  AMOUNT,
  COUNT,
  createWorkbook,
  SHARE,
  type Cell,
} from '../reporting/workbook-kit';

/**
 * The « Impact 2027 » workbook (issue 37 §3): the market SCR under both rule sets and the
 * difference, then each breakdown of the difference, the 50 lines that move most, the
 * curves and what SII-2027 takes on trust. Small: written whole.
 */
const FROM = 'SII-2016';
const TO = 'SII-2027';
const COMPARED = [FROM, TO, 'Écart'];
const compared = (c: { from: number; to: number; difference: number }): Cell[] => [
  c.from,
  c.to,
  c.difference,
];

function sheet(workbook: ReturnType<typeof createWorkbook>, name: string, widths: number[]) {
  const added = workbook.addWorksheet(name, { views: [{ state: 'frozen', ySplit: 1 }] });
  added.columns = widths.map((width) => ({ width }));
  return added;
}

function driverSheet(
  workbook: ReturnType<typeof createWorkbook>,
  name: string,
  title: string,
  rows: ImpactDriverRow[],
) {
  const added = sheet(workbook, name, [32, 18, 18, 18]);
  addTable(
    added,
    [title, ...COMPARED.map((c) => `Contribution ${c}`)],
    rows.map((r) => [r.label, ...compared(r)]),
    [undefined, AMOUNT, AMOUNT, AMOUNT],
  );
  added.commit();
}

function summary(added: ExcelJS.Worksheet, impact: ImpactResult, clientLabel: string) {
  added.addRow(['Impact des règles 2027 sur le SCR marché (DR 2026/269)']).font = {
    bold: true,
    size: 14,
  };
  addFigures(added, [
    ['Client', clientLabel],
    ['Date de valorisation', new Date(`${impact.valuationDate}T00:00:00Z`), 'dd/mm/yyyy'],
    ['Calculé le', new Date(impact.computationDate).toLocaleString('fr-FR')],
    ['Règles du résultat principal', RULE_SET_LABELS[impact.mainRuleSet]],
    [FROM, RULE_SET_LABELS['SII-2016']],
    [TO, RULE_SET_LABELS['SII-2027']],
    ['Valeur de marché', impact.marketValuation, AMOUNT],
  ]);
  added.addRow([]);
  const { from, to } = impact.interestRate;
  const scenario = (s: typeof from) => (s.binding === 'up' ? 'hausse' : 'baisse');
  addTable(
    added,
    ['', ...COMPARED],
    [
      ['SCR marché', ...compared(impact.market)],
      [DIVERSIFICATION_EFFECT_LABEL, ...compared(impactDiversificationEffect(impact))],
      ['Taux : scénario hausse', from.up, to.up, to.up - from.up],
      ['Taux : scénario baisse', from.down, to.down, to.down - from.down],
      ['Taux : scénario retenu', scenario(from), scenario(to), null],
      ['Paramètre A (art. 164)', impact.correlation.from.a, impact.correlation.to.a, null],
      ['Paramètre B taux/spread (art. 164)', impact.correlation.from.b, impact.correlation.to.b, null],
      ['Ajustement symétrique (art. 172)', impact.symmetricAdjustment.from, impact.symmetricAdjustment.to, null],
    ], // prettier-ignore
    [undefined, AMOUNT, AMOUNT, AMOUNT],
  );
  const liabilities = impact.liabilities;
  if (liabilities) {
    added.addRow([]);
    addFigures(added, [
      ['Passifs (meilleure estimation)', liabilities.value, AMOUNT],
      ['Duration des passifs (pondérée par la valeur)', liabilities.duration, '0.00'],
      ['Lignes de passif', liabilities.lineCount, COUNT],
    ]);
  }
  if (impact.unverified.some((point) => point.affectsResult))
    added.addRow([
      'Ce résultat dépend de points non vérifiés des règles 2027 : voir la feuille « Non vérifié ».',
    ]);
  for (const warning of impact.warnings) added.addRow([`Avertissement : ${warning}`]);
}

export async function writeImpactWorkbook(
  path: string,
  impact: ImpactResult,
  clientLabel: string,
): Promise<void> {
  const workbook = createWorkbook(path);
  const first = sheet(workbook, 'Synthèse', [44, 20, 20, 20]);
  summary(first, impact, clientLabel);
  first.commit();

  driverSheet(workbook, 'Sous-modules', 'Sous-module (avant diversification)', [
    ...impact.submodules,
  ]);
  driverSheet(workbook, 'Devises', 'Devise', impact.drivers.byCurrency);
  driverSheet(workbook, 'Échéances', 'Duration (risque de taux)', impact.drivers.byMaturity);
  driverSheet(workbook, 'Portefeuilles', 'Portefeuille', impact.drivers.byPortfolio);

  const lines = sheet(workbook, 'Lignes', [16, 30, 14, 8, 8, 10, 16, 16, 16, 16, 16, 16]);
  addTable(
    lines,
    ['Code', 'Libellé', 'Portefeuille', 'Devise', 'CIC', 'Duration', 'Valeur de marché',
      `Perte taux ${FROM}`, `Perte taux ${TO}`, ...COMPARED.map((c) => `Contribution ${c}`)],
    impact.drivers.topLines.map((l) => [
      l.code, l.label, l.portfolioCode, l.currency, l.cic, l.duration, l.marketValue,
      l.interestRateLossFrom, l.interestRateLossTo, ...compared(l),
    ]),
    [undefined, undefined, undefined, undefined, undefined, '0.00', AMOUNT, AMOUNT, AMOUNT,
      AMOUNT, AMOUNT, AMOUNT],
  ); // prettier-ignore
  lines.commit();

  const curves = sheet(workbook, 'Courbes', [10, 10, 12, 14, 14, 14, 14]);
  addTable(
    curves,
    ['Devise', 'Maturité', 'Taux de base', `Hausse ${FROM}`, `Baisse ${FROM}`, `Hausse ${TO}`, `Baisse ${TO}`],
    impact.curves.flatMap((c) =>
      c.maturities.map((t, k): Cell[] => [
        c.currency, t, c.base[k]!, c.upFrom[k]!, c.downFrom[k]!, c.upTo[k]!, c.downTo[k]!,
      ]),
    ),
    [undefined, COUNT, SHARE, SHARE, SHARE, SHARE, SHARE],
  ); // prettier-ignore
  curves.commit();

  const unverified = sheet(workbook, 'Non vérifié', [36, 24, 60, 24, 16]);
  addTable(
    unverified,
    ['Point non vérifié pour 2027', 'Articles', 'Lecture retenue', 'Fiabilité', 'Ce résultat en dépend'],
    impact.unverified.map((p) => [
      p.topic, p.articles, p.reading, CERTAINTY_MARK_LABELS[p.mark], p.affectsResult ? 'Oui' : 'Non',
    ]),
    [],
  ); // prettier-ignore
  unverified.commit();
  await workbook.commit();
}
