import type { QrtChecks } from '@prisme/domain';
import {
  buildQrtFacts,
  type QrtFundExposureColumns,
  checkPackageDraft,
  checkQrtFacts,
  draftPackage,
  isBlocking,
  packageOfDraft,
  qrtTaxonomy,
  summariseFindings,
  type PackageDraft,
  type QrtFinding,
  type QrtInput,
  type QrtReport,
} from '@prisme/engine';
import { writePackageZip } from '../qrt-xbrl/package-zip';
import { writeQrtWorkbook } from './qrt-workbook';

/**
 * The QRT's work off the event loop (jobs/workers/qrt.worker.ts): the engine builds and
 * checks the report, then the workbook or the xBRL-CSV package is written, in a worker
 * thread. On a million look-through lines S.06.03 has some 300,000 rows: building,
 * checking and serialising them took the API's event loop for seconds in one stretch.
 * The input crosses as plain data, the held funds' look-through packed in columns; only
 * the file's name and the findings' count come back.
 */

/** Which file the worker writes, where; `checks`: none, the findings come back (issue 36). */
export type QrtOutput =
  | { format: 'workbook'; path: string }
  | { format: 'xbrl-csv'; path: string }
  | { format: 'checks' };

export interface QrtTask {
  input: Omit<QrtInput, 'fundExposures'>;
  /** The held funds' look-through in columns, as it crosses to the worker. */
  fundExposures: QrtFundExposureColumns;
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
  /** How long each phase took in the worker, in milliseconds (bench:exports prints them). */
  phases: QrtPhases;
}

/**
 * A QRT's phases: `read` the perimeter's data (on the event loop, qrt-service.ts), then in
 * the worker `facts` (the tables built), `checks` (the report's rules), `draft` (the
 * package's cells), `packageChecks` (its structure against the module), `write`.
 */
export interface QrtPhases {
  read?: number;
  facts?: number;
  checks?: number;
  draft?: number;
  packageChecks?: number;
  write?: number;
}

/**
 * Builds the report and writes its file (in the worker thread; pure but for the file),
 * timing each phase: the facts built, the report's checks, the package drafted (every
 * cell as the package writes it) and checked against its module, the file written.
 * The workbook and the panel's checks run the package's checks too: they list what would
 * keep the package from being filed (issue 36 §6); the package reuses its checked draft.
 */
export async function runQrtTask(task: QrtTask): Promise<QrtTaskOutcome> {
  const phases: QrtPhases = {};
  const timed = <T>(phase: keyof QrtPhases, work: () => T): T => {
    const started = performance.now();
    const result = work();
    phases[phase] = (phases[phase] ?? 0) + performance.now() - started;
    return result;
  };
  // S.06.03 reads the look-through's groups in columns, as they crossed.
  const input: QrtInput = { ...task.input, fundExposures: task.fundExposures };
  const facts = timed('facts', () => buildQrtFacts(input));
  const report: QrtReport = {
    ...facts,
    findings: timed('checks', () => checkQrtFacts(input, facts)),
  };
  const taxonomy = qrtTaxonomy();
  const draft = timed('draft', () => draftPackage(report, taxonomy));
  const packageFindings = timed('packageChecks', () => checkPackageDraft(draft, taxonomy, report));
  const started = performance.now();
  const outcome = await written(task, report, draft, packageFindings);
  if (task.output.format !== 'checks') phases.write = performance.now() - started;
  return { ...outcome, phases };
}

async function written(
  task: QrtTask,
  report: QrtReport,
  draft: PackageDraft,
  packageFindings: readonly QrtFinding[],
): Promise<Omit<QrtTaskOutcome, 'phases'>> {
  if (task.output.format === 'xbrl-csv') {
    const pkg = packageOfDraft(report, draft, packageFindings, task.stem);
    await writePackageZip(pkg, task.output.path);
    return {
      fileName: `${pkg.name}.zip`,
      findings: pkg.allFindings.length,
      blocking: pkg.blocking,
    };
  }
  const findings = [...report.findings, ...packageFindings];
  const blocking = findings.filter(isBlocking).length;
  if (task.output.format === 'checks')
    return { findings: findings.length, blocking, checks: summariseFindings(findings) };
  await writeQrtWorkbook({ ...report, findings }, task.output.path);
  return { findings: findings.length, blocking };
}
