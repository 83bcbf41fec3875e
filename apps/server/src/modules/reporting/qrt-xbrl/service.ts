import type { UserAccess } from '../../../auth/user-access';
import { writeExportFile } from '../../../temporary-folders';
import {
  askedPerimeter,
  writePerimeterQrt,
  type QrtDeps,
  type QrtOptions,
} from '../qrt/qrt-service';
import type { QrtPhases } from '../qrt/qrt-task';
import type { ReportFile } from '../service';

/** The xBRL-CSV package written to a temporary file, with its failed checks' count. */
export interface XbrlCsvReportFile extends ReportFile {
  findings: number;
  /** Findings that make the package « non déposable » (issue 36 §6). */
  blocking: number;
  /** How long each phase took (bench:exports prints them). */
  phases: QrtPhases;
}

/**
 * The QRT asset templates as an xBRL-CSV report package (issue 19 §3): the same report as
 * the QRT workbook (`writePerimeterQrt`, same options; built and zipped in a worker
 * thread), of the caller's latest computed perimeter or the one asked for.
 */
export interface QrtXbrlService {
  xbrlCsvPackage(
    access: UserAccess,
    perimeterId: string | undefined,
    options: QrtOptions,
  ): Promise<XbrlCsvReportFile>;
}

export function createQrtXbrlService(deps: QrtDeps & { dataDir: string }): QrtXbrlService {
  return {
    async xbrlCsvPackage(access, perimeterId, options) {
      const perimeter = await askedPerimeter(deps.lookThrough, access, perimeterId);
      const { path, written } = await writeExportFile(deps.dataDir, 'zip', (file) =>
        writePerimeterQrt(deps, perimeter, options, { format: 'xbrl-csv', path: file }),
      );
      return {
        path,
        fileName: written.fileName!,
        findings: written.findings,
        blocking: written.blocking,
        phases: written.phases,
      };
    },
  };
}
