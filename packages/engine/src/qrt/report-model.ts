import type { QrtColumnMeta, QrtFrequency, QrtModuleCode } from './metadata';

/**
 * The in-memory fact model every QRT serialisation reads (data-standards §3.1: "build the
 * exporter so that both serialisations come from the same in-memory fact model"): the Excel
 * workbook and the xBRL-CSV report package are two writers of one `QrtReport`.
 *
 * A table is the taxonomy's table code (`S.06.02.01.01`), its columns by official code
 * (`C0040`…, ECB add-ons `EC…`) and its rows as cell values keyed by column code. Values are
 * already in their reported form: codes as `PREFIX/value` strings (§3.7), closed-list members
 * as their label, dates as ISO `yyyy-mm-dd`, amounts as numbers in the reporting currency.
 */

/** How a column's values are typed: drives the workbook's number format and the CSV's decimals. */
export type QrtColumnKind =
  | 'text' // free text: names, titles
  | 'code' // identifier or closed-list member, written as is
  | 'monetary' // an amount in the base currency
  | 'decimal' // a pure number: quantity, duration, delta
  | 'percentage' // a ratio written as a decimal (0.985 = 98.5 %)
  | 'integer'
  | 'date'; // ISO 8601 yyyy-mm-dd

export interface QrtColumn {
  /** The official column code: `C0040`, or an ECB add-on `EC0231`. */
  readonly code: string;
  /** The official English label of the taxonomy. */
  readonly label: string;
  readonly kind: QrtColumnKind;
  /** Part of the row's key (the open table's typed dimension), e.g. C0040 + C0060 in S.06.02.01.01. */
  readonly key?: boolean;
  /** An ECB add-on column, written only when the ECB variant is asked for (bceColumns). */
  readonly ecb?: boolean;
  /**
   * The column as the taxonomy's table JSON defines it (metadata.ts), attached by
   * `withTaxonomy`: its datatype, decimals, key and domain; `kind` and `label` are then
   * read from it, never typed by hand.
   */
  readonly meta?: QrtColumnMeta;
}

export type QrtCellValue = string | number | null;

export type QrtRow = Readonly<Record<string, QrtCellValue>>;

export interface QrtTable {
  /** Table code, e.g. `S.06.02.01.01`; the ECB variant's is `SE.06.02.16.01`. */
  readonly code: string;
  /** The template's title, e.g. « List of assets — Information on positions held ». */
  readonly title: string;
  readonly columns: readonly QrtColumn[];
  readonly rows: readonly QrtRow[];
}

/**
 * How a finding weighs on the filing (issue 36 §6): `blocking` when the supervisor's
 * processor would reject the report (an EIOPA rule of blocking severity, a malformed
 * code), `warning` when it would accept it with a remark or the team should look.
 */
export type QrtFindingSeverity = 'blocking' | 'warning';

/** A failed submission check, pointing at the cell that fails (issue 19 §2). */
export interface QrtFinding {
  /** A stable code of the check, e.g. `ISIN_CHECK_DIGIT`, `MANDATORY_CELL`, `BUSINESS_RULE`. */
  readonly check: string;
  /** The EIOPA validation rule the check implements, e.g. `BV6-1`, `EV52-2` (business rules). */
  readonly rule?: string;
  /**
   * A blocking finding makes the package « non déposable »; a warning asks for a look.
   * Undefined: blocking (every check of issue 19 is one a processor would reject).
   */
  readonly severity?: QrtFindingSeverity;
  readonly table: string;
  /** 0-based index of the row in `QrtTable.rows`, or null for a table-wide check. */
  readonly rowIndex: number | null;
  readonly column: string | null;
  /** The offending value as reported, when there is one. */
  readonly value: QrtCellValue;
  /** In French, for the user. */
  readonly message: string;
}

/** Whether a finding blocks the filing (issue 36 §6). */
export const isBlocking = (finding: QrtFinding) => finding.severity !== 'warning';

/** The undertaking that reports (per client role, issue 36 §5). */
export interface QrtUndertaking {
  /** ISO 17442, checked (the entity identifier `lei:…` of the package). */
  readonly lei: string;
  readonly name: string;
}

export interface QrtReport {
  /** The reporting entity's identifier: the undertaking's LEI (issue 36 §5). */
  readonly entityId: string;
  /** The undertaking's name, for the workbook and the file name. */
  readonly entityName?: string;
  /** The taxonomy the tables follow and the module the package is filed under. */
  readonly taxonomy?: '2.10.0';
  readonly module?: QrtModuleCode;
  readonly frequency?: QrtFrequency;
  /** The reference date (valuation date), ISO yyyy-mm-dd. */
  readonly referenceDate: string;
  /** ISO 4217 reporting currency. */
  readonly baseCurrency: string;
  /** Whether the ECB add-on columns are included (spec §3 "QRT options", bceColumns). */
  readonly ecbColumns: boolean;
  /** Start of the S.09.01 period, ISO yyyy-mm-dd. */
  readonly periodStart: string;
  readonly tables: readonly QrtTable[];
  readonly findings: readonly QrtFinding[];
  /**
   * How the report was built, in French, for the workbook's « Lisez-moi » (e.g. which
   * inventory opened the S.09.01 period). Added by issue 19 §1; optional, no serialiser
   * needs it.
   */
  readonly notes?: readonly string[];
}
