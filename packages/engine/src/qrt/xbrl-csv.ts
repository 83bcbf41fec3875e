import { stringify } from 'csv-stringify/sync';
import { memberOf } from './members';
import {
  moduleCodeFor,
  qrtTaxonomy,
  templateOfTable,
  type QrtColumnMeta,
  type QrtModuleCode,
  type QrtModuleMeta,
  type QrtTaxonomy,
} from './metadata';
import {
  isBlocking,
  type QrtCellValue,
  type QrtColumn,
  type QrtFinding,
  type QrtReport,
  type QrtTable,
} from './report-model';
import { QRT_CHECKS } from './validation';
import { checkPackageDraft, type PackageDraft } from './validation-package';

/**
 * The second serialisation of a `QrtReport` (issue 19 §3, issue 36 §4): an xBRL-CSV report
 * package that follows its module's JSON (taxonomy 2.10.0, metadata.ts). Pure: the
 * package is a list of files and their text; the server zips them.
 *
 * ```
 * <name>/META-INF/reportPackage.json   Report Package 1.0, unconstrained (.zip)
 * <name>/reports/report.json           xBRL-CSV, extends the module's entry point
 * <name>/reports/report_params.csv     the module's parameterURL: entityID, refPeriod…
 * <name>/reports/FilingIndicators.csv  one per template of the module, true when shipped
 * <name>/reports/<table code>.csv      one per reported table of the module
 * <name>/Controles.csv                 the findings, when there are (for people, not XBRL)
 * ```
 *
 * Each cell is written as its column's table JSON says: numbers rounded to the decimals
 * their parameter states, enumerations as member QNames (members.ts), dates ISO. Before
 * it is written, the package is checked against the module (validation-package.ts); a
 * package with a blocking finding is still produced, named « NON_DEPOSABLE », its findings
 * in `Controles.csv` (issue 36 §6).
 */

export const REPORT_PACKAGE_DOCUMENT_TYPE = 'https://xbrl.org/report-package/2023';
export const XBRL_CSV_DOCUMENT_TYPE = 'https://xbrl.org/2021/xbrl-csv';

/**
 * The value of each decimals parameter the tables reference (`$decimalsMonetaryOpenTable`),
 * and of the bare names the table JSONs give without `$` (`decimalsDecimal`,
 * `decimalsPercentage`, defined too so that a processor reading them as parameters finds
 * them): cents for amounts, 6 places for quantities and durations, 4 for ratios.
 */
export const XBRL_CSV_DECIMALS: Readonly<Record<string, number>> = {
  decimalsMonetaryOpenTable: 2,
  decimalsMonetary: 2,
  decimalsInteger: 0,
  decimalsDecimal: 6,
  decimalsPercentage: 4,
};

export interface XbrlCsvFile {
  /** Path inside the zip, always under the package's folder. */
  readonly path: string;
  readonly content: string;
}

export interface XbrlCsvPackage {
  /** The package's folder and the zip's name without `.zip`. */
  readonly name: string;
  readonly module: QrtModuleCode;
  readonly files: readonly XbrlCsvFile[];
  /** The package's own structure findings (checked against the module). */
  readonly findings: readonly QrtFinding[];
  /** Every finding of the report and of the package; `blocking` of them block the filing. */
  readonly allFindings: readonly QrtFinding[];
  readonly blocking: number;
}

/** The module of a report: the one it was built for, else from its frequency and ECB flag. */
export function moduleOf(report: QrtReport): QrtModuleCode {
  return report.module ?? moduleCodeFor(report.frequency ?? 'annual', report.ecbColumns);
}

/**
 * A number in plain decimal notation, never in exponent form (`1e-7` is no xBRL number),
 * rounded to `decimals` places with trailing zeros dropped.
 */
export function xbrlNumber(value: number, decimals: number): string {
  if (!Number.isFinite(value)) throw new RangeError(`Nombre non fini : ${value}`);
  // toFixed turns to exponent form from 1e21 on, where a double has no decimals left.
  if (Math.abs(value) >= 1e21) return BigInt(value).toString();
  const fixed = value.toFixed(decimals);
  const trimmed = decimals > 0 ? fixed.replace(/\.?0+$/, '') : fixed;
  return trimmed === '-0' ? '0' : trimmed;
}

