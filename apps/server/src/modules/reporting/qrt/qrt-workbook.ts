import type ExcelJS from 'exceljs';
import { frenchDate, qrtFilingLabel } from '@prisme/domain';
import {
  businessRuleDescription,
  labelOf,
  QRT_CHECKS,
  SEVERITY_LABELS,
  severityOf,
  type QrtCellValue,
  type QrtColumn,
  type QrtColumnKind,
  type QrtReport,
  type QrtTable,
} from '@prisme/engine';
import { columnLetters } from '../../../lib/excel-columns';
import { AMOUNT, COUNT, createWorkbook, type Cell } from '../workbook-kit';
import { writeSheetRows } from './sheet-rows';

/**
 * The QRT workbook (issue 19 §1-2): « Lisez-moi », « Contrôles » (every finding, never
 * left out), then one sheet per table named by its code, whose first row holds the
 * official column codes and second row their English labels; the data rows follow from
 * row 3, one per `QrtTable.rows` entry in order. Codes and closed-list members are text,
 * amounts numbers in the reporting currency, percentages decimals shown in %, dates real
 * dates (UTC midnight) shown yyyy-mm-dd. Read back, a sheet gives the same facts.
 */

/** The row of a table's first data row: row 1 codes, row 2 labels. */
export const QRT_FIRST_DATA_ROW = 3;
export const README_SHEET = 'Lisez-moi';
export const CHECKS_SHEET = 'Contrôles';

const FORMATS: Readonly<Record<QrtColumnKind, string | undefined>> = {
  text: undefined,
  code: '@',
  monetary: AMOUNT,
  decimal: '#,##0.######',
  percentage: '0.00%',
  integer: COUNT,
  date: 'yyyy-mm-dd',
};

const WIDTHS: Readonly<Record<QrtColumnKind, number>> = {
  text: 34,
  code: 26,
  monetary: 18,
  decimal: 14,
  percentage: 12,
  integer: 12,
  date: 12,
};

/**
 * A cell as written: dates become Excel dates, an enumerated value its member's label (a
 * country, currency or sector its code: members.ts, the mapping the package uses for
 * QNames), everything else as it is.
 */
function cellOf(value: QrtCellValue | undefined, column: QrtColumn): Cell {
  if (value === undefined || value === null) return null;
  if (column.kind === 'date' && typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value))
    return new Date(`${value}T00:00:00Z`);
  if (column.meta?.members && typeof value === 'string') return labelOf(column.meta, value);
  return value;
}

export async function writeQrtWorkbook(report: QrtReport, path: string): Promise<void> {
  const workbook = createWorkbook(path);
  writeReadme(workbook.addWorksheet(README_SHEET), report);
  writeChecks(
    workbook.addWorksheet(CHECKS_SHEET, { views: [{ state: 'frozen', ySplit: 1 }] }),
    report,
  );
  for (const table of report.tables) await writeTable(workbook, table);
  await workbook.commit();
}

async function writeTable(
  workbook: ExcelJS.stream.xlsx.WorkbookWriter,
  table: QrtTable,
): Promise<void> {
  const sheet = workbook.addWorksheet(table.code, {
    views: [{ state: 'frozen', ySplit: 2 }],
  });
  const styles = table.columns.map((column): Partial<ExcelJS.Style> => {
    const numFmt = FORMATS[column.kind];
    return numFmt ? { numFmt } : {};
  });
  sheet.columns = table.columns.map((column) => ({ width: widthOf(column) }));
  const codes = sheet.addRow(table.columns.map((column) => column.code));
  codes.font = { bold: true };
  codes.commit();
  const labels = sheet.addRow(table.columns.map((column) => column.label));
  labels.font = { italic: true };
  labels.alignment = { wrapText: true, vertical: 'top' };
  labels.commit();
  // ExcelJS registers each row's and cell's style as it writes them, at once when it has
  // seen that very object before: one row style and one per column, shared.
  // The data rows as ExcelJS writes them, without its objects (sheet-rows.ts).
  const rowStyle: Partial<ExcelJS.Style> = {};
  const { columns } = table;
  function* cells() {
    for (const row of table.rows) {
      const values = new Array<Cell>(columns.length);
      for (let i = 0; i < columns.length; i++)
        values[i] = cellOf(row[columns[i]!.code], columns[i]!);
      yield values;
    }
  }
  await writeSheetRows(sheet, cells(), styles, rowStyle);
  sheet.commit();
}

const widthOf = (column: QrtColumn) =>
  Math.max(WIDTHS[column.kind], Math.min(40, Math.ceil(column.label.length / 2)));

