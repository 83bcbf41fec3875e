import path from 'node:path';
import { readdir } from 'node:fs/promises';
import type { Database } from '../../apps/server/src/db/client';
import { generateScaleFiles, type ScaleSummary } from '../../apps/server/src/seed/scale';
import {
  SCALE_ROLE,
  scalePerimeter,
  writeScaleClient,
  writeScaleReference,
} from '../../apps/server/src/seed/scale/scale-client';
import { DEMO_PASSWORD } from '../support/portal';

/**
 * The crash tests' data: the scale generator's case (apps/server/src/seed/scale), small.
 * The database gets, before the server first starts, what no file brings: the demo
 * accounts and roles, the analyste's client's portfolios and compartments, the EIOPA
 * reference and curve of the date; the securities, TPT files and inventory are then
 * sent through « Intégration » like a user's.
 */
export const ROLE = SCALE_ROLE;

/** The whole perimeter of the case, as the analyste asks it. */
export const PERIMETER = scalePerimeter;

export interface CaseFiles {
  summary: ScaleSummary;
  securities: string;
  inventory: string;
  /** The TPT files, in order: all but the last are taken in before the import is killed. */
  tpt: string[];
}

/** Writes the case's files: about `lines` look-through lines, TPT in files of ~`tptRows`. */
export async function writeCaseFiles(
  outDir: string,
  lines: number,
  tptRows: number,
): Promise<CaseFiles> {
  const summary = await generateScaleFiles({ lines, outDir, rowsPerFile: tptRows });
  const tptDir = path.join(outDir, 'tpt');
  const tpt = (await readdir(tptDir)).sort().map((name) => path.join(tptDir, name));
  return {
    summary,
    securities: path.join(outDir, 'securities.csv'),
    inventory: path.join(outDir, 'inventory.csv'),
    tpt,
  };
}

/** What the database needs before the server starts (no demo data). */
export async function prepareDatabase(db: Database): Promise<void> {
  await writeScaleClient(db, DEMO_PASSWORD);
  await writeScaleReference(db, 0.0277);
}