/** The decimals a column's numbers are written with, from its `decimals` parameter. */
export function decimalsOf(meta: QrtColumnMeta): number | null {
  if (meta.decimals === null) return null;
  const name = meta.decimals.startsWith('$') ? meta.decimals.slice(1) : meta.decimals;
  return XBRL_CSV_DECIMALS[name] ?? (/^-?\d+$/.test(name) ? Number(name) : null);
}

const NUMERIC = new Set(['Monetary', 'Decimal', 'Percent', 'Integer']);

/**
 * A cell's text in the table's CSV, by its column's metadata: empty for no fact; numbers
 * rounded; an enumeration as its member's QName (the value as it is when it has none: the
 * structure check reports it); text beginning with `#` escaped as `##` (xBRL-CSV reads
 * `#nil`, `#empty`… as special values and drops the first `#` of `##`).
 */
export function xbrlCsvCell(value: QrtCellValue | undefined, meta: QrtColumnMeta): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'number') {
    if (NUMERIC.has(meta.datatype)) return xbrlNumber(value, decimalsOf(meta) ?? 6);
    return String(value);
  }
  if (meta.datatype === 'Enumeration') return memberOf(meta, value) ?? value;
  return value.startsWith('#') ? `#${value}` : value;
}

/** RFC 4180: comma, double quotes around a field only when needed, CR LF. */
function csv(rows: readonly (readonly string[])[]): string {
  return stringify(rows as string[][], { record_delimiter: 'windows' });
}

/** `lei:<LEI>`: the modules declare no other entity scheme (data-standards §3.7). */
export const xbrlEntityId = (lei: string) => `lei:${lei}`;

/** A name every file system and zip tool accepts. */
export const safeFileName = (text: string) =>
  text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^\w.-]+/g, '_')
    .replace(/_+/g, '_')
    .replace(/^_|_$/g, '');

/** `<entity>_<MODULE>_<yyyymmdd>`, or the stem the caller gives (client, scope, date). */
export function xbrlPackageName(report: QrtReport, stem?: string): string {
  const base =
    stem ??
    `${report.entityId}_${moduleOf(report).toUpperCase()}_${report.referenceDate.replaceAll('-', '')}`;
  return safeFileName(base);
}

/** The findings, for people opening them in a French spreadsheet: `;`, BOM, CR LF. */
export function findingsCsv(findings: readonly QrtFinding[]): string {
  const checks: Readonly<Record<string, string>> = QRT_CHECKS;
  const rows = findings.map((finding) => [
    isBlocking(finding) ? 'Bloquant' : 'Avertissement',
    checks[finding.check] ?? finding.check,
    finding.table,
    finding.rowIndex === null ? '' : String(finding.rowIndex + 1),
    finding.column ?? '',
    finding.value === null ? '' : String(finding.value),
    finding.message,
  ]);
  return stringify(
    [['Gravité', 'Contrôle', 'Tableau', 'Ligne', 'Colonne', 'Valeur', 'Message'], ...rows],
    { delimiter: ';', bom: true, record_delimiter: 'windows' },
  );
}

/** The columns of a table the package writes: those its table JSON defines, in its order. */
function writtenColumns(table: QrtTable, ecb: boolean): QrtColumn[] {
  return table.columns.filter((column) => (ecb || !column.ecb) && column.meta !== undefined);
}

/** A table's cells as the package writes them, row by row (a loop: no closure per row). */
function cellsOf(table: QrtTable, columns: readonly QrtColumn[]): string[][] {
  const codes = columns.map((column) => column.code);
  const metas = columns.map((column) => column.meta!);
  return table.rows.map((row) => {
    const cells = new Array<string>(codes.length);
    for (let i = 0; i < codes.length; i++) cells[i] = xbrlCsvCell(row[codes[i]!], metas[i]!);
    return cells;
  });
}

/**
 * The package's content before it is checked and written: the module's parameters, its
 * filing indicators and each shipped table's cells.
 */
