import { randomUUID } from 'node:crypto';
import { mkdir, rm } from 'node:fs/promises';
import { join } from 'node:path';
import type { UserAccess } from '../../auth/user-access';
import type { Database } from '../../db/client';
import type { LookThroughService } from '../lookthrough/service';
import { readLinePage, type LookThroughLineRow } from '../lookthrough/perimeter-repository';
import { writeLookThroughWorkbook } from './lookthrough-workbook';

/** A report written to a temporary file, ready to be sent and then deleted. */
export interface ReportFile {
  path: string;
  fileName: string;
}

/** The report downloads of spec §7 "Reports". */
export interface ReportingService {
  /** The look-through workbook of a perimeter (the caller's latest when no id is given). */
  lookThroughWorkbook(access: UserAccess, perimeterId: string | undefined): Promise<ReportFile>;
}

const PAGE = 20_000;

export function createReportingService(deps: {
  db: Database;
  lookThrough: LookThroughService;
  dataDir: string;
}): ReportingService {
  const { db } = deps;
  return {
    async lookThroughWorkbook(access, perimeterId) {
      const perimeter = perimeterId
        ? await deps.lookThrough.perimeter(access, perimeterId)
        : await deps.lookThrough.latestPerimeter(access);
      const folder = join(deps.dataDir, 'exports');
      await mkdir(folder, { recursive: true });
      const path = join(folder, `${randomUUID()}.xlsx`);
      async function* pages(): AsyncIterable<LookThroughLineRow[]> {
        for (let after = 0; ;) {
          const page = await readLinePage(db, perimeter.roleCode, perimeter.id, after, PAGE);
          if (page.length === 0) return;
          yield page;
          after = page[page.length - 1]!.LineNo;
        }
      }
      try {
        await writeLookThroughWorkbook(path, perimeter.summary, pages());
      } catch (error) {
        await rm(path, { force: true });
        throw error;
      }
      const date = perimeter.valuationDate.replaceAll('-', '');
      const role = perimeter.roleCode.replace(/[^\w.-]+/g, '_');
      return { path, fileName: `Transparisation_${role}_${date}.xlsx` };
    },
  };
}