function writeChecks(sheet: ExcelJS.Worksheet, report: QrtReport): void {
  sheet.columns = [
    { header: 'Contrôle', width: 26 },
    { header: 'Gravité', width: 14 },
    { header: 'Règle EIOPA', width: 12 },
    { header: 'Description', width: 44 },
    { header: 'Tableau', width: 16 },
    { header: 'Ligne', width: 8 },
    { header: 'Colonne', width: 10 },
    { header: 'Cellule', width: 10 },
    { header: 'Valeur', width: 24 },
    { header: 'Message', width: 110 },
  ];
  sheet.getRow(1).font = { bold: true };
  if (report.findings.length === 0) {
    sheet.addRow(['Aucune anomalie', 'Tous les contrôles sont passés.']).commit();
  }
  const columnsOf = new Map(report.tables.map((t) => [t.code, t.columns.map((c) => c.code)]));
  for (const finding of report.findings) {
    const index =
      finding.column === null ? -1 : (columnsOf.get(finding.table)?.indexOf(finding.column) ?? -1);
    const cell =
      finding.rowIndex !== null && index >= 0
        ? `${columnLetters(index)}${finding.rowIndex + QRT_FIRST_DATA_ROW}`
        : null;
    const row = sheet.addRow([
      finding.check,
      SEVERITY_LABELS[severityOf(finding)],
      finding.rule ?? null,
      (finding.rule && businessRuleDescription(finding.rule)) ??
        QRT_CHECKS[finding.check as keyof typeof QRT_CHECKS] ??
        null,
      finding.table,
      finding.rowIndex === null ? null : finding.rowIndex + 1,
      finding.column,
      cell,
      finding.value,
      finding.message,
    ]);
    row.alignment = { wrapText: true, vertical: 'top' };
    row.commit();
  }
  sheet.commit();
}

