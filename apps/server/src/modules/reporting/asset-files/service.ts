import { randomUUID } from 'node:crypto';
import { mkdir, rm } from 'node:fs/promises';
import { join } from 'node:path';
import type { UserAccess } from '../../../auth/user-access';
import type { Database } from '../../../db/client';
import { exportFolderOf } from '../../../temporary-folders';
import type { LookThroughService } from '../../lookthrough/service';
import {
  readLinePage,
  type ComputedPerimeter,
  type LookThroughLineRow,
} from '../../lookthrough/perimeter-repository';
import type { ReportFile } from '../service';
import { writeAssetFile } from './asset-file-workbook';
import { ACTUARIS_LAYOUT, ASSURETAT_LAYOUT, type AssetFileLayout } from './layouts';
import { readRootHoldings } from './repository';

/**
 * The asset files for actuarial and ALM tools (issue 19 §4), of the caller's latest
 * computed perimeter (or the one asked for, as every report): Actuaris and Assuretat
 * workbooks (layouts.ts, docs/decisions/exports/0110-asset-files-lines.md to 0114).
 */
export interface AssetFileService {
  actuaris(access: UserAccess, perimeterId: string | undefined): Promise<ReportFile>;
  assuretat(access: UserAccess, perimeterId: string | undefined): Promise<ReportFile>;
}

const PAGE = 20_000;

export function createAssetFileService(deps: {
  db: Database;
  lookThrough: LookThroughService;
  dataDir: string;
}): AssetFileService {
  const { db } = deps;

  /** The perimeter's lines in order, a page at a time, the next read while one is written. */
  async function* pagesOf(perimeter: ComputedPerimeter): AsyncIterable<LookThroughLineRow[]> {
    const read = (after: number) => {
      const page = readLinePage(db, perimeter.roleCode, perimeter.id, after, PAGE);
      page.catch(() => {}); // thrown where the page is awaited, never left unhandled
      return page;
    };
    for (let next = read(0); ;) {
      const page = await next;
      if (page.length === 0) return;
      next = read(page[page.length - 1]!.LineNo);
      yield page;
    }
  }

  async function assetFile(
    access: UserAccess,
    perimeterId: string | undefined,
    layout: AssetFileLayout,
  ): Promise<ReportFile> {
    const perimeter = perimeterId
      ? await deps.lookThrough.perimeter(access, perimeterId)
      : await deps.lookThrough.latestPerimeter(access);
    const roots = await readRootHoldings(db, perimeter);
    const folder = exportFolderOf(deps.dataDir);
    await mkdir(folder, { recursive: true });
    const path = join(folder, `${randomUUID()}.xlsx`);
    try {
      await writeAssetFile(
        path,
        layout,
        {
          roleCode: perimeter.roleCode,
          valuationDate: perimeter.valuationDate,
          portfolios: perimeter.portfolios,
          compartments: perimeter.compartments,
          lookThroughLevel: perimeter.lookThroughLevel,
          referenceCurrency: perimeter.referenceCurrency,
          perimeterId: perimeter.id,
          lineCount: perimeter.lineCount,
          totalMarketValue: perimeter.totalMarketValue,
          simulation: perimeter.simulationId !== null,
          generatedAt: new Date(),
        },
        roots,
        pagesOf(perimeter),
      );
    } catch (error) {
      await rm(path, { force: true });
      throw error;
    }
    const date = perimeter.valuationDate.replaceAll('-', '');
    const role = perimeter.roleCode.replace(/[^\w.-]+/g, '_');
    return { path, fileName: `${layout.tool}_${role}_${date}.xlsx` };
  }

  return {
    actuaris: (access, perimeterId) => assetFile(access, perimeterId, ACTUARIS_LAYOUT),
    assuretat: (access, perimeterId) => assetFile(access, perimeterId, ASSURETAT_LAYOUT),
  };
}
