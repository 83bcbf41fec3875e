import type { QrtChecks } from '@prisme/domain';
import {
  buildQrtReport,
  checkPackageDraft,
  draftPackage,
  isBlocking,
  qrtTaxonomy,
  summariseFindings,
  type QrtFundExposure,
  type QrtInput,
} from '@prisme/engine';
import { writeXbrlCsvPackage } from '../qrt-xbrl/package-zip';
import { writeQrtWorkbook } from './qrt-workbook';

/**
 * The QRT's work off the event loop (jobs/workers/qrt.worker.ts): the engine builds and
 * checks the report, then the workbook or the xBRL-CSV package is written, in a worker
 * thread. On a million look-through lines S.06.03 has some 300,000 rows: building,
 * checking and serialising them took the API's event loop for seconds in one stretch.
 * The input crosses as plain data, the held funds' look-through packed in columns; only
 * the file's name and the findings' count come back.
 */

/** The held funds' look-through in columns: the texts by index into `texts`, -1 for null. */
export interface PackedFundExposures {
  texts: string[];
  /** Per exposure, FIELDS.length text indexes in a row. */
  codes: Int32Array;
  marketValueRc: Float64Array;
}

const FIELDS = ['fundCode', 'cic', 'underlyingAssetCategory', 'country', 'currency'] as const;
type TextField = (typeof FIELDS)[number];

/** Packs the exposures as they are read, none kept as an object. */
export class FundExposurePacker {
  private readonly texts: string[] = [];
  private readonly indexOf = new Map<string, number>();
  private codes = new Int32Array(1024 * FIELDS.length);
  private values = new Float64Array(1024);
  private count = 0;

  /** Adds rows[from, to). */
  add(rows: readonly QrtFundExposure[], from = 0, to = rows.length): void {
    for (let r = from; r < to; r++) this.push(rows[r]!);
  }

  /** Adds one exposure (its fields are copied: the object may be reused). */
  push(exposure: Readonly<QrtFundExposure>): void {
    if (this.count === this.values.length) {
      const codes = new Int32Array(this.codes.length * 2);
      codes.set(this.codes);
      const values = new Float64Array(this.values.length * 2);
      values.set(this.values);
      this.codes = codes;
      this.values = values;
    }
    const at = this.count++;
    this.values[at] = exposure.marketValueRc;
    for (let f = 0; f < FIELDS.length; f++) {
      this.codes[at * FIELDS.length + f] = this.textIndex(exposure[FIELDS[f]!]);
    }
  }

  private textIndex(text: string | null): number {
    if (text === null) return -1;
    let index = this.indexOf.get(text);
    if (index === undefined) {
      index = this.texts.push(text) - 1;
      this.indexOf.set(text, index);
    }
    return index;
  }

  /** The packed columns (their buffers to transfer), trimmed to the rows added. */
  packed(): { packed: PackedFundExposures; transferList: ArrayBuffer[] } {
    const codes = this.codes.slice(0, this.count * FIELDS.length);
    const marketValueRc = this.values.slice(0, this.count);
    return {
      packed: { texts: this.texts, codes, marketValueRc },
      transferList: [codes.buffer, marketValueRc.buffer],
    };
  }
}

export function unpackFundExposures(packed: PackedFundExposures): QrtFundExposure[] {
  const { texts, codes, marketValueRc } = packed;
  const exposures: QrtFundExposure[] = new Array(marketValueRc.length);
  const text = (at: number) => {
    const index = codes[at]!;
    return index === -1 ? null : texts[index]!;
  };
  for (let i = 0; i < marketValueRc.length; i++) {
    const at = i * FIELDS.length;
    const exposure: Record<TextField, string | null> & { marketValueRc: number } = {
      fundCode: text(at)!,
      cic: text(at + 1),
      underlyingAssetCategory: text(at + 2),
      country: text(at + 3),
      currency: text(at + 4),
      marketValueRc: marketValueRc[i]!,
    };
    exposures[i] = exposure as QrtFundExposure;
  }
  return exposures;
}

/** Which file the worker writes, where; `checks`: none, the findings come back (issue 36). */
export type QrtOutput =
  | { format: 'workbook'; path: string }
  | { format: 'xbrl-csv'; path: string }
  | { format: 'checks' };

export interface QrtTask {
  input: Omit<QrtInput, 'fundExposures'>;
  fundExposures: PackedFundExposures;
  output: QrtOutput;
  /** The package's name: client, scope, module, date (qrt-service.ts). */
  stem?: string;
}

export interface QrtTaskOutcome {
  /** The xBRL-CSV package's zip name (`<package name>.zip`); none for the workbook. */
  fileName?: string;
  findings: number;
  /** The findings as the export panel shows them (the `checks` output). */
  checks?: QrtChecks;
  /** Of the findings, those that make the filing « non déposable » (issue 36 §6). */
  blocking: number;
}

/** Builds the report and writes its file (in the worker thread; pure but for the file). */
export async function runQrtTask(task: QrtTask): Promise<QrtTaskOutcome> {
  const report = buildQrtReport({
    ...task.input,
    fundExposures: unpackFundExposures(task.fundExposures),
  });
  if (task.output.format === 'checks' || task.output.format === 'workbook') {
    // The package's structure is checked for the workbook and the panel's checks too: they
    // list what would keep the package from being filed (issue 36 §6).
    const taxonomy = qrtTaxonomy();
    const findings = [
      ...report.findings,
      ...checkPackageDraft(draftPackage(report, taxonomy), taxonomy, report),
    ];
    const blocking = findings.filter(isBlocking).length;
    if (task.output.format === 'checks')
      return { findings: findings.length, blocking, checks: summariseFindings(findings) };
    await writeQrtWorkbook({ ...report, findings }, task.output.path);
    return { findings: findings.length, blocking };
  }
  const written = await writeXbrlCsvPackage(report, task.output.path, task.stem);
  return { fileName: written.fileName, findings: written.findings, blocking: written.blocking };
}
