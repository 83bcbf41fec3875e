import { isValidLei } from '@prisme/domain';
import { stringify } from 'csv-stringify/sync';
import type {
  QrtCellValue,
  QrtColumn,
  QrtColumnKind,
  QrtFinding,
  QrtReport,
  QrtTable,
} from './report-model';
import { QRT_CHECKS } from './validation';

/**
 * The second serialisation of a `QrtReport` (issue 19 §3): an xBRL-CSV report package laid
 * out as data-standards §3.7 shows it. Pure: the package is a list of files and their text;
 * the server zips them (modules/reporting/qrt-xbrl).
 *
 * ```
 * <name>/META-INF/reportPackage.json   Report Package 1.0, unconstrained (.zip)
 * <name>/reports/report.json           xBRL-CSV, extends the module's entry point (qrs | qes)
 * <name>/reports/parameters.csv        name,value: entityID, refPeriod, baseCurrency, decimals…
 * <name>/reports/FilingIndicators.csv  templateID,reported
 * <name>/reports/<table code>.csv      one per reported table, header = the column codes
 * <name>/Controles.csv                 the failed checks, when there are (for people, not XBRL)
 * ```
 *
 * A report whose checks fail is still packed (the team decides whether to file it), but
 * never silently (issue 19 §2): the failures travel in `Controles.csv` beside `reports/`,
 * where Report Package 1.0 lets other files be and XBRL processors do not read; the route
 * also counts them in a response header.
 *
 * Open points, all [?] or [S] in the reference: the module JSON we could not read names
 * the parameters file (`report_params.csv` was seen in 2.10.0, `parameters.csv` is the
 * EBA convention kept here), the NCA names the package, and the entity scheme prefix is
 * `lei:` for a valid LEI, else `sc:` (a specific code, as the §3.7 `SC/` prefix).
 */

export const REPORT_PACKAGE_DOCUMENT_TYPE = 'https://xbrl.org/report-package/2023';
export const XBRL_CSV_DOCUMENT_TYPE = 'https://xbrl.org/2021/xbrl-csv';
/** Entry points of EIOPA taxonomy 2.10.0 (data-standards §3.1). */
export const EIOPA_MODULE_FOLDER =
  'http://eiopa.europa.eu/eu/xbrl/s2md/fws/solvency/solvency2/2026-06-30/mod/';

/**
 * The precision stated for each kind of number (the `decimals…` parameters) and to which
 * the values are rounded: cents for amounts, a hundredth of a percent for ratios.
 */
export const XBRL_CSV_DECIMALS = {
  monetary: 2,
  percentage: 4,
  decimal: 6,
  integer: 0,
} as const satisfies Partial<Record<QrtColumnKind, number>>;

export interface XbrlCsvFile {
  /** Path inside the zip, always under the package's folder. */
  readonly path: string;
  readonly content: string;
}

export interface XbrlCsvPackage {
  /** The package's folder and the zip's name without `.zip`. */
  readonly name: string;
  /** `qrs` (quarterly solo) or `qes` (quarterly ECB solo, with the EC… add-on columns). */
  readonly module: 'qrs' | 'qes';
  readonly files: readonly XbrlCsvFile[];
}

/** The module's entry point: the ECB one when the ECB add-on columns are reported (§3.6). */
export function xbrlModuleOf(report: Pick<QrtReport, 'ecbColumns'>): 'qrs' | 'qes' {
  return report.ecbColumns ? 'qes' : 'qrs';
}

/** The template of a table code: `S.06.02.01.01` → `S.06.02.01` (§3.1 code structure). */
export function templateOfTable(tableCode: string): string {
  return tableCode.split('.').slice(0, -1).join('.');
}

