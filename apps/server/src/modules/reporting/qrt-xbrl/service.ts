import { randomUUID } from 'node:crypto';
import { mkdir, rm } from 'node:fs/promises';
import { join } from 'node:path';
import type { UserAccess } from '../../../auth/user-access';
import type { Database } from '../../../db/client';
import { exportFolderOf } from '../../../temporary-folders';
import type { LookThroughService } from '../../lookthrough/service';
import { buildPerimeterQrt, type QrtOptions } from '../qrt/qrt-service';
import type { ReportFile } from '../service';
import { writeXbrlCsvPackage } from './package-zip';

/** The xBRL-CSV package written to a temporary file, with its failed checks' count. */
export interface XbrlCsvReportFile extends ReportFile {
  findings: number;
}

/**
 * The QRT asset templates as an xBRL-CSV report package (issue 19 §3): the same report as
 * the QRT workbook (`buildPerimeterQrt`, same options), of the caller's latest computed
 * perimeter or the one asked for.
 */
export interface QrtXbrlService {
  xbrlCsvPackage(
    access: UserAccess,
    perimeterId: string | undefined,
    options: QrtOptions,
  ): Promise<XbrlCsvReportFile>;
}

export function createQrtXbrlService(deps: {
  db: Database;
  lookThrough: LookThroughService;
  dataDir: string;
}): QrtXbrlService {
  return {
    async xbrlCsvPackage(access, perimeterId, options) {
      const perimeter = perimeterId
        ? await deps.lookThrough.perimeter(access, perimeterId)
        : await deps.lookThrough.latestPerimeter(access);
      const report = await buildPerimeterQrt(deps.db, perimeter, options);
      const folder = exportFolderOf(deps.dataDir);
      await mkdir(folder, { recursive: true });
      const path = join(folder, `${randomUUID()}.zip`);
      try {
        const fileName = await writeXbrlCsvPackage(report, path);
        return { path, fileName, findings: report.findings.length };
      } catch (error) {
        await rm(path, { force: true });
        throw error;
      }
    },
  };
}
