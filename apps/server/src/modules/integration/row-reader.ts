import type { ParseResult } from '@prisme/domain';
import type { ImportReport } from './import-report';
import {
  parseDecimal,
  parseFlag,
  parseInteger,
  parseIsoOrFrenchDate,
  plainNumber,
  type CellInput,
  type DecimalOptions,
} from './parsing/values';

const MISSING = 'Valeur obligatoire manquante.';
const NO_BOUNDS: Bounds = {};
/** Distinct date texts remembered per file (see date()). */
const DATE_MEMO_SIZE = 10_000;

function fr(n: number): string {
  return n.toLocaleString('fr-FR');
}

interface Bounds {
  min?: number;
  max?: number;
  /** A strictly positive value is required. */
  positive?: boolean;
}

/**
 * A typed view on one line of a file: each accessor reads a column, and reports to the
 * import report what is wrong with it (line, column, French reason). `faulty` says
 * whether this line had any error, so an importer skips it without throwing.
 */
export class RowReader {
  line = 0;
  faulty = false;
  private cells: readonly CellInput[] = [];
  private readonly dates = new Map<string, ParseResult<string | undefined>>();
  private readonly cellDates = new Map<number, ParseResult<string | undefined>>();

  constructor(
    private readonly columns: ReadonlyMap<string, number>,
    private readonly report: ImportReport,
    /** Column name → the file's own header, which the report names (issue 40). */
    private readonly headers: ReadonlyMap<string, string> = new Map(),
  ) {}

  load(line: number, cells: readonly CellInput[]): this {
    this.line = line;
    this.cells = cells;
    this.faulty = false;
    return this;
  }

  fail(column: string, message: string): void {
    this.faulty = true;
    this.report.add(this.line, this.headers.get(column) ?? column, message);
  }

  has(column: string): boolean {
    return this.columns.has(column);
  }

  private raw(column: string): CellInput {
    const index = this.columns.get(column);
    return index === undefined ? undefined : this.cells[index];
  }

  private read<T>(
    column: string,
    result: ParseResult<T | undefined>,
    required: boolean,
  ): T | undefined {
    if (!result.ok) {
      this.fail(column, result.message);
      return undefined;
    }
    if (result.value === undefined && required) this.fail(column, MISSING);
    return result.value;
  }

  text(column: string, required = false): string | undefined {
    const raw = this.raw(column);
    const value =
      raw === null || raw === undefined
        ? undefined
        : (raw instanceof Date ? raw.toISOString().slice(0, 10) : String(raw)).trim() || undefined;
    if (value === undefined && required) this.fail(column, MISSING);
    return value;
  }

  /** Upper-cased code (ISIN, currency, country…), checked by `problem` when given. */
  code(
    column: string,
    required: boolean,
    problem?: (code: string) => string | undefined,
  ): string | undefined {
    const value = this.text(column, required)?.toUpperCase();
    if (value === undefined || !problem) return value;
    const reason = problem(value);
    if (reason) {
      this.fail(column, reason);
      return undefined;
    }
    return value;
  }

  decimal(
    column: string,
    required = false,
    bounds: Bounds & DecimalOptions = NO_BOUNDS,
  ): number | undefined {
    const raw = this.raw(column);
    // A plain number is read without a ParseResult: no allocation for most cells, whether
    // text (CSV) or a workbook's typed number.
    const value =
      (typeof raw === 'string'
        ? plainNumber(raw)
        : typeof raw === 'number' && Number.isFinite(raw)
          ? raw
          : undefined) ?? this.read(column, parseDecimal(raw, bounds), required);
    if (value === undefined || bounds === NO_BOUNDS) return value;
    return this.bounded(column, value, bounds);
  }

  integer(column: string, required = false, bounds: Bounds = NO_BOUNDS): number | undefined {
    const value = this.read(column, parseInteger(this.raw(column)), required);
    return value === undefined ? undefined : this.bounded(column, value, bounds);
  }

  /** A date as YYYY-MM-DD. */
  date(column: string, required = false): string | undefined {
    const raw = this.raw(column);
    if (raw instanceof Date) return this.read(column, this.dateOfCell(raw), required);
    if (typeof raw !== 'string') return this.read(column, parseIsoOrFrenchDate(raw), required);
    // A file holds few distinct dates (valuation dates, acquisition dates): each text is
    // parsed once. The memo is bounded so that a file of all-different dates costs no more.
    let result = this.dates.get(raw);
    if (result === undefined) {
      result = parseIsoOrFrenchDate(raw);
      if (this.dates.size < DATE_MEMO_SIZE) this.dates.set(raw, result);
    }
    return this.read(column, result, required);
  }

  /** A workbook's date cell, parsed once per instant as date texts are (see date()). */
  private dateOfCell(cell: Date): ParseResult<string | undefined> {
    const time = cell.getTime();
    let result = this.cellDates.get(time);
    if (result === undefined) {
      result = parseIsoOrFrenchDate(cell);
      if (this.cellDates.size < DATE_MEMO_SIZE) this.cellDates.set(time, result);
    }
    return result;
  }

  flag(column: string, required = false): boolean | undefined {
    return this.read(column, parseFlag(this.raw(column)), required);
  }

  private bounded(column: string, value: number, bounds: Bounds): number | undefined {
    if (bounds.positive && value <= 0)
      this.fail(column, `Valeur strictement positive attendue : ${fr(value)}`);
    else if (bounds.min !== undefined && value < bounds.min)
      this.fail(column, `Valeur inférieure au minimum ${fr(bounds.min)} : ${fr(value)}`);
    else if (bounds.max !== undefined && value > bounds.max)
      this.fail(column, `Valeur supérieure au maximum ${fr(bounds.max)} : ${fr(value)}`);
    else return value;
    return undefined;
  }
}