function writeReadme(sheet: ExcelJS.Worksheet, report: QrtReport): void {
  sheet.columns = [{ width: 30 }, { width: 110 }];
  const line = (label: string | null, text: Cell = null, bold = false) => {
    const row = sheet.addRow([label, text]);
    if (bold) row.font = { bold: true };
    row.alignment = { wrapText: true, vertical: 'top' };
    row.commit();
  };
  const title = sheet.addRow(['États QRT des placements (Solvabilité II)']);
  title.font = { bold: true, size: 14 };
  title.commit();
  line(null);
  line(
    'Entité',
    report.entityName ? `${report.entityName} (LEI ${report.entityId})` : report.entityId,
  );
  line(
    'Module',
    `${(report.module ?? '').toUpperCase()} — ${report.frequency === 'quarterly' ? 'trimestriel (S.06.02, S.06.03, S.08.01)' : 'annuel (S.06.02, S.06.03, S.08.01, S.09.01)'}, taxonomie EIOPA ${report.taxonomy ?? '2.10.0'}.`,
  );
  line('Date de référence', frenchDate(report.referenceDate));
  line('Devise de déclaration', report.baseCurrency);
  if (report.frequency !== 'quarterly')
    line('Début de la période S.09.01', frenchDate(report.periodStart));
  line(
    'Colonnes BCE (ECB add-ons)',
    report.ecbColumns
      ? 'Incluses : tableaux SE.06.02.16.01 et SE.06.02.16.02 avec EC0231, EC0271, EC0291 et EC0381.'
      : 'Non incluses (bceColumns = false).',
  );
  line(null);
  const count = report.findings.length;
  const blocking = report.findings.filter((f) => severityOf(f) === 'blocking').length;
  line(
    'Dépôt',
    blocking === 0
      ? `${qrtFilingLabel({ blocking })} : aucun contrôle bloquant.`
      : `${qrtFilingLabel({ blocking })} : le superviseur rejetterait ces états tant que les ${blocking} contrôle${blocking > 1 ? 's' : ''} bloquant${blocking > 1 ? 's' : ''} de la feuille « Contrôles » ne sont pas levés.`,
    blocking > 0,
  );
  line(
    'Contrôles',
    count === 0
      ? 'Tous les contrôles de remise sont passés (feuille « Contrôles »).'
      : `${count} anomalie${count > 1 ? 's' : ''} détectée${count > 1 ? 's' : ''}, dont ${blocking} bloquante${blocking > 1 ? 's' : ''} (le dépôt serait rejeté) : voir la feuille « Contrôles » avant toute remise. Chaque anomalie nomme le tableau, la ligne, la colonne et la cellule, et la règle EIOPA (BV…, EV…) qu’elle enfreint.`,
    count > 0,
  );
  line(null);
  line('Feuilles', null, true);
  line(README_SHEET, 'Ce qui est dans le fichier et comment le lire.');
  line(
    CHECKS_SHEET,
    'Le résultat de chaque contrôle de remise : un contrôle, une cellule, un message.',
  );
  for (const table of report.tables)
    line(
      table.code,
      `${table.title} — ${table.rows.length} ligne${table.rows.length > 1 ? 's' : ''}.`,
    );
  line(null);
  line('Lecture', null, true);
  line(
    'En-têtes',
    'Ligne 1 : codes officiels des colonnes (C0040…, EC… pour les colonnes BCE) ; ligne 2 : libellés anglais de la taxonomie EIOPA ; les données commencent en ligne 3.',
  );
  line(
    'Codes',
    'Identifiants typés « PRÉFIXE/code » : ISIN/…, CUSIP/…, CAU/… (code attribué par l’entreprise) pour les titres ; LEI/…, SC/… (code spécifique) ou None pour les émetteurs, groupes et contreparties.',
  );
  line(
    'Montants',
    `En ${report.baseCurrency}, coupons courus inclus dans C0170 (S.06.02) ; les pourcentages (C0380) sont des décimaux affichés en % ; dates au format aaaa-mm-jj.`,
  );
  line(
    'Portefeuille',
    'Prisme ne connaît pas la ventilation vie / non-vie / cantons des actifs : C0060 vaut « General ». Les actifs des compartiments en unités de compte (code UC ou libellé « unités de compte ») sont déclarés « Unit-linked or index-linked ». Les positions d’un même titre dans plusieurs portefeuilles Prisme de même clé sont additionnées.',
  );
  line(
    'Colonnes absentes',
    'Non produites faute de donnée dans Prisme, à compléter avant remise : S.06.02 C0070, C0080 (numéros de fonds), C0110, C0120 (dépositaire), C0145, C0293 à C0298, C0330 (OEEC désigné), C0350 ; BCE EC0141 ; S.08.01 C0070, C0120, C0150, C0160, C0180, C0200 à C0230, C0300, C0320, C0390 à C0420 ; S.09.01 C0070 (dividendes) et C0090 (loyers).',
  );
  line(
    'Colonnes à compléter',
    'Présentes mais vides là où le référentiel ne tient pas la donnée (les contrôles le disent) : S.08.01 C0090 (sous-jacent), C0110 (usage du dérivé), C0140 des swaps (jambes FX-FL…), C0450 et C0460 des swaps autres que de taux (devises des jambes) ; BCE EC0381 (date d’émission). EC0291 vaut « Other » : Prisme ne distingue pas les Schuldscheindarlehen, Namensschuldverschreibungen et titres de participation nominatifs, à corriger pour ces instruments.',
  );
  line(
    'S.06.02 C0140, C0380',
    'Montant au pair (C0140) en devise de déclaration : le nominal en devise de cotation converti au cours de la ligne (valeur en devise de déclaration / valeur en devise de cotation), à défaut au cours du jour de valorisation ; C0380 = (C0170 − C0180) / C0140 pour tout actif au pair (obligations, dépôts, prêts), la caisse (71) n’en ayant pas.',
  );
  line(
    'S.06.02 C0292, C0310',
    'C0292 (approche SCR des OPC) d’après la transparisation : composition publiée → « Full look-through » ; allocation cible ou dernière publiée → simplifiée sans regroupement ; regroupement de données → simplifiée avec regroupement ; fonds conservé entier → « equity risk type 2 ». C0310 (participations) : les participations stratégiques des listes client du SCR, pour les actions et OPC.',
  );
  line(
    'S.08.01',
    'Gré à gré (préfixe CIC XL ou XT, swaps et changes à terme) : montant notionnel (C0130) ; coté (futures, options cotées) : nombre de contrats (C0170). Swaps de taux (D1) : devises livrée et reçue = devise du swap. Dérivés de crédit : perte maximale (C0190) = valeur positive pour une protection achetée, notionnel pour une protection vendue ou un total return swap, sans collatéral.',
  );
  line(
    'S.06.02 C0150',
    'Méthode de valorisation déduite du CIC : coté sur un marché (pays ou XV) → « Quoted market price in active markets for the same assets » ; non coté (XL) ou non négociable (XT) → « Alternative valuation methods ». C0100 vaut « Not collateral » : Prisme ne connaît pas les nantissements.',
  );
  line(
    'S.06.03',
    'Une ligne par OPC détenu × catégorie sous-jacente × pays d’émission × devise locale ou étrangère, montants issus de la transparisation du périmètre ; la somme de C0060 d’un OPC égale sa valeur C0170 de S.06.02.',
  );
  line(
    'S.09.01',
    'Revenus et plus ou moins-values entre le début de période et la date de référence, lus dans les inventaires successifs : ventes au prix du premier inventaire qui les valorise, remboursements au pair, achats au prix d’inventaire ou à la valeur d’acquisition ; plus-values sur valeurs hors coupon couru ; intérêts = coupons reçus − coupon couru de début + coupon couru de fin.',
  );
  for (const note of report.notes ?? []) line('Période S.09.01', note);
  line(null);
  line(
    'Produit par',
    `Prisme, le ${new Date().toLocaleString('fr-FR', { timeZone: 'UTC' })} (UTC).`,
  );
  sheet.commit();
}