/** The columns a table reports: its ECB add-ons only in the ECB variant. */
export function reportedColumns(table: QrtTable, ecbColumns: boolean): readonly QrtColumn[] {
  return ecbColumns ? table.columns : table.columns.filter((column) => !column.ecb);
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

/**
 * A cell's text in the table's CSV: empty for no fact; numbers rounded to their kind's
 * decimals; text beginning with `#` escaped as `##` (xBRL-CSV reads `#nil`, `#empty`…
 * as special values and drops the first `#` of `##`).
 */
export function xbrlCsvCell(value: QrtCellValue, kind: QrtColumnKind): string {
  if (value === null) return '';
  if (typeof value === 'number') {
    if (kind === 'monetary' || kind === 'percentage' || kind === 'decimal' || kind === 'integer')
      return xbrlNumber(value, XBRL_CSV_DECIMALS[kind]);
    return String(value);
  }
  return value.startsWith('#') ? `#${value}` : value;
}

/** RFC 4180: comma, double quotes around a field only when needed, CR LF. */
function csv(rows: readonly (readonly string[])[]): string {
  return stringify(rows as string[][], { record_delimiter: 'windows' });
}

function tableCsv(table: QrtTable, ecbColumns: boolean): string {
  const columns = reportedColumns(table, ecbColumns);
  return csv([
    columns.map((column) => column.code),
    ...table.rows.map((row) =>
      columns.map((column) => xbrlCsvCell(row[column.code] ?? null, column.kind)),
    ),
  ]);
}

/** `lei:<LEI>` when the entity id is a valid LEI, else `sc:<id>`. */
export function xbrlEntityId(entityId: string): string {
  return isValidLei(entityId) ? `lei:${entityId}` : `sc:${entityId}`;
}

/** `<entity>_<QRS|QES>_<yyyymmdd>`, in characters every file system and zip tool accepts. */
export function xbrlPackageName(report: QrtReport): string {
  const entity = report.entityId.replace(/[^\w.-]+/g, '_');
  return `${entity}_${xbrlModuleOf(report).toUpperCase()}_${report.referenceDate.replaceAll('-', '')}`;
}

/** The failed checks, for people opening them in a French spreadsheet: `;`, BOM, CR LF. */
export function findingsCsv(findings: readonly QrtFinding[]): string {
  const checks: Readonly<Record<string, string>> = QRT_CHECKS;
  const rows = findings.map((finding) => [
    checks[finding.check] ?? finding.check,
    finding.table,
    finding.rowIndex === null ? '' : String(finding.rowIndex + 1),
    finding.column ?? '',
    finding.value === null ? '' : String(finding.value),
    finding.message,
  ]);
  return stringify([['Contrôle', 'Tableau', 'Ligne', 'Colonne', 'Valeur', 'Message'], ...rows], {
    delimiter: ';',
    bom: true,
    record_delimiter: 'windows',
  });
}

/**
 * The report package's files. A table without rows is declared not reported in the
 * filing indicators and has no CSV; a template is reported when one of its tables is.
 */
export function buildXbrlCsvPackage(report: QrtReport): XbrlCsvPackage {
  const module = xbrlModuleOf(report);
  const name = xbrlPackageName(report);
  const json = (value: unknown) => `${JSON.stringify(value, null, 2)}\n`;

  const reported = new Map<string, boolean>();
  for (const table of report.tables) {
    const template = templateOfTable(table.code);
    reported.set(template, (reported.get(template) ?? false) || table.rows.length > 0);
  }
  const tables = report.tables.filter((table) => table.rows.length > 0);

  const files: XbrlCsvFile[] = [
    {
      path: `${name}/META-INF/reportPackage.json`,
      content: json({ documentInfo: { documentType: REPORT_PACKAGE_DOCUMENT_TYPE } }),
    },
    {
      path: `${name}/reports/report.json`,
      content: json({
        documentInfo: {
          documentType: XBRL_CSV_DOCUMENT_TYPE,
          extends: [`${EIOPA_MODULE_FOLDER}${module}.json`],
        },
      }),
    },
    {
      path: `${name}/reports/parameters.csv`,
      content: csv([
        ['name', 'value'],
        ['entityID', xbrlEntityId(report.entityId)],
        ['refPeriod', report.referenceDate],
        ['baseCurrency', `iso4217:${report.baseCurrency}`],
        ['decimalsInteger', String(XBRL_CSV_DECIMALS.integer)],
        ['decimalsMonetary', String(XBRL_CSV_DECIMALS.monetary)],
        ['decimalsPercentage', String(XBRL_CSV_DECIMALS.percentage)],
        ['decimalsDecimal', String(XBRL_CSV_DECIMALS.decimal)],
      ]),
    },
    {
      path: `${name}/reports/FilingIndicators.csv`,
      content: csv([
        ['templateID', 'reported'],
        ...[...reported].map(([template, isReported]) => [template, String(isReported)]),
      ]),
    },
    ...tables.map((table) => ({
      path: `${name}/reports/${table.code}.csv`,
      content: tableCsv(table, report.ecbColumns),
    })),
  ];
  if (report.findings.length > 0)
    files.push({ path: `${name}/Controles.csv`, content: findingsCsv(report.findings) });
  return { name, module, files };
}