export function draftPackage(
  report: QrtReport,
  taxonomy: QrtTaxonomy = qrtTaxonomy(),
): PackageDraft {
  const module: QrtModuleMeta = taxonomy.modules[moduleOf(report)];
  const shipped = report.tables.filter((table) => table.rows.length > 0);
  const templates = new Set(shipped.map((table) => templateOfTable(table.code)));
  const tables = shipped.map((table) => {
    const columns = writtenColumns(table, report.ecbColumns);
    return {
      code: table.code,
      url: module.tables.get(table.code)?.url ?? `${table.code}.csv`,
      header: columns.map((column) => column.code),
      cells: cellsOf(table, columns),
      source: table,
    };
  });
  const decimals = new Set<string>();
  for (const table of shipped)
    for (const column of table.columns)
      if (column.meta?.decimals) decimals.add(column.meta.decimals.replace(/^\$/, ''));
  const parameters = new Map<string, string>([
    ['entityID', xbrlEntityId(report.entityId)],
    ['refPeriod', report.referenceDate],
    ['baseCurrency', `iso4217:${report.baseCurrency}`],
  ]);
  for (const name of [...decimals].sort())
    if (XBRL_CSV_DECIMALS[name] !== undefined)
      parameters.set(name, String(XBRL_CSV_DECIMALS[name]));
  return {
    module,
    extends: [module.url],
    parameterFile: module.parameterURL,
    parameters,
    filingIndicators: new Map(
      module.templates.map((template) => [template, templates.has(template)]),
    ),
    tables,
  };
}

/**
 * The report package's files, checked against the module first (issue 36 §6). `stem`
 * names it (the server's: client, scope and date); a package with a blocking finding has
 * « NON_DEPOSABLE » in its name.
 */
export function buildXbrlCsvPackage(
  report: QrtReport,
  options: { stem?: string; taxonomy?: QrtTaxonomy } = {},
): XbrlCsvPackage {
  const taxonomy = options.taxonomy ?? qrtTaxonomy();
  const draft = draftPackage(report, taxonomy);
  return packageOfDraft(report, draft, checkPackageDraft(draft, taxonomy, report), options.stem);
}

/**
 * The package's files from its draft once checked (`findings`: checkPackageDraft's), for a
 * caller that drafted and checked it itself (the server's QRT task, which times each).
 */
export function packageOfDraft(
  report: QrtReport,
  draft: PackageDraft,
  findings: readonly QrtFinding[],
  stem?: string,
): XbrlCsvPackage {
  const allFindings = [...report.findings, ...findings];
  const blocking = allFindings.filter(isBlocking).length;
  const base = xbrlPackageName(report, stem);
  const name = blocking > 0 ? `${base}_NON_DEPOSABLE` : base;
  const json = (value: unknown) => `${JSON.stringify(value, null, 2)}\n`;
  const files: XbrlCsvFile[] = [
    {
      path: `${name}/META-INF/reportPackage.json`,
      content: json({ documentInfo: { documentType: REPORT_PACKAGE_DOCUMENT_TYPE } }),
    },
    {
      path: `${name}/reports/report.json`,
      content: json({
        documentInfo: { documentType: XBRL_CSV_DOCUMENT_TYPE, extends: draft.extends },
      }),
    },
    {
      path: `${name}/reports/${draft.parameterFile}`,
      content: csv([['name', 'value'], ...draft.parameters]),
    },
    {
      path: `${name}/reports/FilingIndicators.csv`,
      content: csv([
        ['templateID', 'reported'],
        ...[...draft.filingIndicators].map(([template, reported]) => [template, String(reported)]),
      ]),
    },
    ...draft.tables
      .filter((table) => draft.module.tables.has(table.code))
      .map((table) => ({
        path: `${name}/reports/${table.url}`,
        content: csv([table.header, ...table.cells]),
      })),
  ];
  if (allFindings.length > 0)
    files.push({ path: `${name}/Controles.csv`, content: findingsCsv(allFindings) });
  return { name, module: draft.module.code, files, findings, allFindings, blocking };
}
